/// The colours of report.html: a view's heat by its evaluations, and a column's scale from
/// its best value to its worst (lower is better).
enum HeatScale {
  /// The colour of a view that evaluated `evals` times, where the busiest view of the screen
  /// on any engine evaluated `busiest` times: white for none, a deeper red for more.
  static func heat(_ evals: Int, busiest: Int) -> String {
    guard evals > 0, busiest > 0 else { return "#f6f6f6" }
    let share = Double(evals) / Double(busiest)
    return "hsl(0, 85%, \(Int((94 - 44 * share).rounded()))%)"
  }

  /// The colour of `value` in a column whose values run from `best` to `worst`: green at the
  /// best, red at the worst; none when the column is all one value.
  static func scale(_ value: Double, best: Double, worst: Double) -> String? {
    guard worst > best else { return nil }
    let share = (value - best) / (worst - best)
    return "hsl(\(Int((120 * (1 - share)).rounded())), 65%, 85%)"
  }

  /// The line colour of each engine in the per-frame chart, by `EngineKind` order.
  static func line(_ engine: EngineKind?) -> String {
    switch engine {
    case .asWritten: "#7b3294"
    case .wholeObject: "#d7191c"
    case .propertyLevel: "#2b83ba"
    case .scoped: "#1a9641"
    case .equatable: "#fdae61"
    case .oracle: "#000000"
    case nil: "#888888"
    }
  }
}
