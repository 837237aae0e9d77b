import Testing

@testable import InvalidationBench

/// Each kind of mistake in a screen file is one message at its line and column (counted from
/// 1 by hand in `base` below, with the edit applied).
@Suite struct ScreenFileErrorTests {
  static let base = """
    workload: mini
    parameters:
      rows:
        default: 3
        range: 1...10
    stores:
      model:
        fields:
          count: 0
    views:
      Label:
        inputs: {value: value}
        body:
          - Text: value
      Root:
        body:
          - Label: {value: model.count}
    root: Root
    trace:
      - model.count += 1
    """

  struct Case: CustomStringConvertible, Sendable {
    let edit: String
    let replacing: String
    let with: String
    let position: String
    let says: String
    var description: String { edit }
  }

  static let cases: [Case] = [
    // The base loads; the first case checks it.
    Case(edit: "none", replacing: "", with: "", position: "", says: ""),
    // libyaml notices the unclosed `{` of line 12 (column 13) at the `:` after `body` (13:9).
    Case(
      edit: "YAML syntax", replacing: "inputs: {value: value}", with: "inputs: {value: value",
      position: "13:9", says: "while parsing a flow mapping at line 12, column 13"),
    Case(
      edit: "unknown top-level key", replacing: "workload: mini", with: "workload: mini\ncolour: blue",
      position: "2:1", says: "unknown key 'colour' in the screen file"),
    Case(
      edit: "unknown key in a view", replacing: "    body:\n      - Text", with: "    bodie:\n      - Text",
      position: "13:5", says: "unknown key 'bodie' in the view 'Label'"),
    // `      - Label: {valu: model.count}`: the key starts at column 17.
    Case(
      edit: "unknown input", replacing: "{value: model.count}", with: "{valu: model.count}",
      position: "17:17", says: "view 'Label' has no input 'valu'"),
    Case(
      edit: "unknown view", replacing: "root: Root", with: "root: Rot", position: "18:7",
      says: "the root 'Rot' is not a view of this file"),
    // `  - model.cont += 1`: the field name starts at column 11.
    Case(
      edit: "trace writes a field that does not exist", replacing: "model.count += 1",
      with: "model.cont += 1", position: "20:11", says: "the store 'model' has no field 'cont'"),
    // `      - Label: {value: model.size}`: `size` starts at column 30.
    Case(
      edit: "body reads a field that does not exist", replacing: "{value: model.count}",
      with: "{value: model.size}", position: "17:30", says: "the store 'model' has no field 'size'"),
    Case(
      edit: "wrong type written by the trace", replacing: "model.count += 1", with: "model.count = \"x\"",
      position: "20:5", says: "frame 1 sets 'count'"),
    // Label's body shows Root (line 15, column 9), whose body shows Label (line 18, column 9).
    Case(
      edit: "a cycle of views", replacing: "      - Text: value", with: "      - Text: value\n      - Root",
      position: "18:9", says: "the views Label → Root → Label form a cycle"),
    Case(
      edit: "parameter default out of range", replacing: "default: 3", with: "default: 30",
      position: "4:14", says: "the default of rows, 30, is outside its range 1...10"),
    // `      - Text: value +`: the missing operand is after the `+` at column 21.
    Case(
      edit: "not a Swift expression", replacing: "- Text: value", with: "- Text: value +",
      position: "14:22", says: "the content of Text is not a Swift expression"),
    Case(
      edit: "unknown input kind", replacing: "{value: value}", with: "{value: number}",
      position: "12:21", says: "unknown input kind 'number'"),
    Case(
      edit: "a statement YAML reads as a mapping", replacing: "model.count += 1",
      with: "scroll(to: 1)", position: "20:5", says: "YAML reads 'scroll(to"),
    Case(
      edit: "unknown part", replacing: "- Text: value", with: "- text: value", position: "14:9",
      says: "unknown part 'text'"),
    // `root: Label`: Label takes `value`; the name starts at column 7.
    Case(
      edit: "a root with inputs", replacing: "root: Root", with: "root: Label", position: "18:7",
      says: "the root view 'Label' takes inputs"),
    // Type errors the checker finds once a view's body is read point at their part:
    // `      - ForEach: model.count` is the new line 18, its item at column 9.
    Case(
      edit: "a ForEach over a number", replacing: "      - Label: {value: model.count}",
      with:
        "      - Label: {value: model.count}\n      - ForEach: model.count\n        content:\n          - Text: index",
      position: "18:9", says: "a ForEach in view 'Root' runs over a"),
    // Inside `then:` of the new `if` on line 18, the ForEach is line 20, its item at column 13.
    Case(
      edit: "a ForEach over a number inside an if", replacing: "      - Label: {value: model.count}",
      with:
        "      - Label: {value: model.count}\n      - if: model.count > 0\n        then:\n          - ForEach: model.count\n            content:\n              - Text: index",
      position: "20:13", says: "a ForEach in view 'Root' runs over a"),
    // A row view has its own source: `        source: A.swift:3` is the new line 21, its value
    // at column 17 (8 spaces and `source: `).
    Case(
      edit: "a source on a ForEach with a row view", replacing: "      - Label: {value: model.count}",
      with:
        "      - Label: {value: model.count}\n      - ForEach: 0..<2\n        row: Label\n        arguments: {value: index}\n        source: A.swift:3",
      position: "21:17", says: "source goes with content written inline"),
    // A closure input given a number: `      - Label: {value: model.count, onTap: '3'}` (line
    // 17), the `3` at column 45 (a function's name there, `onTap: 'refresh'`, loads).
    Case(
      edit: "a closure input given no closure",
      replacing:
        "{value: value}\n    body:\n      - Text: value\n  Root:\n    body:\n      - Label: {value: model.count}",
      with:
        "{value: value, onTap: closure}\n    body:\n      - Text: value\n  Root:\n    body:\n      - Label: {value: model.count, onTap: '3'}",
      position: "17:45", says: "a closure input takes a closure or a function's name"),
    // The statement `        - model.count = true` is line 18, its text at column 11.
    Case(
      edit: "an action writing a Bool to an Int", replacing: "  Root:\n",
      with: "  Root:\n    actions:\n      bump:\n        - model.count = true\n",
      position: "18:11", says: "the action 'bump' of view 'Root' writes a"),
    // Label (declared first, as Root shows it) and Root both own `model`: Root's
    // `    owns: [model]` is the new line 17, its list at column 11.
    Case(
      edit: "a store owned twice", replacing: "      - Text: value\n  Root:\n",
      with: "      - Text: value\n    owns: [model]\n  Root:\n    owns: [model]\n",
      position: "17:11", says: "the store 'model' is owned by two views"),
    // `  Label:` is line 11; presented, its body (one Text) is no `if` on what presents it.
    Case(
      edit: "a presented view whose body is no if", replacing: "  Label:\n",
      with: "  Label:\n    presented: true\n",
      position: "11:3", says: "view 'Label' is presented, so its body must be one if"),
    Case(
      edit: "a key given twice", replacing: "count: 0", with: "count: 0\n      count: 1",
      position: "9:7", says: "the key 'count' is given twice"),
    // Root's actions go after line 15 (`  Root:`): `    actions:` 16, `      add:` 17,
    // `        - if: model.count > 2` 18, and the misspelt key on 19 at column 11.
    Case(
      edit: "a branch of an action with an unknown key", replacing: "  Root:\n",
      with:
        "  Root:\n    actions:\n      add:\n        - if: model.count > 2\n          than: [model.count += 1]\n",
      position: "19:11", says: "unknown key 'than' in a branch of the action 'add'"),
    // `environment:` is the new line 10, its key `  theme..accent` on 11 at column 3; a key
    // path of Swift names (`theme.accent`) is a key, an empty component is none.
    Case(
      edit: "an environment key that is no key path", replacing: "views:",
      with: "environment:\n  theme..accent: 0\nviews:", position: "11:3",
      says:
        "'theme..accent' cannot name an environment key; use a Swift name, as themeColor, or a key path of them, as theme.accent"
    ),
    Case(
      edit: "a member of an environment key", replacing: "views:",
      with: "environment:\n  theme: 0\n  theme.accent: 0\nviews:", position: "", says: ""),
    // Records on lines 10-15; `      objects: ` is 15 characters, so its value is at 13:16.
    Case(
      edit: "records of an unknown kind", replacing: "      count: 0\nviews:",
      with:
        "      count: 0\n    records:\n      name: items\n      count: 2\n      objects: maybe\n      attributes:\n        title: 0\nviews:",
      position: "13:16",
      says:
        "objects: says what the records are: true (objects of the store's kind), false (structs), ObservableObject or Observable, not 'maybe'"
    ),
    Case(
      edit: "records of the other kind", replacing: "      count: 0\nviews:",
      with:
        "      count: 0\n    records:\n      name: items\n      count: 2\n      objects: ObservableObject\n      attributes:\n        title: 0\nviews:",
      position: "", says: ""),
  ]

