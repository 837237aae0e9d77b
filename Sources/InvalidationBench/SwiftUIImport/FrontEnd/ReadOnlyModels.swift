import SwiftSyntax

/// The models a type only reads (docs/advise.md, "Not judged"): each named only where a stored
/// property of the type is made of it (`private let preferences = Preferences.shared`,
/// `let store: Store`), and each such property only read through its members
/// (`if preferences.hapticsEnabled { … }`): never called, written, passed, given alone or
/// through `&`. Reading a model outside a body changes nothing a view reads, so such a type
/// may still be inert (`SourceSymbols.inertNames`).
struct ReadOnlyModels {
  /// The models of the candidates the parts only read.
  let names: Set<String>

  /// `parts`, a type's declaration and extensions; `candidates`, the model names they use.
  init(in parts: [Syntax], among candidates: Set<String>) {
    guard !candidates.isEmpty else {
      names = []
      return
    }
    var holders: [String: String] = [:]
    var disqualified: Set<String> = []
    var held: Set<SyntaxIdentifier> = []
    for part in parts {
      for binding in BindingFinder.bindings(in: part) {
        let used = Set(binding.tokens(viewMode: .sourceAccurate).map(\.text)).intersection(candidates)
        guard let model = used.first else { continue }
        guard used.count == 1, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          Self.isMade(of: model, binding), holders[name] == nil
        else {
          disqualified.formUnion(used)
          continue
        }
        holders[name] = model
        held.formUnion(binding.tokens(viewMode: .sourceAccurate).map(\.id))
      }
    }
    for part in parts {
      for token in part.tokens(viewMode: .sourceAccurate) where !held.contains(token.id) {
        if candidates.contains(token.text) {
          disqualified.insert(token.text)
        } else if let model = holders[token.text], !Self.isRead(token) {
          disqualified.insert(model)
        }
      }
    }
    names = Set(holders.values).subtracting(disqualified)
  }

  /// Whether `binding` is a stored property made of `model` alone: typed `model` or not
  /// typed, and given nothing or `model.member` (`Preferences.shared`).
  private static func isMade(of model: String, _ binding: PatternBindingSyntax) -> Bool {
    guard binding.accessorBlock == nil,
      binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(
        MemberBlockItemSyntax.self) == true
    else { return false }
    if let type = binding.typeAnnotation?.type, type.as(IdentifierTypeSyntax.self)?.name.text != model {
      return false
    }
    guard let value = binding.initializer?.value else { return true }
    let member = value.as(MemberAccessExprSyntax.self)
    return member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == model
  }

  /// Whether `token`, a holder's name, is read through a member (`preferences.enabled`,
  /// `self.preferences.enabled`), the value neither called, written, passed nor given `&`.
  private static func isRead(_ token: TokenSyntax) -> Bool {
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
    var node = ExprSyntax(reference)
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
      guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
        return false
      }
      node = ExprSyntax(member)
    }
    var members = 0
    while let parent = node.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
        members += 1
        node = ExprSyntax(member)
      } else if let wrapped = parent.as(OptionalChainingExprSyntax.self) {
        node = ExprSyntax(wrapped)
      } else if let wrapped = parent.as(ForceUnwrapExprSyntax.self) {
        node = ExprSyntax(wrapped)
      } else {
        break
      }
    }
    guard members > 0, let parent = node.parent else { return false }
    if parent.is(FunctionCallExprSyntax.self) || parent.is(SubscriptCallExprSyntax.self)
      || parent.is(InOutExprSyntax.self) || parent.is(LabeledExprSyntax.self)
    {
      return false
    }
    return !isAssigned(node)
  }

  /// Whether `node` is what an `=` or a compound assignment (`+=`) writes.
  private static func isAssigned(_ node: ExprSyntax) -> Bool {
    guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
    let elements = Array(list)
    guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else {
      return false
    }
    let operation = elements[index + 1]
    return operation.is(AssignmentExprSyntax.self)
      || operation.as(BinaryOperatorExprSyntax.self).map {
        OutsideEffect.compoundAssignments.contains($0.operator.text)
      } == true
  }
}

/// The pattern bindings under a node, in source order.
private final class BindingFinder: SyntaxVisitor {
  private var found: [PatternBindingSyntax] = []

  static func bindings(in node: Syntax) -> [PatternBindingSyntax] {
    let finder = BindingFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .visitChildren
  }
}
