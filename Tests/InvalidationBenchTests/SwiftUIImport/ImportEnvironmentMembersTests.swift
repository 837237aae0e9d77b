import Testing

@testable import InvalidationBench

/// `@Environment(\.theme.accent)` reads the member `theme.accent`, not the whole `theme`
/// (docs/swiftui-import.md, "Members of an environment value"): SwiftUI compares the value
/// read through the whole key path (R9).
@Suite struct ImportEnvironmentMembersTests {
  static let palette = """
    import SwiftUI
    struct Theme { var accent = 0; var background = 0 }
    extension EnvironmentValues { @Entry var theme = Theme() }
    struct Palette: View {
      @State private var accent = 0
      @State private var background = 0
      var body: some View {
        VStack {
          Button("Accent") { accent += 1 }
          Button("Background") { background += 1 }
          Swatch()
          Backdrop()
        }
        .environment(\\.theme.accent, accent)
        .environment(\\.theme.background, background)
      }
    }
    struct Swatch: View {
      @Environment(\\.theme.accent) private var accent
      var body: some View { Text("\\(accent)") }
    }
    struct Backdrop: View {
      @Environment(\\.theme.background) private var background
      var body: some View { Text("\\(background)") }
    }
    """

  static let trace = """
    trace:
      - if: frame <= 2
        then: [tap(tapAccent)]
      - if: frame == 3
        then: [tap(tapBackground)]
    """

  // Palette writes two members of `theme`, each from a state of its own; Swatch reads the
  // accent, Backdrop the background.
  //   f1, f2 Accent: accent 0 → 1 → 2. Palette reads it: +1 each. The accent's writer
  //      changes; Swatch, which reads the accent, runs: +1 each; Backdrop's member did not
  //      change, and it does not run (R9: each view checks the value it reads).
  //   f3 Background: Palette +1, Backdrop +1.
  // Palette 3, Swatch 2, Backdrop 1. Read as the whole `theme`, both views would read it
  // from the inner writer (the accent's): Swatch 2, Backdrop 2.
  @Test func aViewReadingAMemberRunsWhenThatMemberChanges() throws {
    let imported = try SwiftUIImporter.importing(
      [("Palette.swift", Self.palette)], root: "Palette", traceFile: (Self.trace, "trace.yaml"))
    #expect(imported.workload.draft.environmentKeys == ["theme.accent", "theme.background"])
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Palette") == 3)
    #expect(result.evals(.asWritten, of: "Swatch") == 2)
    #expect(result.evals(.asWritten, of: "Backdrop") == 1)
  }

  // A writer of the whole `theme` from a value that can change, over a view reading one of
  // its members: the value is not split, so its warning is at the value: line 7, column 4
  // (indent) + 21 (`Swatch().environment(`) + 9 (`\.theme, `) + 1 = 35.
  @Test func aWholeValueThatCanChangeOverAMemberReaderIsApproximated() throws {
    let source = """
      import SwiftUI
      struct Theme { var accent = 0; var background = 0 }
      extension EnvironmentValues { @Entry var theme = Theme() }
      struct Palette: View {
        @State private var theme = Theme()
        var body: some View {
          Swatch().environment(\\.theme, theme)
        }
      }
      struct Swatch: View {
        @Environment(\\.theme.accent) private var accent
        var body: some View { Text("\\(accent)") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Palette.swift", source)], root: "Palette")
    let warning = imported.warnings.first { $0.message.contains("not split into its members") }
    #expect(warning?.place.written == "Palette.swift:7:35")
    #expect(imported.workload.draft.environmentKeys == ["theme", "theme.accent"])
  }

  // A writer of a member, from a state, over a view reading the whole value: SwiftUI re-runs
  // that view when the member changes, the engine (which keeps the whole's writer apart) does
  // not; the warning is at the value: line 6, column 6 + 13 (`.environment(`) + 16
  // (`\.theme.accent, `) + 1 = 36.
  @Test func aWriterOfAMemberOverAWholeReaderIsApproximated() throws {
    let source = """
      import SwiftUI
      struct Palette: View {
        @State private var accent = 0
        var body: some View {
          Swatch()
            .environment(\\.theme.accent, accent)
        }
      }
      struct Swatch: View {
        @Environment(\\.theme) private var theme
        var body: some View { Text("\\(theme)") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Palette.swift", source)], root: "Palette")
    let warning = imported.warnings.first { $0.message.contains("does not see this writer") }
    #expect(warning?.place.written == "Palette.swift:6:36")
  }

  // A key path through an optional (`\.editMode?.wrappedValue`) is no key path of names: the
  // view reads the whole key `editMode`, with an `approximated` warning at the attribute (line
  // 3, column 3, after two spaces). Before, it read the key `editMode?`, which the screen left
  // out, and the Text's read was dropped.
  @Test func aPathThroughAnOptionalReadsItsFirstKeyWhole() throws {
    let source = """
      import SwiftUI
      struct Editor: View {
        @Environment(\\.editMode?.wrappedValue) private var mode
        var body: some View { Text("\\(mode)") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Editor.swift", source)], root: "Editor")
    #expect(imported.workload.draft.environmentKeys == ["editMode"])
    let warning = imported.warnings.first { $0.message.contains("as the whole environment key editMode") }
    #expect(warning?.place.written == "Editor.swift:3:3")
    #expect(!imported.warnings.contains { $0.kind == .dropped })
  }
}
