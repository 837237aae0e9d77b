import SwiftSyntax

/// Whether the values of a written type are `Equatable`, as the `@Observable` macro's setter
/// asks (R6: it compares `Equatable` values and objects, and notifies on every write of any
/// other): from the declarations of the files and the standard library's rules
/// (docs/swiftui-import.md, "What the source states").
struct TypeEquatability: Sendable {
  /// The structs, enums and protocols (as types) of the files that are not `Equatable`.
  private var unequatable: Set<String> = []

  init() {}

  init(_ symbols: SourceSymbols) {
    for type in symbols.all where type.isStruct || type.isEnum || type.isProtocol {
      if !Self.declares(type, in: symbols) { unequatable.insert(type.name) }
    }
  }

  /// Whether the struct, enum or protocol `type` of the files is `Equatable` as declared: it
  /// conforms to a protocol that makes it so (through the files' protocols too), is a
  /// class-bound protocol (an object, compared by identity), or is an enum without associated
  /// values (`Equatable` and `Hashable` as written).
  static func declares(_ type: SourceSymbols.TypeSymbol, in symbols: SourceSymbols) -> Bool {
    let conformances = symbols.conformances(of: type)
    guard conformances.isDisjoint(with: equatableProtocols) else { return true }
    if type.isProtocol, conformances.contains("AnyObject") { return true }
    return type.isEnum && hasNoPayloads(type)
  }

  /// Whether `type` is `Equatable`: `false` for a function, a tuple, an existential (`Error`,
  /// `any P`) or a struct or enum of the files that does not conform; an optional or a
  /// collection as its elements are; `true` for anything else (the standard library's and
  /// the frameworks' value types are, and objects compare by identity).
  func isEquatable(_ type: TypeSyntax) -> Bool {
    if let optional = type.as(OptionalTypeSyntax.self) { return isEquatable(optional.wrappedType) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return isEquatable(optional.wrappedType)
    }
    if let array = type.as(ArrayTypeSyntax.self) { return isEquatable(array.element) }
    if let dictionary = type.as(DictionaryTypeSyntax.self) { return isEquatable(dictionary.value) }
    if let attributed = type.as(AttributedTypeSyntax.self) { return isEquatable(attributed.baseType) }
    if type.is(FunctionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self) { return false }
    if let tuple = type.as(TupleTypeSyntax.self) {
      // `(T)` is `T`; a tuple of two or more is not `Equatable`.
      guard tuple.elements.count == 1, let only = tuple.elements.first else { return false }
      return isEquatable(only.type)
    }
    guard let named = type.as(IdentifierTypeSyntax.self) else {
      return type.as(MemberTypeSyntax.self).map { !unequatable.contains($0.name.text) } ?? true
    }
    let name = named.name.text
    if Self.existentials.contains(name) { return false }
    if let arguments = named.genericArgumentClause?.arguments, Self.containers.contains(name) {
      return arguments.allSatisfy { argument in
        guard case .type(let type) = argument.argument else { return true }
        return isEquatable(type)
      }
    }
    return !unequatable.contains(name)
  }

  /// Conformances that make a type `Equatable`.
  private static let equatableProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Strideable", "BinaryInteger", "FloatingPoint", "StringProtocol",
  ]
  /// Standard protocols used as types, whose values are not `Equatable`.
  private static let existentials: Set<String> = ["Error", "Any", "AnyObject", "LocalizedError"]
  /// Generic types that are `Equatable` when their arguments are.
  private static let containers: Set<String> = ["Optional", "Array", "Set", "Dictionary", "IdentifiedArray"]

  private static func hasNoPayloads(_ type: SourceSymbols.TypeSymbol) -> Bool {
    type.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
      .allSatisfy { $0.parameterClause == nil }
  }
}
