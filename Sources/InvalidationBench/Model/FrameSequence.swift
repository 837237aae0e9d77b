/// The frames of a scenario, in order. A trace's frames are made again each time they are
/// walked, by a program that makes the same frames every time (its random choices are
/// seeded), so a run of a million frames holds one frame at a time, not the whole trace
/// (docs/limits.md, "Output"); frames given as a list are held.
public struct FrameSequence: Sequence, Sendable {
  public let count: Int
  private let source: Source

  private enum Source: Sendable {
    case list([Frame])
    case made(@Sendable () -> any IteratorProtocol<Frame>)
  }

  /// The frames of `frames`.
  public init(_ frames: [Frame]) {
    count = frames.count
    source = .list(frames)
  }

  /// `count` frames, made by the iterator `make` returns, the same each time.
  init(count: Int, make: @escaping @Sendable () -> any IteratorProtocol<Frame>) {
    self.count = count
    source = .made(make)
  }

  public struct Iterator: IteratorProtocol {
    fileprivate var made: any IteratorProtocol<Frame>
    fileprivate var left: Int

    public mutating func next() -> Frame? {
      guard left > 0 else { return nil }
      left -= 1
      return made.next()
    }
  }

  public func makeIterator() -> Iterator {
    switch source {
    case .list(let frames): Iterator(made: frames.makeIterator(), left: count)
    case .made(let make): Iterator(made: make(), left: count)
    }
  }
}

extension FrameSequence: ExpressibleByArrayLiteral {
  public init(arrayLiteral frames: Frame...) {
    self.init(frames)
  }
}
