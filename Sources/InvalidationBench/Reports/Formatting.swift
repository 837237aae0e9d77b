import Foundation

/// Number and duration formats shared by the reports.
enum Formatting {
  /// `812 ns`, `12.4 µs`, `3.21 ms`, `1.50 s`.
  static func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
    case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
    default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
    }
  }

  static func duration(_ nanoseconds: UInt64) -> String {
    duration(Double(nanoseconds))
  }

  /// `1.00×`, `56.6×`, or `—` when undefined.
  static func ratio(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return value < 10 ? String(format: "%.2f×", value) : String(format: "%.1f×", value)
  }

  /// `text` in at most `width` characters, its middle replaced by `…` when longer; a path
  /// keeps its last component (the file name and its `:LINE`) whole, and as much of its start
  /// as fits (`Sources/…/Views/Row.swift:12`).
  static func shortened(_ text: String, to width: Int) -> String {
    guard text.count > width, width > 0 else { return text }
    let last = text.lastIndex(of: "/").map { String(text[text.index(after: $0)...]) } ?? ""
    if !last.isEmpty, last.count + 2 <= width {
      return text.prefix(width - last.count - 2) + "…/" + last
    }
    if !last.isEmpty { return "…" + last.suffix(max(1, width - 1)) }
    let head = width / 2
    return text.prefix(head) + "…" + text.suffix(width - 1 - head)
  }

  /// A fixed-precision number for CSV.
  static func decimal(_ value: Double?, digits: Int = 4) -> String {
    guard let value, value.isFinite else { return "" }
    return String(format: "%.\(digits)f", value)
  }
}

/// Rows of cells rendered as a markdown table or as aligned text.
struct TextTable {
  var header: [String]
  var rows: [[String]] = []
  /// Columns aligned right (numbers).
  var rightAligned: Set<Int> = []

  init(_ header: [String], rightAligned: Set<Int> = []) {
    self.header = header
    self.rightAligned = rightAligned
  }

  mutating func add(_ row: [String]) {
    rows.append(row)
  }

  var markdown: String {
    var lines = ["| " + header.joined(separator: " | ") + " |"]
    lines.append(
      "|" + header.indices.map { rightAligned.contains($0) ? "---:" : "---" }.joined(separator: "|")
        + "|")
    for row in rows {
      lines.append(
        "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The width of `plain`'s widest line.
  var plainWidth: Int {
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    return widths.reduce(0, +) + 2 * max(0, widths.count - 1)
  }

  /// This table without the columns at `columns`.
  func removing(columns: Set<Int>) -> TextTable {
    let kept = header.indices.filter { !columns.contains($0) }
    var table = TextTable(
      kept.map { header[$0] },
      rightAligned: Set(kept.enumerated().filter { rightAligned.contains($0.element) }.map(\.offset)))
    table.rows = rows.map { row in kept.map { row[$0] } }
    return table
  }

  var plain: String {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return rightAligned.contains(column) ? padding + cell : cell + padding
      }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
    var lines = [line(header), line(widths.map { String(repeating: "-", count: $0) })]
    lines += rows.map(line)
    return lines.joined(separator: "\n") + "\n"
  }
}
