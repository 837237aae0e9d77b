import InvalidationBench
import Testing

/// Timed engines count nothing, so that their frames do only the modelled framework's work;
/// they must still do all of it. After every frame, each shows exactly what the counting engine
/// of the same kind shows.
@Suite struct TimedEngineTests {
  static let cases: [(String, [String: Int])] = [
    ("ticker", ["cards": 5, "frames": 30]),
    ("typing", ["cards": 5, "frames": 30]),
    (
      "list-scrolling",
      ["items": 60, "frames": 40, "like-visible-every": 3, "like-offscreen-every": 4, "font-every": 7]
    ),
    ("catalog", ["products": 40, "frames": 30, "toggle-every": 3]),
    ("environment", ["depth": 4, "frames": 30, "brand-every": 4]),
    ("observers", ["frames": 30]),
  ]

  @Test(arguments: cases.indices)
  func timedEnginesShowWhatCountingOnesShow(_ index: Int) throws {
    let (name, parameters) = Self.cases[index]
    let workload = try #require(WorkloadCatalog.workload(named: name))
    let scenario = try scenario(workload, parameters)
    for kind in EngineKind.allCases {
      for scoped in kind == .scoped ? StoreFlavour.allCases : [.observable] {
        let timed = kind.makeEngine(for: scenario.screen, scopedObservation: scoped, counting: false)
        let counting = kind.makeEngine(for: scenario.screen, scopedObservation: scoped)
        timed.mount()
        counting.mount()
        for (number, frame) in scenario.frames.enumerated() {
          timed.run(frame)
          counting.run(frame)
          let difference = timed.renderedTree().firstDifference(from: counting.renderedTree())
          #expect(difference == nil, "\(name) \(kind) \(scoped) frame \(number + 1): \(difference ?? "")")
        }
        // Nothing is counted.
        #expect(timed.counters == Counters())
      }
    }
  }
}
