/// A view type's position in its screen's table of declarations.
public struct ViewID: Hashable, Sendable, Comparable {
  public let index: Int

  init(_ index: Int) {
    self.index = index
  }

  public static func < (lhs: ViewID, rhs: ViewID) -> Bool {
    lhs.index < rhs.index
  }
}

/// How a parent decides whether a re-created child equals the previous one.
public enum ViewEquality: Sendable {
  /// SwiftUI's default (R3): values with `==`, records by identity or value, closures never equal.
  case structural
  /// An `Equatable` view used with `.equatable()` (R4) whose `==` is the generated one: it skips
  /// closures and the inputs named here (a deliberately wrong `==` names one it displays).
  case equatable(ignoring: Set<String>)
  /// An `Equatable` view used with `.equatable()` (R4) with a `==` of its own: the expression,
  /// over `Expr.old(i)` and `Expr.new(i)`, says whether the re-created view is equal.
  case custom(Expr)
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

/// A view type as a screen declares it: inputs, `@State`, equality and a body.
///
/// Declarations are immutable and refer to their children by `ViewID`, so a screen's
/// declarations form a table rather than a tree of references (a chain of 100,000 views is
/// built and freed without recursion). Make them with `ScreenBuilder`.
public final class ViewDecl: Sendable {
  public let id: ViewID
  public let name: String
  public let inputs: [InputSpec]
  public let state: [StateSpec]
  public let equality: ViewEquality
  public let role: ViewRole
  public let body: [Part]
  /// Number of slots the body's parts use.
  let slotCount: Int
  /// For each record input, where the copies of its attributes lie among the view's record
  /// copies (records passed by value); `nil` for other inputs.
  let recordCopyRanges: [Range<Int>?]
  /// `true` for each input the view's `==` looks at (R3 looks at all; R4 skips closures).
  let comparedInputs: [Bool]
  /// Number of record attributes copied with the record inputs (records passed by value).
  let recordCopyCount: Int
  /// Bit `i` set when input `i` is a closure (inputs past 64 are never treated as closures).
  let closureMask: UInt64

  init(
    id: ViewID, name: String, inputs: [InputSpec], state: [StateSpec], equality: ViewEquality,
    role: ViewRole, body: [Part], slotCount: Int
  ) {
    self.id = id
    self.name = name
    self.inputs = inputs
    self.state = state
    self.equality = equality
    self.role = role
    self.body = body
    self.slotCount = slotCount
    recordCopyRanges = Self.recordCopyRanges(inputs)
    comparedInputs = Self.comparedInputs(inputs, equality)
    recordCopyCount = recordCopyRanges.compactMap { $0?.count }.reduce(0, +)
    closureMask = inputs.prefix(64).enumerated().reduce(0) { mask, input in
      if case .closure = input.element.kind { return mask | 1 << UInt64(input.offset) }
      return mask
    }
  }

  /// A copy with another body, equality and slot count, as a strategy realizes it.
  func realized(body: [Part]? = nil, equality: ViewEquality? = nil, slotCount: Int? = nil) -> ViewDecl {
    ViewDecl(
      id: id, name: name, inputs: inputs, state: state, equality: equality ?? self.equality,
      role: role, body: body ?? self.body, slotCount: slotCount ?? self.slotCount)
  }

  /// Scopes and observers: views the developer did not write, which read their host's inputs
  /// and state.
  var isInline: Bool {
    if case .view = role { return false }
    return true
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
    case .custom:
      // The view's own `==` looks at whatever it names.
      return inputs.map { _ in false }
    }
  }
}
