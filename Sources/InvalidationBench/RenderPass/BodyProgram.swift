/// An expression compiled for the render pass: plain data, so that evaluating it copies no
/// references. Constants and record collections live in the program's tables.
enum CompiledExpr {
  case constant(Int32)
  case field(FieldRef)
  case input(Int32)
  case state(Int32)
  case environment(Int32)
  /// `attribute` of the record in host input `input`; `collection` indexes the program's table.
  case attribute(input: Int32, attribute: Int32, collection: Int32)
  case item
  case index
  /// An expression computed from others: the node at this index of the program's table.
  case computed(Int32)
}

/// A computed expression's operation, over expressions of the same program.
enum ComputedNode {
  case unary(UnaryOperator, CompiledExpr)
  case binary(BinaryOperator, CompiledExpr, CompiledExpr)
  case choose(CompiledExpr, CompiledExpr, CompiledExpr)
  /// The parts are `count` entries of the program's expression list from `start`.
  case interpolation(start: Int32, count: Int32)
  /// The operands are `count` entries of the program's expression list from `start`.
  case derived(start: Int32, count: Int32, type: ValueType)
  case count(CompiledExpr)
  case isEmpty(CompiledExpr)
  case element(CompiledExpr, at: CompiledExpr)
  case member(CompiledExpr, attribute: Int32, collection: Int32)
  case old(Int32)
  case new(Int32)
}

/// A record collection as the render pass addresses it.
struct CompiledCollection {
  let store: Int
  let base: Int
  let attributeCount: Int
  let count: Int

  init(_ collection: RecordCollection) {
    store = collection.listField.store
    base = collection.base
    attributeCount = collection.attributes.count
    count = collection.count
  }

  /// The field holding `attribute` of record `id`.
  @inline(__always)
  func field(record id: Int, attribute: Int) -> FieldRef {
    FieldRef(store: store, index: base + id * attributeCount + attribute)
  }
}

/// How a parent computes one argument of a child.
enum CompiledArgument {
  case value(CompiledExpr)
  case closure
  /// A closure capturing `count` values of the program's expression list from `start`.
  case capturing(start: Int32, count: Int32)
  /// A record of the collection at this index of the program's table.
  case record(CompiledExpr, collection: Int32)
  case binding(CompiledTarget)
}

/// What an action writes, or a binding is made to.
enum CompiledTarget {
  case field(FieldRef)
  case state(Int32)
  /// A binding input of the host.
  case binding(Int32)
  /// The element at `at` of the host's `@State` list `state` (`$todos[item]`).
  case element(state: Int32, at: CompiledExpr)
  /// An attribute of the record whose id `record` evaluates to (`item.done`,
  /// `model.items[id].done`): a field of the store, found when the action runs.
  case record(CompiledExpr, attribute: Int32, collection: Int32)
}

/// One statement of a compiled action.
indirect enum CompiledStep {
  case set(CompiledTarget, CompiledExpr)
  case mutate(CompiledTarget, Mutation)
  case withAnimation([CompiledStep])
  case async([CompiledStep])
  case when(CompiledExpr, then: [CompiledStep], otherwise: [CompiledStep])
}

/// A lifecycle part as the render pass runs it.
struct CompiledLifecycle {
  enum Kind: UInt8 {
    case onAppear, onDisappear, onFirstAppear, task, onChange, onEvent
  }

  let kind: Kind
  /// The modifier's name for action records.
  let name: String
  /// The part's slot, for ordering the actions fired in one render pass.
  let slot: Int32
  /// The action's name, found among the host's actions when it fires.
  let action: String
  let hasValue: Bool
  let value: CompiledExpr
  let initial: Bool
}

/// A child a body creates: its declaration and where its arguments are in the program.
struct ChildCall {
  unowned(unsafe) let decl: ViewDecl
  let argumentStart: Int
  let argumentCount: Int
  /// For a `ForEach`: the list expression, the lazy window and whether every identifier is
  /// gathered at each re-creation (`List`, eager stacks).
  let collection: CompiledExpr
  let window: LazyWindow?
  let gathersEveryIdentifier: Bool
  /// `.id(value)`, if the child has one.
  let hasID: Bool
  let id: CompiledExpr
}

