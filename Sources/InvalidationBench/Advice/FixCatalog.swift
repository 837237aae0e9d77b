import SwiftSyntax

/// The fixes worth trying on a draft (docs/advise.md): one per model for a migration, per
/// child for `.equatable()`, per observed field for making it unobserved. Each is tried on the
/// same trace; the ones that would break the screen are rejected there, not here.
struct FixCatalog {
  let draft: ScreenDraft
  let root: String
  /// The views the run as written re-ran, when known: moving or wrapping parts of another
  /// view saves nothing (`FixProspect`), and is not listed.
  var reRan: Set<String>? = nil

  var fixes: [Fix] {
    extractions + stateMoves + readsInChildren + fieldsPassed + splits + migrations + equatableChildren
      + stableClosures + unobservedFields + scopes
  }

  private var scopes: [Fix] {
    movable.flatMap { view in
      view.body.indices.compactMap { ScopeWrap.forRead(at: $0, of: view, in: draft) }.map { wrap in
        let models = wrap.models(in: draft).joined(separator: ", ")
        let own = wrap.passed.map(\.name).joined(separator: ", ")
        return Fix(
          kind: .scopeRead, subject: wrap.child,
          place: Self.written(PartExtraction.place(of: view.body[wrap.index]) ?? view.place),
          prospect: .reruns([view.name]),
          change:
            "wrap this part of \(view.name)'s body, which reads \(models) and \(view.name)'s own \(own), in a ScopeView: it then re-runs alone when \(models) changes, and still with \(view.name)",
          sketch: "ScopeView { … }   // in \(view.name)'s body, around the part that reads \(models)"
        ) { draft in wrap.apply(to: &draft) }
      }
    }
  }

  /// The views whose parts a fix may move or wrap.
  private var movable: [ScreenDraft.View] {
    draft.views.filter { reRan?.contains($0.name) ?? true }
  }

  private var extractions: [Fix] {
    movable.flatMap { view -> [Fix] in
      let single = view.body.indices.compactMap { PartExtraction.forRead(at: $0, of: view, in: draft) }
      // Each part summarized once, for a view with a part to move.
      guard !single.isEmpty else { return [] }
      let body = MovedPart.Body(of: view, in: draft)
      var fixes = single.map { extraction in
        Fix(
          kind: .extractRead, subject: extraction.child, place: Self.written(extraction.place(in: draft)),
          prospect: .movedPartReruns(body.moving([extraction.parts])),
          change:
            "move this part of \(view.name)'s body, which reads \(Self.models(read: extraction, of: view)), into a child view \(extraction.child) that reads it: \(view.name) then no longer re-runs for it",
          sketch: Self.childSketch(extraction, of: view),
          edit: Self.extractionEdit([extraction], of: view)
        ) { draft in Self.extractRead(at: extraction.parts[0], of: view.name, in: &draft) }
      }
      if single.count > 1 {
        let names = single.map(\.child)
        fixes.append(
          Fix(
            kind: .extractRead, subject: view.name, place: Self.written(view.place),
            prospect: .movedPartReruns(
              body.moving(single.map(\.parts))),
            change:
              "move each part of \(view.name)'s body that reads a model into a child view of its own (\(names.joined(separator: ", "))): \(view.name) then reads none",
            sketch: single.map { Self.childSketch($0, of: view) }.joined(separator: "\n"),
            edit: Self.extractionEdit(single, of: view)
          ) { draft in
            // Each from the end, so that the positions of the others stand.
            for extraction in single.reversed() {
              Self.extractRead(at: extraction.parts[0], of: view.name, in: &draft)
            }
          })
      }
      return fixes
    }
  }

  /// The part at `index` of `view` moved into a child of its own, if it still can be.
  private static func extractRead(at index: Int, of view: String, in draft: inout ScreenDraft) {
    guard let current = draft.views.first(where: { $0.name == view }), index < current.body.count else {
      return
    }
    PartExtraction.forRead(at: index, of: current, in: draft)?.apply(to: &draft)
  }

