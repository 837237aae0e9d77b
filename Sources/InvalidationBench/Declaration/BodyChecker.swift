/// Checks the parts of one view's body against the screen declared so far: every child and
/// argument, field, input, state, environment key and action it names, and the types of
/// operands where they are known. It also puts child arguments in their inputs' order,
/// numbers the parts' slots and declares the rows written inline.
struct BodyChecker {
  let view: String
  let inputs: [InputSpec]
  let state: [StateSpec]
  let screen: ScreenBuilder
  /// The view's actions (names), for the parts that run them.
  let actions: [String]
  /// Inside a `ForEach` row, where `.item` and `.index` mean something.
  private var inRow = false
  /// Inside a view's own `==`, where `.old` and `.new` mean something.
  private var inEquality = false
  /// The part being checked: indices, and between them the branch (0: `then` or content,
  /// 1: `else`); after a check throws, the part it refused.
  private(set) var path: [Int] = []
  /// The statement of an action being checked, through its blocks; after a check throws, the
  /// statement it refused.
  private(set) var stepPath: [Int] = []

  init(view: ViewScope, screen: ScreenBuilder) {
    self.view = view.name
    inputs = view.inputs
    state = view.state
    self.screen = screen
    actions = view.declared.actions.map(\.name)
  }

  mutating func check(_ parts: inout [Part], slot: inout Int) throws(DeclarationError) {
    for index in parts.indices {
      // Not popped when a check throws: the path then names the refused part.
      path.append(index)
      parts[index].slot = slot
      slot += 1
      switch parts[index].kind {
      case .element(_, let content, let style):
        try check(content)
        if let style { try check(style) }
      case .child(var child):
        try check(&child)
        parts[index].kind = .child(child)
      case .forEach(let collection, let container, var row):
        try check(collection)
        if let type = staticType(collection), type != .list {
          throw .forEachOverNonList(view: view, type: type)
        }
        if let window = container.window, window.visible < 1 || window.prefetch < 0 {
          throw .badWindow(view: view, visible: window.visible, prefetch: window.prefetch)
        }
        let outer = inRow
        inRow = true
        defer { inRow = outer }
        if row.view.index < 0 {
          row = ChildDecl(view: try declareRow(row.content, source: row.source), [:])
          row.names = []
        } else {
          try check(&row)
        }
        parts[index].kind = .forEach(collection: collection, container: container, row: row)
      case .conditional(let condition, var then, var otherwise):
        try check(condition)
        try expect(condition, in: [.bool], for: "if")
        path.append(0)
        try check(&then, slot: &slot)
        path[path.count - 1] = 1
        try check(&otherwise, slot: &slot)
        path.removeLast()
        parts[index].kind = .conditional(condition, then: then, otherwise: otherwise)
      case .environment(let key, let value, var content):
        guard key >= 0, key < screen.environmentKeyCount else {
          throw .unknownEnvironmentKey(view: view, key: key)
        }
        try check(value)
        path.append(0)
        try check(&content, slot: &slot)
        path.removeLast()
        parts[index].kind = .environment(key: key, value: value, content: content)
      case .observer(let id), .scope(let id):
        guard let decl = screen.declaration(id), decl.isInline else {
          throw .unknownView(view: view, id: id.index)
        }
        if case .observer(_, _, let action) = decl.role { try checkAction(action) }
      case .lifecycle(let lifecycle):
        if let value = lifecycle.value { try check(value) }
        try checkAction(lifecycle.action)
      }
      path.removeLast()
    }
  }

  /// This checker inside a `ForEach` row, where `.item` and `.index` mean something.
  var inRowContent: BodyChecker {
    var checker = self
    checker.inRow = true
    return checker
  }

  /// Checks that the view declares `action`.
  func checkAction(_ action: String) throws(DeclarationError) {
    guard actions.contains(action) else {
      throw .unknownAction(view: view, action: action, known: actions)
    }
  }

  /// Checks an action's steps: each writes a field, a `@State` or a binding input, with a
  /// value or mutation of the target's type where it is known.
  mutating func check(_ action: ActionDecl) throws(DeclarationError) {
    stepPath = []
    try check(action.steps, action: action)
  }

  private mutating func check(_ steps: [ActionStep], action: ActionDecl) throws(DeclarationError) {
    for (index, step) in steps.enumerated() {
      // Not popped when a check throws: the path then names the refused statement.
      stepPath.append(index)
      switch step {
      case .set(let target, let value):
        let type = try checkWriteTarget(target, action: action.name)
        try check(value)
        if let type, let given = staticType(value), given != type {
          throw .wrongWriteType(view: view, action: action.name, expected: type, given: given)
        }
      case .mutate(let target, let mutation):
        let type = try checkWriteTarget(target, action: action.name)
        if let type, !mutation.appliesTo.contains(type) {
          throw .mutationDoesNotApply(
            view: view, action: action.name, mutation: mutation.description, type: type)
        }
      case .withAnimation(let inner), .async(let inner):
        try check(inner, action: action)
      case .when(let condition, let then, let otherwise):
        try check(condition)
        try expect(condition, in: [.bool], for: "if")
        // The branches' statements are numbered as one list: `then`'s, then `otherwise`'s.
        try check(then + otherwise, action: action)
      }
      stepPath.removeLast()
    }
  }

