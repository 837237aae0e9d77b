/// An environment key with its default value.
public struct EnvironmentKeySpec: Sendable {
  public let name: String
  public let defaultValue: Value

  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
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

  public subscript(id: ViewID) -> ViewDecl {
    views[id.index]
  }

  /// The same screen with other declarations, as a strategy realizes it.
  func realized(views: [ViewDecl]) -> Screen {
    Screen(stores: stores, environmentKeys: environmentKeys, views: views, root: root)
  }

  /// The declaration of the first view the developer wrote with this name, if any.
  public func view(named name: String) -> ViewDecl? {
    views.first { $0.name == name && !$0.isInline }
  }
}
