import Testing

@testable import InvalidationBench

/// Rows of model objects (docs/swiftui-import.md, "Rows of model objects"): an `@Observable`
/// model's array of `@Observable` objects gives each row an object of its own, as does an
/// `ObservableObject`'s array of `ObservableObject`s; a picker's options are no buttons.
@Suite struct ImportModelRowsTests {
  static let todos = """
    import SwiftUI
    @Observable final class TodoItem: Identifiable {
      let id = UUID()
      var title = "Task"
      var done = false
    }
    @Observable final class TodoStore {
      var items: [TodoItem] = [TodoItem(), TodoItem(), TodoItem()]
    }
    struct TodoList: View {
      @State private var store = TodoStore()
      var body: some View {
        List {
          ForEach(store.items) { item in TodoRow(item: item) }
        }
      }
    }
    struct TodoRow: View {
      let item: TodoItem
      var body: some View {
        HStack {
          Text(item.title)
          Button(item.done ? "Undo" : "Done") { item.done.toggle() }
        }
      }
    }
    """

  // The three listed items are three objects (records `objects: true`), each row given one.
  // By R3 (@Observable tracks per object and property): f1 taps the first row's button
  // (item 0's done): TodoRow 0 alone re-runs, 1. f2 writes item 2's title: TodoRow 2, 1. f3
  // appends an item: TodoList read `items`, 1, and the new row mounts, 1; the other rows are
  // given the same objects and do not re-run. TodoRow 1 + 1 + 1 = 3, TodoList 1. One shared
  // TodoItem would re-run all three rows at f1 and f2: 3 + 3 + 1 = 7.
  @Test func observableElementsAreAnObjectPerRow() throws {
    let trace = """
      trace:
        - if: frame == 1
          then: [tap(tapItemDoneUndoDone)]
        - if: frame == 2
          then: ['todoStore.items[2].title = "x"']
        - if: frame == 3
          then: [todoStore.items.append(new)]
      """
    let (result, imported) = try ImportSourceStatesTests.run(Self.todos, trace: trace, frames: 3)
    #expect(result.evals(.asWritten, of: "TodoRow") == 3)
    #expect(result.evals(.asWritten, of: "TodoList") == 1)
    let records = imported.workload.draft.stores.first { $0.key == "todoStore" }?.records
    #expect(records?.objects == .observable)
    #expect(records?.listed == 3)
    // TodoItem is only its records: no store of its own, and no warning of its `id`'s value.
    #expect(!imported.workload.draft.stores.contains { $0.className == "TodoItem" })
    #expect(!imported.warnings.contains { $0.line == 3 })
  }

