import Foundation
import InvalidationBench
import Testing

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

  /// The background of the view named `name` in the page as written.
  private static func background(of name: String, in html: String) -> String? {
    let pattern = #"<div class="node[^"]*" style="background: ([^"]*)"[^>]*><span class="name">"# + name + "<"
    guard let match = html.range(of: pattern, options: .regularExpression) else { return nil }
    let text = String(html[match])
    let start = text.range(of: "background: ")!.upperBound
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
    let html = HTMLReportWriter.render(results)
    #expect(html.components(separatedBy: "<span class=\"name\">").count - 1 == 4)
    #expect(html.contains("<span class=\"repeated\">shown again"))
  }

  @Test func theHeatIsTheShareOfTheBusiestView() throws {
    let html = HTMLReportWriter.render(try Self.results(Self.screen))
    // Each of the 2 frames taps add: Root reads count and re-runs in both, on every engine, and
    // no view runs more than once a frame, so Root is the busiest (2 of 2: lightness 94 − 44 =
    // 50 %). Header has no inputs and reads nothing that changes: 0, the blank colour.
    #expect(Self.background(of: "Root", in: html) == "hsl(0, 85%, 50%)")
    #expect(Self.background(of: "Header", in: html) == "#f6f6f6")
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
}
