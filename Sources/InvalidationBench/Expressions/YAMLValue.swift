import Foundation
import Yams

/// A node of a screen file with its position, read with checks that name the position of
/// every mistake.
struct YAMLValue {
  let node: Node
  let position: FilePosition
  let file: String

  init(_ node: Node, file: String, at fallback: FilePosition = .start) {
    self.node = node
    self.file = file
    position = node.mark.map { FilePosition(line: $0.line, column: $0.column) } ?? fallback
  }

  /// Parses `text` as one YAML document; an empty document is an empty mapping.
  static func document(_ text: String, file: String) throws(ScreenFileError) -> YAMLValue {
    let root: Node?
    do {
      // The parser keeps the anchors alive while the tree is checked for them.
      let parser = try Yams.Parser(yaml: text)
      root = try parser.singleRoot()
      try withExtendedLifetime(parser) { () throws(ScreenFileError) in
        try root.map { node throws(ScreenFileError) in try checkBounded(node, file: file) }
      }
    } catch let error as YamlError {
      throw Self.error(error, file: file)
    } catch let error as ScreenFileError {
      throw error
    } catch {
      throw ScreenFileError(file: file, line: 1, column: 1, "the file is not YAML (\(error)); fix its syntax")
    }
    return YAMLValue(root ?? Node.mapping(Node.Mapping([])), file: file)
  }

  /// Refuses anchors and aliases before anything reads the tree: an alias stands for a copy of
  /// what it names, so a few nested ones stand for billions of nodes (an "alias bomb"). Every
  /// copy carries its anchor, so the walk stops at the first one it meets, long before any
  /// expansion; and it stops past `InputLimits.yamlNodes` nodes.
  private static func checkBounded(_ root: Node, file: String) throws(ScreenFileError) {
    var stack = [root]
    var count = 0
    while let node = stack.popLast() {
      count += 1
      let at = node.mark.map { FilePosition(line: $0.line, column: $0.column) } ?? .start
      if node.anchor != nil {
        throw ScreenFileError(
          file: file, line: at.line, column: at.column,
          "anchors and aliases (&name, *name) are not supported; write the value out where it is used")
      }
      guard count <= InputLimits.yamlNodes else {
        throw ScreenFileError(
          file: file, line: at.line, column: at.column,
          "the file has more than \(InputLimits.yamlNodes.grouped) YAML values; split the screen into smaller ones"
        )
      }
      switch node {
      case .scalar, .alias: break
      case .sequence(let sequence): stack.append(contentsOf: sequence)
      case .mapping(let mapping):
        for (key, value) in mapping {
          stack.append(key)
          stack.append(value)
        }
      }
    }
  }