  private var stateMoves: [Fix] {
    movable.flatMap { view -> [Fix] in
      let single = view.state.compactMap { PartExtraction.forState($0.name, of: view, in: draft) }
      // Each part summarized once, for a view with a part to move.
      guard !single.isEmpty else { return [] }
      let body = MovedPart.Body(of: view, in: draft)
      var fixes = single.map { extraction in
        Fix(
          kind: .stateInChild, subject: "\(view.name).\(extraction.state[0])",
          place: Self.written(extraction.place(in: draft)),
          prospect: .movedPartReruns(body.moving([extraction.parts])),
          change:
            "move @State \(extraction.state[0]) of \(view.name), with the parts that use it, into a child view \(extraction.child) that owns it: its changes then re-run only that child",
          sketch: Self.childSketch(extraction, of: view),
          claims: [.madeOnlyHere(view: view.name, label: extraction.state[0])],
          edit: Self.extractionEdit([extraction], of: view)
        ) { draft in
          guard let current = draft.views.first(where: { $0.name == view.name }) else { return }
          PartExtraction.forState(extraction.state[0], of: current, in: draft)?.apply(to: &draft)
        }
      }
      if single.count > 1 {
        let states = single.map { $0.state[0] }
        fixes.append(
          Fix(
            kind: .stateInChild, subject: view.name, place: Self.written(view.place),
            prospect: .movedPartReruns(
              body.moving(single.map(\.parts))),
            change:
              "move each @State of \(view.name) (\(states.joined(separator: ", "))), with the parts that use it, into a child view that owns it: an edit then re-runs only its own region",
            sketch: single.map { Self.childSketch($0, of: view) }.joined(separator: "\n"),
            claims: states.map { .madeOnlyHere(view: view.name, label: $0) },
            edit: Self.extractionEdit(single, of: view)
          ) { draft in
            for state in states {
              guard let current = draft.views.first(where: { $0.name == view.name }) else { return }
              PartExtraction.forState(state, of: current, in: draft)?.apply(to: &draft)
            }
          })
      }
      return fixes
    }
  }

  private var readsInChildren: [Fix] {
    var shown: [String: Int] = [:]
    for view in draft.views {
      for part in ScreenDraft.Part.all(in: view.body) {
        if let name = Self.childName(part) { shown[name, default: 0] += 1 }
      }
    }
    let fields = Set(draft.stores.flatMap { store in store.fields.map { "\(store.key).\($0.name)" } })
    return draft.views.flatMap { parent in
      ScreenDraft.Part.all(in: parent.body).flatMap { part -> [Fix] in
        guard case .child(let name, let arguments, _, let at) = part, name != parent.name, shown[name] == 1,
          let child = draft.views.first(where: { $0.name == name })
        else { return [] }
        return arguments.compactMap { label, value -> Fix? in
          let field = value.text
          guard fields.contains(field), value.bindings.isEmpty, value.alongside.isEmpty,
            child.inputs.contains(where: { $0.name == label && $0.kind == .value })
          else { return nil }
          let written = value.syntax.trimmedDescription
          let model = String(written.prefix { $0 != "." })
          return Fix(
            kind: .readInChild, subject: "\(name).\(label)", place: Self.written(at),
            prospect: .reruns([parent.name]),
            change:
              "give \(name) the model instead of \(label): \(written), and let it read \(written) itself: \(parent.name) then no longer reads it",
            sketch: """
              \(name)(\(model): \(model))   // was \(name)(\(label): \(written))
              // in \(name): the model as a property, and \(written) where it used \(label)
              """,
            claims: [.madeOnlyHere(view: name, label: label)]
          ) { draft in Self.readInChild(name, label, field: field, parent: parent.name, in: &draft) }
        }
      }
    }
  }

  /// A child given a closure its parent re-creates at every re-run (never equal, R3) gets one
  /// that captures nothing the parent re-creates (`{ [] in … }`: always equal).
  private var stableClosures: [Fix] {
    var seen: Set<String> = []
    return draft.views.flatMap { parent in
      ScreenDraft.Part.all(in: parent.body).flatMap { part -> [Fix] in
        guard case .child(let name, let arguments, _, let at) = part,
          let child = draft.views.first(where: { $0.name == name })
        else { return [] }
        return arguments.compactMap { label, value -> Fix? in
          guard child.inputs.contains(where: { $0.name == label && $0.kind == .closure }),
            let closure = value.syntax.as(ClosureExprSyntax.self), !closure.statements.isEmpty,
            closure.signature?.capture?.items.isEmpty != true
          else { return nil }
          return Fix(
            kind: .stableClosure, subject: "\(parent.name).\(name).\(label)", place: Self.written(at),
            prospect: .closureReruns(name),
            change:
              "give \(name) a \(label) closure with no context of \(parent.name)'s (a static function, or a method of something held elsewhere): a new closure at each re-run of \(parent.name) is never equal, so \(name) re-runs with it",
            sketch: """
              \(name)(…, \(label): Actions.\(label))   // a static func: no context, always equal
              """
          ) { draft in Self.stabilize(label, of: name, in: parent.name, in: &draft) }
        }
      }
    }
    // A child called twice by one parent: one fix, which gives both calls the closure.
    .filter { seen.insert($0.subject).inserted }
  }

