import Foundation
import Testing

/// Every shell command the README and docs/ show is run, as a reader would run it from the
/// package's folder, and the output each page shows after it is checked against that run.
///
/// A command is a line of a ```sh block; a ```text block after it is what it prints (other
/// blocks, such as a usage synopsis, are not run). `swift run -c release bench` and `bench`
/// run the `bench` of this build, in a copy of the package's files. Shown output is checked
/// line by line, in order: each line must be a line of the run, or its first columns (a line
/// ending in `…` was cut there, anywhere), spaces collapsed and times (`9.2 µs`) left out,
/// since they are this machine's, with every figure derived from time: the columns of
/// `timeColumns` in a table (frames over budget are counted against a time). Counts are exact.
@Suite struct DocumentedCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var pages: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }

  static var blocks: [DocumentedCommand] {
    get throws {
      try pages.flatMap { page in
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        return try DocumentedCommand.all(in: text, file: page)
      }
    }
  }

  /// The commands that are not run here, and why; a new one must be added here too.
  static let notRun: Set<String> = [
    "swift test", "cd Benchmarks", "swift package benchmark",
    "swift package benchmark thresholds check",
    "swift package --allow-writing-to-package-directory benchmark thresholds update",
    "swift package --allow-writing-to-package-directory bench-check baseline update --config bench.yml --out bench-baseline.json --quiet",
    "swift package --allow-writing-to-package-directory bench-check --config bench.yml --baseline bench-baseline.json",
    "swift run -c release bench --swiftui path/to/YourFeature",
    "swift run -c release bench scan path/to/YourApp",
    "swift run -c release bench scan path/to/YourApp [--platform ios|macos|…] [--out results/scan]",
    // Installing: InstallTests copies the built bench away and runs it.
    "swift build -c release --product bench", "cp .build/release/bench ~/.local/bin/", "bench --version",
    "git clone https://github.com/invalidationbench/invalidationbench InvalidationBench",
    "cd InvalidationBench",
    "mkdir -p ~/.local/bin && cp .build/release/bench ~/.local/bin/",
    "swift build -c release --product bench --static-swift-stdlib",
    "mint install invalidationbench/invalidationbench@0.14.0 bench",
    "bench --generate-completion-script zsh > ~/.zfunc/_bench",
    "bench --generate-completion-script bash > ~/.local/share/bash-completion/completions/bench",
    // An Xcode build phase; AppGateTests tests the xcode format.
    "cd \"$SRCROOT\" && /usr/local/bin/bench check --config bench.yml --baseline bench-baseline.json --quiet --format xcode",
  ]

  @Test func everyPageHasCommandsAndTheirOutput() throws {
    let blocks = try Self.blocks
    #expect(blocks.count >= 10)
    #expect(blocks.filter { !$0.outputs.isEmpty }.count >= 5)
    // Only the commands listed above go unrun, each with its reason on the page.
    let skipped = Set(blocks.filter { $0.notRun != nil }.flatMap(\.commands))
    #expect(skipped == Self.notRun)
  }

  /// GitHub's anchor of a heading: lowercased, punctuation dropped, spaces as hyphens.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_"
      }
    ).replacingOccurrences(of: " ", with: "-")
  }

  @Test func everyLinkOfThePagesLeadsSomewhere() throws {
    for page in Self.pages {
      let url = Self.root.appendingPathComponent(page)
      let text = try String(contentsOf: url, encoding: .utf8)
      var inFence = false
      for (index, line) in text.components(separatedBy: "\n").enumerated() {
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
        guard !inFence else { continue }
        let links = line.matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
        for link in links where !link.hasPrefix("http") && !link.hasPrefix("mailto:") {
          let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
            String.init)
          let target =
            parts[0].isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(parts[0])
          #expect(
            FileManager.default.fileExists(atPath: target.path),
            "\(page):\(index + 1): \(link) leads to no file")
          guard parts.count == 2, target.pathExtension == "md",
            let linked = try? String(contentsOf: target, encoding: .utf8)
          else { continue }
          let anchors = linked.components(separatedBy: "\n").filter { $0.hasPrefix("#") }.map {
            Self.anchor(String($0.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces))
          }
          #expect(anchors.contains(parts[1]), "\(page):\(index + 1): \(link) names no heading")
        }
      }
    }
  }

  @Test(arguments: try blocks.filter { $0.notRun == nil })
  func commandPrintsWhatThePageShows(_ block: DocumentedCommand) throws {
    let folder = try Self.workingFolder(for: block)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    var last: (status: Int32, output: String)?
    for (index, command) in block.commands.enumerated() {
      let run = try Self.run(command, in: folder)
      let expected = index == block.commands.count - 1 ? block.exit : 0
      #expect(
        run.status == expected,
        "\(block): \(command) exited \(run.status), not \(expected):\n\(run.output.suffix(2000))")
      last = run
    }
    guard let last else { return }
    let actual = Self.maskingTimeColumns(last.output.components(separatedBy: "\n")).map(Self.normalized)
      .filter { !$0.isEmpty }
    for output in block.outputs {
      var position = 0
      for (offset, line) in Self.maskingTimeColumns(output.text).enumerated() {
        var shown = Self.normalized(line)
        guard !shown.isEmpty, shown != "…" else { continue }
        if shown.hasSuffix("…") { shown = String(shown.dropLast()).trimmingCharacters(in: .whitespaces) }
        let cut = Self.normalized(line).hasSuffix("…")
        let matches = { (run: String) in
          run == shown || run.hasPrefix(shown + " ") || (cut && run.hasPrefix(shown))
        }
        guard let found = actual[position...].firstIndex(where: matches) else {
          Issue.record(
            "\(block.file):\(output.line + offset): the run of \(block.commands.last!) prints no line beginning '\(shown)' after the lines before it; it printed:\n\(actual.joined(separator: "\n"))"
          )
          break
        }
        position = found + 1
      }
    }
  }

  /// The headings of the columns whose figures come from a clock: a frame's time, and the
  /// frames slower than the budget.
  static let timeColumns: Set<String> = ["p50 frame", "p99 frame", "over budget"]

  /// `lines` with the cells of `timeColumns` blanked in every table: a table is a header, a
  /// rule of dashes under it (each run of dashes a column) and the rows down to an empty line.
  static func maskingTimeColumns(_ lines: [String]) -> [String] {
    var masked = lines
    var spans: [Range<Int>] = []
    for index in masked.indices {
      let line = Array(masked[index])
      if index + 1 < masked.count, masked[index + 1].hasPrefix("-"),
        masked[index + 1].allSatisfy({ $0 == "-" || $0 == " " })
      {
        let rule = Array(masked[index + 1])
        var columns: [Range<Int>] = []
        var start: Int?
        for (offset, character) in (rule + [" "]).enumerated() {
          if character == "-", start == nil { start = offset }
          if character == " ", let open = start {
            columns.append(open..<offset)
            start = nil
          }
        }
        spans = columns.filter { column in
          column.upperBound <= line.count
            && timeColumns.contains(String(line[column]).trimmingCharacters(in: .whitespaces))
        }
        continue
      }
      guard !spans.isEmpty else { continue }
      if line.isEmpty {
        spans = []
        continue
      }
      var characters = line
      for span in spans where !characters.allSatisfy({ $0 == "-" || $0 == " " }) {
        for offset in span where offset < characters.count { characters[offset] = " " }
      }
      masked[index] = String(characters)
    }
    return masked
  }

  /// Spaces collapsed, times replaced by `<time>`.
  static func normalized(_ line: String) -> String {
    line.replacingOccurrences(
      of: #"\d+(\.\d+)? ?(ns|µs|ms|s)(?=\s|$|,|\))"#, with: "<time>", options: .regularExpression
    )
    .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
    .trimmingCharacters(in: .whitespaces)
  }

  /// A folder to run `block` in, inside a new temporary folder: a copy of the folder its page
  /// names, or of the package's files, so that nothing a command writes reaches the package.
  static func workingFolder(for block: DocumentedCommand) throws -> URL {
    let manager = FileManager.default
    let base = manager.temporaryDirectory.appendingPathComponent("bench-docs-\(UUID().uuidString)")
    let folder = base.appendingPathComponent("work")
    try manager.createDirectory(at: base, withIntermediateDirectories: true)
    try copy(block.folder.map { root.appendingPathComponent($0) } ?? root, to: folder)
    // A run writes results/latest: the package's own is not the reader's.
    try? manager.removeItem(at: folder.appendingPathComponent("results/latest"))
    return folder
  }

  /// `source` copied to `target`, without build products and version control.
  static func copy(_ source: URL, to target: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: target, withIntermediateDirectories: true)
    for entry in try manager.contentsOfDirectory(atPath: source.path)
    where ![".build", ".git", ".swiftpm"].contains(entry) && !entry.hasPrefix(".build-") {
      let from = source.appendingPathComponent(entry)
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: from.path, isDirectory: &isFolder), isFolder.boolValue {
        try copy(from, to: target.appendingPathComponent(entry))
      } else {
        try manager.copyItem(at: from, to: target.appendingPathComponent(entry))
      }
    }
  }

  /// Runs `command` with `/bin/sh` in `folder`, `bench` and `swift run -c release bench` being
  /// this build's `bench`; stdout, then stderr.
  static func run(_ command: String, in folder: URL) throws -> (status: Int32, output: String) {
    let tools = folder.deletingLastPathComponent().appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    let bench = tools.appendingPathComponent("bench")
    if !FileManager.default.fileExists(atPath: bench.path) {
      try FileManager.default.createSymbolicLink(at: bench, withDestinationURL: BenchProcess.executable)
      let swift = tools.appendingPathComponent("swift")
      try """
      #!/bin/sh
      if [ "$1 $2 $3 $4" = "run -c release bench" ]; then shift 4; exec bench "$@"; fi
      echo "the docs test runs only 'swift run -c release bench', not: swift $*" >&2
      exit 97
      """.write(to: swift, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    }
    let outFile = tools.appendingPathComponent("stdout")
    let errFile = tools.appendingPathComponent("stderr")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: outFile)
    process.standardError = try FileHandle(forWritingTo: errFile)
    try process.run()
    process.waitUntilExit()
    let output =
      try String(contentsOf: outFile, encoding: .utf8) + String(contentsOf: errFile, encoding: .utf8)
    return (process.terminationStatus, output)
  }
}

extension DocumentedCommandTests {
  // A loaded machine counted a frame over budget where the page shows 0: the column is
  // blanked on both sides, so the line still matches; the counts around it are compared.
  @Test func figuresDerivedFromTimeAreNotCompared() {
    let page = [
      "engine   body evals  p50 frame  over budget  stale",
      "-------  ----------  ---------  -----------  -----",
      "oracle          120     9.2 µs            0      0",
      "",
      "after the table    1",
    ]
    let loaded = page.map {
      $0.replacingOccurrences(of: "    9.2 µs            0", with: "   41.0 ms            1")
    }
    #expect(loaded != page)
    #expect(
      Self.maskingTimeColumns(page).map(Self.normalized)
        == Self.maskingTimeColumns(loaded).map(Self.normalized))
    // engine, body evals and stale stay; p50 frame and over budget are blank.
    #expect(Self.normalized(Self.maskingTimeColumns(page)[2]) == "oracle 120 0")
    // A count that moved still shows.
    let moved = page.map { $0.replacingOccurrences(of: "120", with: "121") }
    #expect(Self.maskingTimeColumns(page) != Self.maskingTimeColumns(moved))
    #expect(Self.maskingTimeColumns(page)[4] == "after the table    1")
  }
}
