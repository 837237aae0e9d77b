import SwiftSyntax

/// Parts of a view's body that a fix moves into new child views, as the run of the screen as
/// written sees them: the views made by each group of parts that becomes a child and by the
/// rest, and the names each reads (docs/advise.md, "Only what could save").
struct MovedPart: Sendable {
  /// The views some parts of a body make: controls by kind with how many the parts make (a
  /// control makes no view of its own), and child views and rows by name.
  struct Made: Sendable {
    var controls: [String: Int] = [:]
    var views: Set<String> = []
  }

  /// Parts of the body, with the views they make and every name their expressions use, members
  /// after a dot too (`primaryBackgroundColor` of `theme.primaryBackgroundColor`).
  struct Parts: Sendable {
    let made: Made
    let names: Set<String>

    init(made: Made, names: Set<String>) {
      self.made = made
      self.names = names
    }

    /// `parts` together.
    init(_ parts: [Parts]) {
      var made = Made()
      for part in parts {
        made.controls.merge(part.made.controls, uniquingKeysWith: +)
        made.views.formUnion(part.made.views)
      }
      self.init(made: made, names: parts.reduce(into: []) { $0.formUnion($1.names) })
    }
  }

  /// The view whose parts move.
  let view: String
  /// Each new child's parts, and the rest of the body.
  let children: [Parts]
  let rest: Parts
  /// The view's `@Environment` properties by key, for the run's `environment:KEY`.
  let environment: [String: Set<String>]
  /// The `@Binding` inputs of the views the body makes, by view name.
  let bindings: [String: Set<String>]

  /// A view's body, each part summarized once for all the moves of some of its parts.
  struct Body: Sendable {
    let view: String
    let parts: [Parts]
    let environment: [String: Set<String>]
    let bindings: [String: Set<String>]

    /// `view`'s body; `draft` declares the views it makes.
    init(of view: ScreenDraft.View, in draft: ScreenDraft) {
      self.view = view.name
      parts = view.body.map { MovedPart.parts([$0], in: view) }
      environment = view.environmentReads.reduce(into: [:]) { $0[$1.value, default: []].insert($1.key) }
      let made = parts.reduce(into: Set<String>()) { $0.formUnion($1.made.views) }
      bindings = Dictionary(
        draft.views.filter { made.contains($0.name) }.map { child in
          (child.name, Set(child.inputs.filter { $0.kind == .binding }.map(\.name)))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// `groups` of its parts (positions), each moved into a child of its own.
    func moving(_ groups: [[Int]]) -> MovedPart {
      let moved = Set(groups.joined())
      return MovedPart(
        view: view, children: groups.map { group in Parts(group.map { parts[$0] }) },
        rest: Parts(parts.indices.filter { !moved.contains($0) }.map { parts[$0] }), environment: environment,
        bindings: bindings)
    }
  }

  /// Whether `parts` read what the run's `reason` names (a field, a state, a binding, an
  /// environment key; no other reason is a read).
  func reads(_ reason: ViewReason, in parts: Parts) -> Bool {
    guard reason.cause.isRead, let name = reason.name else { return false }
    if reason.cause == .environment {
      return !parts.names.isDisjoint(with: environment[name, default: []].union([name]))
    }
    return parts.names.contains(name) || parts.names.contains("$" + name)
  }

  fileprivate static func parts(_ parts: [ScreenDraft.Part], in view: ScreenDraft.View) -> Parts {
    var made = Made()
    for part in ScreenDraft.Part.all(in: parts) {
      switch part {
      case .child(let name, _, _, _): made.views.insert(name)
      case .control(let kind, _, _): made.controls[kind, default: 0] += 1
      case .forEach(_, _, _, let row, _, _, _): made.views.insert(row ?? "ForEach(\(view.name))")
      default: break
      }
    }
    return Parts(
      made: made, names: parts.flatMap(\.expressions).reduce(into: []) { $0.formUnion($1.identifiers) })
  }
}

extension SourceExpression {
  /// Every name it writes, the members after a dot too, with those of the locals and other
  /// expressions it depends on.
  fileprivate var identifiers: Set<String> {
    Set(
      withDependencies.flatMap { expression in
        expression.syntax.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
          switch token.tokenKind {
          case .identifier, .dollarIdentifier: token.text
          default: nil
          }
        }
      })
  }
}