  private static func stabilize(
    _ label: String, of child: String, in parent: String, in draft: inout ScreenDraft
  ) {
    guard let index = draft.views.firstIndex(where: { $0.name == parent }) else { return }
    draft.views[index].body = draft.views[index].body.map { part in
      part.mapArguments(ofChild: child) { arguments, _ in
        arguments.map { $0.0 == label ? ($0.0, $0.1.replaced(by: "{ [] in }")) : $0 }
      }
    }
  }

  /// A child that reads a model's fields (and writes none) is given those fields as values
  /// instead, and no longer holds the model.
  private var fieldsPassed: [Fix] {
    let rows = Set(
      draft.views.flatMap { view in
        ScreenDraft.Part.all(in: view.body).compactMap { part -> String? in
          if case .forEach(_, _, _, let row, _, _, _) = part { return row }
          return nil
        }
      })
    let shown = Set(draft.views.flatMap { ScreenDraft.Part.all(in: $0.body).compactMap(Self.childName) })
    return draft.views.flatMap { child -> [Fix] in
      guard child.name != root, shown.contains(child.name), !rows.contains(child.name) else { return [] }
      return child.models.sorted(by: { $0.key < $1.key }).compactMap { property, key -> Fix? in
        guard let store = draft.stores.first(where: { $0.key == key }), !child.owns.contains(key),
          let fields = Self.fieldsRead(by: child, through: property),
          !fields.isEmpty, fields.allSatisfy({ name in store.fields.contains { $0.name == name } }),
          child.ownNames.isDisjoint(with: fields)
        else { return nil }
        let list = fields.joined(separator: ", ")
        return Fix(
          kind: .passFields, subject: "\(child.name).\(property)", place: Self.written(child.place),
          // A child re-run for a field it reads re-runs as often given the field: only its
          // re-runs at every change of an ObservableObject can be saved.
          prospect: .storeReruns([child.name]),
          change:
            "give \(child.name) the fields it reads (\(list)) instead of \(property): it then re-runs when they change, not at every change of \(store.className)",
          sketch: """
            struct \(child.name): View { \(fields.map { "let \($0): …" }.joined(separator: "; ")) … }   // was \(property): \(store.className)
            \(child.name)(\(fields.map { "\($0): \(property).\($0)" }.joined(separator: ", ")))
            """,
          claims: [.madeOnlyHere(view: child.name, label: nil)],
          edit: .passFields(view: child.name, property: property, model: store.className, fields: fields)
        ) { draft in Self.passFields(fields, of: key, through: property, to: child.name, in: &draft) }
      }
    }
  }

  /// The fields of the model `property` that `view` reads (`property.field`), `nil` if it
  /// uses the model otherwise: bound (`$property`), written by an action, or passed whole.
  private static func fieldsRead(by view: ScreenDraft.View, through property: String) -> [String]? {
    let expressions =
      view.body.flatMap(\.expressions) + view.constants.values + view.helperValues.values.flatMap { $0 }
    var fields: Set<String> = []
    for expression in expressions {
      for token in expression.syntax.tokens(viewMode: .sourceAccurate) where token.plainName == property {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          reference.keyPathInParent != \MemberAccessExprSyntax.declName
        else { continue }
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
          reference.keyPathInParent == \MemberAccessExprSyntax.base
        else { return nil }
        fields.insert(member.declName.baseName.text)
      }
      if expression.namesUsed.contains("$" + property) { return nil }
    }
    let writes = view.actions.flatMap { $0.statements.flatMap(\.writes).flatMap(\.expressions) }
    guard writes.allSatisfy({ !$0.namesUsed.contains(property) }) else { return nil }
    return fields.sorted()
  }

  private static func passFields(
    _ fields: [String], of key: String, through property: String, to child: String,
    in draft: inout ScreenDraft
  ) {
    guard let index = draft.views.firstIndex(where: { $0.name == child }) else { return }
    draft.views[index].inputs += fields.map { ($0, .value) }
    // `property.field` is then the input `field` (`self.field`).
    draft.views[index].rename(property, to: "self")
    draft.views[index].holds.removeAll { $0 == key }
    for view in draft.views.indices {
      draft.views[view].body = draft.views[view].body.map { part in
        part.mapArguments(ofChild: child) { arguments, at in
          arguments + fields.map { ($0, SourceExpression("\(key).\($0)", at: at)) }
        }
      }
    }
  }

