import Testing

@testable import InvalidationBench

/// An optional closure input given `nil` (here by its initializer's default) is no closure:
/// equal each time the parent re-runs, and written `'nil'` in the screen file, which reads it
/// back (docs/screen-format.md).
@Suite struct ImportNoClosureTests {
  // The default trace taps Add in each of 3 frames: Screen reads count, 3 re-runs. Retry's
  // only input is `nil` each time, equal (no closure to differ, R3): 0. Taken for a new
  // closure, as before, it re-ran with Screen: 3, and the written file was refused at 'nil'.
  @Test func anOptionalClosureGivenNilIsEqualEachTime() throws {
    let source = """
      import SwiftUI
      struct Retry: View {
        private let action: (() -> Void)?
        init(_ action: (() -> Void)? = nil) { self.action = action }
        var body: some View { Text("retry") }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Text("\\(count)")
            Retry()
            Button("Add") { count += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Retry.swift", source)])
    let written = try ScreenFile(text: imported.screenFile, path: "Retry.yaml")
    let frames = [WorkloadParameter.frames(20): 3]
    for run in [
      try CountRun.run(
        try imported.workload.scenario(imported.workload.values(frames)), engines: [.asWritten]),
      try CountRun.run(try written.scenario(written.values(frames)), engines: [.asWritten]),
    ] {
      #expect(run.evals(.asWritten, of: "Screen") == 3)
      #expect(run.evals(.asWritten, of: "Retry") == 0)
    }
  }
}
