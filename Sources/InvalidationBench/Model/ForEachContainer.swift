/// What holds a `ForEach`'s rows, which decides which rows exist (R8).
public enum ForEachContainer: Sendable, Hashable {
  /// `VStack { ForEach }` or any eager container: every row exists.
  case stack
  /// `LazyVStack { ForEach }`: only the rows of the window exist, and only their identifiers
  /// are computed.
  case lazyStack(LazyWindow)
  /// `List { ForEach }`: only the rows of the window exist, but every row's identifier is
  /// gathered each time the `ForEach` is re-created.
  case list(LazyWindow)

  /// The visible window, for the lazy containers.
  public var window: LazyWindow? {
    switch self {
    case .stack: nil
    case .lazyStack(let window), .list(let window): window
    }
  }

  /// Whether every row's identifier is gathered at each re-creation.
  var gathersEveryIdentifier: Bool {
    switch self {
    case .stack, .list: true
    case .lazyStack: false
    }
  }
}

/// The visible window of a lazy container: only rows in it plus `prefetch` on each side exist.
public struct LazyWindow: Sendable, Hashable {
  /// Scroll events name the list by this id.
  public let listID: Int
  public let visible: Int
  public let prefetch: Int

  public init(listID: Int, visible: Int, prefetch: Int) {
    self.listID = listID
    self.visible = visible
    self.prefetch = prefetch
  }

  /// The positions of the rows that exist when `first` is the first visible one in a list of
  /// `count` rows: the visible ones and `prefetch` more on each side, clamped to the list.
  public func rows(first: Int, count: Int) -> Range<Int> {
    let first = min(max(0, first), max(0, count - 1))
    let lower = max(0, first - prefetch)
    let upper = min(count, first + visible + prefetch)
    return lower..<max(lower, upper)
  }
}
