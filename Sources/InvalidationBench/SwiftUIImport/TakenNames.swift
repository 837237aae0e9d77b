/// Names given out so far, and for each name asked for the next number to try, so that a
/// thousand buttons named "tap" get tap … tap1000 in linear time.
struct TakenNames {
  private var names: Set<String> = []
  private var next: [String: Int] = [:]

  /// `name`, or `name2`, `name3`, … the first not taken yet; it is taken from now on.
  mutating func claim(_ name: String) -> String {
    var candidate = name
    var number = next[name] ?? 2
    while names.contains(candidate) {
      candidate = "\(name)\(number)"
      number += 1
    }
    if candidate != name { next[name] = number }
    names.insert(candidate)
    return candidate
  }
}
