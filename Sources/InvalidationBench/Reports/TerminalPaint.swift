// Rainbow's settings are static variables, set from the environment once; bench only reads them.
@preconcurrency import Rainbow

/// The colours of `bench`'s terminal tables: headings bold, a view with wasted evaluations
/// yellow, a stale frame or a wrong action red. Each colours a whole line after the columns
/// are laid out, so widths count characters, not escape codes; with `on` false, nothing.
public struct TerminalPaint: Sendable {
  public let on: Bool

  public init(on: Bool) {
    self.on = on
  }

  /// Colour where the standard output takes it: a terminal whose `TERM` is not `dumb`, and no
  /// `NO_COLOR` in the environment unless `FORCE_COLOR` is set (Rainbow's rules,
  /// docs/reference.md).
  public static var standardOutput: TerminalPaint {
    TerminalPaint(on: Rainbow.enabled && Rainbow.outputTarget == .console)
  }

  func bold(_ line: String) -> String { on ? line.bold : line }
  /// A view with wasted evaluations.
  func waste(_ line: String) -> String { on ? line.yellow : line }
  /// A stale frame or a wrong action.
  func alarm(_ line: String) -> String { on ? line.red.bold : line }
}
