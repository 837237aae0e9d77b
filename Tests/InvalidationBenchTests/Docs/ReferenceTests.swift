import Foundation
import Testing

/// docs/reference.md agrees with the commands' own `--help`: every option of every subcommand,
/// and every value of an option that lists its values, is in the subcommand's section.
@Suite struct ReferenceTests {
  /// Each subcommand, with the headings of the sections that may document its options: its
  /// own, and for the gate's commands, which take any selection `bench run` takes, run's.
  static let subcommands: [(words: [String], sections: [String])] = [
    (["run"], ["`bench run`"]), (["import"], ["`bench import"]), (["list"], ["`bench list`"]),
    (["validate"], ["`bench validate"]), (["schema"], ["`bench schema`"]), (["advise"], ["`bench advise"]),
    (["check"], ["`bench check`", "`bench run`"]), (["scan"], ["`bench scan"]),
    (["baseline", "update"], ["`bench baseline update`", "`bench run`"]),
  ]

  /// The text of each `## ` section of docs/reference.md, by its heading.
  static func sections() throws -> [(heading: String, text: String)] {
    let page = try String(
      contentsOf: DocumentedCommandTests.root.appendingPathComponent("docs/reference.md"), encoding: .utf8)
    var found: [(heading: String, text: String)] = []
    for line in page.components(separatedBy: "\n") {
      if line.hasPrefix("## ") {
        found.append((line, ""))
      } else if !found.isEmpty {
        found[found.count - 1].text += line + "\n"
      }
    }
    return found
  }

  /// The options of `help` (a subcommand's `--help`), each with the values it lists.
  static func options(_ help: String) -> [(flag: String, values: [String])] {
    guard let start = help.range(of: "\nOPTIONS:\n") else { return [] }
    var entries: [String] = []
    for line in help[start.upperBound...].components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("-") && line.hasPrefix("  -") {
        entries.append(trimmed)
      } else if !entries.isEmpty {
        entries[entries.count - 1] += " " + trimmed
      }
    }
    return entries.compactMap { entry in
      guard let flag = entry.firstMatch(of: /--[a-z][a-z-]*/).map({ String($0.output) }),
        !["--help", "--version"].contains(flag)
      else { return nil }
      let values =
        entry.firstMatch(of: /\(values: ([^;)]*)/).map {
          $0.output.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        } ?? []
      return (flag, values)
    }
  }

  @Test(arguments: subcommands.map(\.words))
  func everyOptionOfTheHelpIsInTheReference(_ words: [String]) throws {
    let help = try BenchProcess.run(words + ["--help"])
    #expect(help.status == 0)
    let options = Self.options(help.stdout)
    #expect(!options.isEmpty || words == ["list"] || words == ["schema"], "\(words): no options read")
    let allowed = try #require(Self.subcommands.first { $0.words == words }).sections
    let texts = try Self.sections().filter { section in allowed.contains { section.heading.contains($0) } }
      .map { $0.heading + "\n" + $0.text }
    #expect(texts.count == allowed.count, "\(words): docs/reference.md has no section for it")
    for (flag, values) in options {
      let documented = texts.first {
        $0.contains("`\(flag)") || $0.contains("\(flag) ") || $0.contains("\(flag)`")
      }
      #expect(documented != nil, "bench \(words.joined(separator: " ")) \(flag) is not in docs/reference.md")
      for value in values {
        #expect(
          texts.contains { $0.range(of: "\\b\(value)\\b", options: .regularExpression) != nil },
          "bench \(words.joined(separator: " ")) \(flag) \(value) is not in docs/reference.md")
      }
    }
  }
}
