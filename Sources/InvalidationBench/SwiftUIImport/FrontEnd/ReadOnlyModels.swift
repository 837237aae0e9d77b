import SwiftSyntax

/// The models a type only reads (docs/advise.md, "A call of the app's own code"): each named
/// only where a private stored property of the type is made of it (`private let preferences =
/// Preferences.shared`, `private let store: Store`), and each such property only read through
/// its members as an `if`, `guard` or `while` condition (`if preferences.hapticsEnabled { … }`,
/// `guard !preferences.muted`), so no object of the model reaches other code: never called,
/// written, passed, kept in a local, given alone or through `&`. Reading a model outside a
/// body changes nothing a view reads, so such a type may still be inert
/// (`SourceSymbols.inertNames`).
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

  /// Whether `binding` is a private stored property made of `model` alone: typed `model` or
  /// not typed, and given nothing or `model.member` (`Preferences.shared`). Another type could
  /// write the model through a property it can reach.
  private static func isMade(of model: String, _ binding: PatternBindingSyntax) -> Bool {
    guard binding.accessorBlock == nil,
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
      variable.parent?.is(MemberBlockItemSyntax.self) == true,
      variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) })
    else { return false }
    if let type = binding.typeAnnotation?.type, type.as(IdentifierTypeSyntax.self)?.name.text != model {
      return false
    }
    guard let value = binding.initializer?.value else { return true }
    let member = value.as(MemberAccessExprSyntax.self)
    return member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == model
  }

  /// Whether `token`, a holder's name, is read through a member (`preferences.enabled`,
  /// `self.preferences.enabled`) as a condition (`isCondition`).
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
    return members > 0 && isCondition(node)
  }

  /// Whether `node` is an `if`, `guard` or `while` condition, alone or an operand of `!`,
  /// parentheses or operators that assign nothing (`a && b`, `level > 2`): a value tested,
  /// kept nowhere.
  private static func isCondition(_ node: ExprSyntax) -> Bool {
    var current = Syntax(node)
    while let parent = current.parent {
      if parent.is(ConditionElementSyntax.self) { return true }
      if let sequence = parent.as(SequenceExprSyntax.self),
        sequence.elements.contains(where: { element in
          element.is(AssignmentExprSyntax.self)
            || element.as(BinaryOperatorExprSyntax.self).map {
              OutsideEffect.compoundAssignments.contains($0.operator.text)
            } == true
        })
      {
        return false
      }
      let passes =
        parent.is(PrefixOperatorExprSyntax.self) || parent.is(ExprListSyntax.self)
        || parent.is(SequenceExprSyntax.self) || parent.is(TupleExprSyntax.self)
        || (parent.is(LabeledExprListSyntax.self) && parent.parent?.is(TupleExprSyntax.self) == true)
        || (parent.is(LabeledExprSyntax.self) && parent.parent?.parent?.is(TupleExprSyntax.self) == true)
      guard passes else { return false }
      current = parent
    }
    return false
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
