/// The views of one engine that evaluated most during the frames, in the order the terminal's
/// per-view table gives them (`ordered`): what report.html opens with and report.md lists.
/// Every view type counts, rows of a `ForEach` and controls included, summed over their
/// instances.
struct HottestViews {
  let views: [ViewTypeCounters]

  init(_ engine: EngineResult, count: Int) {
    views = Array(Self.ordered(engine.viewTypes.filter { $0.evals > 0 }).prefix(count))
  }

  /// `views` the most evaluated during the frames first; among equals the most wasted first
  /// (a view wasting every evaluation before one wasting half), then in their given order (the
  /// order in which they first ran).
  static func ordered(_ views: [ViewTypeCounters]) -> [ViewTypeCounters] {
    views.enumerated().sorted {
      ($1.element.evals, $1.element.wastedEvals, $0.offset) < (
        $0.element.evals, $0.element.wastedEvals, $1.offset
      )
    }.map(\.element)
  }

  /// `view`'s reasons, the most frequent first (ties by name).
  static func reasons(of view: ViewTypeCounters) -> [(reason: ViewReason, count: Int)] {
    view.reasons.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map {
      ($0.key, $0.value)
    }
  }

  /// The share of `view`'s evaluations that changed nothing, in whole percent.
  static func wastedPercent(of view: ViewTypeCounters) -> Int {
    view.evals > 0 ? Int((Double(view.wastedEvals) * 100 / Double(view.evals)).rounded()) : 0
  }
}
