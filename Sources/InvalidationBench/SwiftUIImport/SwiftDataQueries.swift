/// SwiftData and Core Data in an import: what the views' `@Query`s and `@FetchRequest`s fetch.
/// Of a `@Model` class or an entity class the files declare, the saved models are records of a
/// store of their own (`noteStore.noteList`), which a view given one (`let note: Note`,
/// `@ObservedObject var note: Note`) holds by reference; of another, a list of the model
/// context's (docs/swiftui-import.md, "SwiftData", "Core Data").
struct SwiftDataQueries {
  /// Each query: where it is declared, its property, the model type it fetches, and the
  /// framework its wrapper is of (`@Query`, `@FetchRequest`).
  let queried:
    [(place: SourcePlace, property: String, type: String, framework: ScreenDraft.Store.Persistence)]
  /// The structs of the files, by name, with their attributes (a `@Model`'s are its records').
  let structs: [String: [(name: String, initial: SourceExpression)]]
  /// What each query takes for granted (how many models are saved), said once the views are
  /// read for good.
  private var assumed: [ImportWarning] = []

  init(found: [ViewCollector.Found], structs: [String: [(name: String, initial: SourceExpression)]]) {
    queried = found.flatMap { view in
      view.draft.queries.sorted { $0.key < $1.key }.map {
        (
          view.draft.queryPlaces[$0.key] ?? view.draft.place, $0.key, $0.value,
          view.draft.fetchRequests.contains($0.key) ? .coreData : .swiftData
        )
      }
    }
    self.structs = structs
  }

  /// Adds to `draft` the stores the queries read: a store of records for each `@Model` class
  /// or entity class the files declare, named in `records` by its type (for Core Data's, an
  /// `ObservableObject` of `ObservableObject`s, whose list changes notify the views that read
  /// it), the model context's lists for the others. Whether a store of records was added, so that the views must be read again.
  mutating func addStores(to draft: inout ScreenDraft, records: inout [String: String]) -> Bool {
    guard !queried.isEmpty else { return false }
    var context = ScreenDraft.Store(
      key: ScreenDraft.Store.modelContext, className: "ModelContext", isObservableObject: false,
      place: queried[0].place)
    var storesAdded = false
    for (place, property, type, framework) in queried {
      let list = ScreenDraft.Store.queryList(of: type)
      let key = ScreenDraft.Store.queryStore(of: type)
      guard !context.queried.contains(type), !draft.stores.contains(where: { $0.key == key }) else {
        continue
      }
      var warning = place.warning(
        .guessed,
        "took \(ModelCollector.assumedElements) \(type) models for \(framework.fetcher) var \(property): the store holds what the app saved; a trace that inserts or deletes gives it others"
      )
      if let attributes = structs[type],
        let persistence = draft.stores.first(where: { $0.className == type && $0.persistence != nil })?
          .persistence
      {
        // A count of records is open between none, one and the few assumed.
        warning.otherValues = ModelCollector.otherCounts
        assumed.append(warning)
        var store = ScreenDraft.Store(
          key: key, className: type + "Store", isObservableObject: persistence == .coreData, place: place)
        // The fetched results are Core Data's, as the objects are.
        store.persistence = persistence == .coreData ? .coreData : nil
        if persistence == .coreData {
          assumed.append(
            place.warning(
              .approximated,
              "took an edit of a fetched \(type) to re-run only the views that observe it: whether the fetched results controller's update re-runs the views that read @FetchRequest var \(property) too is not modelled"
            ))
        }
        store.records = ScreenDraft.Records(
          name: list, elementType: type, count: ModelCollector.assumedElements + ModelCollector.recordRoom,
          attributes: attributes, listed: ModelCollector.assumedElements,
          objects: persistence == .coreData ? .combine : .observable, place: place)
        draft.stores.append(store)
        records[type] = list
        storesAdded = true
        continue
      }
      warning.otherValues = ModelCollector.otherLists
      assumed.append(warning)
      context.queried.append(type)
      context.fields.append(
        ScreenDraft.Field(
          name: list,
          initial: SourceExpression(
            "[" + (0..<ModelCollector.assumedElements).map(String.init).joined(separator: ", ") + "]",
            at: place),
          observed: true))
    }
    if !context.fields.isEmpty { draft.stores.append(context) }
    if !storesAdded { draft.warnings += assumed }
    return storesAdded
  }

  /// Once the views are read again: a `@Model` class no view holds as a model is only its
  /// records (`ModelCollector.keepOnlyHeld`), and what the queries take for granted is said.
  func keepOnlyHeld(by found: [ViewCollector.Found], in draft: inout ScreenDraft, records: [String: String]) {
    ModelCollector.keepOnlyHeld(by: found, in: &draft, records: records)
    draft.warnings += assumed
  }
}