/// One step of a compiled body.
struct BodyOp {
  enum Kind: UInt8 {
    /// An element: `expr` is its content, `style` its style if `hasStyle`.
    case element
    /// A child view, a `ForEach`, an observer or a scope: `call` indexes the calls.
    case child, forEach, observer, scope
    /// `if expr`: falls through into the then-branch, or jumps to `target` (the else-branch).
    case branch
    /// Jumps to `target`.
    case jump
    /// `.environment(key: target, value: expr)` over the ops up to the matching `endEnvironment`.
    case environment, endEnvironment
    /// A lifecycle part: `ordinal` indexes the program's lifecycles and the node's states.
    case lifecycle
    /// A hidden observer's whole body: it watches `expr`; `ordinal` is 1 for `onReceive`.
    case observe
  }

  let kind: Kind
  let hasStyle: Bool
  /// The part's slot: its identity within the body.
  let slot: Int32
  /// The element, child, conditional or environment ordinal of the op's kind.
  let ordinal: Int32
  let target: Int32
  let call: Int32
  let expr: CompiledExpr
  let style: CompiledExpr
}

/// A view declaration's body compiled into a flat list of steps with its tables, once per
/// realized declaration. The tables are fixed buffers owned by the program, so the render pass
/// reads them without retaining anything.
final class BodyProgram {
  let ops: UnsafeMutableBufferPointer<BodyOp>
  let constants: UnsafeMutableBufferPointer<Value>
  let collections: UnsafeMutableBufferPointer<CompiledCollection>
  let calls: UnsafeMutableBufferPointer<ChildCall>
  let arguments: UnsafeMutableBufferPointer<CompiledArgument>
  let computed: UnsafeMutableBufferPointer<ComputedNode>
  let expressionList: UnsafeMutableBufferPointer<CompiledExpr>
  let lifecycles: [CompiledLifecycle]
  /// The view's actions, in its declaration's order.
  let actions: [[CompiledStep]]
  /// The view's own `==`, if it has one.
  let equality: CompiledExpr?
  let elementCount: Int
  let childCount: Int
  let conditionalCount: Int
  let environmentCount: Int
  var lifecycleCount: Int { lifecycles.count }
  /// The most arguments any call passes (a scope or observer's closure counts one).
  let maximumArguments: Int

  init(_ decl: ViewDecl, in screen: Screen) {
    var compiler = BodyCompiler(screen: screen)
    if case .observer(let kind, let value, _) = decl.role {
      let expr = compiler.compile(value)
      compiler.ops.append(
        BodyOp(
          kind: .observe, hasStyle: false, slot: 0, ordinal: kind == .receive ? 1 : 0, target: 0,
          call: 0, expr: expr, style: .constant(0)))
    }
    compiler.compile(decl.body)
    if case .custom(let expr) = decl.equality {
      equality = compiler.compile(expr)
    } else {
      equality = nil
    }
    actions = decl.actions.map { compiler.compile($0.steps) }
    ops = Self.buffer(compiler.ops)
    constants = Self.buffer(compiler.constants)
    collections = Self.buffer(compiler.collections.map(CompiledCollection.init))
    calls = Self.buffer(compiler.calls)
    arguments = Self.buffer(compiler.arguments)
    computed = Self.buffer(compiler.computed)
    expressionList = Self.buffer(compiler.expressionList)
    lifecycles = compiler.lifecycles
    elementCount = compiler.elements
    childCount = compiler.children
    conditionalCount = compiler.conditionals
    environmentCount = compiler.environments
    maximumArguments = max(1, compiler.calls.map(\.argumentCount).max() ?? 0)
  }

  deinit {
    Self.free(ops)
    Self.free(constants)
    Self.free(collections)
    Self.free(calls)
    Self.free(arguments)
    Self.free(computed)
    Self.free(expressionList)
  }

  private static func buffer<T>(_ elements: [T]) -> UnsafeMutableBufferPointer<T> {
    let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: elements.count)
    _ = buffer.initialize(from: elements)
    return buffer
  }

  private static func free<T>(_ buffer: UnsafeMutableBufferPointer<T>) {
    buffer.deinitialize()
    buffer.deallocate()
  }
}

/// Turns parts into ops, numbering elements, children, conditionals and environment writers.
private struct BodyCompiler {
  let screen: Screen
  var ops: [BodyOp] = []
  var constants: [Value] = []
  var collections: [RecordCollection] = []
  var calls: [ChildCall] = []
  var arguments: [CompiledArgument] = []
  var computed: [ComputedNode] = []
  var expressionList: [CompiledExpr] = []
  var lifecycles: [CompiledLifecycle] = []
  var elements = 0
  var children = 0
  var conditionals = 0
  var environments = 0

