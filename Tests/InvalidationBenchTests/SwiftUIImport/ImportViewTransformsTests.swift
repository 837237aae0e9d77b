import Testing

@testable import InvalidationBench

/// A modifier an `extension View` of the files declares that hands the view to a closure
/// (`.if(c) { $0.bold() }`) shows the view in each branch it writes, with an identity of its
/// own in each, and a helper's parameter given a name of the view is that name
/// (docs/swiftui-import.md, "Modifiers that take the view").
@Suite struct ImportViewTransformsTests {
  /// Imports `source` and runs its default trace for `frames` frames on as-written.
  static func run(_ source: String, frames: Int) throws -> (CountRun, SwiftUIImporter.Result) {
    let imported = try SwiftUIImporter.importing([("Transforms.swift", source)])
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): frames])), engines: [.asWritten])
    return (result, imported)
  }

  static let conditional = """
    import SwiftUI
    extension View {
      @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
      }
    }
    struct Badge: View {
      let count: Int
      var body: some View { Text("\\(count)") }
    }
    struct Screen: View {
      @State private var count = 0
      @State private var highlighted = false
      var body: some View {
        VStack {
          Badge(count: count).if(highlighted) { $0.bold() }
          Button("Add") { count += 1 }
          Button("Highlight") { highlighted.toggle() }
        }
      }
    }
    """

  // The default trace taps Add in frames 1 and 3 and Highlight in frames 2 and 4. Screen
  // reads count and highlighted: 4 re-runs. Badge: f1 its input count changes (R2), f2
  // highlighted turns true and the `if` shows the then-branch's Badge, another identity
  // (`_ConditionalContent`), made and evaluated; f3 count again; f4 the else-branch's Badge,
  // made anew: 4. Read as a modifier whose arguments are read (the view kept once, one
  // identity), f2 and f4 would leave Badge alone: 2.
  @Test func aModifierThatTakesTheViewShowsItInEachBranch() throws {
    let (result, imported) = try Self.run(Self.conditional, frames: 4)
    #expect(result.evals(.asWritten, of: "Screen") == 4)
    #expect(result.evals(.asWritten, of: "Badge") == 4)
    #expect(imported.warnings.isEmpty)
    #expect(imported.screenFile.contains("- if: 'highlighted'"))
  }

  // The closure names its parameter (`view in`) and the declaration calls it with `self`
  // (`body(self)`); the closure's `if` is the branch. The trace taps Drag each frame: Card
  // reads draggable, 2 re-runs; Title, in the then-branch in f1 and the else-branch in f2,
  // is made anew each time: 2. Kept once, its input `title` unchanged, it would be 0, and
  // `view` an opaque element with a warning.
  @Test func aNamedParameterStandsForTheView() throws {
    let source = """
      import SwiftUI
      extension View {
        @ViewBuilder func viewModifier(@ViewBuilder body: (_ content: Self) -> some View) -> some View {
          body(self)
        }
      }
      struct Title: View {
        let text: String
        var body: some View { Text(text) }
      }
      struct Card: View {
        @State private var draggable = false
        @State private var title = "a"
        var body: some View {
          VStack {
            Title(text: title)
            Button("Drag") { draggable.toggle() }
          }
          .viewModifier { view in
            if draggable { view.opacity(0.5) } else { view }
          }
        }
      }
      """
    let (result, imported) = try Self.run(source, frames: 2)
    #expect(result.evals(.asWritten, of: "Card") == 2)
    #expect(result.evals(.asWritten, of: "Title") == 2)
    #expect(imported.warnings.isEmpty)
  }

  // `row(highlighted)`: the helper's `if on` is `if highlighted`, compiled as it stands, not
  // derived from what it reads (which gave the same counts, with a warning). The trace taps
  // Highlight in both frames: Screen reads highlighted, 2 re-runs.
  @Test func aHelpersParameterGivenANameIsThatName() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var highlighted = false
        var body: some View {
          VStack {
            row(highlighted)
            Button("Highlight") { highlighted.toggle() }
          }
        }
        @ViewBuilder func row(_ on: Bool) -> some View {
          if on { Text("a") }
        }
      }
      """
    let (result, imported) = try Self.run(source, frames: 2)
    #expect(result.evals(.asWritten, of: "Screen") == 2)
    #expect(imported.warnings.isEmpty)
    #expect(imported.screenFile.contains("- if: 'highlighted'"))
  }

  // A lazy list and a text field in the view: the view shown a second time (the else-branch's
  // `self`) has its list and its field named anew (`list2`, `query2`), as a screen names each
  // once, and the written screen file reads back and runs as the import does. The default
  // trace, over 4 frames: f1 edits `query`, the then-branch's field, not shown (flipped is
  // false): skipped; f2 edits `query2`, shown: the field re-runs, Finder does not (passing
  // `$query` reads nothing); f3 taps Flip: Finder re-runs, and the then-branch's List is made
  // with its rows (3 assumed, a warning): 3 Row evaluations; f4 writes the root's input
  // `names` (as a parent would): Finder re-runs, and its rows, given new values, 3 more.
  // Finder 2, Row 6.
  @Test func theViewShownTwiceKeepsItsListsApartInTheScreenFile() throws {
    let source = """
      import SwiftUI
      extension View {
        @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
          if condition { transform(self) } else { self }
        }
      }
      struct Row: View {
        let name: String
        var body: some View { Text(name) }
      }
      struct Finder: View {
        @State private var flipped = false
        @State private var query = ""
        let names: [String]
        var body: some View {
          VStack {
            TextField("Find", text: $query)
            List { ForEach(names, id: \\.self) { Row(name: $0) } }
          }
          .if(flipped) { $0.padding() }
          Button("Flip") { flipped.toggle() }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Finder.swift", source)])
    #expect(imported.screenFile.contains("list: list2"))
    #expect(imported.screenFile.contains("edit(query2, "))
    let written = try ScreenFile(text: imported.screenFile, path: "Finder.yaml")
    let frames = [WorkloadParameter.frames(20): 4]
    for run in [
      try CountRun.run(
        try imported.workload.scenario(imported.workload.values(frames)), engines: [.asWritten]),
      try CountRun.run(try written.scenario(written.values(frames)), engines: [.asWritten]),
    ] {
      #expect(run.evals(.asWritten, of: "Finder") == 2)
      #expect(run.evals(.asWritten, of: "Row") == 6)
    }
  }

  // `bar { … }` calls its closure without the view (`overlay(content())`): a modifier, the
  // view kept once and the closure's content shown beside it. The trace taps Add in both
  // frames: Screen reads count (in the bar's Text), 2; Badge keeps one identity and its
  // input, 0. Read as a transform, the view would be lost (nothing stands for it) with its
  // reads.
  @Test func aModifierThatCallsItsClosureWithoutTheViewStaysAModifier() throws {
    let source = """
      import SwiftUI
      extension View {
        func bar<C: View>(@ViewBuilder content: () -> C) -> some View { overlay(content()) }
      }
      struct Badge: View {
        var body: some View { Text("badge") }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          Badge().bar { Text("\\(count)") }
          Button("Add") { count += 1 }
        }
      }
      """
    let (result, imported) = try Self.run(source, frames: 2)
    #expect(result.evals(.asWritten, of: "Screen") == 2)
    #expect(result.evals(.asWritten, of: "Badge") == 0)
    #expect(imported.summary.dropped == 0)
    #expect(imported.screenFile.contains("- Badge"))
  }

  // `case .failed(let message) = phase` binds message to a part of phase, not to phase: its
  // Text is derived from phase (a warning), not compiled as `Text(phase)`.
  @Test func aNameAPatternBindsIsNotItsSubject() throws {
    let source = """
      import SwiftUI
      enum Phase { case idle, failed(String) }
      struct Screen: View {
        @State private var phase = Phase.idle
        var body: some View {
          if case .failed(let message) = phase { Text(message) }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Phase.swift", source)])
    #expect(!imported.screenFile.contains("Text: 'phase'"))
    #expect(imported.warnings.contains { $0.message.contains("derived the content of Text 'message'") })
  }
}
