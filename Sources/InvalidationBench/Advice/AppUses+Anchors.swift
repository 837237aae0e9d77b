import SwiftSyntax

extension AppUses {
  /// A property that holds an `ObservableObject` (`@StateObject var model: Model`).
  struct Holder: Sendable {
    enum Wrapper: String, Sendable {
      case stateObject = "StateObject"
      case observedObject = "ObservedObject"
      case environmentObject = "EnvironmentObject"
    }

    let use: Use
    let wrapper: Wrapper
    /// The property's name.
    let name: String
    /// Removes its wrapper attribute (and the spaces after it).
    let attribute: SourceEdit
    /// The attribute as written (`@StateObject`), to replace.
    let written: Range<Int>
  }

  /// A `.environmentObject(x)` call.
  struct Injection: Sendable {
    /// What it injects, when the code says: a property or variable by name, a new object by
    /// its type, or a type's `static let` (`Store.shared`).
    enum Argument: Sendable, Equatable {
      case named(String)
      case made(String)
      case shared(String)
      case other
    }

    let use: Use
    let argument: Argument
    /// The name `environmentObject`, to rename.
    let name: Range<Int>

    init(_ use: Use, _ call: FunctionCallExprSyntax, name: TokenSyntax) {
      self.use = use
      self.name =
        name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset
      let value = call.arguments.first?.expression
      if let reference = value?.as(DeclReferenceExprSyntax.self) {
        argument = .named(reference.baseName.text)
      } else if let member = value?.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        argument = .named(member.declName.baseName.text)
      } else if let made = value?.as(FunctionCallExprSyntax.self)?.calledExpression.as(
        DeclReferenceExprSyntax.self)
      {
        argument = .made(made.baseName.text)
      } else if let member = value?.as(MemberAccessExprSyntax.self),
        let owner = member.base?.as(DeclReferenceExprSyntax.self),
        owner.baseName.text.first?.isUppercase == true
      {
        argument = .shared("\(owner.baseName.text).\(member.declName.baseName.text)")
      } else {
        argument = .other
      }
    }
  }

  /// A class declared `ObservableObject`: where `@Observable` goes, and the edit that drops
  /// the conformance.
  struct ModelDeclaration: Sendable {
    let file: String
    let start: Int
    let conformance: SourceEdit

    init?(_ node: ClassDeclSyntax, file: String) {
      guard let types = node.inheritanceClause?.inheritedTypes.map({ $0 }),
        let index = types.firstIndex(where: {
          ["ObservableObject", "Combine.ObservableObject"].contains($0.type.trimmedDescription)
        })
      else { return nil }
      self.file = file
      start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let range: Range<Int>
      if types.count == 1, let clause = node.inheritanceClause {
        range =
          clause.positionAfterSkippingLeadingTrivia
          .utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset
      } else if index < types.count - 1 {
        range =
          types[index].positionAfterSkippingLeadingTrivia
          .utf8Offset..<types[index + 1].positionAfterSkippingLeadingTrivia
          .utf8Offset
      } else {
        range =
          types[index - 1].type.endPositionBeforeTrailingTrivia
          .utf8Offset..<types[index].endPositionBeforeTrailingTrivia
          .utf8Offset
      }
      conformance = SourceEdit(file: file, range: range, replacement: "")
    }
  }
}
