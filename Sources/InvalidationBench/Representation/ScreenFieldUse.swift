/// Which store fields a screen's bodies read and its actions write (docs/swiftui-import.md,
/// "The default trace"): a field the views read that no action of the files writes changes only
/// by code outside them (a network callback, another screen), which the default trace then
/// changes itself, as data from outside.
struct ScreenFieldUse {
  private(set) var read: Set<FieldRef> = []
  private(set) var written: Set<FieldRef> = []
  /// Of those, the fields the actions write (not only controls and children given a binding).
  private(set) var writtenByActions: Set<FieldRef> = []
  /// The fields actions read to compute what they write (values, positions), hidden views'
  /// included.
  private(set) var readByActions: Set<FieldRef> = []
  /// The record attributes the bodies read (but for the views `hidden` names) and the actions
  /// write, of any record.
  private(set) var attributesRead: Set<RecordAttribute> = []
  private(set) var attributesWritten: Set<RecordAttribute> = []

  /// An attribute of the records of a collection.
  struct RecordAttribute: Hashable {
    let collection: RecordCollection
    let attribute: Int
  }

  /// Every field some part of the screen reads or writes (with no view `hidden`): a field
  /// outside it holds a value nothing shown or compared depends on.
  var touched: Set<FieldRef> { read.union(written).union(readByActions) }

  /// The fields `screen`'s views write, and those its views read but for the views `hidden`
  /// names (never shown: data from outside that only they read would change nothing).
  init(_ screen: Screen, hidden: Set<String> = []) {
    for view in screen.views {
      let use = Self.body(of: view)
      var acting = ScreenFieldUse()
      for action in view.actions { acting.collect(action.steps) }
      written.formUnion(use.written.union(acting.written))
      writtenByActions.formUnion(acting.written)
      readByActions.formUnion(acting.read)
      attributesWritten.formUnion(use.attributesWritten.union(acting.attributesWritten))
      if !hidden.contains(view.name) {
        read.formUnion(use.read)
        attributesRead.formUnion(use.attributesRead)
      }
    }
  }

  private init() {}

  /// The fields `view`'s body reads (not its actions).
  static func read(by view: ViewDecl) -> Set<FieldRef> { body(of: view).read }

  /// What `view`'s body reads and writes (an observer's value among what it reads).
  private static func body(of view: ViewDecl) -> ScreenFieldUse {
    var use = ScreenFieldUse()
    for part in view.body { use.collect(part) }
    if case .observer(_, let value, _) = view.role { use.collect(value) }
    return use
  }

  private mutating func collect(_ part: Part) {
    switch part.kind {
    case .element(_, let content, let style):
      collect(content)
      if let style { collect(style) }
    case .child(let child):
      collect(child.arguments)
      if let id = child.id { collect(id) }
    case .forEach(let collection, _, let row):
      collect(collection)
      collect(row.arguments)
    case .conditional(let condition, let then, let otherwise):
      collect(condition)
      for inner in then + otherwise { collect(inner) }
    case .environment(_, let value, let content):
      collect(value)
      for inner in content { collect(inner) }
    case .lifecycle(let lifecycle):
      switch lifecycle {
      case .task(let id?, _): collect(id)
      case .onChange(let value, _, _): collect(value)
      default: break
      }
    case .observer, .scope:
      break
    }
  }

  /// A field given as a binding is written by whatever holds it (a control's edit, a child's
  /// action).
  private mutating func collect(_ arguments: [InputArgument]) {
    for argument in arguments {
      if case .binding(.field(let field)) = argument { written.insert(field) }
      if case .binding(let bound) = argument {
        switch bound {
        case .member(_, let collection, let attribute), .attribute(_, let collection, let attribute):
          attributesWritten.insert(RecordAttribute(collection: collection, attribute: attribute))
        default: break
        }
      }
      for expression in argument.expressions { collect(expression) }
    }
  }

  private mutating func collect(_ expr: Expr) {
    var pending = [expr]
    while let next = pending.popLast() {
      switch next {
      case .field(let field): read.insert(field)
      case .member(let record, let collection, let attribute):
        attributesRead.insert(RecordAttribute(collection: collection, attribute: attribute))
        pending.append(record)
      case .attribute(_, let collection, let attribute):
        attributesRead.insert(RecordAttribute(collection: collection, attribute: attribute))
      case .unary(_, let operand), .count(let operand), .isEmpty(let operand): pending.append(operand)
      case .binary(_, let lhs, let rhs), .element(let lhs, let rhs): pending += [lhs, rhs]
      case .choose(let condition, let then, let otherwise): pending += [condition, then, otherwise]
      case .interpolation(let parts), .derived(let parts, _): pending += parts
      default: break
      }
    }
  }

  private mutating func collect(_ steps: [ActionStep]) {
    for step in steps {
      switch step {
      case .set(let target, let value):
        write(target)
        collect(value)
      case .mutate(let target, _):
        write(target)
      case .withAnimation(let inner), .async(let inner):
        collect(inner)
      case .when(let condition, let then, let otherwise):
        collect(condition)
        collect(then + otherwise)
      }
    }
  }

  /// A write of `target`: of its field, after reading the position it names, if any.
  private mutating func write(_ target: Expr) {
    switch target {
    case .field(let field): written.insert(field)
    case .element(.field(let field), let position):
      written.insert(field)
      collect(position)
    case .member(let record, let collection, let attribute):
      attributesWritten.insert(RecordAttribute(collection: collection, attribute: attribute))
      collect(record)
    case .attribute(_, let collection, let attribute):
      attributesWritten.insert(RecordAttribute(collection: collection, attribute: attribute))
    // `item.tags[0] = x`: a write of the attribute, after reading the position.
    case .element(let attribute, let position) where attribute.isAttribute:
      write(attribute)
      collect(position)
    default: collect(target)
    }
  }
}

extension Expr {
  /// Whether this is a record's attribute (`item.title`, an input record's).
  fileprivate var isAttribute: Bool {
    switch self {
    case .member, .attribute: true
    default: false
    }
  }
}
