import Foundation
import Plot

/// report.html's view tree of one case: each view coloured by its evaluations during the
/// frames on the chosen engine, with its `FILE:LINE`, its evaluations on every engine side by
/// side, its wasted ones and its reasons. Choosing another engine recolours it (a few lines
/// of the page's script); the page as written shows `chosen`.
struct ViewTreeHeatMap {
  let result: CaseResult
  let tree: ViewTreeNode
  /// The engine the page shows first.
  let chosen: String
  /// The form controls' group, unique in the page.
  let group: String
  /// What each view's anchor starts with, unique in the page (`HottestViews` link to them).
  let anchor: String
  /// The folder the page names once, which each view's `FILE:LINE` is shown relative to.
  let folder: String

  /// The engines to choose from: the oracle evaluates every view each frame, and stands in
  /// the counts only by its minimum.
  private var engines: [EngineResult] { result.engines }
  /// Each engine's counts by view name, found once (a tree has thousands of views).
  private let byName: [[String: ViewTypeCounters]]
  private let oracleByName: [String: ViewTypeCounters]

  init(result: CaseResult, tree: ViewTreeNode, chosen: String, group: String, anchor: String, folder: String)
  {
    self.result = result
    self.tree = tree
    self.chosen = chosen
    self.group = group
    self.anchor = anchor
    self.folder = folder
    byName = result.engines.map(\.viewsByName)
    oracleByName = result.oracle.viewsByName
  }

  var node: Node<HTML.BodyContext> {
    let names = Set(tree.all.map(\.name))
    let busiest = byName.flatMap { views in names.compactMap { views[$0]?.evals } }.max() ?? 0
    return .div(
      .class("tree-box"),
      .p(
        .class("engine-switch"), .plain("Colour by: "),
        .group(
          engines.map { engine in
            .element(
              named: "label",
              nodes: [
                .selfClosedElement(
                  named: "input",
                  attributes: [
                    Attribute(name: "type", value: "radio"),
                    Attribute(name: "name", value: MarkupEscaping.attribute(group)),
                    Attribute(name: "value", value: MarkupEscaping.attribute(engine.engine)),
                    Attribute(
                      name: "checked", value: engine.engine == chosen ? "checked" : nil,
                      ignoreIfValueIsEmpty: true),
                  ]),
                .raw(" " + MarkupEscaping.text(engine.engine) + " "),
              ])
          })),
      legend(busiest),
      // One flat list, each view indented by its depth: a tree thousands of views deep is
      // neither nested thousands of levels in the page nor rendered in quadratic time.
      .ul(.class("tree"), .group(lines(busiest))))
  }

  /// What the colours and the dashed border of the views say.
  private func legend(_ busiest: Int) -> Node<HTML.BodyContext> {
    func swatch(_ heat: HeatScale.Heat) -> Node<HTML.BodyContext> {
      .span(.class("heat"), .attribute(named: "style", value: "background: \(heat.background)"))
    }
    return .p(
      .class("legend tree-legend"),
      .plain("Colour: a view's evaluations during the frames on the engine chosen, from none"),
      swatch(HeatScale.heat(0, busiest: busiest)), .plain("to \(busiest), the most of any view"),
      swatch(HeatScale.heat(busiest, busiest: busiest)), .plain("; a dashed border"),
      .span(.class("waste")), .plain("some of them wasted (the same output as before)."))
  }

