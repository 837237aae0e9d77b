import SwiftSyntax

/// One `ObservableObject` made `@Observable`: its views then re-run on the fields they read,
/// not on every `objectWillChange` (R5 → R6). The patch changes every holder and injection of
/// the app to match (docs/advise.md, "Patches").
enum MigrateToObservableFix: FixDefinition {
  static let kind = FixKind.migrateToObservable
  static let summary = "migrate one ObservableObject to @Observable (each model)"
  /// `@Observable` needs the Observation framework: iOS 17, macOS 14, watchOS 10, tvOS 17,
  /// visionOS 1 (docs/advise.md, "The app's platforms").
  static let needs: [Platform: Int] = [.ios: 17, .macos: 14, .watchos: 10, .tvos: 17, .visionos: 1]

  static func candidates(in context: FixContext) -> [Fix] {
    context.draft.stores.compactMap { store in
      guard store.isObservableObject, store.classCanChange else { return nil }
      let key = store.key
      return Fix(
        kind: kind, subject: store.className, place: FixContext.written(store.place),
        prospect: .storeReruns(context.holders(of: store.key)),
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

  static func patch(_ edit: FixEdit, in app: AppUses) -> Result<[SourceEdit], FixPatch.Refusal>? {
    guard case .migrate(let model) = edit else { return nil }
    return app.migrating(model)
  }
}

extension AppUses {
  /// `model` made `@Observable`, with every holder and injection of the app changed to match
  /// (docs/advise.md, "Patches").
  func migrating(_ model: String) -> Result<[SourceEdit], FixPatch.Refusal> {
    let declarations = observableObjects[model] ?? []
    guard declarations.count == 1, let declaration = declarations.first else {
      return .failure(
        .init(
          why: "class \(model): ObservableObject is declared \(declarations.count) times in the files read"))
    }
    var edits = [
      SourceEdit(
        file: declaration.file, range: declaration.start..<declaration.start, replacement: "@Observable "),
      declaration.conformance,
    ]
    edits += (published[model] ?? []).map(\.removal)
    if let imported = imports[declaration.file],
      imported.modules.isDisjoint(with: ["SwiftUI", "Observation"])
    {
      let at = imported.end
      edits.append(
        SourceEdit(
          file: declaration.file, range: at..<at,
          replacement: at == 0 ? "import Observation\n" : "\nimport Observation"))
    }
    for holder in holders[model] ?? [] {
      let binds = (references["$" + holder.name] ?? []).contains {
        $0.owner == holder.use.owner && $0.place.file == holder.use.place.file
      }
      let made: [SourceEdit]
      switch handMadeWrappers(of: holder) {
      case .failure(let refusal): return .failure(refusal)
      case .success(let edits): made = edits
      }
      edits += made
      switch holder.wrapper {
      case .stateObject:
        edits.append(holder.replacing(with: "@State"))
      case .observedObject:
        // `_model = …` needs a wrapper, which a plain property has not.
        edits.append(binds || !made.isEmpty ? holder.replacing(with: "@Bindable") : holder.attribute)
      case .environmentObject:
        guard !binds else {
          return .failure(
            .init(
              why:
                "\(holder.use.place.written): \(holder.use.code) is bound with $\(holder.name): with @Environment it needs @Bindable in the body, by hand"
            ))
        }
        edits.append(holder.replacing(with: "@Environment(\(model).self)"))
      }
    }
    switch injectionEdits(of: model) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let renamed): return .success(edits + renamed)
    }
  }

  /// The wrappers of `holder` made by hand in its type's inits (`_model =
  /// StateObject(wrappedValue: model)`), each renamed as the holder's new wrapper, made the
  /// same way: `State(wrappedValue:)`, `Bindable(wrappedValue:)`. The value must be passed
  /// through (a name, `self.name`): `State`, unlike `StateObject`, evaluates it at each init of
  /// the view, so an object made there would be made again each time. A wrapper of its kind
  /// made in the type for no holder of it, with another label, or for an
  /// `@EnvironmentObject`, refuses the patch.
  private func handMadeWrappers(of holder: Holder) -> Result<[SourceEdit], FixPatch.Refusal> {
    // `_model` is private to the type: its inits are in the holder's file (an extension's
    // owner is written `Outer.Row`).
    let (file, owner) = (holder.use.place.file, holder.use.owner.map(Self.innermost))
    let ownHolders = holders.values.joined().filter {
      $0.use.place.file == file && $0.use.owner.map(Self.innermost) == owner
    }
    let others = Set(ownHolders.map { "_" + $0.name })
    var edits: [SourceEdit] = []
    for made in constructions[holder.wrapper.rawValue] ?? []
    where made.use.place.file == file && made.use.owner.map(Self.innermost) == owner {
      let call = made.use.node.as(FunctionCallExprSyntax.self)
      let target = call.flatMap(Self.assignedProperty)
      if let target, target != "_" + holder.name, others.contains(target) { continue }
      let value = call?.arguments.first?.expression
      let passed =
        value?.is(DeclReferenceExprSyntax.self) == true
        || value?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
          == .keyword(.self)
      guard let call, target == "_" + holder.name, holder.wrapper != .environmentObject,
        made.labels == ["wrappedValue"], passed
      else {
        return .failure(
          .init(
            why:
              "\(made.use.place.written): \(made.use.code) makes a wrapper by hand that the patch cannot carry over (a value made there, another label, no holder it can tell): change it and the holder by hand"
          ))
      }
      let callee = call.calledExpression
      edits.append(
        SourceEdit(
          file: made.use.place.file,
          range: callee.positionAfterSkippingLeadingTrivia
            .utf8Offset..<callee.endPositionBeforeTrailingTrivia
            .utf8Offset,
          replacement: holder.wrapper == .stateObject ? "State" : "Bindable"))
    }
    // A wrapper made in a way the index does not list (`.init(wrappedValue:)`,
    // `StateObject<Model>(…)`) is assigned all the same: one assignment more than renamed.
    if Self.assignments(to: "_" + holder.name, in: holder) > edits.count {
      return .failure(
        .init(
          why:
            "\(holder.use.place.written): \(holder.use.code) is assigned in a way the patch cannot carry over: change it and the holder by hand"
        ))
    }
    return .success(edits)
  }

  /// How many times the type declaring `holder` assigns `name` (`_model = …`, `self._model =
  /// …`), as a word; in comments too, which only refuses a patch that would do.
  private static func assignments(to name: String, in holder: Holder) -> Int {
    var node: Syntax? = holder.use.node
    while let current = node, current.asProtocol(DeclGroupSyntax.self) == nil { node = current.parent }
    let text = node?.description ?? ""
    var count = 0
    var rest = text[...]
    while let found = rest.range(of: name) {
      let before = rest[..<found.lowerBound].last
      let after = rest[found.upperBound...].drop { $0 == " " }
      let isWord = before.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
      if isWord, after.first == "=", after.dropFirst().first != "=" { count += 1 }
      rest = rest[found.upperBound...]
    }
    return count
  }

  /// The last name of `owner` (`Row` of `Outer.Row`).
  private static func innermost(_ owner: String) -> String {
    String(owner.split(separator: ".").last ?? Substring(owner))
  }

  /// The wrapper property `call` is assigned to, as written without `self.` (`_model` of
  /// `self._model = StateObject(wrappedValue: model)`).
  private static func assignedProperty(of call: FunctionCallExprSyntax) -> String? {
    guard let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.last?.id == call.id,
      Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = sequence.elements.first
    else { return nil }
    if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return target.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// Every injection of `model` renamed `.environment(_:)`: each injection of the app is this
  /// model's, another's, or one the patch cannot tell, which refuses the patch.
  private func injectionEdits(of model: String) -> Result<[SourceEdit], FixPatch.Refusal> {
    let heldHere = Dictionary(grouping: holders.flatMap { type, found in found.map { (type, $0) } }) {
      $0.1.use.place.file
    }
    var edits: [SourceEdit] = []
    for injection in injections {
      let types = heldHere[injection.use.place.file] ?? []
      let type: String?
      switch injection.argument {
      case .made(let made): type = made
      case .named(let name): type = types.first { $0.1.name == name }?.0
      // One `static let` of the name, making a class the app declares.
      case .shared(let name):
        type = sharedObjects[name].flatMap { $0.count == 1 && classes.contains($0[0]) ? $0[0] : nil }
      case .other: type = nil
      }
      guard let type else {
        return .failure(
          .init(
            why:
              "\(injection.use.place.written): \(injection.use.code) injects an object whose type the patch cannot tell: it may be \(model), whose injection must become .environment(_:)"
          ))
      }
      if type == model {
        edits.append(
          SourceEdit(file: injection.use.place.file, range: injection.name, replacement: "environment"))
      }
    }
    return .success(edits)
  }
}

extension AppUses.Holder {
  /// Its attribute replaced by `text`.
  fileprivate func replacing(with text: String) -> SourceEdit {
    SourceEdit(file: use.place.file, range: written, replacement: text)
  }
}