  init(screen: Screen) {
    self.screen = screen
  }

  mutating func compile(_ parts: [Part]) {
    for part in parts {
      let slot = Int32(part.slot)
      switch part.kind {
      case .element(_, let content, let style):
        let op = BodyOp(
          kind: .element, hasStyle: style != nil, slot: slot, ordinal: Int32(elements), target: 0,
          call: 0, expr: compile(content), style: style.map { compile($0) } ?? .constant(0))
        elements += 1
        ops.append(op)
      case .child(let child):
        append(
          .child, slot: slot, decl: screen[child.view], arguments: child.arguments,
          id: child.id.map { compile($0) })
      case .forEach(let collection, let container, let row):
        append(
          .forEach, slot: slot, decl: screen[row.view], arguments: row.arguments,
          collection: compile(collection), container: container)
      case .observer(let id):
        append(.observer, slot: slot, decl: screen[id], arguments: [])
      case .scope(let id):
        append(.scope, slot: slot, decl: screen[id], arguments: [])
      case .conditional(let condition, let then, let otherwise):
        let branch = ops.count
        let ordinal = conditionals
        conditionals += 1
        ops.append(placeholder)
        compile(then)
        let jump = ops.count
        ops.append(placeholder)
        let elseStart = ops.count
        compile(otherwise)
        ops[branch] = BodyOp(
          kind: .branch, hasStyle: false, slot: slot, ordinal: Int32(ordinal),
          target: Int32(elseStart), call: 0, expr: compile(condition), style: .constant(0))
        ops[jump] = BodyOp(
          kind: .jump, hasStyle: false, slot: slot, ordinal: 0, target: Int32(ops.count), call: 0,
          expr: .constant(0), style: .constant(0))
      case .environment(let key, let value, let content):
        ops.append(
          BodyOp(
            kind: .environment, hasStyle: false, slot: slot, ordinal: Int32(environments),
            target: Int32(key), call: 0, expr: compile(value), style: .constant(0)))
        environments += 1
        compile(content)
        ops.append(
          BodyOp(
            kind: .endEnvironment, hasStyle: false, slot: slot, ordinal: 0, target: 0, call: 0,
            expr: .constant(0), style: .constant(0)))
      case .lifecycle(let lifecycle):
        let value = lifecycle.value.map { compile($0) }
        var initial = false
        let kind: CompiledLifecycle.Kind
        switch lifecycle {
        case .onAppear: kind = .onAppear
        case .onDisappear: kind = .onDisappear
        case .onFirstAppear: kind = .onFirstAppear
        case .onEvent: kind = .onEvent
        case .task: kind = .task
        case .onChange(_, let isInitial, _):
          kind = .onChange
          initial = isInitial
        }
        ops.append(
          BodyOp(
            kind: .lifecycle, hasStyle: false, slot: slot, ordinal: Int32(lifecycles.count),
            target: 0, call: 0, expr: value ?? .constant(0), style: .constant(0)))
        lifecycles.append(
          CompiledLifecycle(
            kind: kind, name: lifecycle.name, slot: slot, action: lifecycle.action,
            hasValue: value != nil,
            value: value ?? .constant(0), initial: initial))
      }
    }
  }

  private var placeholder: BodyOp {
    BodyOp(
      kind: .jump, hasStyle: false, slot: 0, ordinal: 0, target: 0, call: 0, expr: .constant(0),
      style: .constant(0))
  }

