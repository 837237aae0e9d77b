import Testing

@testable import InvalidationBench

/// What a model's `init` states is taken, and what it does beyond setting its properties is a
/// warning at its place (docs/swiftui-import.md, "What a model's init does"); a qualified case
/// of an enum of the files (`Mode.full`) is a first value as `.full` is.
@Suite struct ImportModelInitTests {
  /// The warnings about a model's init of `source` run for a frame that writes `written`, as
  /// `LINE:COLUMN KIND`, with the import.
  static func initWarnings(_ source: String, writing written: String) throws -> (
    [String], SwiftUIImporter.Result
  ) {
    let trace = "trace:\n  - '\(written) = \"1\"'\n"
    let (_, imported) = try ImportSourceStatesTests.run(source, trace: trace, frames: 1)
    let inits = imported.warnings.filter { $0.message.contains("'s init") }.map {
      "\($0.line):\($0.column) \($0.kind)"
    }
    return (inits, imported)
  }

  // Feed's init sets count to 5, and mode starts Mode.full: the screen shows Banner (count ==
  // 5) and Detail (mode == .full) at launch, each reading feed.title, which each of the 3
  // frames writes: 3 re-runs each. Guessed (0 and ""), neither would be shown: 0 and 0.
  @Test func theInitsLiteralAndAQualifiedCaseAreFirstValues() throws {
    let source = """
      import SwiftUI
      enum Mode { case compact, full }
      @Observable final class Feed {
        var count: Int
        var mode = Mode.full
        var title = ""
        init() { count = 5 }
      }
      struct Banner: View {
        let feed: Feed
        var body: some View { Text(feed.title) }
      }
      struct Detail: View {
        let feed: Feed
        var body: some View { Text(feed.title + "!") }
      }
      struct Screen: View {
        @State private var feed = Feed()
        var body: some View {
          VStack {
            if feed.count == 5 { Banner(feed: feed) }
            if feed.mode == .full { Detail(feed: feed) }
          }
        }
      }
      """
    let trace = """
      trace:
        - 'feed.title = "\\(frame)"'
      """
    let (result, imported) = try ImportSourceStatesTests.run(source, trace: trace, frames: 3)
    #expect(result.evals(.asWritten, of: "Banner") == 3)
    #expect(result.evals(.asWritten, of: "Detail") == 3)
    #expect(!imported.warnings.contains { $0.kind == .guessed })
  }

  // Search's init: `super.init()` hands on, `print` is an outside effect, `self.page = 1`
  // sets a property: none is a warning. The subscription (line 10, column 5: the init's
  // statements are indented four spaces) and `load()` (line 11) are left out, each a
  // statement skipped; `title = makeTitle()` (line 12) sets over the declared "a", which the
  // screen keeps: a guess.
  @Test func whatTheInitDoesBesidesIsAWarningAtItsPlace() throws {
    let source = """
      import Combine
      import SwiftUI
      class Base: ObservableObject { init() {} }
      final class Search: Base {
        @Published var query = ""
        @Published var title = "a"
        @Published var page: Int
        var cancellables = Set<AnyCancellable>()
        override init() {
          $query.sink { print($0) }.store(in: &cancellables)
          load()
          title = makeTitle()
          self.page = 1
          print("made")
          super.init()
        }
        func load() {}
        func makeTitle() -> String { "b" }
      }
      struct Screen: View {
        @StateObject private var search = Search()
        var body: some View { Text(search.title + search.query + "\\(search.page)") }
      }
      """
    let (inits, imported) = try Self.initWarnings(source, writing: "search.query")
    #expect(inits == ["10:5 skipped", "11:5 skipped", "12:5 guessed"])
    #expect(!imported.warnings.contains { $0.message.contains("'page'") })
  }

  // Settings' init, statement by statement (each indented four spaces, so at column 5):
  // line 9, a guard on the bundle's info that traps otherwise, and line 10, a local made of
  // the SDK's defaults, change nothing of the model: no warning. Line 11 may set title (an
  // `if let` over a read of the defaults): a guess about title alone. Line 12 may set count
  // and calls refresh(), the model's own method: left out. Line 13 gives the defaults
  // `self`, and line 14 a closure that writes later: each left out.
  @Test func anInitsStatementIsReadForWhatItMaySet() throws {
    let source = """
      import Combine
      import SwiftUI
      final class Settings: ObservableObject {
        @Published var title = "a"
        @Published var count = 0
        @Published var note = ""
        var token = 0
        init() {
          guard let id = Bundle.main.infoDictionary?["ID"] as? String else { fatalError("no ID") }
          let defaults = UserDefaults(suiteName: "group." + id)
          if let saved = defaults?.string(forKey: "title") { self.title = saved }
          if let saved = UserDefaults.standard.data(forKey: "n") { count = saved.count; refresh() }
          UserDefaults.standard.addObserver(self, forKeyPath: "n", options: [], context: nil)
          NotificationCenter.default.addObserver(forName: .init("n"), object: nil, queue: nil) { _ in self.note = "b" }
        }
        func refresh() {}
      }
      struct Screen: View {
        @StateObject private var settings = Settings()
        var body: some View { Text(settings.title + settings.note + "\\(settings.count)") }
      }
      """
    let (inits, imported) = try Self.initWarnings(source, writing: "settings.note")
    #expect(inits == ["11:5 guessed", "12:5 skipped", "13:5 skipped", "14:5 skipped"])
    let guess = try #require(imported.warnings.first { $0.line == 11 })
    #expect(guess.firstValueOf == .init(model: "Settings", field: "title"))
  }

  // Writes the screen cannot follow, each left out: line 10 writes through a local holding
  // another object, line 11 calls a type the files do not declare (it may be the app's),
  // line 12 writes a member of a stored property (another object). Line 8, an assignment
  // whose value has an operator, may set tags to what the defaults hold: a guess about tags.
  // Line 9 makes a local of a name it reads: no warning.
  @Test func anInitsWritesElsewhereAreLeftOut() throws {
    let source = """
      import Combine
      import SwiftUI
      final class Settings: ObservableObject {
        @Published var tags: [String] = []
        @Published var theme = "a"
        var session: Session?
        init() {
          self.tags = UserDefaults.standard.stringArray(forKey: "tags") ?? []
          let other = Registry.current
          other.theme = "b"
          SyncService().start()
          self.session?.user = nil
        }
      }
      struct Screen: View {
        @StateObject private var settings = Settings()
        var body: some View { Text(settings.theme + "\\(settings.tags.count)") }
      }
      """
    let (inits, _) = try Self.initWarnings(source, writing: "settings.theme")
    #expect(inits == ["8:5 guessed", "10:5 skipped", "11:5 skipped", "12:5 skipped"])
  }
}
