/// Declares a screen: its stores, environment keys and views, checking every name and
/// reference as it goes. Nothing a declaration says can crash a run: each mistake throws a
/// `DeclarationError` naming the view, input or field.
///
/// A view refers to children declared before it, so the views form a table without cycles:
///
/// ```swift
/// let screen = ScreenBuilder()
/// let model = try screen.store("Model")
/// let count = try model.field("count", .int(0))
/// let label = try screen.view("Label", inputs: [.value("value")]) { view in
///   [.text(try view.input("value"))]
/// }
/// let root = try screen.view("Root") { _ in [.child(label, ["value": .value(.field(count))])] }
/// let built = try screen.build(root: root)
/// ```
public final class ScreenBuilder {
  var stores: [StoreSchema] = []
  private var environmentKeys: [EnvironmentKeySpec] = []
  private var views: [ViewDecl] = []
  /// The names of the developer-written views, for the check that each is declared once.
  private var viewNames: Set<String> = []
  /// Action and control names, unique in a screen so that the trace can name them.
  private var actionNames: Set<String> = []
  private var controlNames: Set<String> = []
  /// The view owning each owned store.
  private var owners: [Int: ViewID] = [:]
  /// The kinds of model object of the source the screen was imported from (`Screen.writtenModels`).
  public var writtenModels: WrittenModels?
  /// Where each view is declared in that source, as `FILE:LINE`.
  public var viewSources: [String: String] = [:]
  /// After `view(…)` throws on a part of its body, the path to that part (`BodyChecker.path`),
  /// for a screen file to point at its line.
  var failedPart: [Int]?
  /// After `view(…)` throws on a statement of an action, the action and the path to the
  /// statement through its blocks (`BodyChecker.stepPath`).
  var failedStatement: (action: String, path: [Int])?

  public init() {}

  /// Declares a store; its fields are declared through the returned builder.
  public func store(_ name: String) throws(DeclarationError) -> StoreBuilder {
    guard !name.isEmpty else { throw .emptyName(what: "store") }
    guard !stores.contains(where: { $0.name == name }) else { throw .duplicateStore(name) }
    stores.append(StoreSchema(name: name, index: stores.count))
    return StoreBuilder(screen: self, index: stores.count - 1)
  }

  /// Declares an environment key with its default value; returns the key for `Expr.environment`
  /// and `Part.environment`.
  public func environmentKey(_ name: String, default value: Value) throws(DeclarationError) -> Int {
    guard !name.isEmpty else { throw .emptyName(what: "environment key") }
    guard !environmentKeys.contains(where: { $0.name == name }) else {
      throw .duplicateEnvironmentKey(name)
    }
    guard environmentKeys.count < Screen.maximumEnvironmentKeys else {
      throw .tooManyEnvironmentKeys(environmentKeys.count + 1)
    }
    environmentKeys.append(EnvironmentKeySpec(name, default: value))
    return environmentKeys.count - 1
  }

  /// Declares a view type. `body` builds its parts with the view's own names (`ViewScope`);
  /// children must have been declared already. `holds` are the stores the view holds whether
  /// or not its body reads them (`@ObservedObject`, `@EnvironmentObject`); `owns` those it
  /// creates and keeps for the life of its identity (`@StateObject`, `@State var model =
  /// Model()`), which it also holds. A `presented` view is a presentation's content,
  /// evaluated only while shown (R16): its body must be one `if` without `else`.
  public func view(
    _ name: String, inputs: [InputSpec] = [], state: [StateSpec] = [],
    equality: ViewEquality = .structural, holds: [Int] = [], owns: [Int] = [], presented: Bool = false,
    body: (ViewScope) throws(DeclarationError) -> [Part]
  ) throws(DeclarationError) -> ViewID {
    let scope = try scope(name, inputs: inputs, state: state, holds: holds, owns: owns)
    return try declare(
      scope, body: try body(scope), equality: equality, holds: holds, owns: owns, presented: presented)
  }

  /// The names a view's body may use, once its name, inputs, state and stores are checked:
  /// the first half of `view(…)`, for a declarer that builds the body itself.
  func scope(_ name: String, inputs: [InputSpec], state: [StateSpec], holds: [Int], owns: [Int])
    throws(DeclarationError) -> ViewScope
  {
    guard !name.isEmpty else { throw .emptyName(what: "view") }
    guard !viewNames.contains(name) else { throw .duplicateView(name) }
    if let input = Self.firstDuplicate(inputs.map(\.name)) {
      throw .duplicateName(view: name, kind: "input", name: input)
    }
    if let state = Self.firstDuplicate(state.map(\.name)) {
      throw .duplicateName(view: name, kind: "@State", name: state)
    }
    if let store = (holds + owns).first(where: { $0 < 0 || $0 >= stores.count }) {
      throw .unknownStore(view: name, store: store)
    }
    if let store = owns.first(where: { owners[$0] != nil }) {
      throw .ownedStoreTwice(store: stores[store].name)
    }
    return ViewScope(builder: self, name: name, inputs: inputs, state: state, declared: DeclaredActions())
  }