  /// An `ObservableObject` split in two: the fields one interaction alone writes, and the rest.
  private var splits: [Fix] {
    draft.stores.flatMap { store in
      ModelSplit.candidates(of: store, in: draft).map { split in
        let fields = split.moved.sorted().joined(separator: ", ")
        return Fix(
          kind: .splitModel, subject: "\(store.className).\(split.action)", place: Self.written(store.place),
          prospect: .storeReruns(holders(of: store.key)),
          change:
            "split \(store.className): move \(fields), which only \(split.action) writes, into a model of their own (\(split.newClass(of: store))), held only by the views that read them: the others then do not re-run when \(split.action) writes",
          sketch: """
            final class \(split.newClass(of: store)): ObservableObject { \(split.moved.sorted().map { "@Published var \($0) = …" }.joined(separator: "; ")) }
            // \(store.className) keeps the rest; a view holds (@ObservedObject) the models it reads
            """,
          claims: [.fieldsMoved(model: store.className, fields: split.moved.sorted())]
        ) { split.apply(to: &$0) }
      }
    }
  }

  /// The child `name` reads `field` where it used its input `label`, which `parent` no longer
  /// passes.
  private static func readInChild(
    _ name: String, _ label: String, field: String, parent: String, in draft: inout ScreenDraft
  ) {
    guard let childIndex = draft.views.firstIndex(where: { $0.name == name }),
      let parentIndex = draft.views.firstIndex(where: { $0.name == parent }),
      draft.views[childIndex].inputs.contains(where: { $0.name == label })
    else { return }
    draft.views[parentIndex].body = draft.views[parentIndex].body.map { part in
      part.mapArguments(ofChild: name) { arguments, _ in arguments.filter { $0.0 != label } }
    }
    draft.views[childIndex].inputs.removeAll { $0.name == label }
    draft.views[childIndex].rename(label, to: field)
    // An ObservableObject it now reads, it holds (@ObservedObject); an @Observable it reads is
    // tracked.
    let key = String(field.prefix { $0 != "." })
    let store = draft.stores.first { $0.key == key }
    let child = draft.views[childIndex]
    if store?.isObservableObject == true, !child.holds.contains(key), !child.owns.contains(key) {
      draft.views[childIndex].holds.append(key)
    }
  }

  private static func models(read extraction: PartExtraction, of view: ScreenDraft.View) -> String {
    let names = extraction.parts.reduce(into: Set<String>()) {
      $0.formUnion(PartExtraction.names(of: view.body[$1], in: view))
    }
    return view.models.keys.filter { names.contains($0) || names.contains("$" + $0) }.sorted()
      .joined(separator: ", ")
  }

  /// The patch's edit of `extractions` of `view`, when the source says where each part is.
  private static func extractionEdit(_ extractions: [PartExtraction], of view: ScreenDraft.View) -> FixEdit? {
    let moves = extractions.map { extraction in
      FixEdit.PartMove(
        child: extraction.child,
        places: extraction.parts.compactMap { PartExtraction.place(of: view.body[$0]) },
        state: extraction.state, models: view.models.keys.sorted())
    }
    guard zip(moves, extractions).allSatisfy({ $0.places.count == $1.parts.count }) else { return nil }
    return .extract(view: view.name, moves: moves)
  }

  private static func childSketch(_ extraction: PartExtraction, of view: ScreenDraft.View) -> String {
    let state = extraction.state.map { "@State private var \($0) = …; " }.joined()
    let models = models(read: extraction, of: view)
    let held = models.isEmpty ? "" : "@ObservedObject var \(models) (or let, if @Observable); "
    return
      "struct \(extraction.child): View { \(state)\(held)var body: some View { … } }   // \(view.name) shows \(extraction.child)()"
  }

