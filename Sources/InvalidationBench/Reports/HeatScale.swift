/// The colours of report.html: a view's heat by its evaluations, and a column's scale from
/// its best value to its worst (lower is better).
enum HeatScale {
  /// A view's colours: its background, and the text drawn on it.
  struct Heat: Equatable {
    let background: String
    let ink: String
  }

  /// The lightest and the deepest blue of the view heat, and the lightness under which the text
  /// on it turns white: each pair keeps a contrast of at least 4.5:1 (WCAG AA; HTMLReportTests
  /// computes it).
  static let lightest = 96
  static let deepest = 38
  static let whiteInkBelow = 52

  /// The colours of a view that evaluated `evals` times, where the busiest view of the screen
  /// on any engine evaluated `busiest` times: a sequential blue, lighter for fewer, that does
  /// not read as an error (docs/output-files.md, "report.html").
  static func heat(_ evals: Int, busiest: Int) -> Heat {
    guard evals > 0, busiest > 0 else { return Heat(background: "#f6f6f6", ink: "#000000") }
    let share = Double(evals) / Double(busiest)
    let lightness = Int((Double(lightest) - Double(lightest - deepest) * share).rounded())
    return Heat(
      background: "hsl(215, 70%, \(lightness)%)", ink: lightness < whiteInkBelow ? "#ffffff" : "#000000")
  }

  /// The colour of `value` in a column whose values run from `best` to `worst`: green at the
  /// best, red at the worst; none when the column is all one value.
  static func scale(_ value: Double, best: Double, worst: Double) -> String? {
    guard worst > best else { return nil }
    let share = (value - best) / (worst - best)
    return "hsl(\(Int((120 * (1 - share)).rounded())), 65%, 85%)"
  }
}