  /// Declares the view of `scope` with `body`, checked: the second half of `view(…)`.
  func declare(
    _ scope: ViewScope, body: [Part], equality: ViewEquality, holds: [Int], owns: [Int],
    presented: Bool = false
  ) throws(DeclarationError) -> ViewID {
    if presented {
      // What presents the view is an input or a state: the scoped engine would move an `if` on
      // a store's field into a scope of its own, taking the test away from the view.
      guard body.count == 1, case .conditional(let test, _, let otherwise) = body[0].kind, otherwise.isEmpty,
        test.storesRead(.observable).isEmpty
      else {
        throw .presentedBodyNotOneIf(view: scope.name)
      }
    }
    var parts = body
    var checker = BodyChecker(view: scope, screen: self)
    for action in scope.declared.referenced { try checker.checkAction(action) }
    failedPart = nil
    failedStatement = nil
    for action in scope.declared.actions {
      do {
        try checker.check(action)
      } catch {
        failedStatement = (action.name, checker.stepPath)
        throw error
      }
    }
    var slot = 0
    do {
      try checker.check(&parts, slot: &slot)
    } catch {
      failedPart = checker.path
      throw error
    }
    if case .custom(let expr) = equality { try checker.checkEquality(expr) }
    let id = ViewID(views.count)
    views.append(
      ViewDecl(
        id: id, name: scope.name, inputs: scope.inputs, state: scope.state, equality: equality, role: .view,
        body: parts, slotCount: slot, actions: scope.declared.actions,
        holds: Array(Set(holds + owns)).sorted(), owns: owns, presented: presented))
    viewNames.insert(scope.name)
    for store in owns { owners[store] = id }
    return id
  }

  /// The screen with `root` as its root view.
  public func build(root: ViewID) throws(DeclarationError) -> Screen {
    guard root.index >= 0, root.index < views.count, views[root.index].role.isView else {
      throw .unknownRoot(root.index)
    }
    // Nothing creates the root, so nothing could give it inputs.
    if !views[root.index].inputs.isEmpty {
      throw .rootTakesInputs(view: views[root.index].name)
    }
    var screen = Screen(stores: stores, environmentKeys: environmentKeys, views: views, root: root)
    screen.writtenModels = writtenModels
    screen.viewSources = viewSources
    let shown = screen.timesShown()
    for (store, owner) in owners.sorted(by: { $0.key < $1.key }) where shown[owner.index] > 1 {
      throw .ownedStoreInRepeatedView(view: views[owner.index].name, store: stores[store].name)
    }
    return screen
  }

  /// Claims `action` as an action name of the screen.
  func claimAction(_ action: String, view: String) throws(DeclarationError) {
    guard actionNames.insert(action).inserted else {
      throw .duplicateAction(view: view, action: action)
    }
  }

  /// Declares the hidden observer view of an `observeChange` / `onReceive` part of `host`.
  func observer(
    _ kind: ObserverKind, value: Expr, action: String, host: ViewScope
  ) throws(DeclarationError) -> ViewID {
    try BodyChecker(view: host, screen: self).check(value)
    return append(
      name: kind.rawValue, role: .observer(kind, value: value, action: action), body: [],
      slotCount: 0)
  }

  /// Declares a control: a framework view named `kind` with one binding input, showing the
  /// bound value.
  func control(
    _ kind: String, name: String, valueType: ValueType?, host: String
  ) throws(DeclarationError) -> ViewID {
    guard !name.isEmpty else { throw .emptyName(what: "control of view '\(host)'") }
    guard controlNames.insert(name).inserted else {
      throw .duplicateControl(view: host, control: name)
    }
    var element = Part.element(kind, .input(0))
    element.slot = 0
    return append(
      name: kind, inputs: [.binding("value")], role: .control(name: name, valueType: valueType),
      body: [element], slotCount: 1)
  }

  /// Declares the content of a `ForEach` row written inline in `host`'s body, at `source`
  /// (`FILE:LINE`).
  func row(of host: String, body: [Part], slotCount: Int, source: String? = nil) -> ViewID {
    let name = "ForEach(\(host))"
    // Several inline rows of one host are one view: the first one's place names it.
    if let source, viewSources[name] == nil { viewSources[name] = source }
    return append(name: name, role: .row, body: body, slotCount: slotCount)
  }

  private func append(
    name: String, inputs: [InputSpec] = [], role: ViewRole, body: [Part], slotCount: Int
  ) -> ViewID {
    let id = ViewID(views.count)
    views.append(
      ViewDecl(id: id, name: name, inputs: inputs, role: role, body: body, slotCount: slotCount))
    return id
  }

  func declaration(_ id: ViewID) -> ViewDecl? {
    id.index >= 0 && id.index < views.count ? views[id.index] : nil
  }

  var environmentKeyCount: Int { environmentKeys.count }

  private static func firstDuplicate(_ names: [String]) -> String? {
    var seen = Set<String>()
    return names.first { !seen.insert($0).inserted }
  }
}
