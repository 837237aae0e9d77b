import SwiftSyntax

/// One change of a source file a patch makes: the bytes of `range` replaced by `replacement`.
struct SourceEdit: Sendable, Hashable {
  let file: String
  /// UTF-8 offsets in the file.
  let range: Range<Int>
  let replacement: String

  /// Removes `attribute` (`@Published`) and the spaces after it; an attribute alone on its line
  /// takes the line with it.
  static func removing(_ attribute: AttributeSyntax, in bytes: [UInt8], file: String) -> SourceEdit {
    var start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = attribute.endPositionBeforeTrailingTrivia.utf8Offset
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    let lineStart = Self.indentation(before: start, in: bytes)
    if end < bytes.count, bytes[end] == UInt8(ascii: "\n"),
      lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")
    {
      start = lineStart
      end += 1
    }
    return SourceEdit(file: file, range: start..<end, replacement: "")
  }

  /// Where the spaces and tabs before `offset` on its line start.
  static func indentation(before offset: Int, in bytes: [UInt8]) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") {
      start -= 1
    }
    return start
  }

  /// `text` with `edits` (of its file, none overlapping) made.
  static func applying(_ edits: [SourceEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
