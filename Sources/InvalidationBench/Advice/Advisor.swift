import Foundation

/// `bench advise`: tries each fix of `FixCatalog` on an imported screen, on the same trace as
/// the screen as written, and keeps those that keep its output right (docs/advise.md).
///
/// A fix runs on `as-written` in lockstep with the oracle of the changed screen. The fixes of
/// `FixKind` are refactorings: they change where parts are and how views are observed and
/// compared, never what a body shows, so that oracle must show what the screen as written
/// shows, frame by frame (checked); a stale frame or a wrong action the screen as written did
/// not have means the fix would break the screen, and rejects it. The rest are
/// ranked by the evaluations they save during the frames, then by the elements, then by kind
/// and name; then the best compatible ones (one per subject) are applied together, each kept
/// only if the whole still keeps the output right and saves more.
public struct Advisor {
  public let workload: ImportedWorkload
  public let frames: Int
  /// The import's warnings: a fix that touches a declaration the import did not read
  /// completely is not judged.
  public let warnings: [ImportWarning]
  /// The app's deployment targets: a fix that needs a newer OS ranks after the others.
  public let targets: DeploymentTargets?
  /// What the whole app does with the names the fixes change (or the files given, when the app
  /// around them is not known): a fix whose claims its code contradicts is not judged, and a
  /// suggestion is written as a patch of these files; `nil` for a screen file.
  public let app: AppUses?
  /// The import made again with some files' texts replaced (by path): each patch is applied
  /// in memory, imported and run, and kept only if it gives the counts the fix predicted and
  /// the output as written (docs/advise.md, "Patches").
  public let reimport: (@Sendable ([String: String]) throws -> ImportedWorkload)?
  /// Whether only the fixes that have a patch are tried (`bench scan` counts what is offered):
  /// the suggestions are the same; the fixes listed apart (without a patch, rejected, that
  /// save nothing) are only those whose patch was written, and `tried` counts those.
  public var patchedOnly = false

  /// Advice on `workload` over `frames` frames (its default when `nil`), given the warnings
  /// of its import and the app's deployment targets.
  public init(
    workload: ImportedWorkload, frames: Int? = nil, warnings: [ImportWarning] = [],
    targets: DeploymentTargets? = nil, app: AppUses? = nil,
    reimport: (@Sendable ([String: String]) throws -> ImportedWorkload)? = nil
  ) {
    self.workload = workload
    self.frames = frames ?? workload.parameters[0].defaultValue
    self.warnings = warnings
    self.targets = targets
    self.app = app
    self.reimport = reimport
  }

  /// What `fix` needs that the app's targets lack.
  private func needs(_ fix: Fix) -> [String] {
    targets?.lacking(fix.kind.needs) ?? []
  }

  /// What `workload` as written does on the trace.
  struct Measured {
    let result: EngineResult
    /// What the screen shows after the first render and each frame (its oracle's output).
    let outputs: [[Value]]

    var evals: Int { result.counters.bodyEvals }
    var elements: Int { result.counters.elementsBuilt }

    /// Why this run breaks a screen that ran as `written` did, if it does.
    func breakage(against written: Measured) -> String? {
      // The fixes are refactorings: the changed screen shows what the screen as written shows.
      if outputs != written.outputs {
        let frame =
          outputs.indices.first { $0 >= written.outputs.count || outputs[$0] != written.outputs[$0] }
          ?? outputs.count
        return
          "the changed screen shows something else than the screen as written from frame \(frame): the change is not a refactoring here"
      }
      // No view may be stale more often than as written, nor in a frame where it was not (a
      // fix that moves staleness elsewhere breaks that view).
      if result.staleViews.contains(where: { $0.value > written.result.staleViews[$0.key, default: 0] })
        || !result.staleCells.isSubset(of: written.result.staleCells)
      {
        let views = result.staleViews.keys.sorted().joined(separator: ", ")
        return
          "stale frames (\(result.counters.staleFrames), the first at frame \(result.firstStaleFrame ?? 0)) in \(views): a view would show an old value"
      }
      if result.mismatchViews.contains(where: { $0.value > written.result.mismatchViews[$0.key, default: 0] })
      {
        let views = result.mismatchViews.keys.sorted().joined(separator: ", ")
        return
          "wrong actions (\(result.counters.actionMismatches) frames, the first at frame \(result.firstMismatchFrame ?? 0)) in \(views): an action would run when it should not, or not run"
      }
      return nil
    }
  }

