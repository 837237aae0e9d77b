import Foundation
import InvalidationBench
import PropertyBased
import Testing

/// The fuzz target (docs/limits.md, "Fuzzing"): the shipped and example screen files and
/// SwiftUI sources, each mutated by a few random edits (characters and fragments of YAML and
/// Swift inserted, ranges deleted or duplicated, the text cut short), go through the screen-file
/// loader and the import. Each must load and run a few frames on every engine, or be refused
/// with a `ScreenFileError` or `DeclarationError` of one line: no crash, no hang, nothing else.
/// Each input runs on a thread with the command's stack, as `bench` would run it.
///
/// It runs for `BENCH_FUZZ_SECONDS` (default 3) per target; `.ci/run` gives it longer. The input
/// each target is trying is kept in the temporary folder (`bench-fuzz-screen-files.txt`,
/// `bench-fuzz-swift-sources.txt`; the targets run at once, so one file each), so that the input
/// of a crash survives it; such inputs go to Fuzz/Regressions/, which `regressionsStayFixed`
/// replays.
@Suite struct FuzzTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let seconds = Double(ProcessInfo.processInfo.environment["BENCH_FUZZ_SECONDS"] ?? "") ?? 3

  static func texts(in folders: [String], ext: String) -> [String] {
    folders.flatMap { folder -> [String] in
      let url = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.filter { $0.hasSuffix(ext) }.sorted().compactMap {
        try? String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)
      }
    }
  }

  static let screens = texts(in: ["Sources/InvalidationBench/Screens", "examples"], ext: ".yaml")
  static let sources = texts(in: ["examples/swiftui"], ext: ".swift")
  /// Each trace file of the examples with the source it is written for.
  static let traces: [(source: String, trace: String)] = [
    ("Catalog", "catalog"), ("Dashboard", "dashboard"), ("Reads", "reads"), ("SettingsForm", "settings-form"),
  ].compactMap { source, trace in
    let folder = root.appendingPathComponent("examples/swiftui")
    guard
      let swift = try? String(contentsOf: folder.appendingPathComponent("\(source).swift"), encoding: .utf8),
      let yaml = try? String(
        contentsOf: folder.appendingPathComponent("traces/\(trace).yaml"), encoding: .utf8)
    else { return nil }
    return (swift, yaml)
  }
  /// The CI example's config, and one with every key a config takes.
  static let configs =
    texts(in: ["examples/ci"], ext: ".yml") + [
      """
      version: 1
      screens:
        - name: tally
          swiftui: [App]
          root: TallyScreen
          trace: ../swiftui/traces/dashboard.yaml
        - screen: ../dashboard.yaml
        - workload: ticker
      engines: [as-written, property-level]
      budgets:
        max-times-oracle: 1
        max-per-interaction: 3
        no-waste: [TallyScreen]
        engines: [as-written]
      """
    ]

  /// What the edits put in: the characters and fragments that matter to YAML, Swift and the
  /// screen format, and some that no one should write.
  static let fragments = [
    "&a ", "*a", ": ", "- ", "{", "}", "[", "]", "(", ")", "\n", "  ", "'", "\"", "#", "\\(", "`", "ä",
    "\u{0}",
    "1e400", "-9223372036854775808", "9223372036854775807", "0..<100000000", "0...2", "?", " : ", "!",
    "model.", ".toggle()", "ForEach: 0..<3\n  content:\n    - Text: index", "if: true", "Text: ", "$",
    "@State var x = 0", "struct X: View { var body: some View { X() } }", "Task { await f() }", "nil",
    ".padding()", "== ", "+ 1", "\t", "~", "null", "<<: *a", "!!binary", "%YAML 1.2\n---\n",
  ]

  /// One edit: where (a fraction of the text, in ten-thousandths), what, and with which fragment.
  struct Edit: Sendable, CustomStringConvertible {
    let at: Int
    let kind: Int
    let fragment: Int
    let length: Int

    var description: String { "Edit(at: \(at), kind: \(kind), fragment: \(fragment), length: \(length))" }

    func apply(to text: inout [Character]) {
      let position = text.isEmpty ? 0 : min(text.count - 1, text.count * at / 10_000)
      let end = min(text.count, position + length)
      switch kind {
      case 0: text.insert(contentsOf: FuzzTests.fragments[fragment % FuzzTests.fragments.count], at: position)
      case 1: text.removeSubrange(position..<end)
      case 2: text.insert(contentsOf: text[position..<end], at: end)
      case 3: text.removeSubrange(position...)
      default:
        if position < text.count { text[position] = Character(UnicodeScalar(UInt8(32 + fragment % 95))) }
      }
    }
  }

  static let edits = zip(
    Gen.int(in: 0...10_000), Gen.int(in: 0...5), Gen.int(in: 0...200), Gen.int(in: 0...40)
  )
  .map { Edit(at: $0, kind: $1, fragment: $2, length: $3) }
  .array(of: 1...8)

  static func mutated(_ text: String, _ edits: [Edit]) -> String {
    var characters = Array(text)
    for edit in edits { edit.apply(to: &characters) }
    return String(characters)
  }

  /// How many inputs a target tried.
  final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func add() { value += 1 }
  }

  /// Keeps `text` where a crash leaves it, in the file of the target `what`.
  static func keep(_ text: String, _ what: String) {
    let name = "bench-fuzz-\(what.replacingOccurrences(of: " ", with: "-").lowercased()).txt"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try? Data(text.utf8).write(to: file)
  }

  /// Loads a screen file and runs a few frames on every engine; returns what refused it.
  static func tryScreen(_ text: String) -> (any Error)? {
    do {
      let screen = try ScreenFile(text: text, path: "fuzz.yaml")
      var overrides: [WorkloadParameter: Int] = [:]
      if let frames = screen.parameter(named: "frames") { overrides[frames] = min(5, frames.defaultValue) }
      _ = try CountRun.run(try screen.scenario(overrides), engines: EngineKind.strategies)
      return nil
    } catch {
      return error
    }
  }

  /// Imports a Swift source and runs what it made, as `bench run --swiftui` does.
  static func trySource(_ text: String) -> (any Error)? {
    do {
      let imported = try SwiftUIImporter.importing([(path: "Fuzz.swift", text: text)])
      return tryScreen(imported.screenFile)
    } catch {
      return error
    }
  }

  /// Imports `source` with the trace file `trace` and runs a few frames, as `bench run
  /// --swiftui … --trace` does.
  static func tryTrace(_ source: String, _ trace: String) -> (any Error)? {
    do {
      let imported = try SwiftUIImporter.importing(
        [(path: "Fuzz.swift", text: source)], traceFile: (text: trace, path: "fuzz-trace.yaml"))
      let workload = imported.workload
      var overrides: [WorkloadParameter: Int] = [:]
      if let frames = workload.parameter(named: "frames") { overrides[frames] = min(5, frames.defaultValue) }
      _ = try CountRun.run(try workload.scenario(overrides), engines: EngineKind.strategies)
      return nil
    } catch {
      return error
    }
  }

  /// Reads a config as `bench check --config` does, beside the CI example.
  static func tryConfig(_ text: String) -> (any Error)? {
    do {
      _ = try CheckConfig.load(
        Data(text.utf8), path: root.appendingPathComponent("examples/ci/fuzz.yml").path)
      return nil
    } catch {
      return error
    }
  }

  /// A refusal is one of the tool's own errors, in one line.
  static func expectClean(_ error: (any Error)?, _ input: String) {
    guard let error else { return }
    #expect(
      error is ScreenFileError || error is DeclarationError || error is SelectionError,
      "\(type(of: error)): \(error)")
    #expect(!"\(error)".contains("\n"), "a message of several lines: \(error)")
  }

  @Test func mutatedScreenFilesLoadOrAreRefusedInOneLine() async {
    await Self.fuzz(Self.screens, "screen files", Self.tryScreen)
  }

  @Test func mutatedSwiftSourcesImportOrAreRefusedInOneLine() async {
    await Self.fuzz(Self.sources, "Swift sources", Self.trySource)
  }

  @Test func mutatedTracesRunOrAreRefusedInOneLine() async {
    let pairs = Self.traces
    await Self.fuzz(pairs.indices.map { "\($0)\u{1}" + pairs[$0].trace }, "traces") { text in
      // The source's index, then the mutated trace (an edit may reach the index: then the first).
      let parts = text.split(separator: "\u{1}", maxSplits: 1, omittingEmptySubsequences: false)
      let index = parts.count == 2 ? Int(parts[0]).map { min(max(0, $0), pairs.count - 1) } ?? 0 : 0
      return Self.tryTrace(pairs[index].source, String(parts.last ?? ""))
    }
  }

  @Test func mutatedConfigsLoadOrAreRefusedInOneLine() async {
    await Self.fuzz(Self.configs, "configs", Self.tryConfig)
  }

  /// Tries mutations of `corpus` with `attempt` for `seconds`, counted from the first input
  /// (in a full `swift test` a target may wait a while for a thread).
  static func fuzz(
    _ corpus: [String], _ what: String, _ attempt: @escaping @Sendable (String) -> (any Error)?
  ) async {
    let budget = Budget(seconds: seconds)
    let tried = Counter()
    // Its own task, cancelled when the time is up: propertyCheck stops at the next input.
    let run = Task {
      await propertyCheck(count: 10_000_000, input: Gen.int(in: 0...(corpus.count - 1)), edits) {
        index, edits in
        guard !budget.isSpent else {
          withUnsafeCurrentTask { $0?.cancel() }
          return
        }
        let text = mutated(corpus[index], edits)
        keep(text, what)
        tried.add()
        expectClean(onCommandStack { attempt(text) }, text)
      }
    }
    await run.value
    print("fuzz: \(tried.value) mutated \(what) in \(seconds) s")
    #expect(tried.value > 0)
  }

  /// `work` on a thread with the stack `bench` runs its command on (Sources/bench/Bench.swift):
  /// an input is tried as the command would run it, not on a test thread's smaller stack.
  static func onCommandStack(_ work: @escaping @Sendable () -> (any Error)?) -> (any Error)? {
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      outcome.error = work()
      done.signal()
    }
    thread.stackSize = 1 << 29
    thread.start()
    done.wait()
    return outcome.error
  }

  /// What an input running on another thread ended with; read once that thread is done.
  final class Outcome: @unchecked Sendable {
    var error: (any Error)?
  }

  /// A time budget that starts when it is first asked about.
  final class Budget: @unchecked Sendable {
    private let seconds: Double
    private var start: Date?

    init(seconds: Double) {
      self.seconds = seconds
    }

    var isSpent: Bool {
      let now = Date()
      if start == nil { start = now }
      return now.timeIntervalSince(start!) >= seconds
    }
  }

  /// Every input that ever crashed or hung a run (the fuzz target's finds and the hostile
  /// inputs of docs/limits.md small enough to keep), replayed: `.yaml` as a screen file,
  /// `.swift-source` (Swift kept out of the build) through the import.
  @Test func regressionsStayFixed() throws {
    let folder = Self.root.appendingPathComponent("Tests/InvalidationBenchTests/Fuzz/Regressions")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      if name.hasSuffix(".yaml") {
        Self.expectClean(Self.onCommandStack { Self.tryScreen(text) }, text)
      } else if name.hasSuffix(".swift-source") {
        Self.expectClean(Self.onCommandStack { Self.trySource(text) }, text)
      }
    }
  }
}