  /// The type of a write target, when known; throws unless it is a field, a state, a
  /// binding input or a record's attribute.
  private func checkWriteTarget(_ target: Expr, action: String) throws(DeclarationError) -> ValueType? {
    switch target {
    case .field, .state, .member:
      try check(target)
      return staticType(target)
    case .attribute(_, let collection, let attribute):
      try check(target)
      return staticType(.member(.constant(.int(0)), collection: collection, attribute: attribute))
    case .input(let index):
      try check(target)
      guard inputs[index].isBinding else { throw .notAWriteTarget(view: view, action: action) }
      return nil
    case .element(.state, _):
      // An element of a struct list stands for its content, a number.
      try check(target)
      return .int
    default:
      throw .notAWriteTarget(view: view, action: action)
    }
  }

  /// Checks what a binding is made to (`$state`, `$model.field`, a binding input passed on)
  /// and returns the bound value's type, when known.
  func checkBindingSource(_ source: Expr) throws(DeclarationError) -> ValueType? {
    switch source {
    case .field, .state:
      try check(source)
      return staticType(source)
    case .element(.state, _):
      // An element of a struct list takes what is written to any of its members.
      try check(source)
      return nil
    case .input(let index):
      try check(source)
      guard inputs[index].isBinding else { throw .notABindingSource(view: view) }
      return nil
    case .attribute, .member:
      // A record's attribute (`$note.title` of a `@Bindable` model): a field of its store.
      try check(source)
      return staticType(source)
    default:
      throw .notABindingSource(view: view)
    }
  }

  /// Checks an expression's references and, where the types are known before running, its
  /// operands.
  func check(_ expr: Expr) throws(DeclarationError) {
    if inEquality {
      switch expr {
      case .field, .input, .state, .environment, .attribute, .member, .item, .index:
        throw .equalityReadsOutsideInputs(view: view)
      default: break
      }
    }
    switch expr {
    case .constant:
      break
    case .field(let field):
      guard field.store >= 0, field.store < screen.stores.count, field.index >= 0,
        field.index < screen.stores[field.store].fieldCount
      else { throw .unknownField(view: view, store: field.store, index: field.index) }
    case .input(let index):
      guard index >= 0, index < inputs.count else { throw .inputOutOfRange(view: view, index: index) }
    case .state(let index):
      guard index >= 0, index < state.count else { throw .stateOutOfRange(view: view, index: index) }
    case .environment(let key):
      guard key >= 0, key < screen.environmentKeyCount else {
        throw .unknownEnvironmentKey(view: view, key: key)
      }
    case .attribute(let input, let collection, let attribute):
      guard input >= 0, input < inputs.count else { throw .inputOutOfRange(view: view, index: input) }
      try check(collection, attribute: attribute, input: "#\(input)")
    case .member(let record, let collection, let attribute):
      try check(record)
      // A record, or its id (`model.items[id].title`).
      if let type = staticType(record), type != .record, type != .int {
        throw .wrongOperand(view: view, operation: ".\(collection.name) attribute", type: type)
      }
      try check(collection, attribute: attribute, input: "a record")
    case .item, .index:
      guard inRow else { throw .rowValueOutsideForEach(view: view) }
    case .unary(let operation, let operand):
      try check(operand)
      let allowed: [ValueType] = operation == .not ? [.bool] : [.int, .double]
      try expect(operand, in: allowed, for: operation.rawValue)
    case .binary(let operation, let lhs, let rhs):
      try check(lhs)
      try check(rhs)
      let allowed: [ValueType]?
      switch operation {
      case .add, .less, .lessOrEqual, .greater, .greaterOrEqual: allowed = [.int, .double, .string]
      case .subtract, .multiply, .divide, .remainder: allowed = [.int, .double]
      case .and, .or: allowed = [.bool]
      case .equal, .notEqual: allowed = nil
      }
      if let allowed {
        try expect(lhs, in: allowed, for: operation.rawValue)
        try expect(rhs, in: allowed, for: operation.rawValue)
      }
    case .choose(let condition, let then, let otherwise):
      try check(condition)
      try expect(condition, in: [.bool], for: "?:")
      try check(then)
      try check(otherwise)
    case .interpolation(let parts):
      for part in parts { try check(part) }
    case .derived(let operands, let type):
      for operand in operands { try check(operand) }
      if type == .list, let first = operands.first {
        try expect(first, in: [.list, .int], for: "a derived list")
      }
    case .count(let operand), .isEmpty(let operand):
      try check(operand)
      try expect(operand, in: [.list, .string], for: expr.isCount ? "count" : "isEmpty")
    case .element(let list, let at):
      try check(list)
      try check(at)
      try expect(list, in: [.list], for: "[…]")
      // A row's item is a number in a ForEach over a list's indices.
      try expect(at, in: [.int, .record], for: "[…]")
    case .old(let index), .new(let index):
      guard inEquality else { throw .comparisonOutsideEquality(view: view) }
      guard index >= 0, index < inputs.count else { throw .inputOutOfRange(view: view, index: index) }
    }
  }

