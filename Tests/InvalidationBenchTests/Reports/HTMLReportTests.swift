import Foundation
import Testing

@testable import InvalidationBench

/// report.html: the view tree, its heat, the alarms, the chart and the escaping, each
/// derived by hand from a small screen.
@Suite struct HTMLReportTests {
  /// Header is shown twice, Badge only in a branch; the text field is the framework's.
  static let screen = """
    workload: tree
    parameters:
      frames:
        default: 2
    views:
      Header:
        body: [Text: '"Title"']
      Badge:
        inputs: {count: value}
        body: [Text: count]
      Root:
        state: {name: '""', count: 0}
        actions: {add: [count += 1]}
        body:
          - Header
          - TextField: $name
          - if: count > 0
            then: [Badge: {count: count}]
          - Button: {label: '"Add"', action: add}
          - Header
    root: Root
    trace:
      - tap(add)
    """

  private static func results(_ text: String, frames: Int? = nil) throws -> BenchmarkResults {
    let workload = try ScreenFile(text: text, path: "Tree.yaml")
    var options = RunOptions()
    options.repetitions = 1
    options.warmup = 0
    let values = frames.map { workload.values([workload.parameters[0]: $0]) } ?? workload.values()
    let cases = try BenchmarkRunner(options: options).run([BenchmarkCase(workload: workload, values: values)])
    return BenchmarkResults(environment: .current(options: options), cases: cases)
  }

  /// The style (background and text colour) of the view named `name` in the page as written.
  private static func style(of name: String, in html: String) -> String? {
    let pattern = #"<div class="node[^"]*" style="[^"]*"[^>]*><span class="name">"# + name + "<"
    guard let match = html.range(of: pattern, options: .regularExpression) else { return nil }
    let text = String(html[match])
    let start = text.range(of: "style=\"")!.upperBound
    return String(text[start...].prefix { $0 != "\"" })
  }

