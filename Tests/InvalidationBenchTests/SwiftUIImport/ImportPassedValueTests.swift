import Testing

@testable import InvalidationBench

/// A function given as the action of `onChange(of:)` (`perform: check`, or the two-value form)
/// is called with the value SwiftUI passes it: the watched value, as it is after the change
/// (the closure form `{ new in … }` reads it the same way).
@Suite struct ImportPassedValueTests {
  private func run(_ source: String, root: String, frames: Int) throws -> (CountRun, SwiftUIImporter.Result) {
    let imported = try SwiftUIImporter.importing([("\(root).swift", source)], root: root)
    return (try ImportActionsTests.run(imported, frames: frames, on: [.asWritten]), imported)
  }

  // examples/swiftui/Validity.swift with the closure written as the view's function: the
  // default trace edits name, then taps Save (whose action is empty), 4 frames.
  //   f1 edit(name, "1"): "" → "1"; NameForm reads name (.onChange(of:)): +1. check("1")
  //      sets valid = !"1".isEmpty = true, false → true; NameForm reads valid (.disabled): +1.
  //   f2 tap(tapSave): nothing.
  //   f3 edit(name, "3"): "1" → "3": +1; valid = true again, equal: nothing more.
  //   f4 tap(tapSave): nothing.
  // NameForm 3 (2 if check were skipped: valid would never change).
  @Test(arguments: [
    (".onChange(of: name, perform: check)", "func check(_ value: String) { valid = !value.isEmpty }", 0),
    // The iOS 17 two-value form: the old value stands for the new one (the screen keeps no
    // old one), with a warning.
    (".onChange(of: name, check)", "func check(_ old: String, _ new: String) { valid = !new.isEmpty }", 1),
  ])
  func aViewFunctionIsPassedTheWatchedValue(modifier: String, function: String, guessed: Int) throws {
    let source = """
      import SwiftUI
      struct NameForm: View {
        @State private var name = ""
        @State private var valid = false
        var body: some View {
          NavigationStack {
            TextField("Name", text: $name)
              \(modifier)
              .toolbar {
                Button("Save") {}
                  .disabled(!valid)
              }
          }
        }
        \(function)
      }
      """
    let (result, imported) = try run(source, root: "NameForm", frames: 4)
    #expect(result.evals(.asWritten, of: "NameForm") == 3)
    #expect(imported.warnings.filter { $0.kind == .skipped }.isEmpty)
    #expect(imported.warnings.filter { $0.kind == .guessed }.count == guessed)
  }

  // A model's method given as the action: each frame taps Add, count goes 1, 2, 3.
  //   f1 count 0 → 1: Tally reads count (.onChange(of:)): +1; record(1) writes last 0 → 10,
  //      which Tally reads (Text): +1.
  //   f2 count 1 → 2: +1; last 10 → 20: +1.
  //   f3 count 2 → 3: +1; last 20 → 30: +1.
  // Tally 6 (3 if record were skipped).
  @Test func aModelMethodIsPassedTheWatchedValue() throws {
    let source = """
      import SwiftUI
      @Observable final class Counter {
        var count = 0
        var last = 0
        func record(_ value: Int) { last = value * 10 }
      }
      struct Tally: View {
        @State private var counter = Counter()
        var body: some View {
          VStack {
            Text("\\(counter.last)")
            Button("Add") { counter.count += 1 }
          }
          .onChange(of: counter.count, perform: counter.record)
        }
      }
      """
    let (result, imported) = try run(source, root: "Tally", frames: 3)
    #expect(result.evals(.asWritten, of: "Tally") == 6)
    #expect(imported.warnings.filter { $0.kind == .skipped }.isEmpty)
  }
}
