/// Where a `Binding` reads and writes (SwiftUI's `AnyLocation`): a view's `@State`, whose value
/// lives here (SwiftUI's `StoredLocation`), or a store field (`$model.field`), whose value lives
/// in the store. A mounted view has one location per `@State` for as long as its identity
/// lives, and an engine one per bound field, so the bindings a body makes at different
/// evaluations are to the same location (README "The render pass", R10 and R14).
public final class Location: Hashable, @unchecked Sendable {
  /// The name reports use: the state's or the field's.
  public let name: String
  /// For a store field's location: the field.
  let field: FieldRef?
  /// For a `@State` location: the declaration that owns it and the state's position there.
  let owner: (view: Int32, state: Int32)
  /// For a `@State` location: its value.
  @exclusivity(unchecked) var value: Value
  /// The views whose evaluation read the value (a `@State` location only), each with the pass
  /// of that evaluation: a change marks dirty those whose latest evaluation it still is.
  @exclusivity(unchecked) var readers: [LocationReader] = []
  /// The reader count above which stale readers are dropped before another is added.
  @exclusivity(unchecked) var pruneAt = 8

  /// The location of `@State` number `index` of a view of declaration `view`.
  init(state index: Int, of view: ViewDecl) {
    name = view.state[index].name
    field = nil
    value = view.state[index].initial
    owner = (Int32(view.id.index), Int32(index))
  }

  /// The location of a store field.
  init(field: FieldRef, name: String) {
    self.name = name
    self.field = field
    value = .bool(false)
    owner = (-1, -1)
  }

  public static func == (lhs: Location, rhs: Location) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// A view that read a `@State` location, directly or through a binding.
struct LocationReader {
  /// The view (a `ViewNode` of the engine that registered it). Held strongly: a location
  /// drops its readers when it changes, when they go stale, and when its owner unmounts.
  let view: AnyObject
  /// The pass of the evaluation that read.
  let pass: Int
  /// Whether the read was through a binding (the reason is then `binding:NAME`).
  let throughBinding: Bool
}
