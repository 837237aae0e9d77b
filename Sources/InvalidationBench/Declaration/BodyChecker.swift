/// Checks the parts of one view's body against the screen declared so far: every child and
/// argument, field, input, state and environment key it names. It also puts child arguments
/// in their inputs' order and numbers the parts' slots.
struct BodyChecker {
  let view: String
  let inputs: Int
  let state: Int
  let screen: ScreenBuilder
  /// Inside the arguments of a `ForEach` row, where `.item` and `.index` mean something.
  private var inRow = false
  /// Inside a view's own `==`, where `.old` and `.new` mean something.
  private var inEquality = false

  init(view: String, inputs: Int, state: Int, screen: ScreenBuilder) {
    self.view = view
    self.inputs = inputs
    self.state = state
    self.screen = screen
  }

  mutating func check(_ parts: inout [Part], slot: inout Int) throws(DeclarationError) {
    for index in parts.indices {
      parts[index].slot = slot
      slot += 1
      switch parts[index].kind {
      case .element(_, let content, let style):
        try check(content)
        if let style { try check(style) }
      case .child(var child):
        try check(&child)
        parts[index].kind = .child(child)
      case .forEach(let collection, let window, var row):
        try check(collection)
        if let type = staticType(collection), type != .list {
          throw .forEachOverNonList(view: view, type: type)
        }
        if let window, window.visible < 1 || window.prefetch < 0 {
          throw .badWindow(view: view, visible: window.visible, prefetch: window.prefetch)
        }
        inRow = true
        defer { inRow = false }
        try check(&row)
        parts[index].kind = .forEach(collection: collection, window: window, row: row)
      case .conditional(let condition, var then, var otherwise):
        try check(condition)
        try expect(condition, in: [.bool], for: "if")
        try check(&then, slot: &slot)
        try check(&otherwise, slot: &slot)
        parts[index].kind = .conditional(condition, then: then, otherwise: otherwise)
      case .environment(let key, let value, var content):
        guard key >= 0, key < screen.environmentKeyCount else {
          throw .unknownEnvironmentKey(view: view, key: key)
        }
        try check(value)
        try check(&content, slot: &slot)
        parts[index].kind = .environment(key: key, value: value, content: content)
      case .observer(let id), .scope(let id):
        guard screen.declaration(id)?.isInline == true else {
          throw .unknownView(view: view, id: id.index)
        }
      case .onFirstAppear:
        break
      }
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
      guard index >= 0, index < inputs else { throw .inputOutOfRange(view: view, index: index) }
    case .state(let index):
      guard index >= 0, index < state else { throw .stateOutOfRange(view: view, index: index) }
    case .environment(let key):
      guard key >= 0, key < screen.environmentKeyCount else {
        throw .unknownEnvironmentKey(view: view, key: key)
      }
    case .attribute(let input, let collection, let attribute):
      guard input >= 0, input < inputs else { throw .inputOutOfRange(view: view, index: input) }
      try check(collection, attribute: attribute, input: "#\(input)")
    case .member(let record, let collection, let attribute):
      try check(record)
      if let type = staticType(record), type != .record {
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
      switch operation {
      case .add:
        try expect(lhs, in: [.int, .double, .string], for: operation.rawValue)
        try expect(rhs, in: [.int, .double, .string], for: operation.rawValue)
      case .subtract, .multiply, .divide, .remainder:
        try expect(lhs, in: [.int, .double], for: operation.rawValue)
        try expect(rhs, in: [.int, .double], for: operation.rawValue)
      case .less, .lessOrEqual, .greater, .greaterOrEqual:
        try expect(lhs, in: [.int, .double, .string], for: operation.rawValue)
        try expect(rhs, in: [.int, .double, .string], for: operation.rawValue)
      case .and, .or:
        try expect(lhs, in: [.bool], for: operation.rawValue)
        try expect(rhs, in: [.bool], for: operation.rawValue)
      case .equal, .notEqual:
        break
      }
    case .choose(let condition, let then, let otherwise):
      try check(condition)
      try expect(condition, in: [.bool], for: "?:")
      try check(then)
      try check(otherwise)
    case .interpolation(let parts):
      for part in parts { try check(part) }
    case .count(let operand), .isEmpty(let operand):
      try check(operand)
      try expect(operand, in: [.list, .string], for: expr.isCount ? "count" : "isEmpty")
    case .old(let index), .new(let index):
      guard inEquality else { throw .comparisonOutsideEquality(view: view) }
      guard index >= 0, index < inputs else { throw .inputOutOfRange(view: view, index: index) }
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
    case .member(_, let collection, let attribute):
      return screen.stores[collection.listField.store].type(of: collection.field(record: 0, attribute: attribute).index)
    case .item: return .record
    case .index, .count: return .int
    case .isEmpty, .interpolation: return expr.isEmptyCheck ? .bool : .string
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
      case (.value, _):
        throw .wrongArgumentKind(view: view, child: decl.name, input: input.name, expected: "a .value")
      case (.closure, _):
        throw .wrongArgumentKind(view: view, child: decl.name, input: input.name, expected: "a .closure")
      case (.record, _):
        throw .wrongArgumentKind(view: view, child: decl.name, input: input.name, expected: "a .record")
      }
      ordered.append(argument)
    }
    child.arguments = ordered
    child.names = []
    if let id = child.id { try check(id) }
  }

}
