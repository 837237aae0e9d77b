import Foundation
import SwiftParser
import SwiftSyntax

/// Which values the whole app states to be the same at each evaluation (docs/advise.md,
/// "Footprint"): a constant the import passed to a view in place of such a value keeps what
/// the view is given, before and after a fix that keeps the view's inputs.
extension AppUses {
  /// A property the app declares: its name, the type whose declaration or extension holds it
  /// (`nil` at the top level), whether it is `static`, a `let`, and stored, and the type it
  /// states, if it states one.
  struct Property: Sendable {
    let name: String
    let owner: String?
    let isStatic: Bool
    let isLet: Bool
    let isStored: Bool
    /// Its annotation's plain type (`Logger` of `let logger: Logger`), or the type its first
    /// value makes (`Logger` of `let logger = Logger(subsystem: s, category: c)`).
    let type: String?

    /// The properties `declaration` declares in `owner`.
    static func all(declaredBy declaration: VariableDeclSyntax, in owner: String?) -> [Property] {
      let isStatic = declaration.modifiers.contains {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }
      let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
      return declaration.bindings.compactMap { binding in
        binding.pattern.as(IdentifierPatternSyntax.self).map {
          Property(
            name: $0.identifier.plainName, owner: owner, isStatic: isStatic, isLet: isLet,
            isStored: binding.accessorBlock == nil, type: statedType(of: binding))
        }
      }
    }

    /// The type `binding` states: a plain annotation, or else a type's call as its value.
    private static func statedType(of binding: PatternBindingSyntax) -> String? {
      if let annotation = binding.typeAnnotation {
        let plain = annotation.type.as(IdentifierTypeSyntax.self)
        return plain?.genericArgumentClause == nil ? plain?.name.text : nil
      }
      return binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap(AppUses.madeType(by:))
    }
  }

  /// Members of the SDK's types that are a new value, or a shared object whose state changes,
  /// when read again (`Date.now`, `UIDevice.current`, `UserDefaults.standard`).
  static let changingMembers: Set<String> = [
    "now", "current", "shared", "standard", "main", "default", "init", "random", "autoupdatingCurrent",
  ]

  /// The SDK's value types whose static members (`Color.red`, `Font.title`, `Double.pi`) and
  /// initializers given constants (`Color("Brand")`) are the same value each time.
  static let valueTypes: Set<String> = [
    "Color", "Font", "Image", "Angle", "UnitPoint", "EdgeInsets", "CGSize", "CGPoint", "CGRect", "CGFloat",
    "Double", "Int", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis",
    "TextAlignment", "ContentMode",
  ]

  /// Whether `text`, an expression of a file of the app, is the same at each evaluation by what
  /// the app declares: literals (a text's interpolations of such values), implicit members
  /// (`.red`, `.system(size: 12)` of such values) the app declares no `var` or function of,
  /// operators and `?:` of such values, a `static let` of the app's (or its enum's case or
  /// synthesized `allCases`) followed only by `let`s the app declares (`Color.palette.accent`,
  /// every `accent` the app declares a stored instance `let`), a static member of the SDK's
  /// value types the app does not add (`Color.red`, `Double.pi`), and their initializers
  /// given such values. Only for an app read whole.
  func isConstant(_ text: String) -> Bool {
    guard root != nil, unread.isEmpty else { return false }
    var parser = Parser(text)
    let expr = ExprSyntax.parse(from: &parser)
    guard !expr.hasError, expr.trimmedDescription == text.trimmingCharacters(in: .whitespacesAndNewlines)
    else { return false }
    return isConstant(expr)
  }

  private func isConstant(_ expr: ExprSyntax) -> Bool {
    if let string = expr.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { segment in
        segment.as(ExpressionSegmentSyntax.self).map {
          $0.expressions.allSatisfy { isConstant($0.expression) }
        }
          ?? true
      }
    }
    if SourceExpression.isLiteral(expr) { return true }
    if let tuple = expr.as(TupleExprSyntax.self) {
      return tuple.elements.allSatisfy { isConstant($0.expression) }
    }
    if let array = expr.as(ArrayExprSyntax.self) {
      return array.elements.allSatisfy { isConstant($0.expression) }
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return isConstant(prefix.expression) }
    // The parser leaves `a ? b : c` and `a + b` unfolded: each operand, and each `?`'s `b`.
    if let sequence = expr.as(SequenceExprSyntax.self) {
      return sequence.elements.allSatisfy { element in
        element.is(BinaryOperatorExprSyntax.self) || isConstant(element)
          || element.as(UnresolvedTernaryExprSyntax.self).map { isConstant($0.thenExpression) } == true
      }
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      return call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
        && call.arguments.allSatisfy { isConstant($0.expression) } && isConstantMaker(call.calledExpression)
    }
    guard let member = expr.as(MemberAccessExprSyntax.self) else { return false }
    let name = member.declName.baseName.text
    guard let base = member.base else { return isConstantImplicit(name) }
    return isConstant(member: name, of: base)
  }

  /// Whether the implicit member `name` (`.red`) is one: the SDK's, or an enum case or
  /// `static let` of the app's, where the app declares no other property and no function of
  /// that name (`static var accent: Color { … }` may change).
  private func isConstantImplicit(_ name: String) -> Bool {
    guard !Self.changingMembers.contains(name), !functions.contains(name) else { return false }
    return (properties[name] ?? []).allSatisfy { $0.isStatic && $0.isLet }
  }

  /// Whether `name` of `base` is the same at each evaluation: a static member of a type named
  /// alone (`Theme.accent`), or an instance `let` of a constant (`Color.palette.accent`).
  private func isConstant(member name: String, of base: ExprSyntax) -> Bool {
    guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text else {
      // Every property of that name the app declares is a stored instance `let`.
      guard let declared = properties[name], !declared.isEmpty,
        declared.allSatisfy({ !$0.isStatic && $0.isLet && $0.isStored })
      else { return false }
      return isConstant(base)
    }
    let declared = (properties[name] ?? []).filter { $0.owner == type }
    if !declared.isEmpty { return declared.allSatisfy { $0.isStatic && $0.isLet } }
    if enumCases[type]?.contains(name) == true { return true }
    // `allCases` of an enum of the app that declares no `allCases` of its own.
    if name == "allCases", enumCases[type] != nil { return true }
    // A static member of the SDK's value types that the app does not add.
    return Self.valueTypes.contains(type) && declarations[type] == nil && !Self.changingMembers.contains(name)
      && !functions.contains(name)
  }

  /// Whether calling `callee` with constants makes the same value each time: an implicit
  /// member (`.system(size:)`) or an SDK value type's initializer that the app does not add.
  private func isConstantMaker(_ callee: ExprSyntax) -> Bool {
    if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
      return isConstantImplicit(member.declName.baseName.text)
    }
    guard let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    return Self.valueTypes.contains(type) && declarations[type] == nil && extensions[type] == nil
  }
}
