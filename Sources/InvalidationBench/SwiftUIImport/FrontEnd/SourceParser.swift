import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// How the import parses an app's Swift: in the Swift 5 language mode, as most apps build,
/// which also reads what builds in the Swift 6 mode. A Swift 5 project may write a space before
/// an attribute's arguments (`@Environment (\.colorScheme)`), which the compiler only warns of
/// there; in the Swift 6 mode the parser refuses it.
enum SourceParser {
  static func parse(_ text: String) -> SourceFileSyntax {
    var parser = Parser(text, swiftVersion: .v5)
    return SourceFileSyntax.parse(from: &parser)
  }

  /// The first error the parser found in `tree`, with its place: what the compiler would
  /// refuse too. Warnings are not errors.
  static func firstError(in tree: SourceFileSyntax, converter: SourceLocationConverter)
    -> (message: String, location: SourceLocation)?
  {
    guard
      let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: {
        $0.diagMessage.severity == .error
      })
    else { return nil }
    return (diagnostic.message, diagnostic.location(converter: converter))
  }
}