  private mutating func append(
    _ kind: BodyOp.Kind, slot: Int32, decl: ViewDecl, arguments declared: [InputArgument],
    collection: CompiledExpr = .constant(0), container: ForEachContainer = .stack,
    id: CompiledExpr? = nil
  ) {
    let start = arguments.count
    for (argument, input) in zip(declared, decl.inputs) {
      switch argument {
      case .closure:
        arguments.append(.closure)
      case .capturing(let captures):
        let compiled = captures.map { compile($0) }
        arguments.append(
          .capturing(start: Int32(expressionList.count), count: Int32(compiled.count)))
        expressionList.append(contentsOf: compiled)
      case .binding(let source):
        arguments.append(.binding(target(source)))
      case .value(let expr):
        arguments.append(.value(compile(expr)))
      case .record(let expr):
        guard case .record(let records) = input.kind else {
          arguments.append(.value(compile(expr)))
          continue
        }
        arguments.append(.record(compile(expr), collection: index(of: records)))
      }
    }
    // A scope, observer or row written inline is given its content closure.
    let count = decl.isInline ? 1 : arguments.count - start
    ops.append(
      BodyOp(
        kind: kind, hasStyle: false, slot: slot, ordinal: Int32(children), target: 0,
        call: Int32(calls.count), expr: collection, style: .constant(0)))
    calls.append(
      ChildCall(
        decl: decl, argumentStart: start, argumentCount: count, collection: collection,
        window: container.window, gathersEveryIdentifier: container.gathersEveryIdentifier,
        hasID: id != nil, id: id ?? .constant(0)))
    children += 1
  }

  mutating func compile(_ expr: Expr) -> CompiledExpr {
    switch expr {
    case .constant(let value):
      constants.append(value)
      return .constant(Int32(constants.count - 1))
    case .field(let field): return .field(field)
    case .input(let index): return .input(Int32(index))
    case .state(let index): return .state(Int32(index))
    case .environment(let key): return .environment(Int32(key))
    case .attribute(let input, let collection, let attribute):
      return .attribute(input: Int32(input), attribute: Int32(attribute), collection: index(of: collection))
    case .item: return .item
    case .index: return .index
    case .member(let record, let collection, let attribute):
      return node(.member(compile(record), attribute: Int32(attribute), collection: index(of: collection)))
    case .unary(let operation, let operand):
      return node(.unary(operation, compile(operand)))
    case .binary(let operation, let lhs, let rhs):
      return node(.binary(operation, compile(lhs), compile(rhs)))
    case .choose(let condition, let then, let otherwise):
      return node(.choose(compile(condition), compile(then), compile(otherwise)))
    case .interpolation(let parts):
      let compiled = parts.map { compile($0) }
      let start = Int32(expressionList.count)
      expressionList.append(contentsOf: compiled)
      return node(.interpolation(start: start, count: Int32(compiled.count)))
    case .derived(let operands, let type):
      let compiled = operands.map { compile($0) }
      let start = Int32(expressionList.count)
      expressionList.append(contentsOf: compiled)
      return node(.derived(start: start, count: Int32(compiled.count), type: type))
    case .count(let operand):
      return node(.count(compile(operand)))
    case .isEmpty(let operand):
      return node(.isEmpty(compile(operand)))
    case .element(let list, let at):
      return node(.element(compile(list), at: compile(at)))
    case .old(let input):
      return node(.old(Int32(input)))
    case .new(let input):
      return node(.new(Int32(input)))
    }
  }

  mutating func compile(_ steps: [ActionStep]) -> [CompiledStep] {
    steps.map { step in
      switch step {
      case .set(let target, let value): .set(self.target(target), compile(value))
      case .mutate(let target, let mutation): .mutate(self.target(target), mutation)
      case .withAnimation(let inner): .withAnimation(compile(inner))
      case .async(let inner): .async(compile(inner))
      case .when(let condition, let then, let otherwise):
        .when(compile(condition), then: compile(then), otherwise: compile(otherwise))
      }
    }
  }

  /// A checked write target or binding source: a field, a state, a binding input or a
  /// record's attribute.
  private mutating func target(_ expr: Expr) -> CompiledTarget {
    switch expr {
    case .field(let field): .field(field)
    case .state(let index): .state(Int32(index))
    case .input(let index): .binding(Int32(index))
    case .attribute(let input, let collection, let attribute):
      .record(.input(Int32(input)), attribute: Int32(attribute), collection: index(of: collection))
    case .member(let record, let collection, let attribute):
      .record(compile(record), attribute: Int32(attribute), collection: index(of: collection))
    case .element(.state(let state), let at): .element(state: Int32(state), at: compile(at))
    default: .state(-1)
    }
  }

  private mutating func node(_ node: ComputedNode) -> CompiledExpr {
    computed.append(node)
    return .computed(Int32(computed.count - 1))
  }

  private mutating func index(of collection: RecordCollection) -> Int32 {
    if let index = collections.firstIndex(of: collection) { return Int32(index) }
    collections.append(collection)
    return Int32(collections.count - 1)
  }
}
