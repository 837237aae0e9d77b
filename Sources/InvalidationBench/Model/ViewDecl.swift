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
  /// A hidden observer (`onChange(of:in:)` / `onReceive`); reads its host's inputs and state.
  case observer(ObserverKind, value: Expr, action: String)
  /// The content of a `ForEach` row written inline in the closure: reads its host's inputs and
  /// state, and the row's item and index.
  case row
  /// A control (`TextField`, `Toggle`, `Slider`, …) named for the trace's edit events: a
  /// framework view with one binding input, showing the bound value. `valueType` is the bound
  /// value's type where it is known when declared.
  case control(name: String, valueType: ValueType?)
}

extension ViewRole {
  /// A view the developer wrote.
  var isView: Bool {
    if case .view = self { return true }
    return false
  }

  /// The content of a `ForEach` row written inline.
  var isRow: Bool {
    if case .row = self { return true }
    return false
  }
}

/// How an observer part reacts.
public enum ObserverKind: String, Sendable {
  /// `onChange(of:in:)`: the action runs when the value differs from the last one seen.
  case change = "OnChange"
  /// `onReceive(store.$field)`: the action runs on every write of the field, equal values
  /// included.
  case receive = "OnReceive"
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
  /// The view's actions, named for lifecycle parts, observers and the trace.
  public let actions: [ActionDecl]
  /// Stores the view holds without necessarily reading them (`@ObservedObject`,
  /// `@EnvironmentObject`, `@StateObject`; R5).
  public let holds: [Int]
  /// Stores the view creates and keeps for as long as its identity lives (`@StateObject`,
  /// `@State var model = Model()`): a new identity starts from their initial values.
  public let owns: [Int]
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
  /// Scopes, observers and inline rows: views the developer did not write as views, which
  /// read their host's inputs and state. (Stored: the render pass asks at every child.)
  let isInline: Bool
  /// A scope the scoped engine made.
  let isScope: Bool
  /// A presentation's content (`.sheet`, `.alert`, …), evaluated only while shown (R16): its
  /// body is one `if` on what presents it, and a run that does not take it is not counted.
  public let presented: Bool

  init(
    id: ViewID, name: String, inputs: [InputSpec] = [], state: [StateSpec] = [],
    equality: ViewEquality = .structural, role: ViewRole, body: [Part], slotCount: Int,
    actions: [ActionDecl] = [], holds: [Int] = [], owns: [Int] = [], presented: Bool = false
  ) {
    self.id = id
    self.name = name
    self.inputs = inputs
    self.state = state
    self.equality = equality
    self.role = role
    self.body = body
    self.slotCount = slotCount
    self.actions = actions
    self.holds = holds
    self.owns = owns
    self.presented = presented
    recordCopyRanges = Self.recordCopyRanges(inputs)
    comparedInputs = Self.comparedInputs(inputs, equality)
    recordCopyCount = recordCopyRanges.compactMap { $0?.count }.reduce(0, +)
    closureMask = inputs.prefix(64).enumerated().reduce(0) { mask, input in
      input.element.isClosure ? mask | 1 << UInt64(input.offset) : mask
    }
    switch role {
    case .view, .control:
      isInline = false
      isScope = false
    case .scope:
      isInline = true
      isScope = true
    case .observer, .row:
      isInline = true
      isScope = false
    }
  }

  /// A copy with another body, equality and slot count, as a strategy realizes it.
  func realized(body: [Part]? = nil, equality: ViewEquality? = nil, slotCount: Int? = nil) -> ViewDecl {
    ViewDecl(
      id: id, name: name, inputs: inputs, state: state, equality: equality ?? self.equality,
      role: role, body: body ?? self.body, slotCount: slotCount ?? self.slotCount,
      actions: actions, holds: holds, owns: owns, presented: presented)
  }

  /// The position of the action named `name`.
  func action(named name: String) -> Int? {
    actions.firstIndex { $0.name == name }
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
      // The usual `==` cannot compare closures; a binding it compares by its value.
      return inputs.map { input in !input.isClosure && !ignored.contains(input.name) }
    case .custom:
      // The view's own `==` looks at whatever it names.
      return inputs.map { _ in false }
    }
  }
}
