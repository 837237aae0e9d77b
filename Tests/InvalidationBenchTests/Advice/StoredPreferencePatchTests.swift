import Foundation
import Testing

@testable import InvalidationBench

/// An `@AppStorage` moved whole into a child keeps reading the same key of the same store: the
/// state-in-child fix writes it as a patch, as it does an `@State` (docs/advise.md, "Patches").
@Suite struct StoredPreferencePatchTests {
  static let prefs = """
    import SwiftUI

    struct Prefs: View {
      @AppStorage("perPage") private var perPage = 50
      @State private var name = ""

      var body: some View {
        Form {
          TextField("Name", text: $name)
          Stepper("Per page: \\(perPage)", value: $perPage)
          Text("Hello")
        }
      }
    }

    """

  // The default trace edits name on odd frames and perPage (to the frame, each a change from
  // 50, 2, 4, …) on even ones, 10 each, over 20 frames. As written: an edit of name re-runs the
  // field alone (Prefs makes `$name`, no read, R14): 10; an edit of perPage re-runs Prefs, which
  // reads it in the Stepper's label (R3), and the field and the Stepper it makes anew: 3 × 10.
  // 40. With perPage and its Stepper in a child: the child and its Stepper re-run, 2 × 10, the
  // field 10: 30. Before, the patch was refused ("held with @AppStorage: move the statements by
  // hand"); the patched file, imported again, runs 30 with the output as written.
  @Test func aStoredPreferenceMovesIntoAChild() throws {
    let folder = try PatchTests.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let feature = folder.appendingPathComponent("Prefs.swift")
    try Self.prefs.write(to: feature, atomically: true, encoding: .utf8)
    let advice = try AppWideTests.advice(feature: feature.path)
    #expect(advice.evals == 40)
    let top = try #require(advice.suggestions.first)
    #expect(top.kind == .stateInChild)
    #expect(top.subject == "Prefs.perPage")
    #expect(top.evalsAfter == 30)
    let copy = try PatchTests.applied(try #require(top.patch), to: folder)
    defer { BenchProcess.remove(copy.deletingLastPathComponent()) }
    let patched = try String(contentsOf: copy.appendingPathComponent("Prefs.swift"), encoding: .utf8)
    #expect(
      patched == """
        import SwiftUI

        struct Prefs: View {
          @State private var name = ""

          var body: some View {
            Form {
              TextField("Name", text: $name)
              PrefsPerPage()
              Text("Hello")
            }
          }
        }

        struct PrefsPerPage: View {
          @AppStorage("perPage") private var perPage = 50

          var body: some View {
            Stepper("Per page: \\(perPage)", value: $perPage)
          }
        }

        """)
    let written = try ImportedScreen.workload(swiftFiles: [feature.path]).workload
    let before = try PatchTests.run(feature.path, on: written)
    let after = try PatchTests.run(copy.appendingPathComponent("Prefs.swift").path, on: written)
    #expect(before.evals == 40)
    #expect(after.evals == 30)
    #expect(after.outputs == before.outputs)
  }
}
