/// Where the screen as written is stale: a bug of the app or of the import's reading of it.
/// A fix is not judged where that staleness could reach it (docs/advise.md, "Not judged"): on
/// a view that showed a stale element or a view above one (whose re-runs make it, where the
/// cause may lie), or on a model one of these views holds. Where a stale frame showed other
/// elements than it should, or a view the screen does not declare showed the stale element,
/// no view alone explains it, and no fix is judged.
struct StaleFootprint {
  /// Why a fix in the footprint is not judged; `nil` when the screen as written is not stale.
  let reason: String?
  /// What the source shows of the staleness's cause (`silentReads`), if anything.
  let causes: [String]
  /// The views that showed a stale element and the views above them, and the models (by
  /// class) these views hold; `nil` for the whole screen.
  private let suspects: Set<String>?

  init(_ written: EngineResult, draft: ScreenDraft) {
    let stale = written.counters.staleFrames
    guard stale > 0 else {
      (reason, suspects, causes) = (nil, [], [])
      return
    }
    let first = written.firstStaleFrame ?? 0
    let named = (written.staleOwners ?? Set(written.staleViews.keys)).sorted().joined(separator: ", ")
    causes = (written.staleOwners ?? []).sorted().flatMap { Self.silentReads(of: $0, in: draft) }
    reason =
      "the screen as written shows \(stale) stale frames (the first at frame \(first), in \(named)): a bug of the app or of the import's reading of it, to fix first"
      + (causes.isEmpty ? "" : "; " + causes.joined(separator: "; "))
    var parents: [String: Set<String>] = [:]
    for view in draft.views {
      for child in SwiftUIImporter.children(view.body) { parents[child, default: []].insert(view.name) }
    }
    let declared = Set(draft.views.map(\.name))
    // No cell recorded (a result not checked frame by frame) explains nothing either.
    guard let owners = written.staleOwners, !owners.isEmpty, owners.isSubset(of: declared) else {
      suspects = nil
      return
    }
    var found = owners
    var frontier = Array(owners)
    while let view = frontier.popLast() {
      for parent in parents[view, default: []] where found.insert(parent).inserted { frontier.append(parent) }
    }
    let held = draft.views.filter { found.contains($0.name) }.flatMap {
      $0.holds + $0.owns + $0.models.values
    }
    let classes = draft.stores.filter { held.contains($0.key) }.map(\.className)
    suspects = found.union(classes)
  }

  /// Why `fix` is not judged on `draft`, if the staleness reaches it: it changes or relies on
  /// a view that showed a stale element or is above one, or a model one of these holds. What
  /// it changes is found by applying it (`changed`): a fix's own account of what it touches may
  /// leave out a parent it rewrites.
  func obstacle(to fix: Fix, in draft: ScreenDraft) -> String? {
    guard let reason else { return nil }
    guard let suspects else { return reason }
    if !Set(fix.touches).isDisjoint(with: suspects) { return reason }
    var after = draft
    fix.apply(&after)
    let changed = Self.declarations(of: after, only: suspects)
    return changed == Self.declarations(of: draft, only: suspects) ? nil : reason
  }

  /// What explains a stale `view` where the source shows it: each field of a model the view
  /// holds that its body reads, that the screen writes, and that notifies no one when written:
  /// not `@Published` in an `ObservableObject` (an `@AppStorage` there among them), or
  /// `@ObservationIgnored` in an `@Observable` class (docs/advise.md, "What the source shows of
  /// the staleness").
  private static func silentReads(of view: String, in draft: ScreenDraft) -> [String] {
    guard let declared = draft.views.first(where: { $0.name == view }) else { return [] }
    let held = Set(declared.holds + declared.owns + declared.models.values)
    let texts = ScreenDraft.Part.all(in: declared.body).flatMap(\.expressions).flatMap(\.withDependencies)
      .map(\.text)
    // What the screen writes: its actions' writes' targets, and the bindings its bodies give.
    let written =
      draft.views.flatMap(\.actions).flatMap(\.statements).flatMap(\.writes).map(\.target.text)
      + draft.views.flatMap { ScreenDraft.Part.all(in: $0.body).flatMap(\.expressions) }.map(\.text)
      .filter { $0.contains("$") }
    return draft.stores.filter { held.contains($0.key) }.flatMap { store in
      store.fields.filter { field in
        let chain = "\(store.key).\(field.name)"
        return !field.observed && texts.contains { mentions($0, chain) }
          && written.contains { mentions($0, chain) }
      }.map { field in
        let silent = store.isObservableObject ? "not @Published" : "@ObservationIgnored"
        return
          "\(view) reads '\(field.name)' of \(store.className) (\(field.initial.place.written)), which notifies no view when written: it is \(silent)"
      }
    }
  }

  /// Whether `text` names `chain` (`counter.count`, `$counter.count`) whole: not
  /// `mycounter.count` nor `counter.countdown`.
  private static func mentions(_ text: String, _ chain: String) -> Bool {
    func isName(_ character: Character?) -> Bool {
      character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }
    var rest = text[...]
    while let found = rest.range(of: chain) {
      let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
      let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
      if !isName(before) && before != "." && !isName(after) { return true }
      rest = text[found.upperBound...]
    }
    return false
  }

  /// The declarations of the views and models (by class) of `draft` named in `names`, written
  /// out to be compared: what a fix may change of them (inputs, state, what they hold, their
  /// comparison, actions and parts, a model's kind and fields), in the screen's text.
  private static func declarations(of draft: ScreenDraft, only names: Set<String>) -> [String: String] {
    var found: [String: String] = [:]
    for view in draft.views where names.contains(view.name) {
      let parts = ScreenDraft.Part.all(in: view.body).map { part in
        (Mirror(reflecting: part).children.first?.label ?? "")
          + part.expressions.map(\.text).joined(separator: "|")
      }
      let writes = view.actions.map { action in
        action.name
          + action.statements.flatMap(\.expressions).map(\.text).joined(separator: "|")
      }
      found[view.name] = [
        view.inputs.map { "\($0.name) \($0.kind)" }.joined(separator: ","),
        view.state.map { "\($0.name) \($0.initial.text)" }.joined(separator: ","),
        view.holds.joined(separator: ","), view.owns.joined(separator: ","),
        view.models.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ","),
        view.equatable.map { "\($0)" } ?? "", writes.joined(separator: ";"), parts.joined(separator: ";"),
      ].joined(separator: "\n")
    }
    for store in draft.stores where names.contains(store.className) {
      let fields = store.fields.map { "\($0.name) \($0.initial.text) \($0.observed) \($0.equatable)" }
      found[store.className, default: ""] +=
        "\(store.key) \(store.isObservableObject) \(store.records != nil) \(fields.joined(separator: ","))\n"
    }
    // A view or model a fix adds is no suspect; its parent's parts change. (A space: no name.)
    found[" views"] = draft.views.map(\.name).filter(names.contains).sorted().joined(separator: ",")
    return found
  }
}
