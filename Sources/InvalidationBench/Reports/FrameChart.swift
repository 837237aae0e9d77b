import Foundation
import Plot

/// report.html's chart of evaluations per frame: a line per engine and the oracle's minimum
/// dashed, as inline SVG. Long runs are drawn at most `points` points wide, each the mean of
/// its frames.
struct FrameChart {
  let result: CaseResult

  static let points = 300
  private static let width = 720.0
  private static let height = 180.0
  private static let margin = 32.0

  /// The chart, or a line saying why there is none (a results file read back has no series).
  var node: Node<HTML.BodyContext> {
    let series = result.engines.filter { !$0.frameEvals.isEmpty }
    guard !result.frameMinEvals.isEmpty else {
      return .p(
        .class("note"), .plain("No per-frame series: a results file read back keeps them in frames.csv."))
    }
    let frames = result.frameMinEvals.count
    let bucket = max(1, (frames + Self.points - 1) / Self.points)
    let highest = max(
      1, (series.map(\.frameEvals) + [result.frameMinEvals]).compactMap { $0.max() }.max() ?? 1)
    // The user's own engine last and thicker: drawn over the others where they are equal.
    let written = series.filter { $0.kind == .asWritten }
    let lines: [Node<HTML.BodyContext>] =
      series.filter { $0.kind != .asWritten }.map {
        line($0.frameEvals, colour: Self.colour($0.kind), kind: "series", bucket, highest)
      }
      + [line(result.frameMinEvals, colour: Self.colour(.oracle), kind: "series minimum", bucket, highest)]
      + written.map {
        line($0.frameEvals, colour: Self.colour($0.kind), kind: "series written", bucket, highest)
      }
    let bottom = Self.height - Self.margin
    let axes: [Node<HTML.BodyContext>] = [
      .element(
        named: "polyline",
        nodes: [
          .attribute(
            named: "points",
            value: "\(Self.margin),\(Self.margin / 2) \(Self.margin),\(bottom) \(Self.width - 4),\(bottom)"),
          .attribute(named: "class", value: "axis"),
        ]),
      label("\(highest)", x: Self.margin - 4, y: Self.margin / 2 + 4, anchor: "end"),
      label("0", x: Self.margin - 4, y: bottom, anchor: "end"),
      label("frame 1", x: Self.margin, y: Self.height - 8, anchor: "start"),
      label("frame \(frames)", x: Self.width - 4, y: Self.height - 8, anchor: "end"),
      label("frame", x: (Self.width + Self.margin) / 2, y: Self.height - 8, anchor: "middle", kind: "title"),
      label("body evaluations", x: Self.margin + 6, y: Self.margin / 2 + 4, anchor: "start", kind: "title"),
    ]
    let svg: Node<HTML.BodyContext> = .element(
      named: "svg",
      nodes: [
        .attribute(named: "viewBox", value: "0 0 \(Int(Self.width)) \(Int(Self.height))"),
        .attribute(named: "class", value: "chart"),
        .attribute(named: "role", value: "img"),
        .attribute(
          named: "aria-label",
          value: "body evaluations per frame of each engine, and the oracle's minimum"),
      ] + axes + lines)
    let legend: [Node<HTML.BodyContext>] =
      series.map { swatch($0.engine, colour: Self.colour($0.kind), dashed: false) }
      + [swatch("oracle's minimum", colour: Self.colour(.oracle), dashed: true)]
    return .div(
      .class("chart-box"), svg, .p(.class("legend"), .group(legend)),
      .p(.class("note"), .plain("Engines with the same count in a frame draw their lines over each other.")),
      .if(
        bucket > 1,
        .p(.class("note"), .plain("Each point is the mean of \(bucket) frames; frames.csv has every frame.")))
    )
  }

  private func line(_ values: FrameSeries, colour: String, kind: String, _ bucket: Int, _ highest: Int)
    -> Node<HTML.BodyContext>
  {
    let plotWidth = Self.width - Self.margin - 4
    let plotHeight = Self.height - 1.5 * Self.margin
    // Read once, in order: a long series is on disk (`FrameSeries`).
    var buckets: [Double] = []
    var sum = 0
    var inBucket = 0
    for value in values {
      sum += value
      inBucket += 1
      if inBucket == bucket {
        buckets.append(Double(sum) / Double(inBucket))
        (sum, inBucket) = (0, 0)
      }
    }
    if inBucket > 0 { buckets.append(Double(sum) / Double(inBucket)) }
    // One frame is drawn as a level line across the chart.
    let means = buckets.count == 1 ? buckets + buckets : buckets
    let step = means.count > 1 ? plotWidth / Double(means.count - 1) : 0
    let points = means.enumerated().map { index, mean in
      let x = Self.margin + Double(index) * step
      let y = Self.height - Self.margin - mean / Double(highest) * plotHeight
      return String(format: "%.1f,%.1f", x, y)
    }.joined(separator: " ")
    return .element(
      named: "polyline",
      nodes: [
        .attribute(named: "points", value: points),
        .attribute(named: "stroke", value: colour),
        .attribute(named: "class", value: kind),
      ])
  }

  private func label(_ text: String, x: Double, y: Double, anchor: String, kind: String? = nil)
    -> Node<HTML.BodyContext>
  {
    .element(
      named: "text",
      nodes: [
        .unwrap(kind) { .attribute(named: "class", value: $0) },
        .attribute(named: "x", value: String(format: "%.1f", x)),
        .attribute(named: "y", value: String(format: "%.1f", y)),
        .attribute(named: "text-anchor", value: anchor),
        .raw(MarkupEscaping.text(text)),
      ])
  }

  /// An engine's colour, the same as in the charts of scripts/plot.sh.
  private static func colour(_ engine: EngineKind?) -> String {
    "#" + (engine?.chartColour ?? "888888")
  }

  private func swatch(_ name: String, colour: String, dashed: Bool) -> Node<HTML.BodyContext> {
    .span(
      .class(dashed ? "swatch minimum" : "swatch"),
      .attribute(named: "style", value: "border-color: \(colour)"),
      .raw(MarkupEscaping.text(name)))
  }
}
