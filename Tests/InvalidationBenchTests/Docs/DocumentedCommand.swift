import Foundation

/// A block of shell commands in the README or a page of docs/, with the output the page shows
/// after it and what the page says about running it, in comments just before the block:
/// `<!-- docs-test: in examples/ci -->` (run in a copy of that folder), `<!-- docs-test: exit
/// 2 -->` (the last command's exit status), `<!-- docs-test: not run, WHY -->`.
struct DocumentedCommand: CustomStringConvertible {
  let file: String
  let line: Int
  var commands: [String] = []
  /// Each `text` block after the commands, with its first line's number.
  var outputs: [(line: Int, text: [String])] = []
  var folder: String?
  var exit: Int32 = 0
  var notRun: String?

  var description: String { "\(file):\(line)" }

  /// A mistake in the page's blocks: output with no command before it, an unknown note.
  struct PageError: Error, CustomStringConvertible {
    let description: String
  }

  /// The command blocks of the page `text`, named `file`.
  static func all(in text: String, file: String) throws -> [DocumentedCommand] {
    var blocks: [DocumentedCommand] = []
    var notes: [String] = []
    var fence: (tag: String, line: Int, lines: [String])?
    // Whether the last fenced block was commands or their output, so output may follow.
    var outputMayFollow = false
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let number = index + 1
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var open = fence {
        guard trimmed.hasPrefix("```") else {
          open.lines.append(line)
          fence = open
          continue
        }
        fence = nil
        switch open.tag {
        case "sh":
          var block = DocumentedCommand(file: file, line: open.line)
          try block.read(notes: notes)
          block.commands = commands(in: open.lines)
          blocks.append(block)
          outputMayFollow = true
        case "text":
          guard outputMayFollow, !blocks.isEmpty else {
            throw PageError(
              description:
                "\(file):\(open.line): output with no command block before it; put the command that prints it in an sh block above"
            )
          }
          blocks[blocks.count - 1].outputs.append((open.line + 1, open.lines))
        default:
          outputMayFollow = false
        }
        notes = []
        continue
      }
      if trimmed.hasPrefix("```") {
        fence = (String(trimmed.dropFirst(3)), number, [])
      } else if trimmed.hasPrefix("<!-- docs-test:") {
        notes.append(trimmed)
      }
    }
    return blocks
  }

  private mutating func read(notes: [String]) throws {
    for note in notes {
      let body = note.dropFirst("<!-- docs-test:".count).dropLast("-->".count)
        .trimmingCharacters(in: .whitespaces)
      if body.hasPrefix("in ") {
        folder = String(body.dropFirst(3))
      } else if body.hasPrefix("exit "), let status = Int32(body.dropFirst(5)) {
        exit = status
      } else if body.hasPrefix("not run, ") {
        notRun = String(body.dropFirst("not run, ".count))
      } else {
        throw PageError(description: "\(file):\(line): unknown docs-test note '\(body)'")
      }
    }
  }

  /// The commands of a block: `\` continues a line, `# …` is a comment.
  static func commands(in lines: [String]) -> [String] {
    var commands: [String] = []
    var pending = ""
    for line in lines {
      let text = withoutComment(line).trimmingCharacters(in: .whitespaces)
      if text.hasSuffix("\\") {
        pending += text.dropLast().trimmingCharacters(in: .whitespaces) + " "
        continue
      }
      let command = (pending + text).trimmingCharacters(in: .whitespaces)
      pending = ""
      if !command.isEmpty { commands.append(command) }
    }
    return commands
  }

  /// `line` up to a `#` that starts a shell comment (after a space, outside quotes).
  private static func withoutComment(_ line: String) -> String {
    var quote: Character?
    var previous: Character = " "
    for (offset, character) in line.enumerated() {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "#", previous == " " {
        return String(line.prefix(offset))
      }
      previous = character
    }
    return line
  }
}
