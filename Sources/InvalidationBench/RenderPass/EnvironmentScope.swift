/// Where environment values live (R9). The root scope holds every key's default; each
/// `.environment(key, value)` of a mounted view is a scope of its own for the views below it,
/// which find a key by walking up to the nearest scope that writes it. A view that reads a
/// key from a writer's scope registers there, so that a change reaches exactly the views that
/// read it — however deep they are, and without visiting the views in between.
final class EnvironmentScope<State> {
  typealias Node = ViewNode<State>

  unowned(unsafe) let parent: EnvironmentScope?
  /// The key this scope writes; the root scope (-1) holds every key.
  let key: Int
  /// The value of `key` (or, in the root scope, of every key).
  private(set) var values: [Value]
  /// The views that read `key` from this scope, with the key they read.
  private(set) var readers: [Node] = []
  /// Mounted views in this scope or scopes below it whose last evaluation read any key: those
  /// SwiftUI checks when this scope's value changes (count pass only).
  var dependentsBelow = 0

  /// The root scope, holding the defaults.
  init(defaults: [Value]) {
    parent = nil
    key = -1
    values = defaults
  }

  /// A writer's scope below `parent`.
  init(writing key: Int, value: Value, below parent: EnvironmentScope) {
    self.parent = parent
    self.key = key
    values = [value]
  }

  /// The scope that holds a key for a view whose scope this is: the nearest that writes the
  /// key or a key it is a member of (`enclosing`, as bits, the key's own among them).
  func resolving(_ enclosing: UInt64) -> EnvironmentScope {
    var scope = self
    while scope.key < 0 || enclosing & 1 << UInt64(scope.key) == 0, let parent = scope.parent {
      scope = parent
    }
    return scope
  }

  /// The value of `key`, in the scope that holds it. A writer of a whole value holds its
  /// members as that value: a change of the whole is a change of each of them.
  func value(of key: Int) -> Value {
    self.key < 0 ? values[key] : values[0]
  }

  /// Writes a writer's value; `true` if it changed.
  func write(_ value: Value) -> Bool {
    guard values[0] != value else { return false }
    values[0] = value
    return true
  }

  /// Registers `node` as reading this scope's key; returns its position for `unregister`.
  func register(_ node: Node) -> Int {
    readers.append(node)
    return readers.count - 1
  }

  /// Removes the reader at `position`; the reader moved into its place, if any, is returned
  /// so that it can update its own record of its position.
  func unregister(at position: Int) -> Node? {
    let last = readers.count - 1
    if position != last {
      readers.swapAt(position, last)
      readers.removeLast()
      return readers[position]
    }
    readers.removeLast()
    return nil
  }
}
