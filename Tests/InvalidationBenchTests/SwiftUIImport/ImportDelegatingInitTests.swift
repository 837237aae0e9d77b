import Testing

@testable import InvalidationBench

/// An initializer that hands over to another (`self.init(…)`) gives the view's properties what
/// that one gives them; a type's function passed as a closure (`EmptyView.init`) captures
/// nothing (docs/swiftui-import.md, "Initializers"; docs/rules.md, R3).
@Suite struct ImportDelegatingInitTests {
  /// Imports `source` and runs its default trace for `frames` frames on as-written.
  static func run(_ source: String, frames: Int) throws -> (CountRun, SwiftUIImporter.Result) {
    let imported = try SwiftUIImporter.importing([("Views.swift", source)])
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): frames])), engines: [.asWritten])
    return (result, imported)
  }

  // `Intro(title:)` is the constrained extension's initializer, which hands `title` and
  // `EmptyView.init` to the other. The default trace taps Tap in each of 3 frames (count 1, 2,
  // 3). Screen reads count: 3. The first Intro is given a new title each frame: 3; the second
  // an equal title and a function that captures nothing, equal (R3): 0. Intro: 3 + 0 = 3
  // (6 were the accessory never equal; 0 were Intro kept opaque, as before).
  @Test func anInitializerHandingOverGivesWhatTheOtherGives() throws {
    let source = """
      import SwiftUI
      struct Intro<Accessory: View>: View {
        let title: String
        @ViewBuilder var accessory: () -> Accessory
        init(title: String, @ViewBuilder accessory: @escaping () -> Accessory) {
          self.title = title
          self.accessory = accessory
        }
        var body: some View {
          HStack { Text(title); accessory() }
        }
      }
      extension Intro where Accessory == EmptyView {
        init(title: String) {
          self.init(title: title, accessory: EmptyView.init)
        }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Intro(title: "Taps \\(count)")
            Intro(title: "Fixed")
            Button("Tap") { count += 1 }
          }
        }
      }
      """
    let (result, imported) = try Self.run(source, frames: 3)
    #expect(result.evals(.asWritten, of: "Screen") == 3)
    #expect(result.evals(.asWritten, of: "Intro") == 3)
    #expect(!imported.warnings.contains { $0.kind == .opaque })
  }

  // `Card(title:)` hands over to the memberwise initializer (Card declares none), its trailing
  // closure `{ EmptyView() }` capturing nothing; `Badge()` hands over to `Badge(label:)`, which
  // hands over to `Badge(label:size:)`. The default trace taps Tap in each of 3 frames.
  // Screen reads count: 3. The first Card and the first Badge get a new title each frame: 3
  // each; the second Card (an equal title, an equal closure, R3) and `Badge()` (label "New",
  // size 1, the same each time) 0. Card 3, Badge 3 (Card 6 were the closure never equal).
  @Test func theMemberwiseInitializerAndAChainAreFollowed() throws {
    let source = """
      import SwiftUI
      struct Card<Accessory: View>: View {
        let title: String
        @ViewBuilder var accessory: () -> Accessory
        var body: some View { HStack { Text(title); accessory() } }
      }
      extension Card where Accessory == EmptyView {
        init(title: String) {
          self.init(title: title) { EmptyView() }
        }
      }
      struct Badge: View {
        let label: String
        let size: Int
        init(label: String, size: Int) {
          self.label = label
          self.size = size
        }
        init(label: String) { self.init(label: label, size: 1) }
        init() { self.init(label: "New") }
        var body: some View { Text("\\(label) \\(size)") }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Card(title: "Taps \\(count)")
            Card(title: "Fixed")
            Badge(label: "\\(count)")
            Badge()
            Button("Tap") { count += 1 }
          }
        }
      }
      """
    let (result, imported) = try Self.run(source, frames: 3)
    #expect(result.evals(.asWritten, of: "Screen") == 3)
    #expect(result.evals(.asWritten, of: "Card") == 3)
    #expect(result.evals(.asWritten, of: "Badge") == 3)
    #expect(!imported.warnings.contains { $0.kind == .opaque || $0.message.contains("hands over to") })
  }
}
