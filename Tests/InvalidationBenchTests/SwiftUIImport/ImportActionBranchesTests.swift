import Testing

@testable import InvalidationBench

/// An action's `if` takes the branch its condition holds when the action runs, where the
/// screen can compute the condition (docs/swiftui-import.md, "Actions").
@Suite struct ImportActionBranchesTests {
  /// Imports `source` and runs its default trace for `frames` frames on as-written.
  static func run(_ source: String, frames: Int) throws -> (CountRun, SwiftUIImporter.Result) {
    let imported = try SwiftUIImporter.importing([("Branches.swift", source)])
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): frames])), engines: [.asWritten])
    return (result, imported)
  }

  static func tally(limit: String) -> String {
    """
    import SwiftUI
    struct Limits { let big: Int }
    @Observable final class Tally { var count = 0; var big = 0; var small = 0 }
    struct Screen: View {
      @State private var tally = Tally()
      let limits = Limits(big: 2)
      var body: some View {
        VStack {
          Text("\\(tally.big)")
          Small(tally: tally)
          Button("Add") {
            tally.count += 1
            if tally.count > \(limit) { tally.big += 1 } else { tally.small += 1 }
          }
        }
      }
    }
    struct Small: View {
      let tally: Tally
      var body: some View { Text("\\(tally.small)") }
    }
    """
  }

  // The default trace taps Add in each of 4 frames. count becomes 1, 2, 3, 4; `count > 2`
  // holds in frames 3 and 4, so small is written in frames 1 and 2 (1, 2) and big in frames 3
  // and 4 (1, 2). Screen reads big (R6: a re-run for each change of what it read): frames 3
  // and 4, 2 evaluations; Small reads small: frames 1 and 2, 2. Its first branch taken every
  // time would give Screen 4 and Small 0.
  @Test func anIfTheScreenComputesTakesItsBranchWhenTheActionRuns() throws {
    let (result, imported) = try Self.run(Self.tally(limit: "2"), frames: 4)
    #expect(result.evals(.asWritten, of: "Screen") == 2)
    #expect(result.evals(.asWritten, of: "Small") == 2)
    #expect(imported.warnings.isEmpty)
    #expect(imported.screenFile.contains("- if: 'tally.count > 2'"))
  }

  // `limits.big` is a value of a struct the screen does not hold, so the condition cannot be
  // computed: the first branch runs each time, with the warning at the `if` (line 13, column
  // 9: the source's lines counted from `import SwiftUI`). Without an `else` no action writes
  // small, so the default trace writes it from outside in turn with the tap: f1 tap (count 1,
  // big 1: Screen +1), f2 small (Small +1), f3 tap (count 2, big 2: Screen +1), f4 small
  // (Small +1). Screen 2, Small 2; the condition computed (`2 > 2` at most) would write no
  // big: Screen 0.
  @Test func anIfTheScreenCannotComputeRunsItsFirstBranchWithAWarning() throws {
    let source = Self.tally(limit: "limits.big").replacingOccurrences(
      of: "} else { tally.small += 1 }", with: "}")
    let (result, imported) = try Self.run(source, frames: 4)
    #expect(result.evals(.asWritten, of: "Screen") == 2)
    #expect(result.evals(.asWritten, of: "Small") == 2)
    let guesses = imported.warnings.filter { $0.message.contains("ran the first branch") }
    #expect(guesses.map { "\($0.line):\($0.column)" } == ["13:9"])
  }

  // An `else if` is a branch of the `else`. count 1, 2, 3, 4, 5 over 5 frames: `count > 3` in
  // frames 4 and 5 (big 1, 2), `count > 1` in frames 2 and 3 (small 1, 2), neither in frame 1
  // (nothing). Screen reads big: 2; Small reads small: 2.
  @Test func anElseIfIsTheBranchOfTheElse() throws {
    let source = Self.tally(limit: "2").replacingOccurrences(
      of: "if tally.count > 2 { tally.big += 1 } else { tally.small += 1 }",
      with: "if tally.count > 3 { tally.big += 1 } else if tally.count > 1 { tally.small += 1 }")
    let (result, imported) = try Self.run(source, frames: 5)
    #expect(result.evals(.asWritten, of: "Screen") == 2)
    #expect(result.evals(.asWritten, of: "Small") == 2)
    #expect(imported.warnings.isEmpty)
  }

  // The screen file `bench import` writes holds the branch (`- if:` with `then:` and `else:`)
  // and runs as the import does over the default 20 frames: count 1 … 20, `count > 2` from
  // frame 3, so big changes in frames 3 … 20 (Screen 18) and small in frames 1 and 2 (Small 2).
  @Test func theWrittenScreenFileKeepsTheBranch() throws {
    let imported = try SwiftUIImporter.importing([("Branches.swift", Self.tally(limit: "2"))])
    let written = try ScreenFile(text: imported.screenFile, path: "Branches.yaml")
    for run in [
      try CountRun.run(try imported.workload.scenario(), engines: [.asWritten]),
      try CountRun.run(try written.scenario(), engines: [.asWritten]),
    ] {
      #expect(run.evals(.asWritten, of: "Screen") == 18)
      #expect(run.evals(.asWritten, of: "Small") == 2)
    }
  }

  // A case compared (`phase == .busy`, `phase != .idle`) is the text of its name, in a body's
  // `if` and in an action's. The default trace taps Switch in each of 4 frames: phase idle →
  // busy (f1), → idle (f2), → busy (f3), → idle (f4). Screen reads phase: 4; Spinner is shown
  // while busy, mounted in f1 and f3: 2. Read as a guess (the first branch of the action each
  // time, `phase = .busy`), phase would change once: Screen 1.
  @Test func aCaseComparedIsTheTextOfItsName() throws {
    let source = """
      import SwiftUI
      enum Phase { case idle, busy }
      struct Screen: View {
        @State private var phase: Phase = .idle
        var body: some View {
          VStack {
            if phase != .idle { Spinner() } else { Text("idle") }
            Button("Switch") {
              if phase == .idle { phase = .busy } else { phase = .idle }
            }
          }
        }
      }
      struct Spinner: View {
        var body: some View { Text("busy") }
      }
      """
    let (result, imported) = try Self.run(source, frames: 4)
    #expect(result.evals(.asWritten, of: "Screen") == 4)
    #expect(result.evals(.asWritten, of: "Spinner") == 2)
    #expect(!imported.warnings.contains { $0.message.contains("first branch") || $0.kind == .derived })
    // Each comparison says it compares the case's name: the body's at 7:10, the action's at
    // 9:12 (the `phase` of `if phase …`, lines counted from `import SwiftUI`).
    let tested = imported.warnings.filter { $0.message.contains("tested the case as") }
    #expect(tested.map { "\($0.line):\($0.column)" }.sorted() == ["7:10", "9:12"])
  }

  // A static member compared (`offset == .zero`) is no case of an enum the files declare, so
  // it is not the text of a name: the condition cannot be computed, and the first branch runs
  // with its warning at the `if` (line 7, column 7), no case tested.
  @Test func aStaticMemberComparedIsNoCase() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var offset = 0.0
        @State private var count = 0
        var body: some View {
          Button("Tap \\(count)") {
            if offset == .zero { count += 1 }
          }
        }
      }
      """
    let (_, imported) = try Self.run(source, frames: 2)
    #expect(imported.warnings.filter { $0.message.contains("ran the first branch") }.map(\.line) == [7])
    #expect(!imported.warnings.contains { $0.message.contains("tested the case") })
  }

  // `case let .loaded(count)` binds as `case .loaded(let count)` does: the case is tested as the
  // text of its name, no branch guessed, in a `switch` and in an `if case`. The default trace
  // taps Load and Reset in turn over 4 frames: idle → loaded (f1), → idle (f2), → loaded (f3),
  // → idle (f4). Screen reads phase: 4; Count is shown while loaded, mounted in f1 and f3: 2;
  // Badge likewise: 2.
  @Test func aCaseBoundWithLetOutsideIsTheTextOfItsName() throws {
    let source = """
      import SwiftUI
      enum Phase { case idle, loaded(Int) }
      struct Screen: View {
        @State private var phase = Phase.idle
        var body: some View {
          VStack {
            switch phase {
            case let .loaded(count): Count(count: count)
            case .idle: Text("idle")
            }
            if case let .loaded(count) = phase { Badge(count: count) }
            Button("Load") { phase = .loaded(1) }
            Button("Reset") { phase = .idle }
          }
        }
      }
      struct Count: View {
        let count: Int
        var body: some View { Text("\\(count)") }
      }
      struct Badge: View {
        let count: Int
        var body: some View { Text("\\(count)") }
      }
      """
    let (result, imported) = try Self.run(source, frames: 4)
    #expect(result.evals(.asWritten, of: "Screen") == 4)
    #expect(result.evals(.asWritten, of: "Count") == 2)
    #expect(result.evals(.asWritten, of: "Badge") == 2)
    #expect(!imported.warnings.contains { $0.message.contains("is a guess") })
    // The switch's two cases at its subject (7:14), the `if case`'s at its subject (11:36; the switch closes on line 10).
    let tested = imported.warnings.filter { $0.message.contains("tested the case as") }
    #expect(tested.map { "\($0.line):\($0.column)" }.sorted() == ["11:36", "7:14", "7:14"])
  }

  // An action's `switch` over a model's case takes the case the state holds when it runs, as
  // an `if` comparing a case does (`default: break` does nothing, no warning). The default
  // trace taps Next in each of 6 frames: step second (f1), third (f2), first (f3), second,
  // third, first. Screen holds the
  // model, told on each write (R5): 6; Done is shown while third, mounted in f2 and f5: 2. Run
  // as a guess (the first case each time), step would stay second and Done never show.
  @Test func anActionsSwitchTakesTheCaseTheStateHolds() throws {
    let source = """
      import SwiftUI
      enum Step { case first, second, third, done }
      final class Intro: ObservableObject {
        @Published var step: Step = .first
        func next() {
          switch step {
          case .first: step = .second
          case .second: step = .third
          case .third, .done: step = .first
          default: break
          }
        }
      }
      struct Screen: View {
        @StateObject private var intro = Intro()
        var body: some View {
          VStack {
            if intro.step == .third { Done() }
            Button("Next") { intro.next() }
          }
        }
      }
      struct Done: View {
        var body: some View { Text("done") }
      }
      """
    let (result, imported) = try Self.run(source, frames: 6)
    #expect(result.evals(.asWritten, of: "Screen") == 6)
    #expect(result.evals(.asWritten, of: "Done") == 2)
    #expect(!imported.warnings.contains { $0.message.contains("ran the first case") || $0.kind == .skipped })
  }
}
