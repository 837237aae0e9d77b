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
  case count(CompiledExpr)
  case isEmpty(CompiledExpr)
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
  /// A record of the collection at this index of the program's table.
  case record(CompiledExpr, collection: Int32)
}

/// A child a body creates: its declaration and where its arguments are in the program.
struct ChildCall {
  unowned(unsafe) let decl: ViewDecl
  let argumentStart: Int
  let argumentCount: Int
  /// For a `ForEach`: the list expression and the lazy window.
  let collection: CompiledExpr
  let window: LazyWindow?
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
    case firstAppear
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
  /// The view's own `==`, if it has one.
  let equality: CompiledExpr?
  let elementCount: Int
  let childCount: Int
  let conditionalCount: Int
  let environmentCount: Int
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
    ops = Self.buffer(compiler.ops)
    constants = Self.buffer(compiler.constants)
    collections = Self.buffer(compiler.collections.map(CompiledCollection.init))
    calls = Self.buffer(compiler.calls)
    arguments = Self.buffer(compiler.arguments)
    computed = Self.buffer(compiler.computed)
    expressionList = Self.buffer(compiler.expressionList)
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
      case .forEach(let collection, let window, let row):
        append(
          .forEach, slot: slot, decl: screen[row.view], arguments: row.arguments,
          collection: compile(collection), window: window)
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
      case .onFirstAppear:
        ops.append(
          BodyOp(
            kind: .firstAppear, hasStyle: false, slot: slot, ordinal: 0, target: 0, call: 0,
            expr: .constant(0), style: .constant(0)))
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
    collection: CompiledExpr = .constant(0), window: LazyWindow? = nil, id: CompiledExpr? = nil
  ) {
    let start = arguments.count
    for (argument, input) in zip(declared, decl.inputs) {
      switch argument {
      case .closure:
        arguments.append(.closure)
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
    // A scope or observer is given its content closure.
    let count = kind == .observer || kind == .scope ? 1 : arguments.count - start
    ops.append(
      BodyOp(
        kind: kind, hasStyle: false, slot: slot, ordinal: Int32(children), target: 0,
        call: Int32(calls.count), expr: collection, style: .constant(0)))
    calls.append(
      ChildCall(
        decl: decl, argumentStart: start, argumentCount: count, collection: collection,
        window: window, hasID: id != nil, id: id ?? .constant(0)))
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
    case .count(let operand):
      return node(.count(compile(operand)))
    case .isEmpty(let operand):
      return node(.isEmpty(compile(operand)))
    case .old(let input):
      return node(.old(Int32(input)))
    case .new(let input):
      return node(.new(Int32(input)))
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
