/// The views of one engine that evaluated most during the frames, the most first (ties by
/// name): what report.html opens with and report.md lists. Every view type counts, rows of a
/// `ForEach` and controls included, summed over their instances.
struct HottestViews {
  struct Entry: Equatable {
    let name: String
    let source: String?
    let evals: Int
    let wasted: Int
    /// The reason most of its evaluations had (ties by name), if any.
    let topReason: String?

    /// The share of its evaluations that changed nothing, in whole percent.
    var wastedPercent: Int { evals > 0 ? Int((Double(wasted) * 100 / Double(evals)).rounded()) : 0 }
  }

  let entries: [Entry]

  init(_ engine: EngineResult, count: Int) {
    entries = engine.viewTypes.filter { $0.evals > 0 }
      .sorted { $0.evals != $1.evals ? $0.evals > $1.evals : $0.name < $1.name }
      .prefix(count)
      .map { view in
        Entry(
          name: view.name, source: view.source, evals: view.evals, wasted: view.wastedEvals,
          topReason: view.reasons.min { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }?.key)
      }
  }
}
