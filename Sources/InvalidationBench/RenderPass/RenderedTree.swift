/// What a screen shows after a frame: every element's content and style, in screen order,
/// with the developer-written view that owns it.
public struct RenderedTree: Sendable {
  public private(set) var values: [Value] = []
  /// For each element, the name of the view whose body declared it.
  public private(set) var owners: [String] = []

  public init() {}

  mutating func append(content: Value, style: Value, owner: String) {
    values.append(content)
    values.append(style)
    owners.append(owner)
  }

  /// Every view owning an element that differs from `expected`. Where they show other
  /// elements, those in between the elements both show alike at the start and at the end
  /// must all be one view's (a branch or a row of its own body, which only its re-run
  /// decides), or no view alone explains the difference: `nil`.
  public func differingOwners(from expected: RenderedTree) -> Set<String>? {
    var found = Set<String>()
    let (count, wanted) = (owners.count, expected.owners.count)
    var start = 0
    while start < min(count, wanted) && owners[start] == expected.owners[start] { start += 1 }
    var end = 0
    while end < min(count, wanted) - start && owners[count - 1 - end] == expected.owners[wanted - 1 - end] {
      end += 1
    }
    let between = Set(owners[start..<(count - end)]).union(expected.owners[start..<(wanted - end)])
    guard between.count <= 1 else { return nil }
    found.formUnion(between)
    let alike = Array(0..<start).map { ($0, $0) } + (0..<end).map { (count - 1 - $0, wanted - 1 - $0) }
    for (element, other) in alike
    where values[2 * element] != expected.values[2 * other]
      || values[2 * element + 1] != expected.values[2 * other + 1]
    {
      found.insert(owners[element])
    }
    return found
  }

  /// The view owning the first element that differs from `expected`, or `nil` when both show
  /// the same thing.
  public func firstDifference(from expected: RenderedTree) -> String? {
    if values == expected.values { return nil }
    let count = min(values.count, expected.values.count)
    var index = 0
    while index < count && values[index] == expected.values[index] { index += 1 }
    let element = index / 2
    if element < owners.count { return owners[element] }
    return element < expected.owners.count ? expected.owners[element] : "screen"
  }
}