  private var migrations: [Fix] {
    draft.stores.compactMap { store in
      guard store.isObservableObject else { return nil }
      let key = store.key
      return Fix(
        kind: .migrateToObservable, subject: store.className, place: Self.written(store.place),
        prospect: .storeReruns(holders(of: store.key)),
        change:
          "make \(store.className) @Observable: drop ObservableObject and @Published, hold it with @State instead of @StateObject and as a plain let (or @Bindable) instead of @ObservedObject",
        sketch: """
          @Observable final class \(store.className) { … }
          @State private var model = \(store.className)()   // was @StateObject
          let model: \(store.className)                      // was @ObservedObject
          """,
        claims: [
          .noPublishers(
            model: store.className,
            fields: store.fields.filter(\.observed).map(\.name).filter { $0 != ScreenDraft.Store.willChange })
        ],
        edit: .migrate(model: store.className)
      ) { draft in
        guard let store = draft.stores.firstIndex(where: { $0.key == key }) else { return }
        draft.stores[store].isObservableObject = false
        // Every stored property of an `@Observable` class is tracked.
        for field in draft.stores[store].fields.indices { draft.stores[store].fields[field].observed = true }
      }
    }
  }

  private var equatableChildren: [Fix] {
    let shown = Set(
      draft.views.flatMap { view in ScreenDraft.Part.all(in: view.body).compactMap(Self.childName) })
    return draft.views.compactMap { view in
      // Swift generates `==` only for plain values: no binding, record, closure, state or model.
      guard view.name != root, shown.contains(view.name), view.equatable == nil, !view.inputs.isEmpty,
        view.inputs.allSatisfy({ $0.kind == .value }), view.state.isEmpty, view.models.isEmpty
      else { return nil }
      let name = view.name
      return Fix(
        kind: .equatableChild, subject: name, place: Self.written(view.place),
        prospect: .parentReruns(name),
        change:
          "make \(name) Equatable and show it with .equatable(): its parent's re-runs then skip it while \(view.inputs.map(\.name).joined(separator: ", ")) stay equal",
        sketch: """
          extension \(name): Equatable {}
          \(name)(…).equatable()
          """
      ) { draft in
        guard let index = draft.views.firstIndex(where: { $0.name == name }) else { return }
        draft.views[index].equatable = .memberwise
      }
    }
  }

  /// On `ObservableObject`s only: an unread field of an `@Observable` notifies no one already
  /// (nobody registered it), so unobserving it saves nothing.
  private var unobservedFields: [Fix] {
    let named = namedFields
    return draft.stores.flatMap { store -> [Fix] in
      guard store.isObservableObject else { return [] }
      let key = store.key
      return store.fields.compactMap { field -> Fix? in
        let name = field.name
        guard field.observed, name != ScreenDraft.Store.willChange, !named.contains(name) else { return nil }
        return Fix(
          kind: .ignoreUnreadField, subject: "\(store.className).\(name)",
          place: Self.written(field.initial.place),
          prospect: .storeReruns(holders(of: key)),
          change:
            "drop @Published from \(store.className).\(name): no body reads it, so its writes need to notify no one",
          sketch: "var \(name) = …   // was @Published var \(name)",
          claims: [.fieldUnused(model: store.className, field: name)],
          edit: .unpublish(model: store.className, field: name)
        ) { draft in
          guard let store = draft.stores.firstIndex(where: { $0.key == key }),
            let index = draft.stores[store].fields.firstIndex(where: { $0.name == name })
          else { return }
          draft.stores[store].fields[index].observed = false
        }
      }
    }
  }

  /// Every name that an expression of a view (not an action's statement, which writes) or a
  /// computed member of a model uses, members after a dot included: a field named there may
  /// be read.
  private var namedFields: Set<String> {
    var expressions = draft.views.flatMap { view in
      view.body.flatMap(\.expressions) + view.constants.values + view.helperValues.values.flatMap { $0 }
    }
    expressions += draft.stores.flatMap { $0.members.values.flatMap { $0 } }
    var names: Set<String> = []
    for expression in expressions {
      for token in expression.syntax.tokens(viewMode: .sourceAccurate)
      where token.parent?.is(DeclReferenceExprSyntax.self) == true {
        names.insert(token.plainName.hasPrefix("$") ? String(token.plainName.dropFirst()) : token.plainName)
      }
      for binding in expression.bindings.values { names.formUnion(binding.namesUsed) }
    }
    return names
  }

  /// The views holding or owning the store `key`.
  private func holders(of key: String) -> [String] {
    draft.views.filter { $0.holds.contains(key) || $0.owns.contains(key) }.map(\.name)
  }

  /// The view a part shows as a child or a row, if any.
  private static func childName(_ part: ScreenDraft.Part) -> String? {
    switch part {
    case .child(let name, _, _, _): name
    case .forEach(_, _, _, let row, _, _, _): row
    default: nil
    }
  }

  private static func written(_ place: SourcePlace) -> String {
    "\(place.file):\(place.position.line)"
  }
}
