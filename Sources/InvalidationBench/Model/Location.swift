/// Where a `Binding` reads and writes (SwiftUI's `AnyLocation`): a view's `@State`, whose value
/// lives here (SwiftUI's `StoredLocation`), or a store field (`$model.field`), whose value lives
/// in the store. A mounted view has one location per `@State` for as long as its identity
/// lives, and an engine one per bound field, so the bindings a body makes at different
/// evaluations are to the same location (docs/rules.md "The render pass", R10 and R14).
public final class Location: Hashable, @unchecked Sendable {
  /// The name reports use: the state's or the field's.
  public let name: String
  /// For a store field's location: the field.
  let field: FieldRef?
  /// For a `@State` location: the declaration that owns it and the state's position there.
  let owner: (view: Int32, state: Int32)
  /// For a `@State` location: its value.
  @exclusivity(unchecked) var value: Value
  /// Whether the owner has read the value during a render pass (its body, or the closures of
  /// its scopes, observers and inline rows, which are its code). Once set it stays set, as
  /// OpenSwiftUI's `wasRead` does: from then on every change re-runs the owner (R10).
  @exclusivity(unchecked) var wasRead = false
  /// The mounted view owning the state (a `ViewNode` of the engine that made it); `nil` once
  /// it has unmounted.
  @exclusivity(unchecked) var ownerView: AnyObject?
  /// The views whose `@Binding` to this location was read during a render pass: every change
  /// re-runs them while they are mounted, whether or not the owner read it (R14).
  @exclusivity(unchecked) var bindingReaders: [BindingReader] = []
  /// For the location of an element of a `@State` list (`$todos[item]`): the state's location
  /// and the element's position. Reading or writing it reads or writes the whole state, as a
  /// binding projected from `$todos` does (R14).
  let element: (list: Location, index: Int)?
  /// The locations of this state's elements made so far, by position, so that the bindings
  /// a body makes to one element at different evaluations are equal.
  @exclusivity(unchecked) private var elements: [Int: Location] = [:]

  /// The location of `@State` number `index` of a view of declaration `view`.
  init(state index: Int, of view: ViewDecl) {
    name = view.state[index].name
    field = nil
    value = view.state[index].initial
    owner = (Int32(view.id.index), Int32(index))
    element = nil
  }

  /// The location of element `index` of the `@State` list at `list`.
  private init(element index: Int, of list: Location) {
    name = "\(list.name)[\(index)]"
    field = nil
    value = .bool(false)
    owner = list.owner
    element = (list, index)
  }

  /// The location of element `index` of this `@State` list, the same one each time.
  func element(_ index: Int) -> Location {
    if let made = elements[index] { return made }
    let made = Location(element: index, of: self)
    elements[index] = made
    return made
  }

  /// The location of a store field.
  init(field: FieldRef, name: String) {
    self.name = name
    self.field = field
    value = .bool(false)
    owner = (-1, -1)
    element = nil
  }

  public static func == (lhs: Location, rhs: Location) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// A view that read a location through its `@Binding`. Held weakly: the location outlives the
/// views it was passed to.
struct BindingReader {
  weak var view: AnyObject?
}