  @Test func theTreeLooksThroughTheFrameworksViewsAndDrawsARepeatOnce() throws {
    let results = try Self.results(Self.screen)
    // Root's body: Header, the text field (a control, looked through), Badge in the branch,
    // and Header again, drawn where it first appears.
    #expect(
      results.cases[0].viewTree
        == ViewTreeNode(
          name: "Root",
          children: [
            ViewTreeNode(name: "Header"), ViewTreeNode(name: "Badge"),
            ViewTreeNode(name: "Header", repeated: true),
          ]))
    // Drawn: Root and Badge; Header, which never evaluates after the first render, is one
    // quiet line where it first appears (a view in several places is one line).
    let html = HTMLReportWriter.render(results)
    #expect(html.components(separatedBy: "<div class=\"node").count - 1 == 2)
    #expect(
      html.components(separatedBy: "1 quiet view (no evaluation after the first render): Header<").count - 1
        == 1)
  }

  @Test func aViewInTwoPlacesIsOneNodeNamingThemWithWhatOneInstanceDid() throws {
    let screen = """
      workload: places
      parameters:
        frames:
          default: 2
      views:
        Counter:
          inputs: {count: value}
          body: [Text: count]
        Panel:
          inputs: {count: value}
          body: [Counter: {count: count}]
        Root:
          state: {count: 0}
          actions: {add: [count += 1]}
          body:
            - Counter: {count: count}
            - Panel: {count: count}
            - Button: {label: '"Add"', action: add}
      root: Root
      trace:
        - tap(add)
      """
    let html = HTMLReportWriter.render(try Self.results(screen))
    // Root, Counter and Panel; Counter's place under Panel is named on its one node.
    #expect(html.components(separatedBy: "<div class=\"node").count - 1 == 3)
    #expect(html.contains("shown in 2 places, counted together: under Root, Panel"))
    // Each tap changes count: Root re-runs for its state, and each Counter and Panel for a new
    // input, on every engine: Counter 2 instances × 2 frames = 4 evaluations, 2.0 each.
    #expect(
      html.contains(
        "title=\"2 instances mounted; evaluations of one during the frames, on average: whole-object 2.0, property-level 2.0, scoped 2.0, equatable 2.0\""
      ))
  }

  @Test func theHeatIsTheShareOfTheBusiestView() throws {
    let html = HTMLReportWriter.render(try Self.results(Self.screen))
    // Each of the 2 frames taps add: Root reads count and re-runs in both, on every engine, and
    // no view runs more than once a frame, so Root is the busiest (2 of 2: the deepest blue,
    // lightness 38 %, under 52 %: white text). Badge mounts at frame 1 and gets a new count at
    // frame 2: 2 as well.
    #expect(Self.style(of: "Root", in: html) == "background: hsl(215, 70%, 38%); color: #ffffff")
    #expect(Self.style(of: "Badge", in: html) == "background: hsl(215, 70%, 38%); color: #ffffff")
    // The page starts on the first engine (no as-written on a screen file), checked.
    #expect(html.contains(#"value="whole-object" checked="checked"/>"#))
  }

  @Test func aLongRunIsDrawnAsMeansOfFrames() throws {
    let html = HTMLReportWriter.render(try Self.results(Self.screen, frames: 1000))
    // 1000 frames at most 300 points wide: buckets of ⌈1000 / 300⌉ = 4 frames, 250 points.
    #expect(html.contains("Each point is the mean of 4 frames"))
    let series = html.components(separatedBy: #"<polyline points=""#).dropFirst().map {
      $0.prefix { $0 != "\"" }.split(separator: " ").count
    }
    // The axes (3 points), then 4 engines and the oracle's minimum.
    #expect(series == [3, 250, 250, 250, 250, 250])
  }

  @Test func textFromTheScreenIsEscapedAndNothingComesFromElsewhere() throws {
    var results = try Self.results(Self.screen)
    results.cases[0].workload = "<script>alert(1)</script> &amp;"
    let html = HTMLReportWriter.render(results)
    #expect(!html.contains("<script>alert(1)"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp;"))
    #expect(html.range(of: #"(src|href)="(https?:)?//|url\(|@import"#, options: .regularExpression) == nil)
    #expect(html.components(separatedBy: "<script>").count - 1 == 1)
  }

  /// WCAG 2 contrast of two sRGB colours, each channel 0…1.
  static func contrast(_ a: [Double], _ b: [Double]) -> Double {
    func luminance(_ rgb: [Double]) -> Double {
      let linear = rgb.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
      return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    let (high, low) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
    return (high + 0.05) / (low + 0.05)
  }

  /// `hsl(h, s%, l%)` in sRGB (CSS Color 4's conversion).
  static func rgb(hue: Double, saturation: Double, lightness: Double) -> [Double] {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      return lightness - chroma / 2 * max(-1, min(k - 3, 9 - k, 1))
    }
    return [channel(0), channel(8), channel(4)]
  }

  // The text on every shade of the heat, from one evaluation of 100 to all of them, keeps the
  // 4.5:1 contrast WCAG AA asks of body text.
  @Test func theTextOnEveryShadeIsLegible() throws {
    for evals in 1...100 {
      let heat = HeatScale.heat(evals, busiest: 100)
      let lightness = try #require(Double(heat.background.split(separator: " ").last!.dropLast(2)))
      let background = Self.rgb(hue: 215, saturation: 0.7, lightness: lightness / 100)
      let ink: [Double] = heat.ink == "#ffffff" ? [1, 1, 1] : [0, 0, 0]
      #expect(Self.contrast(background, ink) >= 4.5, "\(heat)")
    }
  }

  // examples/orders.yaml: each of the 20 frames taps Add and Search; OrdersView reads both
  // fields and re-runs once a frame (20), Header gets a new total each frame (20), and the 4
  // rows, written inline, re-run with OrdersView each time (their content is a closure, never
  // equal, R3): 80, none showing anything new, so all wasted. The rows are a node of the tree,
  // and the page opens with them, the hottest on the first engine (a screen file has no
  // as-written), then OrdersView and Header (20 each, none wasted: in the order they first
  // ran, as the terminal lists them, not by name). A screen file names no property that holds
  // the store: SwiftUI's words for a store's change keep a placeholder.
  @Test func inlineRowsAreAViewAndThePageOpensWithTheHottest() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/orders.yaml")
      .path
    let workload = try ScreenFile(contentsOf: path)
    var options = RunOptions()
    options.repetitions = 1
    options.warmup = 0
    let cases = try BenchmarkRunner(options: options).run([
      BenchmarkCase(workload: workload, values: workload.values())
    ])
    let results = BenchmarkResults(environment: .current(options: options), cases: cases)
    #expect(
      results.cases[0].viewTree
        == ViewTreeNode(
          name: "OrdersView",
          children: [ViewTreeNode(name: "Header"), ViewTreeNode(name: "ForEach(OrdersView)")]))
    let html = HTMLReportWriter.render(results)
    let verdict = try #require(html.range(of: #"<ol class="hottest">.*?</ol>"#, options: .regularExpression))
    let items = html[verdict].components(separatedBy: "<li>").dropFirst().map {
      $0.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
    }
    #expect(
      items == [
        "ForEach(OrdersView): 80 evaluations, 100% wasted; mostly parent-closure (@self changed)",
        "OrdersView: 20 evaluations, 0% wasted; mostly store (_‹model property› changed)",
        "Header: 20 evaluations, 0% wasted; mostly parent-inputs:total (@self changed)",
      ])
    // Each links to its node.
    #expect(html.contains(##"<a href="#case-0-view-ForEach-40-OrdersView-41-">"##))
    #expect(html.contains(#"id="case-0-view-ForEach-40-OrdersView-41-""#))
    // The harness paragraph comes after the results.
    #expect(
      html.range(of: "About this run")!.lowerBound > html.range(of: "Evaluations per frame")!.lowerBound)
  }

  // `_printChanges()` words: "@self changed" for new inputs (WWDC23, "Demystify SwiftUI
  // performance"), "_name changed" for a @State (weakself.io's "_users changed"), "@self,
  // @identity … changed" at the first appearance, "@dependencies changed" for an observed
  // property; none for the environment, which it does not name apart.
  @Test func reasonsAreInSwiftUIsWords() {
    #expect(ReasonWording.shown(ViewReason(.state, "count")) == "state:count (_count changed)")
    #expect(ReasonWording.shown(ViewReason(.parentInputs, "title")) == "parent-inputs:title (@self changed)")
    #expect(ReasonWording.shown(.mount) == "mount (@self, @identity changed)")
    #expect(ReasonWording.shown(ViewReason(.field, "tick")) == "field:tick (@dependencies changed)")
    #expect(ReasonWording.shown(ViewReason(.environment, "theme")) == "environment:theme")
  }

  // On an imported screen the user's own engine, as-written, is drawn last, over the others
  // where they are equal, and thicker; the axes have titles.
  @Test func theUsersEngineIsDrawnLast() throws {
    let path = AdvisorTests.examples.appendingPathComponent("Dashboard.swift").path
    let imported = try ImportedScreen.workload(swiftFiles: [path])
    var options = RunOptions()
    options.repetitions = 1
    options.warmup = 0
    let cases = try BenchmarkRunner(options: options).run([
      BenchmarkCase(workload: imported.workload, values: imported.workload.values())
    ])
    let html = HTMLReportWriter.render(
      BenchmarkResults(environment: .current(options: options), cases: cases))
    // Each polyline's attributes, up to the end of its tag.
    let classes = html.components(separatedBy: "<polyline ").dropFirst().map {
      String($0.prefix { $0 != ">" })
    }
    #expect(classes.last.map { $0.contains("class=\"series written\"") } == true)
    #expect(classes.filter { $0.contains("series written") }.count == 1)
    #expect(html.contains(">body evaluations</text>"))
    // Header holds the model as `@ObservedObject var model`: each of the 20 writes re-runs it
    // on as-written, in `_printChanges()`'s words `_model changed`.
    #expect(html.contains("<strong>as-written</strong>: store (_model changed) 20"))
    #expect(!html.contains("‹model property›"))
  }

  // Quiet siblings of one line: each name once, with how many stand there.
  @Test func quietSiblingsAreNamedOnce() {
    #expect(ViewTreeHeatMap.tally(["Row", "Row", "Footer", "Row"]) == "Row ×3, Footer")
  }
}
