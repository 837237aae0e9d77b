import Testing

@testable import InvalidationBench

/// `dismiss()` in a view a sheet presents ends the presentation (docs/swiftui-import.md,
/// "`dismiss()` in what a sheet presents"): the sheet's binding is set `false`, as SwiftUI's `DismissAction` does.
@Suite struct ImportDismissTests {
  static let compose = composing(with: "dismiss", "dismiss()")

  /// Compose, which dismisses itself on Done through the environment's `key` by `call`.
  static func composing(with key: String, _ call: String) -> String {
    """
    struct Compose: View {
      @Environment(\\.\(key)) private var \(key)
      @State private var draft = 0
      var body: some View {
        VStack {
          Button("Type") { draft += 1 }
          Text("\\(draft)")
          Button("Done") { \(call) }
        }
      }
    }
    """
  }

  /// Inbox reads `shown` and presents Compose in a sheet; `alsoInline`, it shows one in its
  /// body too.
  static func inbox(alsoInline: Bool) -> String {
    """
    import SwiftUI
    struct Inbox: View {
      @State private var shown = false
      var body: some View {
        VStack {
          Button("Open") { shown = true }
          Text(shown ? "open" : "closed")\(alsoInline ? "\n      Compose()" : "")
        }
        .sheet(isPresented: $shown) { Compose() }
      }
    }
    """
  }

  static let trace = """
    trace:
      - if: frame == 1
        then: [tap(tapOpen)]
      - if: frame == 2
        then: [tap(tapType)]
      - if: frame == 3
        then: [tap(tapDone)]
      - if: frame == 4
        then: [tap(tapOpen)]
    """

  // Inbox reads `shown`; the sheet presents Compose, whose Done calls dismiss().
  //   f1 Open: shown false → true. Inbox reads it: +1. InboxSheet, given a binding whose value
  //      changed (R14) and a new content closure (R3): +1. Compose is made: +1.
  //   f2 Type: Compose's draft 0 → 1: Compose +1.
  //   f3 Done: dismiss() sets the sheet's binding false, so shown true → false: Inbox +1;
  //      the sheet is not evaluated on dismissal (R16): InboxSheet +0; Compose is gone.
  //   f4 Open: shown false → true again: Inbox +1, InboxSheet +1, Compose made anew: +1.
  // Inbox 3, InboxSheet 2, Compose 3. With dismiss() done as nothing, f3 changes nothing and
  // f4 writes `true` over `true`, which re-runs no one: Inbox 1, InboxSheet 1, Compose 2.
  // The older `presentationMode.wrappedValue.dismiss()` ends the presentation alike.
  @Test(arguments: [
    ("dismiss", "dismiss()"), ("presentationMode", "presentationMode.wrappedValue.dismiss()"),
  ])
  func dismissInASheetsViewClosesTheSheet(key: String, call: String) throws {
    let imported = try SwiftUIImporter.importing(
      [("Inbox.swift", Self.inbox(alsoInline: false)), ("Compose.swift", Self.composing(with: key, call))],
      root: "Inbox", traceFile: (Self.trace, "trace.yaml"))
    #expect(!imported.warnings.contains { $0.message.contains(call) })
    #expect(imported.workload.draft.environmentKeys.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Inbox") == 3)
    #expect(result.evals(.asWritten, of: "InboxSheet") == 2)
    #expect(result.evals(.asWritten, of: "Compose") == 3)
  }

  // Compose is also shown inline by Inbox, so its dismiss() is not always a sheet's: the call
  // stays done, with its warning at the call (Compose.swift, line 8, column 24), and the
  // sheet stays open after Done: Inbox 1, as the second case above counts.
  @Test func dismissOfAViewAlsoShownInlineStaysDone() throws {
    let imported = try SwiftUIImporter.importing(
      [("Inbox.swift", Self.inbox(alsoInline: true)), ("Compose.swift", Self.compose)], root: "Inbox")
    let warning = imported.warnings.first { $0.message.contains("no sheet on an isPresented: binding") }
    #expect(warning?.place.written == "Compose.swift:8:24")
    #expect(imported.workload.draft.views.first { $0.name == "Compose" }?.inputs.isEmpty == true)
  }
}
