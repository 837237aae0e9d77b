import Testing

@testable import InvalidationBench

/// A control is named after the last name of its binding, so that a trace can edit it; where
/// that name is a keyword (`$options.private`), a trace statement naming it would not parse.
@Suite struct ImportControlNameTests {
  // The toggle of `$options.private` is `controlPrivate`, and the default trace, written as a
  // screen file's trace and read back (as `bench advise` and a patch's check read it), edits
  // it `(frame - 1) / 1 % 2 == 0`: true, false, true, false over 4 frames, each a change of
  // `private`, which Screen reads: 4 (R3). Before, the trace said `edit(private, …)`, which is
  // no Swift expression: `bench advise` stopped with "a statement of the trace is not a Swift
  // expression".
  @Test func aControlBoundToAKeywordIsNamedSoATraceCanEditIt() throws {
    let source = """
      import SwiftUI
      @Observable final class Options { var `private` = false }
      struct Screen: View {
        @State private var options = Options()
        var body: some View {
          VStack {
            Text(options.private ? "hidden" : "shown")
            Toggle("Private", isOn: $options.private)
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    let controls = imported.workload.draft.views.flatMap { view in
      ScreenDraft.Part.all(in: view.body).compactMap { part -> String? in
        if case .control(_, _, let name) = part { return name }
        return nil
      }
    }
    #expect(controls == ["controlPrivate"])
    let workload = try imported.workload.changed(
      to: imported.workload.draft, trace: try imported.workload.traceText())
    let result = try CountRun.run(
      try workload.scenario(workload.values([workload.parameters[0]: 4])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 4)
  }
}
