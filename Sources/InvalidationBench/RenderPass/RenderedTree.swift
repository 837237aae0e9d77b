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

  /// Every view owning an element that differs from `expected`, when both show the same
  /// elements of the same views (only contents or styles differ); `nil` when they show other
  /// elements, a difference no view alone explains.
  public func differingOwners(from expected: RenderedTree) -> Set<String>? {
    guard owners == expected.owners else { return nil }
    var found = Set<String>()
    for (element, owner) in owners.enumerated()
    where values[2 * element] != expected.values[2 * element]
      || values[2 * element + 1] != expected.values[2 * element + 1]
    {
      found.insert(owner)
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
