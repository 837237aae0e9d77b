import SwiftSyntax

/// The cases of the enums the files declare, each as its type names it (`Mode.dark`), and the
/// raw value the source states for each case of an enum with a `String` or integer raw type
/// (docs/swiftui-import.md, "What the source states"): the literal written after the case
/// (`case all = "All"`), or else Swift's implicit one, the case's name for a `String`, one
/// more than the case before (0 for the first) for an integer
/// ([The Swift Programming Language, "Implicitly Assigned Raw Values"](https://docs.swift.org/swift-book/documentation/the-swift-programming-language/enumerations/#Implicitly-Assigned-Raw-Values)).
struct EnumCases: Sendable {
  /// The cases, as their types name them.
  private(set) var names: Set<String> = []
  /// The raw value of each case that has one the source states, as a literal's text
  /// (`"All"`, `3`).
  private(set) var rawValues: [String: String] = [:]
  /// The cases of each enum that owns its name and whose cases carry no values, in the order
  /// declared: a value of one is one of these.
  private var ordered: [String: [String]] = [:]

  /// The raw types whose implicit raw values are known: `String`, and the integers.
  private static let integerTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]

  /// The cases of the enum `type`, in the order declared, if it owns its name and its cases
  /// carry no values.
  func cases(of type: String) -> [String]? { ordered[type] }

  /// Whether `name` (`Mode.dark`) is a case.
  func contains(_ name: String) -> Bool { names.contains(name) }

  /// Whether a case satisfies `test`.
  func contains(where test: (String) -> Bool) -> Bool { names.contains(where: test) }

  /// Adds `cases`, those of the enum `type` inheriting `inherited`; their raw values only when
  /// `ownsName` (a namesake's cases are the name's too, but which raw value is meant is not
  /// said).
  mutating func add(_ cases: [EnumCaseElementSyntax], of type: String, inherited: Set<String>, ownsName: Bool)
  {
    names.formUnion(cases.map { "\(type).\($0.name.text)" })
    if ownsName, !cases.isEmpty, cases.allSatisfy({ $0.parameterClause == nil }) {
      ordered[type] = cases.map(\.name.plainName)
    }
    let isString = inherited.contains("String")
    let isInteger = !inherited.isDisjoint(with: Self.integerTypes)
    guard ownsName, isString != isInteger else { return }
    // The implicit value of the next integer case: unknown after a raw value that is no
    // integer literal (`-1`, a character).
    var next: Int? = 0
    for element in cases {
      let name = "\(type).\(element.name.plainName)"
      if let written = element.rawValue?.value {
        if isString, let text = Self.plainText(written) {
          rawValues[name] = "\"\(text)\""
        } else if isInteger,
          let value = written.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
        {
          rawValues[name] = String(value)
          next = value + 1
          continue
        }
        next = nil
      } else if isString {
        rawValues[name] = "\"\(element.name.plainName)\""
      } else if let value = next {
        rawValues[name] = String(value)
        next = value + 1
      }
    }
  }

  /// The raw value `expr` is, where it is `rawValue` of a case with one (`Mode.all.rawValue`):
  /// a literal's text.
  func rawValue(of expr: ExprSyntax) -> String? {
    guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
      let base = member.base?.as(MemberAccessExprSyntax.self), let type = base.base
    else { return nil }
    return rawValues["\(type.trimmedDescription).\(base.declName.baseName.plainName)"]
  }

  /// The text of a string literal of one segment with no interpolation or escape, if it is one.
  private static func plainText(_ expr: ExprSyntax) -> String? {
    guard let literal = expr.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
      literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self),
      !segment.content.text.contains("\\")
    else { return nil }
    return segment.content.text
  }
}