  private static func error(_ error: YamlError, file: String) -> ScreenFileError {
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      // libyaml notices a mistake where it stops making sense; the construct it was reading
      // (its context) usually starts where the mistake is.
      let reading = context.map { " \($0.text) at line \($0.mark.line), column \($0.mark.column)" } ?? ""
      return ScreenFileError(
        file: file, line: mark.line, column: mark.column,
        "YAML syntax: \(problem)\(reading.isEmpty ? "" : ",\(reading)"); fix the indentation, quoting or brackets there"
      )
    case .duplicatedKeysInMapping(let duplicates, let context):
      return ScreenFileError(
        file: file, line: context.mark.line, column: context.mark.column,
        "the key '\(duplicates.first ?? "")' is given twice in one mapping; keep one")
    case .reader(let problem, _, _, _):
      return ScreenFileError(
        file: file, line: 1, column: 1, "the file cannot be read as text: \(problem); save it as UTF-8")
    default:
      return ScreenFileError(
        file: file, line: 1, column: 1, "the file is not YAML (\(error)); fix its syntax")
    }
  }

  func error(_ message: String) -> ScreenFileError {
    ScreenFileError(file: file, line: position.line, column: position.column, message)
  }

  func error(at offset: Int, _ message: String) -> ScreenFileError {
    let at = expressionStart.advanced(by: offset)
    return ScreenFileError(file: file, line: at.line, column: at.column, message)
  }

  /// Where the text of a scalar starts: after its opening quote.
  var expressionStart: FilePosition {
    guard case .scalar(let scalar) = node else { return position }
    switch scalar.style {
    case .singleQuoted, .doubleQuoted: return position.advanced(by: 1)
    default: return position
    }
  }

  /// The scalar's text.
  func scalar(_ what: String) throws(ScreenFileError) -> String {
    switch node {
    case .scalar(let scalar): return scalar.string
    case .alias: throw error("anchors and aliases are not supported; write \(what) out")
    case .mapping: throw error("\(what) must be a single value, not a mapping")
    case .sequence: throw error("\(what) must be a single value, not a list")
    }
  }

  /// Whether this is a scalar whose text is empty (`~`, `null` or nothing).
  var isNull: Bool {
    guard case .scalar(let scalar) = node else { return false }
    return scalar.tag.description == Tag.Name.null.rawValue
      || (scalar.style == .plain && ["", "~", "null"].contains(scalar.string))
  }

  func integer(_ what: String) throws(ScreenFileError) -> Int {
    let text = try scalar(what)
    guard let value = Int(text.replacingOccurrences(of: "_", with: "")) else {
      throw error("\(what) must be a whole number, not '\(text)'")
    }
    return value
  }

  func bool(_ what: String) throws(ScreenFileError) -> Bool {
    switch try scalar(what) {
    case "true": return true
    case "false": return false
    case let text: throw error("\(what) must be true or false, not '\(text)'")
    }
  }

  /// The entries of a mapping, in order, keys as text. `allowed` (when given) lists the keys
  /// it may have; `required` those it must have.
  func mapping(
    _ what: String, allowed: [String]? = nil, required: [String] = []
  ) throws(ScreenFileError) -> [(key: String, keyValue: YAMLValue, value: YAMLValue)] {
    let mapping: Node.Mapping
    switch node {
    case .mapping(let node): mapping = node
    case .alias: throw error("anchors and aliases are not supported; write \(what) out")
    case .scalar where isNull && required.isEmpty: return []
    case .scalar: throw error("\(what) must be a mapping of keys to values")
    case .sequence: throw error("\(what) must be a mapping of keys to values, not a list")
    }
    var entries: [(key: String, keyValue: YAMLValue, value: YAMLValue)] = []
    for (key, value) in mapping {
      let keyValue = YAMLValue(key, file: file, at: position)
      let name = try keyValue.scalar("a key of \(what)")
      if let allowed, !allowed.contains(name) {
        throw keyValue.error(
          "unknown key '\(name)' in \(what)\(NameSuggestion.hint(for: name, in: allowed)); use one of \(allowed.joined(separator: ", "))"
        )
      }
      entries.append((name, keyValue, YAMLValue(value, file: file, at: keyValue.position)))
    }
    if let missing = required.first(where: { key in !entries.contains { $0.key == key } }) {
      throw error("\(what) needs the key '\(missing)'")
    }
    return entries
  }

  /// The items of a list; a null value is an empty list.
  func sequence(_ what: String) throws(ScreenFileError) -> [YAMLValue] {
    switch node {
    case .sequence(let sequence): return sequence.map { YAMLValue($0, file: file, at: position) }
    case .scalar where isNull: return []
    case .alias: throw error("anchors and aliases are not supported; write \(what) out")
    default: throw error("\(what) must be a list (items starting with '- ', or [a, b])")
    }
  }
}

extension Array where Element == (key: String, keyValue: YAMLValue, value: YAMLValue) {
  /// The value under `key`, if the mapping has it.
  subscript(key: String) -> YAMLValue? {
    first { $0.key == key }?.value
  }
}
