import Testing

@testable import InvalidationBench

/// Gestures given to `.gesture`, `.simultaneousGesture` and `.highPriorityGesture`: their
/// callbacks are interactions (docs/swiftui-import.md, "Actions").
@Suite struct ImportGestureTests {
  // The drag's onChanged and onEnded and the tap's onEnded are three interactions, taken in
  // turn by the default trace over 6 frames: each writes a new value of what Pad reads (drags
  // 0 → 1 → 2, taps 0 → 1, then 3, 4 and 2), so Pad re-runs in every frame: 6. Before, the
  // callbacks were read as modifiers of a view of no file, `DragGesture`, kept as an element
  // with an opaque warning, which withholds every fix of Pad in `bench advise`.
  @Test func aGesturesCallbacksAreInteractions() throws {
    let source = """
      import SwiftUI
      struct Pad: View {
        @State private var drags = 0
        @State private var taps = 0
        var body: some View {
          VStack {
            Text("\\(drags) drags")
            Text("\\(taps) taps")
          }
          .gesture(DragGesture(minimumDistance: 0).onChanged { _ in drags += 1 }.onEnded { _ in drags += 1 })
          .simultaneousGesture(TapGesture().onEnded { taps += 1 })
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Pad.swift", source)])
    #expect(imported.workload.interactions.count == 3)
    #expect(imported.warnings.filter { $0.kind == .opaque }.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Pad") == 6)
  }

  // A gesture held in a property is not made where it is given: its callbacks are not read,
  // which an opaque warning says at the gesture.
  @Test func aGestureNotMadeWhereItIsGivenIsAWarning() throws {
    let source = """
      import SwiftUI
      struct Pad: View {
        var drag: some Gesture { DragGesture() }
        var body: some View {
          Text("pad").gesture(drag)
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Pad.swift", source)])
    let opaque = imported.warnings.filter { $0.kind == .opaque }
    #expect(opaque.map { [$0.line, $0.column] } == [[5, 25]])
  }
}
