/// How a closure input re-created by a parent's body, declared with its captures, is compared
/// with the previous one (R3, `--closures`). A closure capturing nothing is equal and one whose
/// captures are not declared never is, in either mode.
public enum ClosureComparison: String, Sendable, CaseIterable, Codable {
  /// Never equal: the behaviour reported in practice, and the default.
  case neverEqual = "never-equal"
  /// Equal when every captured value is, once the view type's comparison layout is ready
  /// (after its first comparison, which compares bitwise and so finds them different).
  case captures

  /// One line for `--closures`' help and the reports.
  public var summary: String {
    switch self {
    case .neverEqual: "a re-created closure that captures something never equals the previous one"
    case .captures:
      "a re-created closure equals the previous one when its declared captures do (after a first, bitwise comparison per view type)"
    }
  }
}
