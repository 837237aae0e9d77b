import Testing

@testable import InvalidationBench

/// A style made in a body (`.labelStyle(Dots(iconVisible: count > 1))`) is a value the body
/// makes: what its arguments read is read there (docs/swiftui-import.md, "Everything a body
/// evaluates").
@Suite struct ImportStyleArgumentsTests {
  // The body reads count once, in the style's argument: kept. The default trace taps Add in
  // each of 3 frames, a change of count each time: Screen re-runs 3 times (R10). With the
  // argument dropped, as before (the style taken for a view), Screen read nothing: 0.
  @Test func aStylesArgumentsAreReadWhereTheStyleIsMade() throws {
    let source = """
      import SwiftUI
      struct Dots: LabelStyle {
        let iconVisible: Bool
        func makeBody(configuration: Configuration) -> some View { configuration.title }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          Label("Items", systemImage: "tray").labelStyle(Dots(iconVisible: count > 1))
          Button("Add") { count += 1 }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Dots.swift", source)])
    #expect(imported.summary.reads == 1)
    #expect(imported.summary.dropped == 0)
    #expect(imported.summary.derived == 0)
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 3)
  }
}