  /// A line per view, each subtree with no evaluation during the frames on any engine
  /// collapsed: quiet siblings one after another are one line, "N quiet views".
  private func lines(_ busiest: Int) -> [Node<HTML.ListContext>] {
    let nodes = tree.preorder
    // A parent comes before its children: each depth is its parent's, one deeper.
    var depths: [Int] = []
    for entry in nodes { depths.append(entry.parent.map { depths[$0] + 1 } ?? 0) }
    // Quiet: neither the view nor any under it evaluated during the frames (children come
    // after their parent, so walking back sees each subtree before its root).
    var quiet = nodes.map { entry in byName.allSatisfy { ($0[entry.node.name]?.evals ?? 0) == 0 } }
    var size = nodes.map { _ in 1 }
    for index in nodes.indices.reversed() {
      guard let parent = nodes[index].parent else { continue }
      quiet[parent] = quiet[parent] && quiet[index]
      size[parent] += size[index]
    }
    // A view shown in several places is one line, naming them (a later place has no subtree).
    var places: [String: [String]] = [:]
    for entry in nodes {
      places[entry.node.name, default: []] += entry.parent.map { [nodes[$0].node.name] } ?? []
    }
    var lines: [Node<HTML.ListContext>] = []
    var anchored: Set<String> = []
    var index = 0
    while index < nodes.count {
      if nodes[index].node.repeated {
        index += 1
        continue
      }
      let depth = depths[index]
      let parentQuiet = nodes[index].parent.map { quiet[$0] } ?? false
      if quiet[index] && !parentQuiet && index > 0 {
        // This quiet subtree and the quiet sibling subtrees right after it.
        var names: [String] = []
        var count = 0
        var next = index
        while next < nodes.count, depths[next] == depth, nodes[next].parent == nodes[index].parent,
          quiet[next]
        {
          if !nodes[next].node.repeated {
            names.append(nodes[next].node.name)
            count += size[next]
          }
          next += size[next]
        }
        lines.append(
          .li(
            .attribute(named: "style", value: "--depth: \(depth)"), .class("child quiet"),
            .plain(
              "\(count) quiet \(count == 1 ? "view" : "views") (no evaluation after the first render): \(Self.tally(names))\(count > names.count ? " and the views under them" : "")"
            )))
        index = next
        continue
      }
      let node = nodes[index].node
      lines.append(
        .li(
          .attribute(named: "style", value: "--depth: \(depth)"), .class(depth == 0 ? "root" : "child"),
          view(
            node, busiest, places: places[node.name] ?? [],
            id: anchored.insert(node.name).inserted ? Self.anchor(anchor, node.name) : nil))
      )
      index += 1
    }
    return lines
  }

