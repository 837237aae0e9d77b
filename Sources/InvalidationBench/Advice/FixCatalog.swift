/// The fixes worth trying on a draft (docs/advise.md): one per model for a migration, per
/// child for `.equatable()`, per observed field for making it unobserved. Each is tried on the
/// same trace; the ones that would break the screen are rejected there, not here.
struct FixCatalog {
  let draft: ScreenDraft
  let root: String

  var fixes: [Fix] {
    migrations + equatableChildren + unobservedFields
  }

  private var migrations: [Fix] {
    draft.stores.indices.compactMap { index in
      let store = draft.stores[index]
      guard store.isObservableObject else { return nil }
      return Fix(
        kind: .migrateToObservable, subject: store.className, place: Self.written(store.place),
        change:
          "make \(store.className) @Observable: drop ObservableObject and @Published, hold it with @State instead of @StateObject and as a plain let (or @Bindable) instead of @ObservedObject",
        sketch: """
          @Observable final class \(store.className) { … }
          @State private var model = \(store.className)()   // was @StateObject
          let model: \(store.className)                      // was @ObservedObject
          """
      ) { draft in
        draft.stores[index].isObservableObject = false
        // Every stored property of an `@Observable` class is tracked.
        for field in draft.stores[index].fields.indices { draft.stores[index].fields[field].observed = true }
      }
    }
  }

  private var equatableChildren: [Fix] {
    let shown = Set(draft.views.flatMap { view in ScreenDraft.Part.all(in: view.body).compactMap(Self.childName) })
    return draft.views.indices.compactMap { index in
      let view = draft.views[index]
      guard view.name != root, shown.contains(view.name), view.equatable == nil, !view.inputs.isEmpty,
        !view.inputs.contains(where: { $0.kind == .closure })
      else { return nil }
      return Fix(
        kind: .equatableChild, subject: view.name, place: Self.written(view.place),
        change:
          "make \(view.name) Equatable and show it with .equatable(): its parent's re-runs then skip it while \(view.inputs.map(\.name).joined(separator: ", ")) stay equal",
        sketch: """
          extension \(view.name): Equatable {}
          \(view.name)(…).equatable()
          """
      ) { $0.views[index].equatable = .memberwise }
    }
  }

  private var unobservedFields: [Fix] {
    draft.stores.indices.flatMap { index in
      let store = draft.stores[index]
      return store.fields.indices.compactMap { field -> Fix? in
        let name = store.fields[field].name
        guard store.fields[field].observed, name != ScreenDraft.Store.willChange else { return nil }
        let wrapper = store.isObservableObject ? "drop @Published from" : "mark @ObservationIgnored"
        return Fix(
          kind: .ignoreUnreadField, subject: "\(store.className).\(name)",
          place: Self.written(store.fields[field].initial.place),
          change: "\(wrapper) \(store.className).\(name): no body reads it, so its writes need to notify no one",
          sketch: store.isObservableObject
            ? "var \(name) = …   // was @Published var \(name)" : "@ObservationIgnored var \(name) = …"
        ) { $0.stores[index].fields[field].observed = false }
      }
    }
  }

  /// The view a part shows as a child or a row, if any.
  private static func childName(_ part: ScreenDraft.Part) -> String? {
    switch part {
    case .child(let name, _, _, _): name
    case .forEach(_, _, _, let row, _, _): row
    default: nil
    }
  }

  private static func written(_ place: SourcePlace) -> String {
    "\(place.file):\(place.position.line)"
  }
}
