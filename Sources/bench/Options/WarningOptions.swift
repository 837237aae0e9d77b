import ArgumentParser
import Foundation
import InvalidationBench

/// How the import's warnings are printed on stderr.
enum WarningDisplay: String, CaseIterable, ExpressibleByArgument {
  /// The five most serious, at their positions (the import summary counts them by kind).
  case summary
  /// Every one, a line each.
  case all
}

/// `--warnings`: a real app can give hundreds of warnings; on a terminal their summary comes
/// before the result, every one stays in report.html and results.json (docs/reference.md).
struct WarningOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "How to print the import's warnings: summary (the five most serious; the import summary counts them by kind) or all; summary on a terminal, all otherwise.",
      valueName: "summary|all"))
  var warnings: WarningDisplay?

  /// How many warnings a summary shows.
  static let shown = 5

  /// `found`, as `--warnings` says, on stderr.
  func print(_ found: [ImportWarning]) {
    let display = warnings ?? (isatty(STDERR_FILENO) == 1 ? .summary : .all)
    let lines = display == .all ? found.map(\.description) : Self.summary(found)
    for line in lines { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
  }

  /// The most serious `shown` of `found` (the import summary that follows counts them by kind).
  static func summary(_ found: [ImportWarning]) -> [String] {
    guard found.count > shown else { return found.map(\.description) }
    let worst = ImportWarning.Kind.bySeverity.flatMap { kind in found.filter { $0.kind == kind } }
      .prefix(shown)
    return [
      "import: the \(shown) most serious of \(found.count) warnings (every one with --warnings all, in report.html and results.json):"
    ] + worst.map { "  \($0.description)" }
  }
}
