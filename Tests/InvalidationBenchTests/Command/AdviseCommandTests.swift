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

  // The form's top suggestion, saves moved into a child with the parts that use it (PatchTests:
  // 32 → 24; as the app's command finds no app here, its patch is of the files given), written
  // as a screen file and run from it: 24 body evaluations on as-written.
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
    #expect(top["subject"] as? String == "SettingsForm.saves")
    #expect(top["evalsAfter"] as? Int == 24)
    let written = screens + "/01-state-in-child-SettingsForm.saves.yaml"
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

  // examples/settings-form.yaml: the form's top suggestion is the same change as on its
  // SwiftUI source, at the file's line of SettingsForm (36). 300 frames: Save every 5th (60),
  // the slider every 3rd of the others (80), the name in the other 160. As written the form
  // reads saves, 60; SavedLabel 60; the field 160 + 60; the slider 80 + 60: 480. Each state
  // in a child: the form 0, the save region 60, SavedLabel 60, the field 160, the slider 80:
  // 360.
  @Test func aScreenFileIsAdvisedAsItsSource() throws {
    let screen = SwiftUICommandTests.root.appendingPathComponent("examples/settings-form.yaml").path
    let advise = try BenchProcess.run(["advise", screen, "--format", "json"])
    #expect(advise.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(advise.stdout.utf8)) as? [String: Any])
    #expect(json["evals"] as? Int == 480)
    let top = try #require((json["suggestions"] as? [[String: Any]])?.first)
    #expect(top["kind"] as? String == "state-in-child")
    #expect(top["evalsAfter"] as? Int == 360)
    #expect(top["place"] as? String == "\(screen):36")
    let both = try BenchProcess.run(["advise", screen, Self.form])
    #expect(both.status == 1)
    #expect(
      both.stderr.hasPrefix(
        "error: \(screen) is a screen file; give it alone, or the Swift files of the screen without it"))
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
