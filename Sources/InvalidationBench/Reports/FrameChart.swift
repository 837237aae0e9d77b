import Foundation
import Plot

/// report.html's chart of evaluations per frame: a line per engine and the oracle's minimum
/// dashed, as inline SVG. Each engine's line has a dash pattern of its own and a line equal to
/// one drawn before it is drawn `offset` px above it, so that equal engines do not hide each
/// other. Long runs are drawn at most `points` points wide, each the mean of its frames.
struct FrameChart {
  let result: CaseResult

  static let points = 300
  private static let width = 720.0
  private static let height = 180.0
  private static let margin = 32.0
  /// How far a line equal to one drawn before it is moved up, per line it equals.
  static let offset = 2.5

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
    let drawn =
      series.filter { $0.kind != .asWritten }.map { ($0.frameEvals, $0.kind, "series") }
      + [(result.frameMinEvals, EngineKind?.none, "series minimum")]
      + series.filter { $0.kind == .asWritten }.map { ($0.frameEvals, $0.kind, "series written") }
    var seen: [[Double]] = []
    let lines: [Node<HTML.BodyContext>] = drawn.map { values, kind, style in
      let means = Self.means(values, bucket)
      let equals = seen.filter { $0 == means }.count
      seen.append(means)
      return line(means, kind: kind, style: style, highest, lift: Double(equals) * Self.offset)
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
      series.map { swatch($0.engine, kind: $0.kind) } + [swatch("oracle's minimum", kind: nil)]
    return .div(
      .class("chart-box"), svg, .p(.class("legend"), .group(legend)),
      .p(
        .class("note"),
        .plain(
          "Each engine has a dash of its own; a line equal to one drawn before it is drawn \(Self.offset) px above it, so that equal engines stay in sight."
        )),
      .if(
        bucket > 1,
        .p(.class("note"), .plain("Each point is the mean of \(bucket) frames; frames.csv has every frame.")))
    )
  }

  /// The means of `values` over buckets of `bucket` frames, read once, in order (a long
  /// series is on disk, `FrameSeries`); one frame is drawn as a level line across the chart.
  private static func means(_ values: FrameSeries, _ bucket: Int) -> [Double] {
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
    return buckets.count == 1 ? buckets + buckets : buckets
  }

  /// The line of `means`, `lift` px above where they fall.
  private func line(_ means: [Double], kind: EngineKind?, style: String, _ highest: Int, lift: Double)
    -> Node<HTML.BodyContext>
  {
    let plotWidth = Self.width - Self.margin - 4
    let plotHeight = Self.height - 1.5 * Self.margin
    let step = means.count > 1 ? plotWidth / Double(means.count - 1) : 0
    let points = means.enumerated().map { index, mean in
      let x = Self.margin + Double(index) * step
      let y = Self.height - Self.margin - mean / Double(highest) * plotHeight - lift
      return String(format: "%.1f,%.1f", x, y)
    }.joined(separator: " ")
    return .element(
      named: "polyline",
      nodes: [
        .attribute(named: "points", value: points),
        .attribute(named: "stroke", value: Self.colour(kind)),
        .unwrap(Self.dashes(kind)) { .attribute(named: "stroke-dasharray", value: $0) },
        .attribute(named: "class", value: style),
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

  /// An engine's colour, the same as in the charts of scripts/plot.sh; the user's own engine
  /// in the page's text colour, so that it shows in dark mode too; the oracle's minimum grey.
  private static func colour(_ engine: EngineKind?) -> String {
    engine == .asWritten ? "currentColor" : "#" + (engine ?? .oracle).chartColour
  }

  /// An engine's dash pattern (solid: `nil`), the oracle's minimum's when `nil`.
  static func dashes(_ engine: EngineKind?) -> String? {
    switch engine {
    case nil: "5 3"
    case .asWritten?, .wholeObject?, .oracle?: nil
    case .propertyLevel?: "9 3"
    case .scoped?: "2 3"
    case .equatable?: "9 3 2 3"
    }
  }

  /// A legend's line: a short stretch of the engine's line, its colour and dashes.
  private func swatch(_ name: String, kind: EngineKind?) -> Node<HTML.BodyContext> {
    .span(
      .class("swatch"),
      .element(
        named: "svg",
        nodes: [
          .attribute(named: "width", value: "28"), .attribute(named: "height", value: "8"),
          .attribute(named: "aria-hidden", value: "true"),
          .element(
            named: "line",
            nodes: [
              .attribute(named: "x1", value: "0"), .attribute(named: "y1", value: "4"),
              .attribute(named: "x2", value: "28"), .attribute(named: "y2", value: "4"),
              .attribute(named: "stroke", value: Self.colour(kind)),
              .attribute(named: "stroke-width", value: kind == .asWritten ? "3" : "2"),
              .unwrap(Self.dashes(kind)) { .attribute(named: "stroke-dasharray", value: $0) },
            ]),
        ]),
      .raw(" " + MarkupEscaping.text(name)))
  }
}
