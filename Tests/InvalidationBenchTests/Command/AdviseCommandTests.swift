import Foundation
import Testing

/// `bench advise` as a user runs it: JSON on stdout, the changed screens written as screen
/// files that `bench run --screen` runs.
@Suite struct AdviseCommandTests {
  static let form = SwiftUICommandTests.root.appendingPathComponent("examples/swiftui/SettingsForm.swift")
    .path
  static let trace = SwiftUICommandTests.root.appendingPathComponent(
    "examples/swiftui/traces/settings-form.yaml"
  ).path

  // The form's top suggestion (AdvisorPairTests: 32 → 24), written as a screen file and run
  // from it: 24 body evaluations on as-written, as SettingsFormIsolated.swift measures.
  @Test func theTopSuggestionIsWrittenAsAScreenThatRuns() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let screens = folder.appendingPathComponent("screens").path
    let advise = try BenchProcess.run(
      ["advise", Self.form, "--trace", Self.trace, "--format", "json", "--write-screens", screens])
    #expect(advise.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(advise.stdout.utf8)) as? [String: Any])
    let top = try #require((json["suggestions"] as? [[String: Any]])?.first)
    #expect(top["kind"] as? String == "state-in-child")
    #expect(top["subject"] as? String == "SettingsForm")
    #expect(top["evalsAfter"] as? Int == 24)
    let written = screens + "/01-state-in-child-SettingsForm.yaml"
    let run = try BenchProcess.run(
      [
        "run", "--screen", written, "--engine", "as-written", "--format", "csv", "--reps", "1", "--warmup",
        "0",
        "--out", folder.appendingPathComponent("out").path,
      ])
    #expect(run.status == 0)
    let rows = run.stdout.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    let header = try #require(rows.first)
    let engine = try #require(header.firstIndex(of: "engine"))
    let evals = try #require(header.firstIndex(of: "body_evals"))
    #expect(rows.first { $0.count > engine && $0[engine] == "as-written" }?[evals] == "24")
  }

  @Test func aScreenFileOrAFolderThatCannotBeMadeIsOneLineBeforeAnyWork() throws {
    let screen = SwiftUICommandTests.root.appendingPathComponent("examples/settings-form.yaml").path
    let yaml = try BenchProcess.run(["advise", screen])
    #expect(yaml.status == 1)
    #expect(yaml.stdout.isEmpty)
    #expect(yaml.stderr.split(separator: "\n").count == 1)
    #expect(
      yaml.stderr.hasPrefix(
        "error: \(screen) is a screen file; bench advise takes SwiftUI source: give the Swift files or folder it was imported from (its source:)"
      ))
    let folder = try BenchProcess.run(["advise", Self.form, "--write-screens", "/dev/null/screens"])
    #expect(folder.status == 1)
    #expect(folder.stdout.isEmpty)
    #expect(
      folder.stderr
        == "error: cannot make the folder /dev/null/screens; give --write-screens a folder you can write to\n"
    )
  }

  @Test func aMissingFileIsOneLine() throws {
    let advise = try BenchProcess.run(["advise", "/nonexistent/Screen.swift"])
    #expect(advise.status == 1)
    #expect(advise.stderr.split(separator: "\n").count == 1)
    #expect(advise.stderr.contains("/nonexistent/Screen.swift:1:1: no such file"))
  }
}
