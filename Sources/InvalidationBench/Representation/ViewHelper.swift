import SwiftSyntax

/// A computed property or a function of a view, in the view's declaration or one of its
/// extensions (in any of the files): the body inlines it where it shows a view, and reads
/// what it reads where it uses its value.
struct ViewHelper: @unchecked Sendable {
  /// The parameters' names inside the function, in order (none for a property).
  let parameters: [String]
  /// Each parameter's argument label (`nil` for `_`) and default value, in the same order.
  var labels: [String?] = []
  var defaults: [ExprSyntax?] = []
  /// A function (evaluated where it is called), not a computed property (where it is named).
  let isFunction: Bool
  let statements: CodeBlockItemListSyntax
  /// Whether it returns something (a function without a result is an action's helper).
  let returnsValue: Bool
  /// Whether `decl` extends SwiftUI's `View` itself (`extension View`, `extension SwiftUI.View`),
  /// not a type of that name nested elsewhere: what it declares is every view's.
  static func extendsView(_ decl: some SyntaxProtocol) -> Bool {
    guard let extended = decl.as(ExtensionDeclSyntax.self) else { return false }
    return ["View", "SwiftUI.View"].contains(extended.extendedType.trimmedDescription)
  }

  /// Declared by an `extension View`, every view's: it sees no view's properties, so what it
  /// reads is what the call gives it (`ReadCensus` counts no read in it).
  var isShared = false
  /// The type it declares it returns (`some View`, `String`), if written.
  var returnType: String? = nil
  /// A computed property's setter, with the name its value has there (`newValue`): a write
  /// of the property runs it.
  var setter: (statements: CodeBlockItemListSyntax, value: String)? = nil
  /// The file it is written in, and that file's positions.
  let file: String
  let converter: SourceLocationConverter
  /// The functions of the same name written after it (`reveal(_:)`, then `reveal(path:)`).
  var overloads: [ViewHelper] = []

  /// The names of `helpers` that are functions returning nothing, every overload: what an
  /// action calls, never a view builder (`ActionClosures.isAction`).
  static func actions(among helpers: [String: ViewHelper]) -> Set<String> {
    Set(
      helpers.filter { ([$0.value] + $0.value.overloads).allSatisfy { $0.isFunction && !$0.returnsValue } }
        .keys)
  }

  /// The function of this name a call with `arguments` calls: the first written that fits
  /// (`matched`), as the compiler chooses by labels; `nil` when none does.
  func overload(for arguments: [LabeledExprSyntax], trailing: ClosureExprSyntax? = nil) -> ViewHelper? {
    ([self] + overloads).first { $0.matched(arguments, trailing: trailing) != nil }
  }

  /// What a parameter stands for in a call: an argument of the call, or its default, written
  /// in this declaration.
  struct Argument {
    let parameter: String
    let value: ExprSyntax
    let isDefault: Bool
  }

  /// What each parameter stands for, in order, in a call with `arguments` and a trailing
  /// closure, as the compiler matches them: in order, by label, a parameter left out taking
  /// its default, the trailing closure the last parameter left; `nil` when the call does not
  /// fit.
  func matched(_ arguments: [LabeledExprSyntax], trailing: ClosureExprSyntax? = nil) -> [Argument]? {
    guard labels.count == parameters.count else {
      // Made by the import (a setter, an observer): its parameters are given in order.
      guard arguments.count == parameters.count, trailing == nil else { return nil }
      return zip(parameters, arguments).map { .init(parameter: $0, value: $1.expression, isDefault: false) }
    }
    var matched: [Argument] = []
    var next = arguments.startIndex
    var closure = trailing
    for (index, parameter) in parameters.enumerated() {
      if next < arguments.endIndex, arguments[next].label?.text == labels[index] {
        matched.append(.init(parameter: parameter, value: arguments[next].expression, isDefault: false))
        next += 1
      } else if let value = defaults[index] {
        matched.append(.init(parameter: parameter, value: value, isDefault: true))
      } else if let last = closure, next == arguments.endIndex {
        matched.append(.init(parameter: parameter, value: ExprSyntax(last), isDefault: false))
        closure = nil
      } else {
        return nil
      }
    }
    guard next == arguments.endIndex, closure == nil else { return nil }
    return matched
  }

