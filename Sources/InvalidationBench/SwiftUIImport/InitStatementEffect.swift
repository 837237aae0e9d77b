import SwiftSyntax

/// What a statement of a model's initializer may change of the model, read from its syntax
/// (docs/swiftui-import.md, "What a model's init does"): nothing, some of its stored
/// properties, or what the source does not show (a method of the model, a subscription, a
/// write of something a view may read elsewhere).
enum InitStatementEffect: Equatable {
  /// It makes locals, reads what the app saved or was built with (`UserDefaults`, `Bundle`,
  /// a decoder), or traps: the model starts as if it were not there.
  case none
  /// It may set these stored properties (`if let saved = … { self.items = saved }`), to
  /// values the source does not say; nothing else.
  case sets([String])
  /// Anything else: the screen cannot tell what it changes.
  case unknown

  /// The names of the code around an initializer that decide what its statements may reach.
  struct Context {
    /// The model's stored properties that a write sets and nothing more: no observer, not
    /// `lazy`.
    var stored: Set<String> = []
    /// The model's other members (methods, computed and `lazy` properties, stored ones with
    /// observers): naming one may run code.
    var members: Set<String> = []
    /// The types and globals the files declare but for those that can change nothing a view
    /// reads (`SourceSymbols.declaredNames` less `inertNames`): a call of one, or on one, may
    /// write a model.
    var appNames: Set<String>
    /// The functions and methods the files declare: a call of one of these names may be the
    /// app's code, whatever it is called on.
    var appFunctions: Set<String>
    /// What the SDK's outside effects start from (`SourceSymbols.outsideEffectRoots`): a
    /// statement calling one (`print`, a logger) changes nothing a view reads.
    var outsideRoots: Set<String>

    /// What of the app `symbols` declare a statement may reach, for a model of no members yet.
    init(appOf symbols: SourceSymbols) {
      appNames = symbols.declaredNames.subtracting(symbols.inertNames)
      appFunctions = Set(
        symbols.all.flatMap(\.members).compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.plainName }
      ).union(symbols.globalFunctions.keys)
      outsideRoots = symbols.outsideEffectRoots
    }
  }

  /// The names an initializer's statements declare, as each statement sees them.
  struct Locals {
    /// Declared at the top of the body by the statements before: in scope, shadowing the
    /// stored properties of their names.
    var before: Set<String> = []
    /// Of those and the statement's own, the ones made from the SDK's types that read what the
    /// app saved (`let defaults = UserDefaults(suiteName: …)`): a read on one reads no model.
    var sdk: Set<String> = []
  }

  /// The effect of `item`, a statement of an initializer that sees `locals`, whose model
  /// `context` describes.
  static func of(_ item: CodeBlockItemSyntax, locals: Locals, in context: Context) -> InitStatementEffect {
    let reader = InitStatementReader(context: context, locals: locals, own: declared(in: item))
    reader.walk(item)
    if reader.unknown { return .unknown }
    return reader.sets.isEmpty ? .none : .sets(reader.sets)
  }

  /// `locals` once `item`, a statement of the body, has run: the names it declares at the top
  /// (`let x = …`, `guard let x = …`) are in scope for the statements after it.
  static func locals(_ locals: Locals, after item: CodeBlockItemSyntax) -> Locals {
    var locals = locals
    let bindings: [(name: String, value: ExprSyntax?)]
    if let variable = item.item.as(VariableDeclSyntax.self) {
      bindings = variable.bindings.compactMap { binding in
        binding.pattern.as(IdentifierPatternSyntax.self).map {
          ($0.identifier.plainName, binding.initializer?.value)
        }
      }
    } else if let guardStmt = item.item.as(GuardStmtSyntax.self) {
      bindings = guardStmt.conditions.compactMap { condition in
        condition.condition.as(OptionalBindingConditionSyntax.self).flatMap { binding in
          binding.pattern.as(IdentifierPatternSyntax.self).map {
            ($0.identifier.plainName, binding.initializer?.value)
          }
        }
      }
    } else {
      bindings = []
    }
    for (name, value) in bindings {
      locals.before.insert(name)
      if let value, isSDKValue(value, locals: locals.sdk) {
        locals.sdk.insert(name)
      } else {
        locals.sdk.remove(name)
      }
    }
    return locals
  }

  /// Whether `value` is made from the SDK's types that read what the app saved, or from a
  /// local so made (`UserDefaults(suiteName: id)`, `defaults?.string(forKey: "k")`).
  static func isSDKValue(_ value: ExprSyntax, locals: Set<String>) -> Bool {
    guard let root = OutsideEffect.root(of: value) else { return false }
    return sdkTypes.contains(root) || ConstructRegistry.valueTypes.contains(root) || locals.contains(root)
  }

  /// The names `item` declares anywhere in it.
  private static func declared(in item: CodeBlockItemSyntax) -> Set<String> {
    Set(
      item.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        guard case .identifier = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true
        else { return nil }
        return token.plainName
      })
  }

  /// The SDK's types a statement reads what the app saved or was built with from, or makes
  /// such a reader of (`UserDefaults`, `Bundle.main`, `JSONDecoder()`), besides the value types
  /// (`ConstructRegistry.valueTypes`).
  static let sdkTypes: Set<String> = [
    "UserDefaults", "Bundle", "ProcessInfo", "FileManager", "JSONDecoder", "JSONEncoder",
    "PropertyListDecoder", "PropertyListEncoder", "NSUbiquitousKeyValueStore", "DateFormatter",
    "ISO8601DateFormatter", "NumberFormatter",
  ]

  /// The methods of the SDK's a statement calls to read what the app saved or was built with
  /// (`UserDefaults.standard.data(forKey:)`, `JSONDecoder().decode(_:from:)`,
  /// `Bundle.main.object(forInfoDictionaryKey:)`); none writes.
  static let readingMethods: Set<String> = [
    "data", "string", "bool", "integer", "double", "float", "object", "array", "dictionary", "stringArray",
    "url", "decode", "fileExists",
  ]

  /// The functions that end the app rather than return (`fatalError`), and the SDK's outside
  /// effects called by name (`print`): none changes what a view reads.
  static let plainFunctions: Set<String> = ConstructRegistry.pureFunctions.union(
    ConstructRegistry.outsideEffects
  ).union(["fatalError"]).subtracting(OutsideEffect.runsCode)
}
