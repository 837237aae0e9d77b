/// What one body evaluation produced.
struct BodyOutput {
  var elements: [Value] = []
  /// The slot of each element's part.
  var elementSlots: [Int32] = []
  var layout: [Int32] = []
  var passed: [Value] = []
  var children: [ChildSpec] = []
  /// The children's input values, each child's a range.
  var arguments: [Value] = []
  /// The children's record copies, each child's a range.
  var copies: [Value] = []

  /// Empties every array, keeping its storage.
  mutating func clear() {
    elements.removeAll(keepingCapacity: true)
    elementSlots.removeAll(keepingCapacity: true)
    layout.removeAll(keepingCapacity: true)
    passed.removeAll(keepingCapacity: true)
    children.removeAll(keepingCapacity: true)
    arguments.removeAll(keepingCapacity: true)
    copies.removeAll(keepingCapacity: true)
  }
}

/// A child as a parent's body re-created it.
struct ChildSpec {
  let key: Int
  let decl: ViewDecl
  /// Its input values in the body's `arguments`.
  let arguments: Range<Int>
  /// Its record copies in the body's `copies`.
  let copies: Range<Int>
  /// The environment where the body created it.
  let environment: [Value]
  /// For a `ForEach`: the row declaration, window and ids.
  let container: ContainerSpec?
}

/// A `ForEach` as a parent's body re-created it.
struct ContainerSpec {
  let row: ChildDecl
  let window: LazyWindow?
  var ids: [Int]
}
