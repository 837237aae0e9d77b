import Foundation
import Testing

@testable import InvalidationBench

/// What a name in a body refers to: a local that hides a property, a key path's member, a
/// local computed variable (docs/swiftui-import.md, "Bodies").
@Suite struct ImportNameResolutionTests {
  // A name is the property's only where no local hides it (lexical lookup, as the compiler
  // does): the closure's `item` is its parameter, not the view's @State `item`. A local that
  // is the property under its own name (`if let message`) is not hiding it: `if let message`
  // reads it, and so does `Text(message)` inside. So the reads are `message` twice and
  // `items`: 3. Before, the `if let` was not counted and the closure's `item` was. Each of the
  // 6 frames taps Clear: the first writes nil over "Hi" and Banner re-runs; the next five
  // write nil again, an equal value, which changes nothing: 1.
  @Test func aLocalThatHidesAPropertyIsNotAReadOfIt() throws {
    let source = """
      import SwiftUI
      struct Banner: View {
        @State private var message: String? = "Hi"
        @State private var items = ["a", "b"]
        @State private var item = "x"
        var body: some View {
          VStack {
            if let message {
              Text(message)
            }
            Text(items.contains { item in item.isEmpty } ? "empty" : "full")
            Button("Clear") { message = nil }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Banner.swift", source)])
    #expect(imported.summary.reads == 3)
    #expect(imported.summary.dropped == 0)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Banner") == 1)
  }

  // `var showsBar: Bool { … }` declared in the body is a local whose value is what its getter
  // returns: the condition reads style and count (derived: the screen has no local
  // variables). Each of the 6 frames taps Add, a new count: Tabs re-runs 6 times. Before, the
  // local was unknown, the branch always taken, both reads dropped, and Tabs never re-ran.
  @Test func aLocalComputedVariableIsWhatItsGetterReturns() throws {
    let source = """
      import SwiftUI
      struct Tabs: View {
        @State private var style = 0
        @State private var count = 0
        var body: some View {
          var showsBar: Bool {
            return style == 1 || count > 2
          }
          VStack {
            if showsBar { Text("bar") }
            Button("Add") { count += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Tabs.swift", source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.derived == 2)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Tabs") == 6)
  }

  // `\.scrollToTop` names a member of EnvironmentValues, not the @State of the same name: the
  // reads are the state given as the value, and Timeline's environment value: 2, both exact.
  // Before, the key path's name was counted a third read, and dropped. Each of the 6 frames
  // taps Top, a new value: AppRoot re-runs for its state, 6, and Timeline for the
  // environment value it reads (R9), 6.
  @Test func aKeyPathsNameIsNotARead() throws {
    let source = """
      import SwiftUI
      extension EnvironmentValues {
        @Entry var scrollToTop: Int = -1
      }
      struct Timeline: View {
        @Environment(\\.scrollToTop) private var scrollToTop
        var body: some View { Text("\\(scrollToTop)") }
      }
      struct AppRoot: View {
        @State private var scrollToTop = 0
        var body: some View {
          VStack {
            Timeline()
            Button("Top") { scrollToTop += 1 }
          }
          .environment(\\.scrollToTop, scrollToTop)
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("AppRoot.swift", source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.keptExactly == 2)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "AppRoot") == 6)
    #expect(result.evals(.asWritten, of: "Timeline") == 6)
  }

  // Texts joined with `+`, one of them chosen by `?:`: one Text, derived from every operand
  // (the screen can neither join nor pick texts): done, and total twice. Each of the 6 frames
  // taps Step, a new done: 6. Before, the `?:` operand made the whole line opaque and its
  // three reads dropped.
  @Test func aTextChosenByAConditionJoinsTheOthers() throws {
    let source = """
      import SwiftUI
      struct Progress: View {
        @State private var done = 0
        @State private var total = 10
        var body: some View {
          VStack {
            Text("\\(done)") + Text(" of ") + (total > 0 ? Text("\\(total)") : Text("-"))
            Button("Step") { done += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Progress.swift", source)])
    #expect(imported.summary.reads == 3)
    #expect(imported.summary.derived == 3)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Progress") == 6)
  }

  // A helper's parameter named like a property of the view: `label(count)` of `func label(_
  // size:)` shows `count`, not the view's `size`. The default trace takes Add, Grow, Reset in
  // turn over 6 frames: Add on 1 and 4, Grow on 2 and 5, Reset on 3 and 6 (each a change of
  // `size`).
  // - `Text("\(size * 2)")`: the body reads `count` through the call, not `size`: 1 read,
  //   kept exactly as `count * 2` (the parameter stands for a name of the view); Screen
  //   re-runs on the 2 Adds only (R10). Before, the Text compiled `size` as the view's
  //   property and re-ran on the 4 writes of `size`, and the census counted the parameter as
  //   a read and the read of `count` at the call as dropped.
  // - `Text("\(size) of \(self.size)")`: `self.size` is the property: 2 reads, both kept
  //   exactly, and Screen re-runs on all 6.
  @Test(arguments: [(#"Text("\(size * 2)")"#, 1, 2), (#"Text("\(size) of \(self.size)")"#, 2, 6)])
  func aHelpersParameterIsNotThePropertyOfItsName(text: String, reads: Int, evals: Int) throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var count = 0
        @State private var size = 10
        var body: some View {
          label(count)
          Button("Add") { count += 1 }
          Button("Grow") { size += 1 }
          Button("Reset") { size = 0 }
        }
        func label(_ size: Int) -> some View {
          \(text)
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    #expect(imported.summary.reads == reads)
    #expect(imported.summary.derived == 0)
    #expect(imported.summary.dropped == 0)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == evals)
  }

  // A local named as a model's key (`if let bottle = bottles.first`) is taken as the screen's
  // one `Bottle`, whose `inFlight` the body reads: an approximation, said at its place. (A
  // view's `@State` array of `ObservableObject`s shares one; a model's would be its records,
  // each its own object.)
  @Test func aLocalNamedAsAModelIsTheModelWithAWarning() throws {
    let source = """
      import SwiftUI
      final class Bottle: ObservableObject {
        @Published var inFlight = false
      }
      struct Screen: View {
        @State private var bottles: [Bottle] = [Bottle()]
        @ObservedObject var bottle: Bottle
        var body: some View {
          if let bottle = bottles.first {
            Text(bottle.inFlight ? "busy" : "idle")
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    let warning = try #require(
      imported.warnings.first { $0.message.contains("took 'bottle' as the model's one object") })
    #expect(warning.kind == .approximated)
    #expect((warning.line, warning.column) == (10, 12))
  }
}
