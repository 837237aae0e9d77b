/// The views of one engine that evaluated most during the frames, the most first (ties by
/// name): what report.html opens with and report.md lists. Every view type counts, rows of a
/// `ForEach` and controls included, summed over their instances.
struct HottestViews {
  let views: [ViewTypeCounters]

  init(_ engine: EngineResult, count: Int) {
    views = Array(
      engine.viewTypes.filter { $0.evals > 0 }
        .sorted { $0.evals != $1.evals ? $0.evals > $1.evals : $0.name < $1.name }
        .prefix(count))
  }

  /// `view`'s reasons, the most frequent first (ties by name).
  static func reasons(of view: ViewTypeCounters) -> [(name: String, count: Int)] {
    view.reasons.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map {
      ($0.key, $0.value)
    }
  }

  /// The share of `view`'s evaluations that changed nothing, in whole percent.
  static func wastedPercent(of view: ViewTypeCounters) -> Int {
    view.evals > 0 ? Int((Double(view.wastedEvals) * 100 / Double(view.evals)).rounded()) : 0
  }
}
