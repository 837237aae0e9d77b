import Foundation
import Testing

@testable import InvalidationBench

/// A local an action makes with values' initializers and methods that only make values writes
/// nothing, and is no statement skipped (docs/swiftui-import.md, "Actions").
@Suite struct ImportActionLocalsTests {
  // One's locals call `UUID()`, `Dictionary(grouping:by:)` and `filter`, `map`,
  // `lowercased()`: values made, nothing written. Two's local calls `sorted()`, which Basket
  // declares: it runs for what it writes (nothing: its body is the value `names`), and what it
  // returns is not known, an approximated warning at 19:9 (its `let`); the next, whose closure
  // adds to count (`+=` writes), is skipped at 20:9. The default trace taps One and Two in turn
  // over 4 frames; each adds 1 to count, which Shop reads: 4.
  @Test func aLocalMadeOfValuesIsNoStatementSkipped() throws {
    let source = """
      import SwiftUI
      @Observable final class Basket {
        var names: [String] = []
        var count = 0
        func sorted() -> [String] { names }
      }
      struct Shop: View {
        @State private var basket = Basket()
        var body: some View {
          VStack {
            Text("\\(basket.count)")
            Button("One") {
              let id = UUID()
              let kept = basket.names.filter { !$0.isEmpty }.map { $0.lowercased() }
              let byLength = Dictionary(grouping: kept, by: { $0.count })
              basket.count += 1
            }
            Button("Two") {
              let shown = basket.sorted()
              let counted = basket.names.map { _ in basket.count += 1 }
              basket.count += 1
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Shop.swift", source)])
    #expect(imported.warnings.map(\.kind) == [.approximated, .skipped])
    #expect(imported.warnings.map(\.position) == ["Shop.swift:19:9", "Shop.swift:20:9"])
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Shop") == 4)
  }
  // Seek's locals call `max`, `min`, `abs` and `rounded()`, the standard library's, which only
  // make values: no statement is skipped (before, both `let`s were). Its write sets `position`
  // from them, a value the screen cannot compute, so it writes one derived from the value it
  // replaces, new each time (docs/swiftui-import.md, "Actions"); the default trace taps Seek in
  // each of 3 frames, and Player reads position: 3.
  @Test func aLocalMadeByTheStandardLibrarysFunctionsIsNoStatementSkipped() throws {
    let source = """
      import SwiftUI
      struct Player: View {
        @State private var position = 0.0
        var body: some View {
          VStack {
            Text("\\(position)")
            Button("Seek") {
              let progress = max(0, min(1, 2.5))
              let step = abs(-1.0).rounded()
              position = progress * step
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Player.swift", source)])
    #expect(!imported.warnings.contains { $0.kind == .skipped })
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Player") == 3)
  }

  /// Gate, whose Sign in button runs `action` (its lines start at line 15, column 9), and the
  /// model whose `signIn()` toggles `signedIn` and returns it.
  static func gate(_ action: String) -> String {
    """
    import SwiftUI
    @Observable final class Login {
      var signedIn = false
      func signIn() -> Bool {
        signedIn.toggle()
        return signedIn
      }
    }
    struct Gate: View {
      @State private var login = Login()
      var body: some View {
        VStack {
          Text(login.signedIn ? "in" : "out")
          Button("Sign in") {
            \(action)
          }
        }
      }
    }
    """
  }

  // `let ok = login.signIn()` keeps what a method of the model returns: the method runs for
  // what it writes (`signedIn.toggle()`), and what it returns is not known, the one warning,
  // approximated, at 15:9 (the `let`). The default trace taps Sign in in each of 3 frames:
  // signedIn false → true → false → true, which Gate reads: 3. Skipped, as before, the tap
  // wrote nothing, and the trace made signedIn data from outside.
  @Test func aLocalKeepingWhatAModelsMethodReturnsRunsTheMethod() throws {
    let imported = try SwiftUIImporter.importing([("Gate.swift", Self.gate("let ok = login.signIn()"))])
    #expect(imported.warnings.map(\.kind) == [.approximated])
    #expect(imported.warnings.map(\.position) == ["Gate.swift:15:9"])
    #expect(imported.workload.interactions == ["tap(tapSignIn)"])
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Gate") == 3)
  }

  // `_ = login.signIn()` throws away what the method returns: the call runs as a statement of
  // it would, with no warning (before, the statement was skipped, `_` being no expression a
  // view can show). The default trace taps Sign in in each of 3 frames: signedIn toggles each
  // time, and Gate reads it: 3.
  @Test func aResultThrownAwayStillRunsTheCall() throws {
    let imported = try SwiftUIImporter.importing([("Gate.swift", Self.gate("_ = login.signIn()"))])
    #expect(imported.warnings.isEmpty)
    #expect(imported.workload.interactions == ["tap(tapSignIn)"])
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Gate") == 3)
  }

  // `let n = await feed.fetch()`: the method starts at once, writing `loading = true` in the
  // tap's transaction; what follows waits for its value, a later transaction (R12) writing
  // `count` and `loading = false`. Shelf reads both: it re-runs in each, 2 a tap, 6 over the
  // 3 frames' taps. Were the method's write deferred with the rest, `loading` would go true
  // and back to false in one transaction (R1), one re-run a tap, 3.
  @Test func anAwaitedMethodsResultStartsTheMethodAtOnce() throws {
    let source = """
      import SwiftUI
      @Observable final class Feed {
        var count = 0
        var loading = false
        func fetch() async -> Int {
          loading = true
          return 5
        }
      }
      struct Shelf: View {
        @State private var feed = Feed()
        var body: some View {
          VStack {
            Text(feed.loading ? "loading" : "\\(feed.count)")
            Button("Load") {
              Task {
                let n = await feed.fetch()
                feed.count += 1
                feed.loading = false
              }
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Shelf.swift", source)])
    #expect(imported.workload.interactions == ["tap(tapLoad)"])
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Shelf") == 6)
  }
}