  /// `names` in order, each once, with `×N` after one that comes N times.
  static func tally(_ names: [String]) -> String {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for name in names {
      if counts[name] == nil { order.append(name) }
      counts[name, default: 0] += 1
    }
    return order.map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }.joined(separator: ", ")
  }

  /// The anchor of the view `name` in a case whose anchors start with `prefix`: letters and
  /// digits as they are, any other character by its code.
  static func anchor(_ prefix: String, _ name: String) -> String {
    prefix
      + name.unicodeScalars.map {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) ? String($0) : "-\($0.value)-"
      }.joined()
  }

  /// The box of the view `node`, shown under each of `places` (its parents' names).
  private func view(_ node: ViewTreeNode, _ busiest: Int, places: [String], id: String?) -> Node<
    HTML.BodyContext
  > {
    let of = byName.map { $0[node.name] }
    let oracle = oracleByName[node.name]
    let minimum = oracle.map { $0.evals - $0.wastedEvals } ?? 0
    let source = (of + [oracle]).compactMap { $0?.source }.first
    let evals = Dictionary(uniqueKeysWithValues: zip(engines.map(\.engine), of.map { $0?.evals ?? 0 }))
    let wasted = Dictionary(uniqueKeysWithValues: zip(engines.map(\.engine), of.map { $0?.wastedEvals ?? 0 }))
    let heat = evals.mapValues { HeatScale.heat($0, busiest: busiest) }
    let chosenWasted = wasted[chosen] ?? 0
    let shown = heat[chosen] ?? HeatScale.heat(0, busiest: 0)
    let box: Node<HTML.BodyContext> = .div(
      .class(chosenWasted > 0 ? "node has-waste" : "node"),
      .attribute(named: "style", value: "background: \(shown.background); color: \(shown.ink)"),
      .unwrap(id) { .id($0) },
      .attribute(named: "data-heat", value: Self.json(heat.mapValues(\.background))),
      .attribute(named: "data-ink", value: Self.json(heat.mapValues(\.ink))),
      .attribute(named: "data-evals", value: Self.json(evals.mapValues(String.init))),
      .attribute(named: "data-wasted", value: Self.json(wasted.mapValues(String.init))),
      .unwrap(Self.perInstance(of, engines: engines)) {
        .attribute(named: "title", value: MarkupEscaping.attribute($0))
      },
      .span(.class("name"), .raw(MarkupEscaping.text(node.name))),
      .if(
        source != nil,
        .code(.class("source"), .raw(MarkupEscaping.text(String((source ?? "").dropFirst(folder.count)))))),
      .if(
        places.count > 1,
        .span(
          .class("places"),
          .plain("shown in \(places.count) places, counted together: under \(Self.tally(places))"))),
      .span(
        .class("chosen"),
        .span(.class("evals"), .plain("\(evals[chosen] ?? 0)")), .plain(" evaluations, "),
        .span(.class("wasted"), .plain("\(chosenWasted)")), .plain(" wasted")),
      counts(of, minimum: minimum),
      reasons(of, properties: result.modelProperties?[node.name] ?? []))
    return box
  }

  /// For a view mounted more than once (the rows of a `ForEach`, or a view in several places),
  /// what one instance evaluated during the frames on each engine, on average: the hover text.
  /// Instances are the mounts: those of the first render and those after it (reason `mount`).
  static func perInstance(_ of: [ViewTypeCounters?], engines: [EngineResult]) -> String? {
    let each = zip(engines, of).compactMap { engine, counters -> (String, Int, Int)? in
      guard let counters else { return nil }
      return (engine.engine, counters.firstRenderEvals + (counters.reasons[.mount] ?? 0), counters.evals)
    }
    guard let most = each.map(\.1).max(), most > 1 else { return nil }
    let means = each.map { engine, mounted, evals in
      "\(engine) \(mounted == 0 ? "0" : Formatting.decimal(Double(evals) / Double(mounted), digits: 1))"
    }
    return "\(most) instances mounted; evaluations of one during the frames, on average: "
      + means.joined(separator: ", ")
  }

  /// The view's evaluations (and wasted ones) on every engine side by side, after the fewest
  /// that show every change (the oracle's evaluations whose output changed).
  private func counts(_ of: [ViewTypeCounters?], minimum: Int) -> Node<HTML.BodyContext> {
    .table(
      .class("counts"),
      .tr(
        .th("minimum"),
        .group(
          engines.map {
            .th(
              .attribute(named: "data-engine", value: MarkupEscaping.attribute($0.engine)), .plain($0.engine))
          })),
      .tr(
        .td(.plain("\(minimum)")),
        .group(
          zip(engines, of).map { engine, counters in
            let wasted = counters?.wastedEvals ?? 0
            return .td(
              .attribute(named: "data-engine", value: MarkupEscaping.attribute(engine.engine)),
              .plain("\(counters?.evals ?? 0)"),
              .if(wasted > 0, .span(.class("waste-mark"), .plain(" (\(wasted) wasted)"))))
          })))
  }

  /// Why the view evaluated, per engine.
  private func reasons(_ of: [ViewTypeCounters?], properties: [String]) -> Node<HTML.BodyContext> {
    let rows = zip(engines, of).compactMap { engine, counters -> Node<HTML.ListContext>? in
      guard let counters, !counters.reasons.isEmpty else { return nil }
      let text = HottestViews.reasons(of: counters).map {
        "\(ReasonWording.shown($0.reason, properties: properties)) \($0.count)"
      }
      .joined(separator: ", ")
      return .li(.strong(.plain(engine.engine)), .plain(": " + text))
    }
    guard !rows.isEmpty else { return .empty }
    return .details(.summary("reasons"), .ul(.group(rows)))
  }

  /// A small JSON object of strings, for the script, keys in order.
  private static func json(_ values: [String: String]) -> String {
    let members = values.sorted { $0.key < $1.key }.map { "\(jsonString($0.key)):\(jsonString($0.value))" }
    return MarkupEscaping.attribute("{" + members.joined(separator: ",") + "}")
  }

  /// `text` as a JSON string.
  private static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
