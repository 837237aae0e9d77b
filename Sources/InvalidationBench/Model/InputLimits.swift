/// The bounds every input is held to, so that no file, however large or hostile, can crash a
/// run, hang it or make it grow without limit (docs/limits.md). Each one is checked before the
/// work it bounds, and a file past one gets an error naming the limit and the place.
public enum InputLimits {
  /// Nesting of one Swift expression of a screen file, counting every operand of an operator
  /// chain (`1 + 1 + …`) and every branch of nested ternaries as one level.
  public static let expressionDepth = 500
  /// Nesting of a Swift source file given to the import, counted the same way (a chain of
  /// modifiers counts one level per call).
  public static let sourceDepth = 2_000
  /// Nesting of the parts of one view's body: each `if`, `else if`, `switch` case, `ForEach`
  /// and environment block one level (a screen's parts are declared and checked level by level).
  public static let partNesting = 1_000
  /// Bytes of Swift source given to one import, all files together: its time and memory grow
  /// with them (swift-syntax's tree is about 170 bytes a byte of source), and the largest app
  /// tried is 1.3 MB in all.
  public static let sourceBytes = 2_500_000
  /// Views mounted at once by one engine (rows, children, controls and observers together).
  public static let mountedViews = 250_000
  /// Attribute fields of one store's records (records × attributes): each is a tracked field
  /// of every engine's store, about 160 bytes each.
  public static let recordFields = 1_000_000
  /// Values of one `--sweep`.
  public static let sweepValues = 1_000
  /// Characters of a text a trace computes (a variable that doubles each frame would
  /// otherwise fill the memory in seconds).
  public static let traceText = 100_000
  /// Nodes of a screen file's YAML (keys, values and list items together).
  public static let yamlNodes = 1_000_000
}

extension Int {
  /// The number with thousands separated by commas, as the docs write limits: `250,000`.
  var grouped: String {
    let digits = String(magnitude)
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return (self < 0 ? "-" : "") + text
  }
}