  @Test(arguments: cases)
  func mistake(_ mistake: Case) {
    var text = Self.base
    if !mistake.replacing.isEmpty {
      #expect(text.contains(mistake.replacing))
      text = text.replacingOccurrences(of: mistake.replacing, with: mistake.with)
    }
    do {
      _ = try ScreenFile(text: text, path: "mini.yaml")
      #expect(mistake.position.isEmpty, "expected an error at \(mistake.position)")
    } catch {
      #expect("\(error.line):\(error.column)" == mistake.position)
      #expect(error.message.contains(mistake.says), "\(error)")
      #expect(error.description.hasPrefix("mini.yaml:\(mistake.position): "))
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func aRowViewWithoutInputsNeedsNoArguments() throws {
    // Label takes `value`; a row view without inputs may leave out arguments:.
    let text = Self.base
      .replacingOccurrences(
        of: "    inputs: {value: value}\n    body:\n      - Text: value", with: "    body:\n      - Text: 1"
      )
      .replacingOccurrences(
        of: "- Label: {value: model.count}", with: "- ForEach: 0..<rows\n        row: Label")
    let screen = try ScreenFile(text: text, path: "mini.yaml")
    // 3 rows (rows = 3) plus the root mount.
    let run = try CountRun.run(try screen.scenario(screen.values()), engines: [.propertyLevel])
    #expect(run.counters(.propertyLevel).mountEvals == 1 + 3)
  }

  @Test func parameterOutOfRangeOnTheCommandLine() throws {
    let screen = try ScreenFile(text: Self.base, path: "mini.yaml")
    #expect(throws: SelectionError.outOfRange(11, parameter: "rows", range: 1...10, workload: "mini")) {
      try CaseSelection.cases(workloads: [], screens: [screen], parameters: ["rows=11"], seed: nil)
    }
  }
}

/// "did you mean": the closest known name within two edits (one for short names).
@Suite struct NameSuggestionTests {
  // Found by the fuzz target: a trace statement that a YAML plain scalar continues over lines
  // (`- a.toggle()]` then a line `y += 1`) was quoted with its line break. The message is one
  // line: the break is a space.
  @Test func quotedInputOverSeveralLinesIsQuotedOnOneLine() {
    let error = ScreenFileError(
      file: "t.yaml", line: 6, column: 7, "not a Swift expression ('a.toggle()]\n  y += 1')")
    #expect(error.message == "not a Swift expression ('a.toggle()]   y += 1')")
    #expect(!error.description.contains("\n"))
  }

  @Test func closeNamesAreSuggestedAndFarOnesAreNot() {
    // flase → false: one swap of neighbours.
    #expect(NameSuggestion.editDistance(Array("flase"), Array("false")) == 1)
    // kitten → sitting: k→s, e→i, +g = 3.
    #expect(NameSuggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(NameSuggestion.hint(for: "flase", in: ["true", "false"]) == " (did you mean 'false'?)")
    #expect(NameSuggestion.hint(for: "expandd", in: ["todo", "expanded"]) == " (did you mean 'expanded'?)")
    // "cnt" is 2 edits from "count" but a name of 3 letters allows 1.
    #expect(NameSuggestion.hint(for: "cnt", in: ["count"]).isEmpty)
    #expect(NameSuggestion.hint(for: "width", in: ["count", "title"]).isEmpty)
  }
}
