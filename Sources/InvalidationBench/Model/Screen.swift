/// An environment key with its default value. A key named as a key path with members
/// (`theme.accent`) is a member of the key its name extends (`theme`), where the screen
/// declares that key: a writer of the whole value writes its members too (R9).
public struct EnvironmentKeySpec: Sendable {
  public let name: String
  public let defaultValue: Value

  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }

  /// For each of `keys`, as bits: the key and the keys it is a member of, at any depth.
  /// A view reading `theme.accent` reads it from the nearest writer of any of them.
  static func enclosing(_ keys: [EnvironmentKeySpec]) -> [UInt64] {
    keys.map { key in
      keys.indices.reduce(0) { bits, other in
        key.name == keys[other].name || key.name.hasPrefix(keys[other].name + ".")
          ? bits | 1 << UInt64(other) : bits
      }
    }
  }

  /// For each of `keys`, as bits: the key and its members, at any depth. A change a writer
  /// of the key makes reaches the views reading any of them.
  static func covered(_ keys: [EnvironmentKeySpec]) -> [UInt64] {
    let enclosing = enclosing(keys)
    return keys.indices.map { key in
      keys.indices.reduce(0) { bits, other in
        enclosing[other] & 1 << UInt64(key) != 0 ? bits | 1 << UInt64(other) : bits
      }
    }
  }
}

/// A screen as a developer would first write it: its stores, environment keys, the table of
/// its view declarations and its root. Made by `ScreenBuilder`, which checks every reference.
public struct Screen: Sendable {
  /// The most environment keys a screen may declare (they are tracked as bits of a `UInt64`).
  public static let maximumEnvironmentKeys = 64

  public let stores: [StoreSchema]
  public let environmentKeys: [EnvironmentKeySpec]
  /// Every declaration, indexed by `ViewID`; a view refers only to views declared before it.
  public let views: [ViewDecl]
  public let root: ViewID
  /// The kinds of model object the source this screen was imported from uses (docs/swiftui-import.md):
  /// the `as-written` engine runs on them. `nil` for a screen that is not imported.
  public var writtenModels: WrittenModels?
  /// Where each developer-written view is declared in the source, as `FILE:LINE`.
  public var viewSources: [String: String] = [:]
  /// The first developer-written view of each name, the control of each name and the view
  /// declaring each action, by position in `views`: a trace of thousands of steps checks each
  /// in constant time.
  private let viewIndex: [String: Int]
  private let controlIndex: [String: Int]
  private let actionIndex: [String: (view: Int, action: Int)]

  init(stores: [StoreSchema], environmentKeys: [EnvironmentKeySpec], views: [ViewDecl], root: ViewID) {
    self.stores = stores
    self.environmentKeys = environmentKeys
    self.views = views
    self.root = root
    var viewIndex: [String: Int] = [:]
    var controlIndex: [String: Int] = [:]
    var actionIndex: [String: (view: Int, action: Int)] = [:]
    for (position, view) in views.enumerated() {
      if view.role.isView, viewIndex[view.name] == nil { viewIndex[view.name] = position }
      if case .control(let control, _) = view.role, controlIndex[control] == nil {
        controlIndex[control] = position
      }
      if !view.isScope {
        for (index, action) in view.actions.enumerated() where actionIndex[action.name] == nil {
          actionIndex[action.name] = (position, index)
        }
      }
    }
    self.viewIndex = viewIndex
    self.controlIndex = controlIndex
    self.actionIndex = actionIndex
  }

  /// The names of the views the developer wrote (not the framework's controls, rows and
  /// observers).
  public var writtenViews: [String] {
    views.filter(\.role.isView).map(\.name)
  }

  public subscript(id: ViewID) -> ViewDecl {
    views[id.index]
  }

  /// The same screen with other declarations, as a strategy realizes it.
  func realized(views: [ViewDecl]) -> Screen {
    var screen = Screen(stores: stores, environmentKeys: environmentKeys, views: views, root: root)
    screen.writtenModels = writtenModels
    screen.viewSources = viewSources
    return screen
  }

  /// The declaration of the first view the developer wrote with this name, if any.
  public func view(named name: String) -> ViewDecl? {
    viewIndex[name].map { views[$0] }
  }

  /// The view declaring the action named `name` (action names are unique in a screen), and
  /// the action's position there.
  public func action(named name: String) -> (view: ViewDecl, index: Int)? {
    actionIndex[name].map { (views[$0.view], $0.action) }
  }

  /// The control named `name` (control names are unique in a screen).
  public func control(named name: String) -> ViewDecl? {
    controlIndex[name].map { views[$0] }
  }

  /// How many instances of each view the screen can show at once, counting every place the
  /// view is used and a `ForEach` row as many (saturated at 2: "more than once").
  func timesShown() -> [Int] {
    var shown = Array(repeating: 0, count: views.count)
    shown[root.index] = 1
    // A view uses only views declared before it, so parents come later in the table.
    for view in views.reversed() where shown[view.id.index] > 0 {
      var stack = view.body[...].map { ($0, 1) }
      while let (part, times) = stack.popLast() {
        let count = times * shown[view.id.index]
        switch part.kind {
        case .child(let child):
          shown[child.view.index] = min(2, shown[child.view.index] + count)
        case .forEach(_, _, let row):
          shown[row.view.index] = 2
        case .observer(let id), .scope(let id):
          shown[id.index] = min(2, shown[id.index] + count)
        case .conditional(_, let then, let otherwise):
          stack += (then + otherwise).map { ($0, times) }
        case .environment(_, _, let content):
          stack += content.map { ($0, times) }
        case .element, .lifecycle:
          break
        }
      }
    }
    return shown
  }
}
