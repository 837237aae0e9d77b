import SwiftIfConfig
import SwiftSyntax

/// The code of a source file a build for one platform compiles: each `#if` evaluated with
/// swift-syntax's `SwiftIfConfig` for the platform (`PlatformConfiguration`), its inactive
/// clauses and its directives blanked with spaces. Blanking keeps every line and column where
/// it was, so each position the import reports is the source's own, and what follows reads a
/// file with no `#if` at all (docs/swiftui-import.md, "Platforms").
enum ActiveSource {
  /// The active text of `tree` (the parse of `text`), or `nil` when it has no `#if`; with a
  /// warning at each `#if` whose condition needed a guess.
  static func text(
    of tree: SourceFileSyntax, _ text: String, platform: Platform, file: String,
    converter: SourceLocationConverter
  ) -> (text: String, warnings: [ImportWarning])? {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    guard !finder.found.isEmpty else { return nil }
    var bytes = Array(text.utf8)
    var warnings: [ImportWarning] = []
    for ifConfig in finder.found {
      let configuration = PlatformConfiguration(platform: platform)
      let (active, diagnostics) = ifConfig.activeClause(in: configuration)
      let place = SourcePlace(ifConfig, file: file, converter)
      if let problem = diagnostics.first {
        warnings.append(
          place.warning(
            .guessed,
            "took this #if as \(active == nil ? "showing none of its clauses" : "its clause at line \(converter.location(for: active!.positionAfterSkippingLeadingTrivia).line)") for \(platform.osName): \(problem.message)"
          ))
      } else if !configuration.guessedModules.names.isEmpty {
        warnings.append(
          place.warning(
            .guessed,
            "took canImport(\(configuration.guessedModules.names.joined(separator: ", "))) as true for \(platform.osName): a module of the app, not one of Apple's the import knows"
          ))
      }
      for clause in ifConfig.clauses {
        if let active, clause.id == active.id {
          let end =
            clause.condition?.endPositionBeforeTrailingTrivia
            ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
          blank(clause.poundKeyword.positionAfterSkippingLeadingTrivia, end, in: &bytes)
        } else {
          blank(clause.positionAfterSkippingLeadingTrivia, clause.endPositionBeforeTrailingTrivia, in: &bytes)
        }
      }
      blank(
        ifConfig.poundEndif.positionAfterSkippingLeadingTrivia,
        ifConfig.poundEndif.endPositionBeforeTrailingTrivia,
        in: &bytes)
    }
    return (String(decoding: bytes, as: UTF8.self), warnings)
  }

  /// Every byte of `start..<end` but line ends, a space.
  private static func blank(_ start: AbsolutePosition, _ end: AbsolutePosition, in bytes: inout [UInt8]) {
    for offset in start.utf8Offset..<min(end.utf8Offset, bytes.count)
    where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
      bytes[offset] = UInt8(ascii: " ")
    }
  }

  /// Every `#if` of a tree, those nested in others too.
  private final class Finder: SyntaxVisitor {
    var found: [IfConfigDeclSyntax] = []

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      found.append(node)
      return .visitChildren
    }
  }
}
