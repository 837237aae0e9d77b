import HeapModule

/// The views waiting for the render pass, parents first (R2): ordered by depth, then by when
/// they were marked. Only marked views are visited, so a deep tree with one dirty view costs
/// one entry, not one visit per level.
struct DirtyQueue<State> {
  private struct Entry: Comparable {
    let depth: Int
    let sequence: Int
    let view: ViewNode<State>

    static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.depth, lhs.sequence) < (rhs.depth, rhs.sequence)
    }

    static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.depth == rhs.depth && lhs.sequence == rhs.sequence
    }
  }

  private var heap = Heap<Entry>()
  private var nextSequence = 0

  mutating func insert(_ view: ViewNode<State>) {
    nextSequence += 1
    heap.insert(Entry(depth: view.depth, sequence: nextSequence, view: view))
  }

  /// The shallowest, earliest marked view, if any.
  mutating func popFirst() -> ViewNode<State>? {
    heap.popMin()?.view
  }
}
