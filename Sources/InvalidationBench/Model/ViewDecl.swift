/// How a view receives one input from its parent.
public struct InputSpec: Sendable {
  public enum Kind: Sendable {
    case value
    case closure
    case record(RecordCollection)
  }

  public let name: String
  public let kind: Kind

  public static func value(_ name: String) -> InputSpec { InputSpec(name: name, kind: .value) }
  public static func closure(_ name: String) -> InputSpec { InputSpec(name: name, kind: .closure) }
  public static func record(_ name: String, _ collection: RecordCollection) -> InputSpec {
    InputSpec(name: name, kind: .record(collection))
  }
}

/// How a parent decides whether a re-created child equals the previous one.
public enum ViewEquality: Sendable {
  /// SwiftUI's default (R3): values with `==`, records by identity or value, closures never equal.
  case structural
  /// An `Equatable` view used with `.equatable()` (R4): its own `==`, which skips closures and
  /// the inputs named here (a deliberately wrong `==` names one it displays).
  case equatable(ignoring: Set<String>)
}

/// What a declaration stands for.
public enum ViewRole: Sendable {
  /// A view the developer wrote.
  case view
  /// An inline scope holding a moved body part; reads its host's inputs and state.
  case scope
  /// A hidden observer (`onChange` / `onReceive`); reads its host's inputs and state.
  case observer(ObserverKind, value: Expr, action: String)
}

/// A view type as a workload declares it: inputs, `@State`, equality and a body.
///
/// Declarations are immutable once built and shared by every engine; the scoped and equatable
/// engines derive their own realizations from them.
public final class ViewDecl: @unchecked Sendable {
  public let name: String
  public let inputs: [InputSpec]
  public let stateNames: [String]
  public let stateInitials: [Value]
  public let equality: ViewEquality
  public let role: ViewRole
  public private(set) var body: [Part] = []
  /// For each record input, where the copies of its attributes lie among the view's record
  /// copies (records passed by value); `nil` for other inputs.
  let recordCopyRanges: [Range<Int>?]
  /// `true` for each input the view's `==` looks at (R3 looks at all; R4 skips closures).
  let comparedInputs: [Bool]
  /// Number of slots used by the body.
  private(set) var slotCount = 0

  /// Declares a view; `body` builds the parts with the help of the view's own names.
  public init(
    _ name: String, inputs: [InputSpec] = [], state: [(String, Value)] = [],
    equality: ViewEquality = .structural, body: (ViewScope) -> [Part]
  ) {
    self.name = name
    self.inputs = inputs
    stateNames = state.map(\.0)
    stateInitials = state.map(\.1)
    self.equality = equality
    role = .view
    recordCopyRanges = Self.recordCopyRanges(inputs)
    comparedInputs = Self.comparedInputs(inputs, equality)
    self.body = body(ViewScope(view: self))
    numberSlots()
  }

  /// An inline declaration (scope or observer) that reads its host's inputs and state.
  init(inline name: String, role: ViewRole, body: [Part]) {
    self.name = name
    inputs = []
    stateNames = []
    stateInitials = []
    equality = .structural
    self.role = role
    recordCopyRanges = []
    comparedInputs = []
    self.body = body
  }

  /// A hidden observer view.
  convenience init(observer kind: ObserverKind, value: Expr, action: String) {
    self.init(
      inline: kind.rawValue, role: .observer(kind, value: value, action: action), body: [])
  }

  /// A copy with another body and equality, keeping the slots of the parts it keeps.
  init(realizing original: ViewDecl, body: [Part], equality: ViewEquality, slotCount: Int) {
    name = original.name
    inputs = original.inputs
    stateNames = original.stateNames
    stateInitials = original.stateInitials
    self.equality = equality
    role = original.role
    recordCopyRanges = original.recordCopyRanges
    comparedInputs = Self.comparedInputs(original.inputs, equality)
    self.body = body
    self.slotCount = slotCount
  }

  var isInline: Bool {
    if case .view = role { return false }
    return true
  }

  /// The child declaration for `arguments`, which must name every input exactly once.
  func childDecl(_ arguments: [(String, InputArgument)]) -> ChildDecl {
    let byName = Dictionary(arguments, uniquingKeysWith: { first, _ in first })
    precondition(
      byName.count == inputs.count && arguments.count == inputs.count,
      "\(name) takes inputs \(inputs.map(\.name)), given \(arguments.map(\.0))")
    let ordered = inputs.map { input -> InputArgument in
      guard let argument = byName[input.name] else {
        preconditionFailure("\(name) is missing input \(input.name)")
      }
      return argument
    }
    return ChildDecl(view: self, arguments: ordered)
  }

  private func numberSlots() {
    var next = 0
    func number(_ parts: inout [Part]) {
      for index in parts.indices {
        parts[index].slot = next
        next += 1
        switch parts[index].kind {
        case .conditional(let condition, var then, var otherwise):
          number(&then)
          number(&otherwise)
          parts[index].kind = .conditional(condition, then: then, otherwise: otherwise)
        case .environment(let key, let value, var content):
          number(&content)
          parts[index].kind = .environment(key: key, value: value, content: content)
        default:
          break
        }
      }
    }
    number(&body)
    slotCount = next
  }

  private static func recordCopyRanges(_ inputs: [InputSpec]) -> [Range<Int>?] {
    var next = 0
    return inputs.map { input in
      guard case .record(let collection) = input.kind else { return nil }
      defer { next += collection.attributes.count }
      return next..<next + collection.attributes.count
    }
  }

  private static func comparedInputs(_ inputs: [InputSpec], _ equality: ViewEquality) -> [Bool] {
    switch equality {
    case .structural:
      return inputs.map { _ in true }
    case .equatable(let ignored):
      return inputs.map { input in
        if case .closure = input.kind { return false }
        return !ignored.contains(input.name)
      }
    }
  }
}

/// The names a view's body may use, resolved to positions as the body is declared.
public struct ViewScope {
  let view: ViewDecl

  /// The input named `name`.
  public func input(_ name: String) -> Expr {
    guard let index = view.inputs.firstIndex(where: { $0.name == name }) else {
      preconditionFailure("\(view.name) has no input \(name)")
    }
    return .input(index)
  }

  /// The `@State` named `name`.
  public func state(_ name: String) -> Expr {
    guard let index = view.stateNames.firstIndex(of: name) else {
      preconditionFailure("\(view.name) has no state \(name)")
    }
    return .state(index)
  }

  /// `attribute` of the record held by input `input`.
  public func attribute(_ input: String, _ attribute: String) -> Expr {
    guard let index = view.inputs.firstIndex(where: { $0.name == input }),
      case .record(let collection) = view.inputs[index].kind
    else {
      preconditionFailure("\(view.name) has no record input \(input)")
    }
    return .attribute(input: index, collection: collection, attribute: collection.attribute(attribute))
  }
}
