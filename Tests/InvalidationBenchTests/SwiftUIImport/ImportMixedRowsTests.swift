import Testing

@testable import InvalidationBench

/// Rows of model objects of the other kind than the model holding them (docs/swiftui-import.md,
/// "Rows of model objects"): an `@Observable` model's array of `ObservableObject`s, and an
/// `ObservableObject`'s array of `@Observable` objects, give each row an object of its own that
/// notifies as its class does.
@Suite struct ImportMixedRowsTests {
  // `ImportModelRowsTests.feed` with Feed made @Observable: its three RowModels are still
  // ObservableObjects, each row holding its own (R5), and Feed's `rows` is tracked (R6). f1
  // taps row 0's button: FeedRow 0, 1. f2 writes row 1's `liked` with the value it has: a
  // @Published write sends objectWillChange all the same, FeedRow 1, 1. f3 writes row 2's
  // title: FeedRow 2, 1. None of these changes the array: FeedView, which read `feed.rows`,
  // does not re-run. f4 appends a row: FeedView, 1, and the new row mounts, 1; the others are
  // given the same objects (R3, identity). FeedRow 4, FeedView 1. One shared RowModel, as
  // before, re-ran the three rows at f1, f2 and f3: 3 + 3 + 3 + 1 = 10.
  @Test func observableObjectRowsOfAnObservableModelAreEachTheirOwn() throws {
    let source = ImportModelRowsTests.feed.replacing(
      "final class Feed: ObservableObject {\n  @Published var rows",
      with: "@Observable final class Feed {\n  var rows"
    ).replacing("@StateObject private var feed", with: "@State private var feed")
    let (result, imported) = try ImportSourceStatesTests.run(
      source, trace: ImportModelRowsTests.feedTrace, frames: 4)
    #expect(result.evals(.asWritten, of: "FeedRow") == 4)
    #expect(result.evals(.asWritten, of: "FeedView") == 1)
    let feed = imported.workload.draft.stores.first { $0.key == "feed" }
    #expect(feed?.isObservableObject == false)
    #expect(feed?.records?.objects == .combine)
    #expect(!imported.warnings.contains { $0.message.contains("as given the one RowModel") })
  }

  // `ImportModelRowsTests.todos` with TodoStore made an ObservableObject: its three TodoItems
  // are still @Observable, each tracked by property (R6), and TodoStore's objectWillChange is
  // sent only when `items` itself is written (R5). f1 and f2 write item 1's title: TodoRow 1
  // re-runs, 1 each; TodoList does not (the array of references is the same). f3 appends an
  // item: TodoList, 1, and the new row mounts, 1. TodoRow 3, TodoList 1. Run as values, as
  // before, each title write notified TodoStore's holders: TodoList 1 + 1 + 1 = 3.
  @Test func observableRowsOfAnObservableObjectAreEachTheirOwn() throws {
    let source = ImportModelRowsTests.todos.replacing(
      "@Observable final class TodoStore {\n  var items",
      with: "final class TodoStore: ObservableObject {\n  @Published var items"
    ).replacing("@State private var store", with: "@StateObject private var store")
    let trace = """
      trace:
        - if: frame == 1
          then: ['todoStore.items[1].title = "x"']
        - if: frame == 2
          then: ['todoStore.items[1].title = "y"']
        - if: frame == 3
          then: [todoStore.items.append(new)]
      """
    let (result, imported) = try ImportSourceStatesTests.run(source, trace: trace, frames: 3)
    #expect(result.evals(.asWritten, of: "TodoRow") == 3)
    #expect(result.evals(.asWritten, of: "TodoList") == 1)
    let store = imported.workload.draft.stores.first { $0.key == "todoStore" }
    #expect(store?.isObservableObject == true)
    #expect(store?.records?.objects == .observable)
  }

  // Core Data's entities in an ObservableObject's array (`[Note]` of `ImportCoreDataTests.notes`,
  // three assumed): each an ObservableObject of its own (R5), as fetched ones are. f1 taps row
  // 0's Pin: NoteRow 0, 1. f2 writes note 2's title: NoteRow 2, 1. Neither changes the array,
  // so Inbox sends nothing and NoteList does not re-run. f3 appends a note: NoteList, 1, and
  // the new row mounts, 1. NoteRow 3, NoteList 1. (Run as values, as before this was
  // fixed, a write of a note notified Inbox's holders, and NoteList re-ran for it.)
  @Test func coreDataEntitiesInAModelsArrayAreEachTheirOwn() throws {
    let source =
      ImportCoreDataTests.notes.replacing(
        "@FetchRequest(sortDescriptors: []) private var notes: FetchedResults<Note>",
        with: "@StateObject private var inbox = Inbox()"
      ).replacing("ForEach(notes)", with: "ForEach(inbox.notes)").replacing(
        "\\(notes.count) notes", with: "Notes"
      ) + "\nfinal class Inbox: ObservableObject {\n  @Published var notes: [Note]\n}\n"
    let trace = ImportCoreDataTests.rowsTrace.replacing("noteStore.noteList", with: "inbox.notes")
    let (result, imported) = try ImportSourceStatesTests.run(source, trace: trace, frames: 3)
    #expect(result.evals(.asWritten, of: "NoteRow") == 3)
    #expect(result.evals(.asWritten, of: "NoteList") == 1)
    #expect(imported.workload.draft.stores.first { $0.key == "inbox" }?.records?.objects == .combine)
  }
}
