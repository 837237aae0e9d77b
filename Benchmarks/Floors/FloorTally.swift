/// The counted work of a floor: what the harness counts, so the two can be checked against
/// each other.
public struct FloorCounts: Equatable, Sendable, CustomStringConvertible {
  public var evaluations = 0
  public var elements = 0
  public var comparisons = 0
  public var notifications = 0

  public init() {}

  public init(evaluations: Int, elements: Int, comparisons: Int, notifications: Int) {
    self.evaluations = evaluations
    self.elements = elements
    self.comparisons = comparisons
    self.notifications = notifications
  }

  public var description: String {
    "\(evaluations) evaluations, \(elements) elements, \(comparisons) comparisons, \(notifications) notifications"
  }
}

/// Counting in a floor, compiled out of the measured run: a floor is generic over its tally,
/// and `NoTally`'s methods are empty.
public protocol FloorTally {
  init()
  var counts: FloorCounts { get }
  mutating func evaluation(elements: Int)
  mutating func comparisons(_ count: Int)
  mutating func notification()
}

/// The measured floors: nothing is counted.
public struct NoTally: FloorTally {
  public init() {}
  public var counts: FloorCounts { FloorCounts() }
  @inline(__always) public mutating func evaluation(elements: Int) {}
  @inline(__always) public mutating func comparisons(_ count: Int) {}
  @inline(__always) public mutating func notification() {}
}

/// The checked floors: everything is counted.
public struct CountingTally: FloorTally {
  public private(set) var counts = FloorCounts()
  public init() {}
  public mutating func evaluation(elements: Int) {
    counts.evaluations += 1
    counts.elements += elements
  }
  public mutating func comparisons(_ count: Int) { counts.comparisons += count }
  public mutating func notification() { counts.notifications += 1 }
}
