import SwiftSyntax

/// A closure a parent gives a child, re-created at each of its re-runs and so never equal
/// (R3), made one that captures nothing the parent re-creates (`{ [] in … }`: always equal).
enum StableClosureFix: FixDefinition {
  static let kind = FixKind.stableClosure
  static let summary =
    "give a child a closure that captures nothing its parent re-creates (each closure argument)"

  static func candidates(in context: FixContext) -> [Fix] {
    let draft = context.draft
    var seen: Set<String> = []
    return draft.views.flatMap { parent in
      ScreenDraft.Part.all(in: parent.body).flatMap { part -> [Fix] in
        guard case .child(let name, let arguments, _, let at) = part,
          let child = draft.views.first(where: { $0.name == name }),
          // What a presentation is given stands for its content, which the source writes as
          // SwiftUI wants it: there is no closure of the app's to change.
          !child.isPresentation
        else { return [] }
        return arguments.compactMap { label, value -> Fix? in
          guard child.inputs.contains(where: { $0.name == label && $0.kind == .closure }),
            let closure = value.syntax.as(ClosureExprSyntax.self), !closure.statements.isEmpty,
            closure.signature?.capture?.items.isEmpty != true,
            usesNothingOfItsView(closure)
          else { return nil }
          return fix(label, of: name, in: parent.name, at: at)
        }
      }
    }
    // A child called twice by one parent: one fix, which gives both calls the closure.
    .filter { seen.insert($0.subject).inserted }
  }

  /// Whether `closure` uses nothing of the view it is written in: only its own parameters and
  /// locals, types and their members (`Haptics.shared.play()`), as a static function could.
  /// One that shows or acts on something of its view's (an input, a state, a model it holds, a
  /// row's item, `self`) needs that view's context: made without it, it would show or do
  /// something else, so it is no fix (a content closure showing its view's `isSelected`, an
  /// alert's message: an `Equatable` child whose `==` leaves the closure out is, R4).
  static func usesNothingOfItsView(_ closure: ClosureExprSyntax) -> Bool {
    var own = Set<String>()
    for token in closure.tokens(viewMode: .sourceAccurate) {
      if let pattern = token.parent?.as(IdentifierPatternSyntax.self) {
        own.insert(pattern.identifier.plainName)
      } else if token.parent?.is(ClosureShorthandParameterSyntax.self) == true
        || token.parent?.is(ClosureParameterSyntax.self) == true
      {
        own.insert(token.plainName)
      }
    }
    for token in closure.tokens(viewMode: .sourceAccurate) {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.keyPathInParent != \MemberAccessExprSyntax.declName
      else { continue }
      switch token.tokenKind {
      case .keyword(.self), .keyword(.Self): return false
      // `$0` is the closure's own; `$count` a view's binding.
      case .dollarIdentifier(let name) where !name.dropFirst().allSatisfy(\.isNumber): return false
      case .identifier:
        let name = token.plainName
        if !own.contains(name) && name.first?.isUppercase != true { return false }
      default: continue
      }
    }
    return true
  }

  private static func fix(_ label: String, of name: String, in parent: String, at: SourcePlace) -> Fix {
    Fix(
      kind: kind, subject: "\(parent).\(name).\(label)", place: FixContext.written(at),
      prospect: .closureReruns(name),
      change:
        "give \(name) a \(label) closure with no context of \(parent)'s (a static function, or a method of something held elsewhere): a new closure at each re-run of \(parent) is never equal, so \(name) re-runs with it",
      sketch: """
        \(name)(…, \(label): Actions.\(label))   // a static func: no context, always equal
        """
    ) { draft in
      guard let index = draft.views.firstIndex(where: { $0.name == parent }) else { return }
      draft.views[index].body = draft.views[index].body.map { part in
        part.mapArguments(ofChild: name) { arguments, _ in
          arguments.map { $0.0 == label ? ($0.0, $0.1.replaced(by: "{ [] in }")) : $0 }
        }
      }
    }
  }
}
