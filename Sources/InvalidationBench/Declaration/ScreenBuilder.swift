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
  /// children must have been declared already.
  public func view(
    _ name: String, inputs: [InputSpec] = [], state: [StateSpec] = [],
    equality: ViewEquality = .structural,
    body: (ViewScope) throws(DeclarationError) -> [Part]
  ) throws(DeclarationError) -> ViewID {
    guard !name.isEmpty else { throw .emptyName(what: "view") }
    guard !viewNames.contains(name) else { throw .duplicateView(name) }
    if let input = Self.firstDuplicate(inputs.map(\.name)) {
      throw .duplicateName(view: name, kind: "input", name: input)
    }
    if let state = Self.firstDuplicate(state.map(\.name)) {
      throw .duplicateName(view: name, kind: "@State", name: state)
    }
    let scope = ViewScope(builder: self, name: name, inputs: inputs, state: state)
    var parts = try body(scope)
    var checker = BodyChecker(
      view: name, inputs: inputs.count, state: state.count, screen: self)
    var slot = 0
    try checker.check(&parts, slot: &slot)
    if case .custom(let expr) = equality { try checker.checkEquality(expr) }
    let id = ViewID(views.count)
    views.append(
      ViewDecl(
        id: id, name: name, inputs: inputs, state: state, equality: equality, role: .view,
        body: parts, slotCount: slot))
    viewNames.insert(name)
    return id
  }

  /// The screen with `root` as its root view.
  public func build(root: ViewID) throws(DeclarationError) -> Screen {
    guard root.index >= 0, root.index < views.count, !views[root.index].isInline else {
      throw .unknownRoot(root.index)
    }
    return Screen(stores: stores, environmentKeys: environmentKeys, views: views, root: root)
  }

  /// Declares the hidden observer view of an `onChange` / `onReceive` part of `host`.
  func observer(
    _ kind: ObserverKind, value: Expr, action: String, host: ViewScope
  ) throws(DeclarationError) -> ViewID {
    let checker = BodyChecker(
      view: host.name, inputs: host.inputs.count, state: host.state.count, screen: self)
    try checker.check(value)
    let id = ViewID(views.count)
    views.append(
      ViewDecl(
        id: id, name: kind.rawValue, inputs: [], state: [], equality: .structural,
        role: .observer(kind, value: value, action: action), body: [], slotCount: 0))
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