  // The default trace drives the objects as it drove their class's fields: the tap, then the
  // list nothing in the files writes (one more item), then record 0's title (read, never
  // written). 6 frames: f1 tap row 0, TodoRow +1; f2 append: TodoList +1, the new row mounts
  // +1; f3 item 0's title: row 0 +1; f4-f6 the same again. TodoRow 6, TodoList 2.
  @Test func theDefaultTraceChangesTheObjectsFromOutside() throws {
    let imported = try SwiftUIImporter.importing([("Todos.swift", Self.todos)])
    #expect(
      imported.workload.interactions == [
        "tap(tapItemDoneUndoDone)", "todoStore.items.append(new)", #"todoStore.items[0].title = "\(frame)""#,
      ])
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 6])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "TodoRow") == 6)
    #expect(result.evals(.asWritten, of: "TodoList") == 2)
  }

  // A `@Model` whose own relationship holds the records a view is given (Conversation's
  // messages, Message rows) stays a store though no view holds it: dropping it would leave
  // `let message: Message` a plain value, its reads derived (found on an app's chat screen).
  @Test func aModelWithRecordsOfItsOwnIsKept() throws {
    let source = """
      import SwiftUI
      import SwiftData
      @Model final class Message { var content = "" }
      @Model final class Conversation { var messages: [Message] = [] }
      @Observable final class ConversationStore { var conversations: [Conversation] = [] }
      struct MessageView: View {
        let message: Message
        var body: some View { Text(message.content) }
      }
      """
    let imported = try SwiftUIImporter.importing([("Chat.swift", source)])
    let view = imported.workload.draft.views.first { $0.name == "MessageView" }
    #expect(view?.inputs.map { "\($0.name): \($0.kind.written)" } == ["message: record(messages)"])
    #expect(imported.workload.draft.stores.contains { $0.className == "Conversation" })
  }

  // `@Model` objects in an ObservableObject's array are the model's records, each an object
  // of its own tracked by property, with no warning (until 2026-12-04 they were run as values,
  // an `approximated` warning at the array; ImportMixedRowsTests counts such rows).
  @Test func trackedObjectsInAnObservableObjectAreItsRecords() throws {
    let source = """
      import SwiftUI
      import SwiftData
      @Model final class Note { var title = "" }
      final class NoteList: ObservableObject {
        @Published var notes: [Note] = []
      }
      struct NotesView: View {
        @StateObject private var list = NoteList()
        var body: some View { Text("\\(list.notes.count)") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Notes.swift", source)])
    let records = imported.workload.draft.stores.first { $0.className == "NoteList" }?.records
    #expect(records?.name == "notes")
    #expect(records?.objects == .observable)
    #expect(!imported.warnings.contains { $0.line == 5 })
  }

  // A view given a record names its records alone (`record(items)`), so a second model's
  // objects are not made records of a name taken: Footer's `items` (line 5, column 38) is a
  // field (a list of numbers), its FooterItem shared, with the warning, and History's are the
  // records `items`.
  @Test func objectsAreNotMadeRecordsOfANameTaken() throws {
    let source = """
      import SwiftUI
      @Observable final class Entry { var title = "" }
      @Observable final class FooterItem { var help = "" }
      @Observable final class History { var items: [Entry] = [] }
      @Observable final class Footer { var items: [FooterItem] = [] }
      struct HistoryView: View {
        @State private var history = History()
        @State private var footer = Footer()
        var body: some View { Text("\\(history.items.count) \\(footer.items.count)") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Lists.swift", source)])
    let stores = imported.workload.draft.stores
    #expect(stores.first { $0.className == "History" }?.records?.elementType == "Entry")
    #expect(stores.first { $0.className == "Footer" }?.records == nil)
    let shared = imported.warnings.filter { $0.message.contains("as given the one FooterItem of the screen") }
    #expect(shared.map { "\($0.line):\($0.column)" } == ["5:38"])
  }

  static let feed = """
    import SwiftUI
    final class RowModel: ObservableObject, Identifiable {
      let id = UUID()
      @Published var title = "Row"
      @Published var liked = false
    }
    final class Feed: ObservableObject {
      @Published var rows: [RowModel] = [RowModel(), RowModel(), RowModel()]
    }
    struct FeedView: View {
      @StateObject private var feed = Feed()
      var body: some View {
        List {
          ForEach(feed.rows) { row in FeedRow(row: row) }
        }
      }
    }
    struct FeedRow: View {
      @ObservedObject var row: RowModel
      var body: some View {
        HStack {
          Text(row.title)
          Button(row.liked ? "Unlike" : "Like") { row.liked.toggle() }
        }
      }
    }
    """

  /// Taps row 0's button, writes row 1's `liked` with the value it has, row 2's title, and
  /// appends a row, a frame each.
  static let feedTrace = """
    trace:
      - if: frame == 1
        then: [tap(tapRowLikedUnlikeLike)]
      - if: frame == 2
        then: ['feed.rows[1].liked = false']
      - if: frame == 3
        then: ['feed.rows[2].title = "x"']
      - if: frame == 4
        then: [feed.rows.append(new)]
    """

  // An ObservableObject's array of ObservableObjects: three objects, each row holding its own
  // (R5: every write of a @Published property sends its object's objectWillChange, equal
  // values included; a nested object's change is not its owner's). f1 taps row 0's button:
  // FeedRow 0, 1. f2 writes row 1's `liked` with the value it has: FeedRow 1 all the same, 1.
  // f3 writes row 2's title: FeedRow 2, 1. f4 appends a row: Feed's @Published `rows` re-runs
  // FeedView, 1, and the new row mounts, 1; the others are given the same objects (R3,
  // identity). FeedRow 1 + 1 + 1 + 1 = 4, FeedView 1. One shared RowModel, as before, re-ran
  // the three rows at f1, f2 and f3: 10.
  @Test func observableObjectElementsAreAnObjectPerRow() throws {
    let (result, imported) = try ImportSourceStatesTests.run(Self.feed, trace: Self.feedTrace, frames: 4)
    #expect(result.evals(.asWritten, of: "FeedRow") == 4)
    #expect(result.evals(.asWritten, of: "FeedView") == 1)
    let records = imported.workload.draft.stores.first { $0.key == "feed" }?.records
    #expect(records?.objects == .combine)
    #expect(records?.listed == 3)
    let row = imported.workload.draft.views.first { $0.name == "FeedRow" }
    #expect(row?.inputs.map { "\($0.name): \($0.kind.written)" } == ["row: record(rows)"])
    #expect(!imported.workload.draft.stores.contains { $0.className == "RowModel" })
    #expect(!imported.warnings.contains { $0.message.contains("as given the one RowModel") })
  }

  // What the source says and the format cannot: a plain `let` of such an object holds nothing
  // in SwiftUI, taken as held (line 14, column 7); a `var` that is not @Published notifies
  // nobody in SwiftUI, taken as notifying (line 4, column 7). Both `approximated`.
  @Test func observableObjectElementsSayWhatTheyApproximate() throws {
    let source = """
      import SwiftUI
      final class RowModel: ObservableObject, Identifiable {
        @Published var liked = false
        var seen = false
      }
      final class Feed: ObservableObject {
        @Published var rows: [RowModel] = []
      }
      struct FeedView: View {
        @StateObject private var feed = Feed()
        var body: some View { List(feed.rows) { row in FeedRow(row: row) } }
      }
      struct FeedRow: View {
        let row: RowModel
        var body: some View { Text(row.liked ? "Liked" : "") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Feed.swift", source)])
    let said = imported.warnings.filter {
      $0.message.contains("as @ObservedObject would hold it")
        || $0.message.contains("which is not @Published")
    }
    #expect(said.map { "\($0.line):\($0.column)" }.sorted() == ["14:7", "4:7"])
    #expect(said.allSatisfy { $0.kind == .approximated })
  }

  // An ObservableObject that holds records of its own (a Bottle's programs) cannot be one
  // record (a record holds no records): the Bottles of the list stay one shared instance,
  // said at the array (line 10, column 18), and Bottle keeps its store and its programs.
  @Test func anObjectWithRecordsOfItsOwnStaysAModel() throws {
    let source = """
      import SwiftUI
      final class Program: ObservableObject, Identifiable {
        @Published var pinned = false
      }
      final class Bottle: ObservableObject, Identifiable {
        @Published var name = "Wine"
        @Published var programs: [Program] = []
      }
      final class BottleList: ObservableObject {
        @Published var bottles: [Bottle] = []
      }
      struct BottlesView: View {
        @StateObject private var list = BottleList()
        var body: some View { List(list.bottles) { bottle in BottleRow(bottle: bottle) } }
      }
      struct BottleRow: View {
        @ObservedObject var bottle: Bottle
        var body: some View { Text("\\(bottle.name) \\(bottle.programs.count)") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Bottles.swift", source)])
    let stores = imported.workload.draft.stores
    #expect(stores.first { $0.className == "BottleList" }?.records == nil)
    #expect(stores.first { $0.className == "Bottle" }?.records?.name == "programs")
    let shared = imported.warnings.filter { $0.message.contains("as given the one Bottle of the screen") }
    #expect(shared.map { "\($0.line):\($0.column)" } == ["10:18"])
  }

  // A picker's `.tag`ged options are its content: choosing one is the picker's edit of
  // `$prefs.mode`, so the default trace has that edit and the menu's two buttons, and no
  // button per option (3 more before).
  @Test func aPickersOptionsAreNoButtons() throws {
    let source = """
      import SwiftUI
      enum Mode: String, CaseIterable { case light, dark, auto }
      final class Prefs: ObservableObject {
        @Published var mode: Mode = .light
        @Published var size = 12
      }
      struct SettingsView: View {
        @StateObject var prefs = Prefs()
        var body: some View {
          Form {
            Picker("Mode", selection: $prefs.mode) {
              ForEach(Mode.allCases, id: \\.self) { mode in Text(mode.rawValue).tag(mode) }
            }
            Menu("Size") {
              Button("Small") { prefs.size = 10 }
              Button("Large") { prefs.size = 16 }
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Settings.swift", source)])
    #expect(
      imported.workload.interactions == [#"edit(mode, "\(frame)")"#, "tap(tapSmall)", "tap(tapLarge)"])
  }

  // Options the source states (`.tag(Mode.dark)`) are what the picker's edit writes, in turn
  // from the second: the mode starts `.light`, so 4 frames write "dark", "auto", "light",
  // "dark", each another value than the one before, and SettingsView, reading the mode, re-runs
  // each time (R6: an @Observable write of an equal value would not): 4. From the first, frame
  // 1 would write "light" again: 3.
  @Test func aPickersStatedOptionsAreWhatItsEditWrites() throws {
    let source = """
      import SwiftUI
      enum Mode: String { case light, dark, auto }
      @Observable final class Prefs { var mode: Mode = .light }
      struct SettingsView: View {
        @State private var prefs = Prefs()
        var body: some View {
          Form {
            Picker("Mode", selection: $prefs.mode) {
              Text("Light").tag(Mode.light)
              Text("Dark").tag(Mode.dark)
              Text("Auto").tag(Mode.auto)
            }
            Text(prefs.mode.rawValue)
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Settings.swift", source)])
    #expect(
      imported.workload.interactions == [#"edit(mode, ["light", "dark", "auto"][(frame - 1) / 1 + 1])"#])
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "SettingsView") == 4)
  }

  // A tag that is a value's member (`Mode.dark.rawValue`) or a static value (`Self.first`) is
  // no case the source states: no options, so the edit writes a new text each time.
  @Test func aTagThatIsNoCaseIsNoOption() throws {
    let source = """
      import SwiftUI
      enum Mode: String { case light, dark }
      struct SettingsView: View {
        static let first = "light"
        @AppStorage("mode") private var mode = "light"
        var body: some View {
          Picker("Mode", selection: $mode) {
            Text("Light").tag(Self.first)
            Text("Dark").tag(Mode.dark.rawValue)
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Settings.swift", source)])
    #expect(imported.workload.interactions == [#"edit(mode, "\(frame)")"#])
  }
}
