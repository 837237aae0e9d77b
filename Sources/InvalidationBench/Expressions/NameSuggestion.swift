/// "did you mean" for a misspelt name: the known name closest to it, if it is close.
enum NameSuggestion {
  /// `" (did you mean 'x'?)"` for the name of `known` at most two edits from `name`, or "".
  static func hint(for name: String, in known: some Sequence<String>) -> String {
    var best: (name: String, distance: Int)?
    let written = Array(name)
    let limit = min(2, max(1, written.count / 3))
    for candidate in known where candidate != name {
      // Names whose lengths differ by more than the limit are more edits apart than that: not
      // compared (an app has thousands of names).
      guard abs(candidate.count - written.count) <= limit else { continue }
      let distance = editDistance(written, Array(candidate))
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best.map { " (did you mean '\($0.name)'?)" } ?? ""
  }

  /// What to do instead of a name that does not exist: `"tap one of a, b"` with the names in
  /// order, or `none` when there are no names to choose from.
  static func choose(_ verb: String, from names: some Sequence<String>, none: String) -> String {
    let sorted = names.sorted()
    return sorted.isEmpty ? none : "\(verb) one of \(sorted.listed())"
  }

  /// Levenshtein distance, with a swap of neighbours counted as one edit.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
