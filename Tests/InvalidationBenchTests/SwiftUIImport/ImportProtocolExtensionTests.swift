import Foundation
import Testing

@testable import InvalidationBench

/// A model has the members of the extensions of the protocols it conforms to, where it
/// declares no namesake of its own (docs/swiftui-import.md, "What the source states").
@Suite struct ImportProtocolExtensionTests {
  static let source = """
    import SwiftUI
    protocol Stepping: AnyObject {
      var step: Int { get set }
    }
    extension Stepping {
      var isLast: Bool { step >= 2 }
      func advance() { step += 1 }
      func finish() { step = 0 }
    }
    @Observable final class Wizard: Stepping {
      var step = 0
      var done = false
      func finish() { done = true }
    }
    struct WizardView: View {
      @State private var wizard = Wizard()
      var body: some View {
        VStack {
          Text("\\(wizard.step) \\(wizard.done)")
          Badge(wizard: wizard)
          Button("Next") { wizard.advance() }
          Button("Finish") { wizard.finish() }
        }
      }
    }
    struct Badge: View {
      let wizard: Wizard
      var body: some View { Text(wizard.isLast ? "Last" : "More") }
    }
    """

  // The default trace taps Next and Finish in turn, one a frame. Next runs the extension's
  // `advance()`; Finish the class's own `finish()`, which wins over the extension's:
  //   f1 Next: step 0 → 1; WizardView reads step: +1; Badge reads isLast, which reads step: +1.
  //   f2 Finish: done false → true: WizardView +1 (the extension's `finish` would set step 1 → 0).
  //   f3 Next: step 1 → 2: WizardView +1, Badge +1.
  //   f4 Finish: done = true again, equal (Bool is Equatable, R6): nothing.
  // WizardView 3, Badge 2. With the extension's members unknown, Next's call is skipped and
  // isLast a dropped read: Badge 0. With the extension's `finish` winning, WizardView 4 (f1,
  // f2, f3, f4: step 2 → 0).
  @Test func aModelRunsItsProtocolExtensionsMethodsAndReadsItsMembers() throws {
    let imported = try SwiftUIImporter.importing([("Wizard.swift", Self.source)], root: "WizardView")
    // One warning: isLast, a model's computed property, is read as what it reads (derived).
    #expect(imported.warnings.count == 1)
    #expect(imported.summary.derived == 1)
    #expect(imported.summary.dropped == 0)
    #expect(
      imported.summary.text.split(separator: "\n").contains(
        "import: the default trace runs 2 interactions in turn: tap(tapNext) writes wizard.step; tap(tapFinish) writes wizard.done"
      ))
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 4])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "WizardView") == 3)
    #expect(result.evals(.asWritten, of: "Badge") == 2)
  }

  // A feature folder alone, its model in it and the protocol it conforms to elsewhere in the
  // app: Shared/Stepping.swift, which declares the protocol and its extension, is brought in
  // for what the model inherits. The default trace taps Next once a frame, 2 frames: the
  // extension's `advance()` makes step 0 → 1 → 2, each re-running WizardView, which reads it:
  // 2. Without the protocol's file, Next is a skipped call and nothing writes step.
  @Test func theProtocolAModelConformsToIsBroughtInFromTheApp() throws {
    let files = [
      "App.xcodeproj/project.pbxproj": "// a project\n",
      "Shared/Stepping.swift": """
      protocol Stepping: AnyObject { var step: Int { get set } }
      extension Stepping {
        func advance() { step += 1 }
      }
      """,
      "Feature/Wizard.swift": """
      import SwiftUI
      @Observable final class Wizard: Stepping { var step = 0 }
      struct WizardView: View {
        @State private var wizard = Wizard()
        var body: some View {
          VStack {
            Text("\\(wizard.step)")
            Button("Next") { wizard.advance() }
          }
        }
      }
      """,
    ]
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(files, in: folder)
    let feature = folder.appendingPathComponent("Feature").path
    let (workload, warnings, summary) = try ImportedScreen.workload(swiftFiles: [feature])
    let app = ImportedScreen.canonical(folder.path)
    #expect(
      summary.broughtIn?.files == [
        AppFolder.Brought(path: app + "/Shared/Stepping.swift", types: ["Stepping"])
      ])
    #expect(warnings.isEmpty)
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "WizardView") == 2)
  }
}