  /// Whether its declared type says it is not a view (`String`, `[Item]`, `Bool`); `false`
  /// when the type says a view or is not written.
  var isDeclaredValue: Bool {
    guard let returnType else { return false }
    return !returnType.contains("View") && !returnType.hasPrefix("some ") && !returnType.hasSuffix("Content")
  }

  /// A computed property's getter.
  static func getter(_ accessor: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
    switch accessor.accessors {
    case .getter(let items): items
    case .accessors(let list): list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
    }
  }

  /// The expressions its statements evaluate, each with `renames` (a value that uses the
  /// helper is derived from what these read).
  func expressions(renames: [String: String]) -> [SourceExpression] {
    var found: [SourceExpression] = []
    collect(statements, renames: renames, into: &found)
    return found
  }

  /// What `items` evaluate, through `if`, `guard`, `switch`, `for` and `do` and the values of
  /// locals (`let day = date.day; return …`: the local's reads are the helper's).
  private func collect(
    _ items: CodeBlockItemListSyntax, renames: [String: String], into found: inout [SourceExpression]
  ) {
    for item in items {
      if let expr = item.item.as(ExprSyntax.self) {
        value(expr, renames: renames, into: &found)
      } else if let statement = item.item.as(StmtSyntax.self) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
          value(expression.expression, renames: renames, into: &found)
        } else if let returned = statement.as(ReturnStmtSyntax.self), let expr = returned.expression {
          value(expr, renames: renames, into: &found)
        } else if let guardStmt = statement.as(GuardStmtSyntax.self) {
          found += guardStmt.conditions.compactMap {
            Self.expression(of: $0, renames: renames, file: file, converter: converter)
          }
          collect(guardStmt.body.statements, renames: renames, into: &found)
        } else if let forStmt = statement.as(ForStmtSyntax.self) {
          value(forStmt.sequence, renames: renames, into: &found)
          collect(forStmt.body.statements, renames: renames, into: &found)
        } else if let doStmt = statement.as(DoStmtSyntax.self) {
          collect(doStmt.body.statements, renames: renames, into: &found)
        }
      } else if let variable = item.item.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let initial = binding.initializer?.value { value(initial, renames: renames, into: &found) }
        }
      }
    }
  }

  private func value(_ expr: ExprSyntax, renames: [String: String], into found: inout [SourceExpression]) {
    if let ifExpr = expr.as(IfExprSyntax.self) {
      found += ifExpr.conditions.compactMap {
        Self.expression(of: $0, renames: renames, file: file, converter: converter)
      }
      collect(ifExpr.body.statements, renames: renames, into: &found)
      switch ifExpr.elseBody {
      case .ifExpr(let next)?: value(ExprSyntax(next), renames: renames, into: &found)
      case .codeBlock(let block)?: collect(block.statements, renames: renames, into: &found)
      case nil: break
      }
    } else if let switchExpr = expr.as(SwitchExprSyntax.self) {
      value(switchExpr.subject, renames: renames, into: &found)
      for case .switchCase(let switchCase) in switchExpr.cases {
        collect(switchCase.statements, renames: renames, into: &found)
      }
    } else {
      found.append(SourceExpression(expr, renames: renames, file: file, converter: converter))
    }
  }

  /// The expression a condition of an `if` or `guard` tests, in the file `converter` maps:
  /// `x`, `let y = x`, `let x` and `case .a = x` all read `x`.
  static func expression(
    of condition: ConditionElementSyntax, renames: [String: String], file: String,
    converter: SourceLocationConverter
  ) -> SourceExpression? {
    switch condition.condition {
    case .expression(let expr):
      return SourceExpression(expr, renames: renames, file: file, converter: converter)
    case .optionalBinding(let binding):
      if let value = binding.initializer?.value {
        return SourceExpression(value, renames: renames, file: file, converter: converter)
      }
      // `if let x`: the name it unwraps, where the pattern is.
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
      return SourceExpression(
        detached: ExprSyntax(DeclReferenceExprSyntax(baseName: name.trimmed)), renames: renames,
        place: SourcePlace(binding.pattern, file: file, converter))
    case .matchingPattern(let pattern):
      return SourceExpression(pattern.initializer.value, renames: renames, file: file, converter: converter)
    default:
      return nil
    }
  }
}
