import Testing

@testable import InvalidationBench

/// What a model's `init` states is taken, and what it does beyond setting its properties is a
/// warning at its place (docs/swiftui-import.md, "What a model's init does"); a qualified case
/// of an enum of the files (`Mode.full`) is a first value as `.full` is.
@Suite struct ImportModelInitTests {
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
    let trace = """
      trace:
        - 'search.query = "\\(frame)"'
      """
    let (_, imported) = try ImportSourceStatesTests.run(source, trace: trace, frames: 1)
    let inits = imported.warnings.filter { $0.message.contains("'s init") }.map {
      "\($0.line):\($0.column) \($0.kind)"
    }
    #expect(inits == ["10:5 skipped", "11:5 skipped", "12:5 guessed"])
    #expect(!imported.warnings.contains { $0.message.contains("'page'") })
  }
}
