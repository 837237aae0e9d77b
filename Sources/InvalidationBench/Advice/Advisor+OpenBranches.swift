/// A fix judged under what the source leaves open (docs/advise.md, "Open values"): where the
/// import guessed a branch of an action (a guard taken as passing, a `do` as not throwing) and
/// also read the action the other way, the screen as written and the fix run again with the
/// guess gone the other way; the fix is offered only if it keeps the output and saves under
/// each, with what it saves there.
extension Advisor {
  /// The guesses the import read both ways, by place, each with the other way said.
  var openBranchPlaces: [SourcePlace: String] {
    Dictionary(
      workload.draft.views.flatMap(\.actions).flatMap(\.openBranches).map { ($0.place, $0.assumption) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The draft with the guess at `place` gone the other way, in each action that has it.
  func draft(failing place: SourcePlace) -> ScreenDraft {
    var draft = workload.draft
    for view in draft.views.indices {
      for action in draft.views[view].actions.indices {
        if let branch = draft.views[view].actions[action].openBranches.first(where: { $0.place == place }) {
          draft.views[view].actions[action].statements = branch.statements
        }
      }
    }
    return draft
  }

  /// Of the fixes `kept` on the trace, those that depend on open branches run under each:
  /// kept when they keep the output and save under every one, with those runs; otherwise
  /// rejected, saying which branch stops them.
  func underOpenBranches(
    _ kept: [(fix: Fix, run: Measured)], _ written: Measured, on trace: (text: String, path: String)
  ) -> (kept: [(fix: Fix, run: Measured)], rejected: [Advice.Rejection], runs: [String: [Advice.OpenRun]]) {
    let guesses = openBranchPlaces
    var asWritten: [SourcePlace: Measured?] = [:]
    var still: [(fix: Fix, run: Measured)] = []
    var rejected: [Advice.Rejection] = []
    var runs: [String: [Advice.OpenRun]] = [:]
    for (fix, run) in kept {
      guard !fix.openBranches.isEmpty, run.evals < written.evals else {
        still.append((fix, run))
        continue
      }
      var found: [Advice.OpenRun] = []
      var why: String?
      for place in fix.openBranches {
        let variant = draft(failing: place)
        if asWritten[place] == nil { asWritten[place] = .some(try? measure(variant, on: trace)) }
        let assumption = guesses[place] ?? "the guess at \(place.written) gone the other way"
        guard let before = asWritten[place] ?? nil else {
          why = "with \(assumption) (\(place.written)), the screen as written does not run on this trace"
          break
        }
        var changed = variant
        fix.apply(&changed)
        guard let after = try? measure(changed, on: trace, comparedWith: before) else {
          why = "with \(assumption) (\(place.written)), the changed screen does not run on this trace"
          break
        }
        if let broken = after.breakage(against: before) {
          why = "with \(assumption) (\(place.written)): \(broken)"
          break
        }
        if after.evals >= before.evals {
          why =
            "with \(assumption) (\(place.written)), it saves nothing (\(before.evals) → \(after.evals) evaluations)"
          break
        }
        found.append(
          .init(
            place: place.written, assumption: assumption, evalsBefore: before.evals, evalsAfter: after.evals))
      }
      if let why {
        rejected.append(.init(kind: fix.kind, subject: fix.subject, place: fix.place, why: why))
      } else {
        still.append((fix, run))
        runs[fix.id] = found
      }
    }
    return (still, rejected, runs)
  }
}
