import Testing

@testable import InvalidationBench

/// `pass-fields` gives a child the fields it reads of a model as values (docs/advise.md, the
/// table of fixes): never a field that holds a model object, which a child given it as a plain
/// value would not observe.
@Suite struct PassFieldsFixTests {
  static let source = """
    import SwiftUI

    final class Tabs: ObservableObject {
      @Published var spaces = 0
    }

    final class Browser: ObservableObject {
      var tabs = Tabs()
      @Published var title = "Nook"
    }

    struct Window: View {
      @StateObject private var browser = Browser()
      var body: some View {
        VStack {
          Text(browser.title)
          Strip(browser: browser)
          Button("Rename") { browser.title += "!" }
        }
      }
    }

    struct Strip: View {
      @ObservedObject var browser: Browser
      var body: some View {
        Text("\\(browser.tabs.spaces) spaces")
      }
    }

    """

  // One interaction, Rename, in each of the 20 frames: Window reads the title and re-runs, 20;
  // Strip holds Browser and re-runs on its every change (R5), 20: 40. Given `tabs` as a value
  // (`let tabs: Tabs`), Strip would no longer re-run (20 → 0), and would no longer see any
  // change of Tabs either: a held-out app's browser forwards its tabs' changes to its own
  // (`tabs.objectWillChange.sink { self.objectWillChange.send() }`), which is how its strip
  // followed them. No such fix is tried, nor listed.
  @Test func aFieldHoldingAModelObjectIsNotPassedAsAValue() throws {
    let (advice, _) = try advising(Self.source)
    #expect(advice.evals == 40)
    let listed =
      (advice.suggestions + advice.withoutPatch + advice.unhelpful).map(\.kind)
      + advice.rejected.map(\.kind) + advice.notJudged.map(\.kind)
    #expect(!listed.contains(.passFields))
  }
}
