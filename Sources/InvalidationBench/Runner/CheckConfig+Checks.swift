/// The checks of a config that go beyond its shape: engines that exist, paths that lead to
/// files, and each mistake at its place in the file (docs/ci.md, "The config file").
extension CheckConfig {
  /// A mistake about the value of `key` in screen `index` (`root`, `swiftui.2`), at that
  /// value in the file (at the screen's entry when the file does not give the key).
  public func mistake(screen index: Int, key: String, _ message: String) -> ScreenFileError {
    let position =
      (index < valuePositions.count ? valuePositions[index][key] : nil)
      ?? FilePosition(line: index < screenLines.count ? screenLines[index] : 1, column: 1)
    return ScreenFileError(file: path, line: position.line, column: position.column, message)
  }

  /// A mistake about the engines the file lists, at its `engines:`.
  public func mistakeInEngines(_ message: String) -> ScreenFileError {
    let position = enginesPosition ?? .start
    return ScreenFileError(file: path, line: position.line, column: position.column, message)
  }

  /// Refuses an empty list of engines, the oracle, or a name no engine has.
  static func checkEngines<Keys: CodingKey>(
    _ engines: [String], in container: KeyedDecodingContainer<Keys>, forKey key: Keys
  ) throws {
    let choices = ([EngineKind.asWritten] + EngineKind.strategies).map(\.rawValue)
    guard !engines.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "'engines' lists no engine; list at least one, or leave it out to run as-written")
    }
    if let unknown = engines.first(where: { !choices.contains($0) }) {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription:
          "'engines' names '\(unknown)', which is no engine to choose; name one of \(choices.joined(separator: ", ")) (the oracle always runs)"
      )
    }
  }

  /// Where the values of a screen's keys are in `text`, a list's items as `key.N` (from 1).
  static func valuePositions(of entry: Entry, index: Int, in text: String) -> [String: FilePosition] {
    let screen: [any CodingKey] = [Key(stringValue: "screens"), Key(intValue: index)]
    var found: [String: FilePosition] = [:]
    func place(_ keys: [any CodingKey], as name: String) {
      let (line, column) = position(of: screen + keys, in: text)
      found[name] = FilePosition(line: line, column: column)
    }
    for key in ["name", "swiftui", "root", "trace", "screen", "workload", "platform"] {
      place([Key(stringValue: key)], as: key)
    }
    for item in (entry.swiftui ?? []).indices {
      place([Key(stringValue: "swiftui"), Key(intValue: item)], as: "swiftui.\(item + 1)")
    }
    return found
  }

  /// Refuses, at its place, a `swiftui:` list with no path, a path that leads nowhere, a file
  /// in it that is no Swift file, and a `screen:` or `trace:` that is no file to read.
  func checkPaths(of index: Int) throws(ScreenFileError) {
    let entry = screens[index]
    let number = index + 1
    if let files = entry.swiftui {
      guard !files.isEmpty else {
        throw mistake(
          screen: index, key: "swiftui",
          "'screens.\(number).swiftui' lists no path; list the screen's Swift files or folders, relative to this file"
        )
      }
      for (item, file) in files.enumerated() {
        let key = "swiftui.\(item + 1)"
        switch InputFile.problem(file) {
        case .folder?:
          continue
        case nil where !file.hasSuffix(".swift"):
          throw mistake(
            screen: index, key: key,
            "'\(file)' is not a Swift file; list .swift files or folders that hold them")
        case nil:
          continue
        case .missing?:
          throw mistake(
            screen: index, key: key,
            "'\(file)' does not exist ('screens.\(number).swiftui' is relative to this file's folder); check the path"
          )
        case let problem?:
          throw mistake(
            screen: index, key: key,
            "'\(file)' \(problem.reason); list .swift files or folders that hold them")
        }
      }
    }
    for (key, file) in [("screen", entry.screen), ("trace", entry.trace)] {
      guard let file, let problem = InputFile.problem(file) else { continue }
      throw mistake(
        screen: index, key: key,
        "'\(file)' \(problem.reason) ('screens.\(number).\(key)' is relative to this file's folder); check the path"
      )
    }
  }

  /// What the value at `keys` must be, for a value of the wrong type.
  static func expected(at keys: [any CodingKey]) -> String {
    let named = keys.last { $0.intValue == nil }?.stringValue ?? ""
    let isItem = keys.last?.intValue != nil
    switch (named, isItem) {
    case ("version", _): return "a whole number (1)"
    case ("screens", false): return "a list of screens"
    case ("screens", true): return "a mapping with one of swiftui:, screen: or workload:"
    case ("swiftui", false): return "a list of paths"
    case ("swiftui", true), ("trace", _), ("screen", _): return "a path"
    case ("engines", false): return "a list of engine names"
    case ("engines", true): return "an engine's name"
    case ("no-waste", false): return "a list of view names"
    case ("no-waste", true), ("root", _): return "a view's name"
    case ("budgets", _): return "a mapping of budgets"
    case ("max-times-oracle", _): return "a number"
    case ("max-per-interaction", _): return "a whole number"
    default: return "a string"
    }
  }
}
