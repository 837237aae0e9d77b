/// Orders a screen file's views so that each comes after the views its body shows (a
/// `ScreenBuilder` needs children first), keeping the file's order otherwise; a cycle of views
/// is an error at the reference that closes it.
struct ViewOrder {
  typealias Entry = (key: String, keyValue: YAMLValue, value: YAMLValue)
  private let views: [Entry]

  init(_ views: [Entry]) {
    self.views = views
  }

  func sorted() throws(ScreenFileError) -> [Entry] {
    let byName = Dictionary(views.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var order: [Entry] = []
    var done: Set<String> = []
    for view in views where !done.contains(view.key) {
      // Depth-first, with an explicit stack: each frame is a view and its references left.
      var stack: [(name: String, references: [(String, YAMLValue)])] = [
        (view.key, references(view.value, byName))
      ]
      var onPath: Set<String> = [view.key]
      while !stack.isEmpty {
        if let (next, at) = stack[stack.count - 1].references.popLast() {
          if done.contains(next) { continue }
          if onPath.contains(next) {
            let path = stack.map(\.name).drop { $0 != next } + [next]
            throw at.error(
              "the views \(path.listed(separator: " → ")) form a cycle; a view cannot show itself, directly or through others"
            )
          }
          onPath.insert(next)
          stack.append((next, references(byName[next]!.value, byName)))
        } else {
          let finished = stack.removeLast().name
          onPath.remove(finished)
          done.insert(finished)
          order.append(byName[finished]!)
        }
      }
    }
    return order
  }

  /// The views of this file that `view`'s body shows, in reverse order of appearance (so the
  /// stack takes them in order).
  private func references(_ view: YAMLValue, _ byName: [String: Entry]) -> [(String, YAMLValue)] {
    guard case .mapping = view.node, let body = (try? view.mapping("a view"))?["body"] else { return [] }
    var found: [(String, YAMLValue)] = []
    var pending = [body]
    while let list = pending.popLast() {
      for item in (try? list.sequence("")) ?? [] {
        if case .scalar = item.node, let name = try? item.scalar(""), byName[name] != nil {
          found.append((name, item))
          continue
        }
        guard let entries = try? item.mapping("") else { continue }
        for entry in entries {
          if byName[entry.key] != nil { found.append((entry.key, entry.keyValue)) }
          switch entry.key {
          case "row", "last":
            if let name = try? entry.value.scalar(""), byName[name] != nil {
              found.append((name, entry.value))
            }
          case "then", "else", "content":
            pending.append(entry.value)
          default: break
          }
        }
      }
    }
    return found.reversed()
  }
}
