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
      guard store.isObservableObject else { return nil }
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
      let made = (constructions[holder.wrapper.rawValue] ?? []).filter {
        $0.use.place.file == holder.use.place.file
      }
      if let made = made.first {
        return .failure(
          .init(
            why:
              "\(made.use.place.written): \(made.use.code) makes the wrapper by hand: change it to State(initialValue:) and the holder by hand"
          ))
      }
      switch holder.wrapper {
      case .stateObject:
        edits.append(holder.replacing(with: "@State"))
      case .observedObject:
        edits.append(binds ? holder.replacing(with: "@Bindable") : holder.attribute)
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
