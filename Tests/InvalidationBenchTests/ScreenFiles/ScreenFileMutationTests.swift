import Foundation
import InvalidationBench
import Testing

/// The shipped screen files, mutated 200 times each (lines deleted, duplicated or re-indented,
/// tokens swapped or corrupted): every outcome is either a screen that runs or one message
/// `FILE:LINE:COLUMN: …` on one line, inside the file — never a crash.
@Suite struct ScreenFileMutationTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/InvalidationBench/Screens")

  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
  }()

  @Test(arguments: files)
  func mutations(_ file: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
    var generator = SeededGenerator(seed: file.utf8.reduce(7) { $0 &* 31 &+ Int($1) })
    var ran = 0
    var refused = 0
    for round in 0..<200 {
      let mutated = Self.mutate(text, &generator)
      do {
        let screen = try ScreenFile(text: mutated, path: file)
        // A screen that loads runs: at its ci values, 5 frames, on every engine.
        var values = screen.values(screen.ciValues).values
        values["frames"] = 5
        _ = try CountRun.run(try screen.scenario(ParameterValues(values)), engines: EngineKind.strategies)
        ran += 1
      } catch let error as ScreenFileError {
        refused += 1
        #expect(error.file == file)
        #expect((1...lineCount + 1).contains(error.line), "round \(round): \(error)")
        #expect(!error.message.isEmpty && !error.description.contains("\n"), "round \(round): \(error)")
      } catch let error as DeclarationError {
        // Only a screen whose actions never settle is refused while running.
        guard case .unsettled = error else {
          Issue.record("round \(round): \(error)\n\(mutated)")
          continue
        }
        refused += 1
      }
    }
    #expect(ran + refused == 200)
    // Both outcomes occur: the mutations are neither all harmless nor all fatal.
    #expect(ran > 0 && refused > 0, "\(ran) ran, \(refused) refused")
  }

  /// One random edit of `text`.
  static func mutate(_ text: String, _ generator: inout SeededGenerator) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let line = generator.below(lines.count)
    switch generator.below(5) {
    case 0:
      lines.remove(at: line)
    case 1:
      lines.insert(lines[line], at: line)
    case 2:
      lines[line] =
        generator.below(2) == 0
        ? "  " + lines[line] : String(lines[line].dropFirst(min(2, lines[line].count)))
    case 3:
      // Swap two tokens of the file.
      var tokens = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      let a = generator.below(tokens.count)
      let b = generator.below(tokens.count)
      tokens.swapAt(a, b)
      return tokens.joined(separator: " ")
    default:
      // Corrupt one character of the line.
      var characters = Array(lines[line])
      guard !characters.isEmpty else { return lines.joined(separator: "\n") }
      let replacements: [Character] = [
        "x", ":", "-", "{", "}", "\"", "'", "[", "0", "9", " ", "$", "#", "\\", "(",
      ]
      characters[generator.below(characters.count)] = replacements[generator.below(replacements.count)]
      lines[line] = String(characters)
    }
    return lines.joined(separator: "\n")
  }
}