  /// Checks the expression of a view's own `==`, where `old` and `new` mean something.
  mutating func checkEquality(_ expr: Expr) throws(DeclarationError) {
    inEquality = true
    defer { inEquality = false }
    try check(expr)
    try expect(expr, in: [.bool], for: "==")
  }

  private func check(
    _ collection: RecordCollection, attribute: Int, input: String
  ) throws(DeclarationError) {
    guard attribute >= 0, attribute < collection.attributes.count,
      collection.listField.store < screen.stores.count,
      screen.stores[collection.listField.store].collection == collection
    else { throw .notARecordInput(view: view, input: input) }
  }

  /// Refuses an operand whose type is known and not one of `types`.
  private func expect(_ expr: Expr, in types: [ValueType], for operation: String) throws(DeclarationError) {
    if let type = staticType(expr), !types.contains(type) {
      throw .wrongOperand(view: view, operation: operation, type: type)
    }
  }

  /// The type of `expr` when it is known before running.
  func staticType(_ expr: Expr) -> ValueType? {
    switch expr {
    case .constant(let value): return value.type
    case .field(let field): return screen.stores[field.store].type(of: field.index)
    case .state(let index): return state[index].initial.type
    case .member(_, let collection, let attribute):
      return screen.stores[collection.listField.store].type(
        of: collection.field(record: 0, attribute: attribute).index)
    case .item: return .record
    case .index, .count, .element: return .int
    case .isEmpty: return .bool
    case .interpolation: return .string
    case .derived(_, let type): return type
    case .unary(let operation, let operand): return operation == .not ? .bool : staticType(operand)
    case .binary(let operation, let lhs, let rhs):
      switch operation {
      case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .and, .or: return .bool
      default:
        guard let left = staticType(lhs), let right = staticType(rhs) else { return nil }
        if left == .string || right == .string { return .string }
        return left == .double || right == .double ? .double : .int
      }
    case .choose(_, let then, let otherwise):
      let type = staticType(then)
      return type == staticType(otherwise) ? type : nil
    default: return nil
    }
  }

  /// Checks a child's arguments against its inputs and puts them in the inputs' order.
  private func check(_ child: inout ChildDecl) throws(DeclarationError) {
    guard let decl = screen.declaration(child.view), !decl.isInline else {
      throw .unknownView(view: view, id: child.view.index)
    }
    var seen = Set<String>()
    for name in child.names {
      guard seen.insert(name).inserted else {
        throw .duplicateArgument(view: view, child: decl.name, argument: name)
      }
      guard decl.inputs.contains(where: { $0.name == name }) else {
        throw .unexpectedArgument(view: view, child: decl.name, argument: name)
      }
    }
    var ordered: [InputArgument] = []
    for input in decl.inputs {
      guard let position = child.names.firstIndex(of: input.name) else {
        throw .missingArgument(view: view, child: decl.name, input: input.name)
      }
      let argument = child.arguments[position]
      switch (input.kind, argument) {
      case (.value, .value(let expr)):
        try check(expr)
      case (.record(let collection), .record(let expr)):
        try check(expr)
        if case .constant(.record(let id)) = expr, id < 0 || id >= collection.count {
          throw .recordOutOfRange(view: view, input: input.name, id: id, count: collection.count)
        }
      case (.closure, .closure):
        break
      case (.closure, .capturing(let captures)):
        for capture in captures { try check(capture) }
      case (.binding, .binding(let source)):
        _ = try checkBindingSource(source)
      case (.value, _):
        throw .wrongArgumentKind(view: view, child: decl.name, input: input.name, expected: "a .value")
      case (.closure, _):
        throw .wrongArgumentKind(
          view: view, child: decl.name, input: input.name, expected: "a .closure or .capturing")
      case (.record, _):
        throw .wrongArgumentKind(view: view, child: decl.name, input: input.name, expected: "a .record")
      case (.binding, _):
        throw .wrongArgumentKind(view: view, child: decl.name, input: input.name, expected: "a .binding")
      }
      ordered.append(argument)
    }
    child.arguments = ordered
    child.names = []
    if let id = child.id { try check(id) }
  }

  /// Declares a row written inline as a view of the row role, its parts checked here, where
  /// the host's names and the row's item and index are in scope.
  private mutating func declareRow(_ content: [Part], source: String?) throws(DeclarationError) -> ViewID {
    var parts = content
    var checker = self
    checker.inRow = true
    checker.path.append(0)
    var slot = 0
    do {
      try checker.check(&parts, slot: &slot)
    } catch {
      path = checker.path
      throw error
    }
    return screen.row(of: view, body: parts, slotCount: slot, source: source)
  }
}
