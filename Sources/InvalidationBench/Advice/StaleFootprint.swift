/// Where the screen as written is stale: a bug of the app or of the import's reading of it.
/// A fix is not judged where that staleness could reach it (docs/advise.md, "Not judged"): on
/// a view that showed a stale element or a view above one (whose re-runs make it, where the
/// cause may lie), or on a model one of these views holds. Where the source shows why each
/// stale view is stale (it reads a field that notifies no one when written), the views above
/// are not the cause: only the stale views and those fields' models are in the way. Where a
/// stale frame showed other elements than it should, or a view the screen does not declare
/// showed the stale element, no view alone explains it, and no fix is judged.
struct StaleFootprint {
  /// Why a fix in the footprint is not judged; `nil` when the screen as written is not stale.
  let reason: String?
  /// What the source shows of the staleness's cause (`silentReads`), if anything.
  let causes: [String]
  /// The views that showed a stale element and the views above them, and the models (by
  /// class) these views hold; where the source shows the cause, the stale views and the
  /// models of the fields that are the cause; `nil` for the whole screen.
  private let suspects: Set<String>?

  /// A field of a model a stale view reads that notifies no view when written, and why.
  private struct SilentRead {
    let cause: String
    let className: String
  }

  /// The footprint of `written`'s staleness on `draft`; `declared`, the draft's screen, shows
  /// what each view reads and the screen writes through the model's methods and the view's
  /// locals (without it, no cause is shown).
  init(_ written: EngineResult, draft: ScreenDraft, declared: DeclaredScreens.Declared?) {
    let stale = written.counters.staleFrames
    guard stale > 0 else {
      (reason, suspects, causes) = (nil, [], [])
      return
    }
    let first = written.firstStaleFrame ?? 0
    let named = (written.staleOwners ?? Set(written.staleViews.keys)).sorted().joined(separator: ", ")
    // What the screen writes: its actions' writes and the bindings its bodies give.
    let writes = declared.map { ScreenFieldUse($0.screen).written } ?? []
    let silent = (written.staleOwners ?? []).sorted().map { owner in
      declared.map { Self.silentReads(of: owner, in: draft, $0, written: writes) } ?? []
    }
    causes = silent.flatMap { $0.map(\.cause) }
    reason =
      "the screen as written shows \(stale) stale frames (the first at frame \(first), in \(named)): a bug of the app or of the import's reading of it, to fix first"
      + (causes.isEmpty ? "" : "; " + causes.joined(separator: "; "))
    var parents: [String: Set<String>] = [:]
    for view in draft.views {
      for child in SwiftUIImporter.children(view.body) { parents[child, default: []].insert(view.name) }
    }
    // No cell recorded (a result not checked frame by frame) explains nothing either.
    guard let owners = written.staleOwners, !owners.isEmpty, owners.isSubset(of: Set(draft.views.map(\.name)))
    else {
      suspects = nil
      return
    }
    // Each stale view shows a field that tells no one of its writes, or is given an old value
    // by a stale view that does: that field is the cause, not the re-runs of the views above
    // (a fix there is still run frame by frame, and may leave no view stale more often).
    var explained = Set(zip(owners.sorted(), silent).filter { !$0.1.isEmpty }.map(\.0))
    var growing = true
    while growing {
      let more = owners.subtracting(explained).filter {
        !parents[$0, default: []].isDisjoint(with: explained)
      }
      explained.formUnion(more)
      growing = !more.isEmpty
    }
    if explained == owners {
      suspects = owners.union(silent.flatMap { $0.map(\.className) })
      return
    }
    suspects = Self.aboveAndHeld(owners, parents: parents, in: draft)
  }

  /// `owners`, the views above them (by `parents`), and the models (by class) all these views
  /// hold.
  private static func aboveAndHeld(
    _ owners: Set<String>, parents: [String: Set<String>], in draft: ScreenDraft
  ) -> Set<String> {
    var found = owners
    var frontier = Array(owners)
    while let view = frontier.popLast() {
      for parent in parents[view, default: []] where found.insert(parent).inserted { frontier.append(parent) }
    }
    let held = draft.views.filter { found.contains($0.name) }.flatMap {
      $0.holds + $0.owns + $0.models.values
    }
    let classes = draft.stores.filter { held.contains($0.key) }.map(\.className)
    return found.union(classes)
  }

  /// Why `fix` is not judged on `draft`, if the staleness reaches it: it changes or relies on
  /// one of the `suspects`. What it changes is found by applying it (`changed`): a fix's own
  /// account of what it touches may leave out a parent it rewrites.
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
  /// holds that its body reads, that the screen writes (`written`), and that notifies no one
  /// when written: not `@Published` in an `ObservableObject` (an `@AppStorage` there among
  /// them), or `@ObservationIgnored` in an `@Observable` class (docs/advise.md, "What the
  /// source shows of the staleness"). The reads and writes are those of `declared`'s screen,
  /// where the import resolved the models' methods and the bodies' locals.
  private static func silentReads(
    of view: String, in draft: ScreenDraft, _ declared: DeclaredScreens.Declared, written: Set<FieldRef>
  ) -> [SilentRead] {
    guard let drafted = draft.views.first(where: { $0.name == view }) else { return [] }
    let held = Set(drafted.holds + drafted.owns + drafted.models.values)
    let read = declared.screen.views.filter { $0.role.isView && $0.name == view }.reduce(
      into: Set<FieldRef>()
    ) { $0.formUnion(ScreenFieldUse.read(by: $1)) }
    let silent = read.intersection(written)
    return draft.stores.filter { held.contains($0.key) }.flatMap { store in
      store.fields.filter { field in
        guard !field.observed, let ref = declared.names.stores[store.key]?.fields[field.name] else {
          return false
        }
        return silent.contains(ref)
      }.map { field in
        let kind = store.isObservableObject ? "not @Published" : "@ObservationIgnored"
        return SilentRead(
          cause:
            "\(view) reads '\(field.name)' of \(store.className) (\(field.initial.place.written)), which notifies no view when written: it is \(kind)",
          className: store.className)
      }
    }
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
