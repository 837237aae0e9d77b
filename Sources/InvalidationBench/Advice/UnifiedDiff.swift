/// A unified diff of one file from the edits a patch makes to it, which `git apply` and
/// `patch -p1` take: each run of changed lines with three lines of context, runs whose contexts
/// meet in one hunk.
struct UnifiedDiff {
  private static let context = 3

  /// The diff of `old` (the file at `path`, relative to where the patch applies) after `edits`.
  static func text(path: String, old: String, edits: [SourceEdit]) -> String {
    let diff = UnifiedDiff(old)
    let groups = diff.groups(edits)
    var out = "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
    var delta = 0
    var index = 0
    while index < groups.count {
      // The groups whose contexts meet.
      var through = index
      while through + 1 < groups.count, groups[through + 1].first - groups[through].last <= 2 * context + 1 {
        through += 1
      }
      let (header, body, change) = diff.hunk(groups[index...through], delta: delta)
      out += header + body
      delta += change
      index = through + 1
    }
    return out
  }

  /// Lines changed together: from `first` to `last`, by `edits`.
  private typealias Group = (first: Int, last: Int, edits: [SourceEdit])

  private let bytes: [UInt8]
  /// The offset each line starts at; a last line without a newline ends at the file's end.
  private let starts: [Int]
  private let endsWithNewline: Bool
  private var lastLine: Int { starts.count - 1 }

  private init(_ old: String) {
    bytes = Array(old.utf8)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < bytes.count {
      starts.append(offset + 1)
    }
    self.starts = starts
    endsWithNewline = bytes.last == UInt8(ascii: "\n")
  }

  private func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private func end(of line: Int) -> Int { line + 1 < starts.count ? starts[line + 1] : bytes.count }

  /// Edits on the same or adjacent lines change those lines together.
  private func groups(_ edits: [SourceEdit]) -> [Group] {
    var groups: [Group] = []
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      let first = line(of: edit.range.lowerBound)
      let last = line(of: max(edit.range.lowerBound, edit.range.upperBound - 1))
      if let previous = groups.last, first <= previous.last + 1 {
        groups[groups.count - 1].last = max(previous.last, last)
        groups[groups.count - 1].edits.append(edit)
      } else {
        groups.append((first, last, [edit]))
      }
    }
    return groups
  }

  /// One hunk: its `@@` line, its lines, and how many lines it adds (removed ones counted
  /// below 0), `delta` lines added before it.
  private func hunk(_ groups: ArraySlice<Group>, delta: Int) -> (String, String, Int) {
    let from = max(0, groups[groups.startIndex].first - Self.context)
    let to = min(lastLine, groups[groups.endIndex - 1].last + Self.context)
    var body = ""
    var oldCount = 0
    var newCount = 0
    var cursor = from
    func context(upTo limit: Int) {
      while cursor < limit {
        let text = Self.lines(bytes[starts[cursor]..<end(of: cursor)])[0]
        body += Self.shown(text, " ", isFileEnd: cursor == lastLine, newline: endsWithNewline)
        oldCount += 1
        newCount += 1
        cursor += 1
      }
    }
    for group in groups {
      context(upTo: group.first)
      let (changed, before, after) = self.changed(group)
      body += changed
      oldCount += before
      newCount += after
      cursor = group.last + 1
    }
    context(upTo: to + 1)
    let oldStart = oldCount == 0 ? from : from + 1
    let newStart = newCount == 0 ? from + delta : from + 1 + delta
    return ("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n", body, newCount - oldCount)
  }

  /// The lines of `group` removed and added, and how many of each.
  private func changed(_ group: Group) -> (String, Int, Int) {
    let region = starts[group.first]..<end(of: group.last)
    let shifted = group.edits.map {
      SourceEdit(
        file: $0.file,
        range: ($0.range.lowerBound - region.lowerBound)..<($0.range.upperBound - region.lowerBound),
        replacement: $0.replacement)
    }
    let before = Self.lines(bytes[region])
    let afterText = SourceEdit.applying(shifted, to: String(decoding: bytes[region], as: UTF8.self))
    let after = Self.lines(ArraySlice(Array(afterText.utf8)))
    let touchesEnd = group.last == lastLine
    var out = ""
    for (offset, text) in before.enumerated() {
      out += Self.shown(
        text, "-", isFileEnd: touchesEnd && offset == before.count - 1, newline: endsWithNewline)
    }
    for (offset, text) in after.enumerated() {
      out += Self.shown(
        text, "+", isFileEnd: touchesEnd && offset == after.count - 1, newline: afterText.utf8.last == 10)
    }
    return (out, before.count, after.count)
  }

  private static func lines(_ slice: ArraySlice<UInt8>) -> [String] {
    var found: [String] = []
    var current: [UInt8] = []
    for byte in slice {
      if byte == UInt8(ascii: "\n") {
        found.append(String(decoding: current, as: UTF8.self))
        current = []
      } else {
        current.append(byte)
      }
    }
    if !current.isEmpty { found.append(String(decoding: current, as: UTF8.self)) }
    return found
  }

  private static func shown(_ text: String, _ prefix: String, isFileEnd: Bool, newline: Bool) -> String {
    "\(prefix)\(text)\n" + (isFileEnd && !newline ? "\\ No newline at end of file\n" : "")
  }
}
