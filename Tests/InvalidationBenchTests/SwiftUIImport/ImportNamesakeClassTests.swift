import Testing

@testable import InvalidationBench

/// Model classes of one name nested in two views (`extension LogsView { @Observable final
/// class ViewModel }` and `StacksView`'s) are two classes to Swift, each found from the view
/// around it: each view holds its own, with its own fields (docs/swiftui-import.md,
/// "Namespaces"). The import kept the first and left the second out, and the second view's
/// reads of fields only its class declares were dropped.
@Suite struct ImportNamesakeClassTests {
  private static let source = """
    import SwiftUI
    struct LogsView: View {
      @State private var model = ViewModel()
      var body: some View {
        VStack {
          Text("\\(model.lines)")
          Button("Add") { model.lines += 1 }
        }
      }
    }
    extension LogsView {
      @Observable final class ViewModel { var lines = 0 }
    }
    struct StacksView: View {
      @State private var model: ViewModel
      init() { _model = State(wrappedValue: ViewModel()) }
      var body: some View {
        VStack {
          Text("\\(model.stacks)")
          Button("Load") { model.load() }
        }
      }
    }
    extension StacksView {
      @Observable final class ViewModel { var stacks = 0 }
    }
    extension StacksView.ViewModel {
      func load() { stacks += 1 }
    }
    struct Screen: View {
      var body: some View {
        VStack {
          LogsView()
          StacksView()
        }
      }
    }
    """

  // The default trace taps Add and Load in turn, one a frame. Add writes LogsView's `lines`,
  // which LogsView alone reads (R6): 1 evaluation over the two frames. Load runs the method
  // of the extension written `StacksView.ViewModel`, which writes StacksView's `stacks`: 1.
  // Screen reads nothing and is given nothing: 0.
  @Test func eachViewHoldsTheClassOfItsNamespace() throws {
    let imported = try SwiftUIImporter.importing([("Screen.swift", Self.source)], root: "Screen")
    #expect(imported.warnings.filter { $0.kind == .leftOut }.isEmpty)
    #expect(imported.summary.dropped == 0)
    #expect(imported.screenFile.contains("class: StacksView.ViewModel"))
    let result = try ImportActionsTests.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "LogsView") == 1)
    #expect(result.evals(.asWritten, of: "StacksView") == 1)
    #expect(result.evals(.asWritten, of: "Screen") == 0)
  }
}
