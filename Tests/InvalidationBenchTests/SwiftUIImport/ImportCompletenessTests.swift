import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import InvalidationBench

/// No silent loss (docs/swiftui-import.md, "The import summary"): over every SwiftUI example
/// and fixture, each read of a body is kept, derived or warned about, and each statement of each
/// action becomes a write, a call of the files' code, or a warning at its place. The statements
/// are found from the syntax here, apart from the import.
@Suite struct ImportCompletenessTests {
  static let sources: [String] = {
    let root = SwiftUIExampleTests.examples
    let fixtures = root.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/InvalidationBenchTests/Fixtures/swiftui")
    var found: [String] = []
    for folder in [root, root.appendingPathComponent("Constructs"), fixtures] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where name.hasSuffix(".swift") || name.hasSuffix(".swift-source") {
        found.append(folder.appendingPathComponent(name).path)
      }
    }
    return found
  }()

  @Test func thereAreSourcesToCheck() {
    #expect(Self.sources.count >= 25)
  }

  @Test(arguments: sources) func everyReadIsKeptDerivedOrWarned(_ path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let imported = try SwiftUIImporter.importing([(path, text)])
    let summary = imported.summary
    #expect(summary.reads == summary.keptExactly + summary.derived + summary.dropped)
    #expect(imported.warnings.filter { $0.kind == .dropped }.count == summary.dropped)
  }

  @Test(arguments: sources) func everyStatementOfAnActionBecomesAWriteACallOrAWarning(_ path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let imported = try SwiftUIImporter.importing([(path, text)])
    // The code a build for iOS compiles (inactive `#if` clauses blanked, positions kept).
    var tree = Parser.parse(source: text)
    var converter = SourceLocationConverter(fileName: path, tree: tree)
    if let active = ActiveSource.text(of: tree, text, platform: .ios, file: path, converter: converter) {
      tree = Parser.parse(source: active.text)
      converter = SourceLocationConverter(fileName: path, tree: tree)
    }
    let writes = imported.workload.draft.views.flatMap { $0.actions }.flatMap {
      $0.statements.flatMap(\.writes)
    }
    .map(\.place.position)
    let warnings = imported.warnings.filter { $0.file == path }.map {
      FilePosition(line: $0.line, column: $0.column)
    }
    // The functions of the file, which a call runs (inlined), and its properties with a
    // setter, which a write runs.
    let functions = Set(
      tree.tokens(viewMode: .sourceAccurate).filter {
        $0.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.func)
      }
      .map(\.text))
    let setters = Set(
      tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        guard let binding = token.parent?.parent?.as(PatternBindingSyntax.self),
          token.parent?.is(IdentifierPatternSyntax.self) == true,
          case .accessors(let list)? = binding.accessorBlock?.accessors,
          list.contains(where: { $0.accessorSpecifier.text == "set" })
        else { return nil }
        return token.text
      })
    var unaccounted: [String] = []
    for statement in Self.actionStatements(in: tree) {
      let start = converter.location(for: statement.positionAfterSkippingLeadingTrivia)
      let end = converter.location(for: statement.endPositionBeforeTrailingTrivia)
      func inside(_ position: FilePosition) -> Bool {
        (position.line, position.column) >= (start.line, start.column)
          && (position.line, position.column) <= (end.line, end.column)
      }
      if writes.contains(where: inside) || warnings.contains(where: inside) { continue }
      if let variable = statement.item.as(VariableDeclSyntax.self),
        !variable.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftParen })
      {
        continue
      }
      let called = statement.tokens(viewMode: .sourceAccurate).contains { token in
        (functions.contains(token.text)
          && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen)
          || setters.contains(token.text)
      }
      if called { continue }
      // An SDK call whose effect lies outside the screen (`print(count)`) is done, with
      // nothing to write (docs/swiftui-import.md, "Actions").
      if let expr = statement.item.as(ExprSyntax.self),
        OutsideEffect.isOutside(expr, roots: ConstructRegistry.outsideEffects, viewNames: { _ in false })
      {
        continue
      }
      unaccounted.append("\(start.line):\(start.column) \(statement.trimmedDescription.prefix(60))")
    }
    #expect(unaccounted.isEmpty, "\(path): \(unaccounted)")
  }

  /// The statements of the closures an interaction or a lifecycle modifier runs, and of the
  /// blocks in them (`Task`, `withAnimation`, `do`, `if`), the blocks themselves left out.
  static func actionStatements(in tree: SourceFileSyntax) -> [CodeBlockItemSyntax] {
    let finder = ClosureFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    var found: [CodeBlockItemSyntax] = []
    var pending = finder.closures.map(\.statements)
    while let list = pending.popLast() {
      for item in list {
        if let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression {
          var unwrapped = expr
          while let inner = unwrapped.as(TryExprSyntax.self)?.expression
            ?? unwrapped.as(AwaitExprSyntax.self)?.expression
          {
            unwrapped = inner
          }
          if let call = unwrapped.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure,
            ["Task", "withAnimation"].contains(call.calledExpression.trimmedDescription)
              || call.calledExpression.trimmedDescription.hasSuffix(".async")
          {
            pending.append(closure.statements)
            continue
          }
          if let ifExpr = unwrapped.as(IfExprSyntax.self) {
            pending.append(ifExpr.body.statements)
            continue
          }
        }
        if let doStmt = item.item.as(DoStmtSyntax.self) {
          pending.append(doStmt.body.statements)
          continue
        }
        found.append(item)
      }
    }
    return found
  }

  /// The closures `ReadCensus` takes as actions: what an interaction or a modifier runs.
  final class ClosureFinder: SyntaxVisitor {
    var closures: [ClosureExprSyntax] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      // By where they are passed and what they do; a closure that is an action only because it
      // calls one of the view's functions returning nothing is left to ImportVoidCallTests.
      if ActionClosures.isAction(node, actions: []) {
        closures.append(node)
        return .skipChildren
      }
      return .visitChildren
    }
  }
}