  public func advise() throws -> Advice {
    let clock = ContinuousClock()
    let start = clock.now
    // Every fix runs the trace of the screen as written (its default trace as the written
    // screen's interactions make it): a changed draft would otherwise make its own.
    let trace = try workload.traceText()
    let written = try measure(nil, on: trace)
    // A fix whose views did not re-run for the cause it removes saves nothing: not tried.
    let views = Dictionary(
      written.result.viewTypes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let reRan = Set(written.result.viewTypes.filter { $0.evals > 0 }.map(\.name))
    let all = FixCatalog(draft: workload.draft, root: workload.root, reRan: reRan).fixes
    let open = all.filter { $0.prospect.isOpen(in: views) }
    let declared = try? workload.declarations.declared(
      workload.draft, root: workload.root, parameters: ["frames": frames])
    let stale = StaleFootprint(written.result, draft: workload.draft, declared: declared)
    let (fixes, notJudged) = judged(open, written, stale: stale, declared: declared)
    // A fix without a patch is never offered: written first, it spares the run.
    let early = patchedOnly && app != nil
    let drafted = early ? Dictionary(fixes.map { ($0.id, patch($0)) }) { first, _ in first } : [:]
    let trying = early ? fixes.filter { drafted[$0.id]?.diff != nil } : fixes
    let (tried, failed) = tried(trying, against: written, on: trace)
    let (kept, rejected, openRuns) = underOpenBranches(tried, written, on: trace)
    let allRejected = failed + rejected
    // Each saving fix's patch, written and proven once: it ranks, and it is shown. (One that
    // saves nothing is listed without: proving it would cost an import and a run.)
    let saving = kept.filter { $0.run.evals < written.evals }
    let patches = Dictionary(
      saving.map {
        ($0.fix.id, checked(drafted[$0.fix.id] ?? patch($0.fix), predicted: $0.run, written, on: trace))
      },
      uniquingKeysWith: { first, _ in first })
    let ranked = saving.sorted { ranksBefore($0, $1, patches: patches) }
    // From Swift files, only a change proven as a patch is offered; a screen file has no
    // source to patch, and its suggestions are its sketches.
    let listed = ranked.map {
      suggestion($0.fix, $0.run, written, patch: patches[$0.fix.id], open: openRuns[$0.fix.id] ?? [])
    }
    let offered = listed.filter { app == nil || $0.patch != nil }
    // Fixes that save nothing alone may save with others (a child that reads the field
    // itself, once the model is @Observable): they are tried after the ranked ones.
    // A scope never lowers evaluations (docs/advise.md), so it is left out. From Swift
    // files, only the fixes offered as patches combine: the others are not offered.
    let alone = kept.filter { $0.run.evals >= written.evals && $0.fix.kind != .scopeRead }.map(\.fix)
    // A fix run under open branches is offered alone: the combination runs the branches taken.
    let combinable =
      (app == nil ? ranked.map(\.fix) + alone : ranked.map(\.fix).filter { patches[$0.id]?.diff != nil })
      .filter(\.openBranches.isEmpty)
    let combined = try combination(
      of: combinable.filter { needs($0).isEmpty }, written, on: trace,
      alone: Dictionary(kept.map { ($0.fix.id, $0.run) }, uniquingKeysWith: { first, _ in first }))
    var advice = Advice(
      screen: workload.name, root: workload.root, targets: targetsWritten,
      app: app.flatMap { uses in uses.root.map { "\($0) (\(uses.files) Swift files)" } }, frames: frames,
      evals: written.evals,
      elements: written.elements, staleFrames: written.result.counters.staleFrames, staleCauses: stale.causes,
      suggestions: offered, withoutPatch: listed.filter { app != nil && $0.patch == nil },
      unhelpful: kept.filter { $0.run.evals >= written.evals }.sorted { $0.run.evals < $1.run.evals }.map {
        suggestion($0.fix, $0.run, written, patch: nil)
      }, rejected: allRejected, notJudged: notJudged,
      combined: combined, tried: trying.count, skipped: all.count - open.count,
      seconds: Self.seconds(clock.now - start))
    advice.limits.append(Advice.cannotJudge(app: advice.app))
    return advice
  }

  /// The fixes to try, and those not judged: only what was read completely is judged (a fix
  /// touching a lost read or statement, an opaque view or a guess would be judged on what the
  /// import made up), where the screen as written is not stale (`StaleFootprint`), and on an
  /// app whose code keeps the fix's claims. A screen stale as written is a bug of the app or of
  /// the import's reading of it: no fix is judged where the staleness could reach it (`stale`).
  private func judged(
    _ open: [Fix], _ written: Measured, stale: StaleFootprint, declared: DeclaredScreens.Declared?
  ) -> ([Fix], [Advice.NotJudged]) {
    // A trace file may write any field: what the screen touches is then not known.
    let reading = ReadCompleteness(
      draft: workload.draft, warnings: warnings, declared: workload.traceFile == nil ? declared : nil)
    let (branches, firsts) = (openBranchPlaces, Set(openFirstValues.keys))
    let children = Dictionary(
      workload.draft.views.map { ($0.name, SwiftUIImporter.children($0.body)) },
      uniquingKeysWith: { first, _ in first })
    var fixes: [Fix] = []
    var notJudged: [Advice.NotJudged] = []
    for fix in open {
      // The app's code is read only for a fix the import's warnings leave open: reading a large
      // app costs more than the rest of the advice.
      // A guess the import also read the other way does not stop the fix: it runs under both.
      // A view kept as an element is given the same after a fix that keeps models and inputs:
      // it is in the way only where the fix changes that view (no run counts its evaluations;
      // its arguments' reads are read, or warned about apart).
      // So is a constant passed to a view in place of a value the app states the same each
      // time; the value may choose what the view shows, so a fix below it is in its way too.
      let found = reading.obstacles(in: fix.touches).filter { warning in
        guard fix.kind.keepsInterfaces, let element = warning.element else { return true }
        if fix.touches.contains(element) || !Self.below(element, children).isDisjoint(with: fix.touches) {
          return true
        }
        return warning.passedConstant.map { !(app?.isConstant($0) ?? false) } ?? false
      }
      var opened = found.filter { isOpen($0, branches: branches, firsts: firsts) }
      // Three open first values or more (a `Bool`, an enum's case): each alone and all together
      // are not every combination.
      if Set(opened.filter { !$0.otherValues.isEmpty }.map(\.place)).count > 2 {
        opened.removeAll { !$0.otherValues.isEmpty }
      }
      let open = found.filter { !opened.contains($0) }
      let staleness = stale.obstacle(to: fix, in: workload.draft).map { [$0] } ?? []
      var obstacles = staleness + (staleness.isEmpty ? standing(open) : open).map(\.description)
      if obstacles.isEmpty { obstacles = app?.obstacles(to: fix.claims) ?? [] }
      if obstacles.isEmpty {
        var fix = fix
        fix.openBranches = Array(Set(opened.map(\.place))).sorted { $0.written < $1.written }
        fixes.append(fix)
      } else {
        notJudged.append(.init(kind: fix.kind, subject: fix.subject, place: fix.place, warnings: obstacles))
      }
    }
    return (fixes, notJudged)
  }

  /// The views `view` shows, and those they show, and so on, by each view's `children`.
  private static func below(_ view: String, _ children: [String: [String]]) -> Set<String> {
    var found: Set<String> = []
    var pending = [view]
    while let next = pending.popLast() {
      for child in children[next] ?? [] where found.insert(child).inserted { pending.append(child) }
    }
    return found
  }

  /// Of the warnings in a fix's way, those that stand: what lies outside the files
  /// (`ImportWarning.outside`: a view given only values, a call given no code) is in no fix's
  /// way where the whole app shows it is a package's or the SDK's (`AppUses.isOutside`). The
  /// app is read only when nothing else stands.
  private func standing(_ warnings: [ImportWarning]) -> [ImportWarning] {
    guard let app, warnings.allSatisfy({ $0.outside != nil }) else { return warnings }
    return warnings.filter { warning in warning.outside.map { !app.isOutside($0) } ?? true }
  }

  /// Each fix applied to the draft and run on `trace`: kept when its screen shows what the
  /// screen as written shows, rejected (with why) otherwise.
  private func tried(_ fixes: [Fix], against written: Measured, on trace: (text: String, path: String))
    -> ([(fix: Fix, run: Measured)], [Advice.Rejection])
  {
    var kept: [(fix: Fix, run: Measured)] = []
    var rejected: [Advice.Rejection] = []
    // A fix's screen is declared again from its draft: the draft unchanged, declared again,
    // must run as the screen as written, or each fix would be judged against another screen.
    if !fixes.isEmpty, let differs = redeclaredDiffers(from: written, on: trace) {
      let why =
        "the screen declared again from the import's draft differs from the screen as written (\(differs)): a bug of bench, not of the fix; please report it"
      return ([], fixes.map { .init(kind: $0.kind, subject: $0.subject, place: $0.place, why: why) })
    }
    for fix in fixes {
      var draft = workload.draft
      fix.apply(&draft)
      let run: Measured
      do {
        run = try measure(draft, on: trace, comparedWith: written)
      } catch {
        rejected.append(
          .init(
            kind: fix.kind, subject: fix.subject, place: fix.place,
            why: "the changed screen does not run on this trace: \(error)"))
        continue
      }
      if let why = run.breakage(against: written) {
        rejected.append(.init(kind: fix.kind, subject: fix.subject, place: fix.place, why: why))
      } else {
        kept.append((fix, run))
      }
    }
    return (kept, rejected)
  }

  /// How the unchanged draft, declared again as each fix's is, runs otherwise than the screen
  /// as written, if it does: its output, a view's evaluations, staleness or actions.
  private func redeclaredDiffers(from written: Measured, on trace: (text: String, path: String)) -> String? {
    let again: Measured
    do {
      again = try measure(workload.draft, on: trace, comparedWith: written)
    } catch {
      return "it does not run: \(error)"
    }
    if let breakage = again.breakage(against: written) { return breakage }
    let views = { (run: Measured) in
      Dictionary(run.result.viewTypes.map { ($0.name, $0.evals) }, uniquingKeysWith: +)
    }
    guard again.evals == written.evals, again.elements == written.elements, views(again) == views(written),
      again.result.staleViews == written.result.staleViews,
      again.result.mismatchViews == written.result.mismatchViews
    else {
      return
        "\(again.evals) evaluations and \(again.elements) elements against \(written.evals) and \(written.elements), or its views' counts, staleness or actions differ"
    }
    return nil
  }

  /// Whether `lhs` ranks before `rhs`: what the app can take first (a fix that needs a newer
  /// OS is a project of its own), a change proven as a patch before a sketch, the larger saving
  /// of evaluations and then of elements, the smaller patch, then the kinds' order.
  private func ranksBefore(
    _ lhs: (fix: Fix, run: Measured), _ rhs: (fix: Fix, run: Measured), patches: [String: FixPatch]
  ) -> Bool {
    let (lhsNeeds, rhsNeeds) = (needs(lhs.fix).isEmpty, needs(rhs.fix).isEmpty)
    if lhsNeeds != rhsNeeds { return lhsNeeds }
    let (lhsPatch, rhsPatch) = (patches[lhs.fix.id]?.diff != nil, patches[rhs.fix.id]?.diff != nil)
    if lhsPatch != rhsPatch { return lhsPatch }
    if lhs.run.evals != rhs.run.evals { return lhs.run.evals < rhs.run.evals }
    if lhs.run.elements != rhs.run.elements { return lhs.run.elements < rhs.run.elements }
    // For equal savings, the smaller change: fewer lines of its patch (one without a patch is
    // not measured, and goes by kind).
    let (lhsSize, rhsSize) = (
      patches[lhs.fix.id]?.changedLines ?? Int.max, patches[rhs.fix.id]?.changedLines ?? Int.max
    )
    if lhsSize != rhsSize { return lhsSize < rhsSize }
    let order = FixKind.allCases
    if lhs.fix.kind != rhs.fix.kind {
      return order.firstIndex(of: lhs.fix.kind)! < order.firstIndex(of: rhs.fix.kind)!
    }
    return lhs.fix.subject < rhs.fix.subject
  }

  /// The deployment targets the advice was judged for, as the report writes them.
  private var targetsWritten: String? {
    targets.map { targets in
      let versions = Platform.allCases.compactMap { platform in
        targets.versions[platform].map { "\(platform.osName) \($0)" }
      }
      return "\(versions.joined(separator: ", ")) (\(targets.source))"
    }
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// The suggestions applied one after another on the screen, each kept when the whole keeps
  /// the output right and saves more; `nil` when fewer than two combine. `alone` is each fix's
  /// run by itself: the first one applied is that run, not measured again.
  private func combination(
    of fixes: [Fix], _ written: Measured, on trace: (text: String, path: String), alone: [String: Measured]
  ) throws -> Advice.Combination? {
    var draft = workload.draft
    var best = written
    var applied: [Fix] = []
    for fix in fixes where !applied.contains(where: { $0.subject == fix.subject }) {
      var candidate = draft
      fix.apply(&candidate)
      let known = applied.isEmpty ? alone[fix.id] : nil
      guard let run = known ?? (try? measure(candidate, on: trace, comparedWith: written)),
        run.breakage(against: written) == nil,
        run.evals < best.evals
      else { continue }
      draft = candidate
      best = run
      applied.append(fix)
    }
    guard applied.count > 1 else { return nil }
    return Advice.Combination(
      fixes: applied.map { "\($0.kind.rawValue) \($0.subject)" }, evalsAfter: best.evals,
      elementsAfter: best.elements)
  }

  private func suggestion(
    _ fix: Fix, _ run: Measured, _ written: Measured, patch: FixPatch?, open: [Advice.OpenRun] = []
  )
    -> Advice.Suggestion
  {
    let before = Dictionary(
      written.result.viewTypes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(
      run.result.viewTypes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let names = Set(before.keys).union(after.keys).sorted()
    let views = names.compactMap { name -> Advice.ViewChange? in
      let old = before[name]?.evals ?? 0
      let new = after[name]?.evals ?? 0
      guard old != new else { return nil }
      return Advice.ViewChange(
        view: name, source: (before[name] ?? after[name])?.source, before: old, after: new)
    }
    return Advice.Suggestion(
      kind: fix.kind, subject: fix.subject, place: fix.place, change: fix.change, sketch: fix.sketch,
      evalsBefore: written.evals, evalsAfter: run.evals, elementsBefore: written.elements,
      elementsAfter: run.elements, views: views, needs: needs(fix), elsewhere: elsewhere(fix),
      patch: patch?.diff, noPatch: patch?.reason, openRuns: open)
  }

  /// `fix` as a patch of the files read: a diff, or why there is none.
  private func patch(_ fix: Fix) -> FixPatch {
    guard let app else { return .none("the screen was not read from Swift files: there is nothing to patch") }
    return FixPatch.of(fix, in: app, relativeTo: FileManager.default.currentDirectoryPath)
  }

  /// `patch`, if the files it leaves, imported again and run on the trace, give the predicted
  /// run's evaluations and the output as written frame by frame; otherwise why not.
  private func checked(
    _ patch: FixPatch, predicted: Measured, _ written: Measured, on trace: (text: String, path: String)
  ) -> FixPatch {
    guard let reimport, case .diff(_, let patched) = patch else { return patch }
    let run: Measured
    let unread: [ImportWarning.Kind: Int]
    do {
      let imported = try reimport(patched)
      run = try measure(nil, of: imported, on: trace)
      unread = Self.blocking(imported.importWarnings)
    } catch {
      return .none(
        "the patched files, imported again, do not run on this trace (\(error)): make the change by hand")
    }
    // A patch that leaves code the import reads less completely (a call missing an argument
    // kept opaque) is not proven by its counts.
    let read = Self.blocking(workload.importWarnings)
    if let kind = ImportWarning.Kind.bySeverity.first(where: { unread[$0, default: 0] > read[$0, default: 0] }
    ) {
      return .none(
        "the patched files, imported again, read less completely (\(unread[kind, default: 0] - read[kind, default: 0]) more warnings of \(kind.rawValue)): make the change by hand"
      )
    }
    if run.evals != predicted.evals {
      return .none(
        "the patched files, imported again, give \(run.evals) evaluations where the change predicted \(predicted.evals): make the change by hand"
      )
    }
    if run.outputs != written.outputs {
      return .none(
        "the patched files, imported again, show something else than the screen as written: make the change by hand"
      )
    }
    if let why = run.breakage(against: written) {
      return .none("the patched files, imported again, break the screen (\(why)): make the change by hand")
    }
    return patch
  }

  /// How many of `warnings` say the import did not read something completely, by kind.
  private static func blocking(_ warnings: [ImportWarning]) -> [ImportWarning.Kind: Int] {
    Dictionary(grouping: warnings.filter(\.kind.blocksAdvice), by: \.kind).mapValues(\.count)
  }

  /// The other places a migration changes: every holder of the model in the app, and the
  /// `.environmentObject(_:)` injections of the files that hold or make it.
  private func elsewhere(_ fix: Fix) -> [String] {
    guard let app, case .migrate(let model)? = fix.edit else { return [] }
    return app.migrationPlaces(of: model)
  }

  /// The screen of `draft` (the screen as written when `nil`), on the trace, over `frames`
  /// frames. Compared with `reference`, the run stops at the first frame whose output differs:
  /// a broken fix is rejected there (`Measured.breakage`), its counts partial and unused.
  func measure(
    _ draft: ScreenDraft?, of imported: ImportedWorkload? = nil, on trace: (text: String, path: String),
    comparedWith reference: Measured? = nil
  ) throws -> Measured {
    let base = imported ?? workload
    let changed = try draft.map { try base.changed(to: $0, trace: trace) } ?? base.asWritten(on: trace)
    let scenario = try changed.scenario(changed.values([changed.parameters[0]: frames]))
    let run = try CountRun.run(
      scenario, engines: [.asWritten], recordingOutput: true, referenceOnly: true,
      expected: reference?.outputs)
    return Measured(result: run.engines[0], outputs: run.outputs)
  }

  /// The screen after `fix`, as a screen file (`--write-screens`).
  public func screenFile(after suggestion: Advice.Suggestion) throws -> String? {
    let fixes = FixCatalog(draft: workload.draft, root: workload.root).fixes
    guard let fix = fixes.first(where: { $0.kind == suggestion.kind && $0.subject == suggestion.subject })
    else { return nil }
    var draft = workload.draft
    fix.apply(&draft)
    return try workload.changed(to: draft, trace: try workload.traceText()).screenFile(frames: frames)
  }
}
