import SwiftParser
import SwiftSyntax

/// The names a screen file declares, as its parts are read: parameters, stores and their
/// fields, environment keys, views, lazy lists, actions and controls.
final class ScreenNames {
  /// Parameter values by their names in expressions (camelCase).
  let parameters: [String: Int]
  var stores: [String: StoreNames] = [:]
  var environment: [String: Int] = [:]
  var views: [String: ViewID] = [:]
  /// Each declared view's inputs and `@State`, for arguments and trace writes.
  var inputs: [String: [InputSpec]] = [:]
  var state: [String: [StateSpec]] = [:]
  /// Lazy lists by name, with the id scroll events use.
  var lists: [String: Int] = [:]
  var actions: Set<String> = []
  var controls: Set<String> = []

  init(parameters: [String: Int]) {
    self.parameters = parameters
  }

  var constants: TraceExpressionCompiler { TraceExpressionCompiler(parameters: parameters) }

  /// Whether `text`, a Swift name, is an identifier where an expression names it: not a
  /// keyword (`private`, `default`, `in`), which would need backticks.
  static func isIdentifier(_ text: String) -> Bool {
    guard isSwiftName(text) else { return false }
    let parsed = Parser.parse(source: text)
    guard parsed.statements.count == 1,
      let reference = parsed.statements.first?.item.as(DeclReferenceExprSyntax.self)
    else { return false }
    return reference.baseName.tokenKind == .identifier(text)
  }

  /// Whether `text` is a Swift identifier: letters of any script, digits after the first
  /// character, and underscores.
  static func isSwiftName(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Whether `text` names an environment key: a Swift name, or a key path of them naming a
  /// member of another key (`theme.accent`).
  static func isEnvironmentKey(_ text: String) -> Bool {
    text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isSwiftName(String($0)) }
  }
}

/// A store's names in a screen file: `model` in `model.count`.
struct StoreNames {
  let index: Int
  var fields: [String: FieldRef] = [:]
  var collection: RecordCollection?
}
