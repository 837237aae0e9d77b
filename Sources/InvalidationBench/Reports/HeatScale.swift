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
}
