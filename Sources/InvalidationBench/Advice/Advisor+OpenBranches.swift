/// A fix judged under what the source leaves open (docs/advise.md, "Open values"): where the
/// import guessed a branch of an action (a guard taken as passing, a `do` as not throwing) and
/// also read the action the other way, or guessed the first value of a field or a state of a
/// simple type, the screen as written and the fix run again with the guess gone the other way
/// (each such guess in turn, the others as guessed); the fix is offered only if it keeps the
/// output and saves under each, with what it saves there.
extension Advisor {
  /// The guesses the import read both ways, by place, each with the other way said.
  var openBranchPlaces: [SourcePlace: String] {
    Dictionary(
      workload.draft.views.flatMap(\.actions).flatMap(\.openBranches).map { ($0.place, $0.assumption) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The first values the import guessed for a model's field or a view's state of a simple
  /// type (no initial value, or one it cannot compute), by place, with the field's name and
  /// the other value each is also run with: `false` with `true`, `0` with `1`, `0.0` with
  /// `1.0`, the empty text with another.
  var openFirstValues: [SourcePlace: (name: String, other: String)] {
    let guessed = Set(warnings.filter { $0.kind == .guessed }.map(\.place))
    let firsts =
      workload.draft.stores.flatMap { $0.fields.map { (name: $0.name, initial: $0.initial) } }
      + workload.draft.views.flatMap(\.state)
    var open: [SourcePlace: (name: String, other: String)] = [:]
    for (name, initial) in firsts where guessed.contains(initial.place) {
      if let other = Self.otherFirstValue[initial.text] { open[initial.place] = (name, other) }
    }
    return open
  }

  /// The other first value of each guess of a simple type (`ModelCollector.guess(forType:)`).
  private static let otherFirstValue = ["false": "true", "0": "1", "0.0": "1.0", "\"\"": "\"open\""]

  /// Where the source leaves open what the import guessed: branches and first values.
  var openPlaces: Set<SourcePlace> { Set(openBranchPlaces.keys).union(openFirstValues.keys) }

  /// The screen with the guess at `place` gone the other way, and that way said.
  func openVariant(at place: SourcePlace) -> (assumption: String, draft: ScreenDraft) {
    var draft = workload.draft
    if let (name, other) = openFirstValues[place] {
      let value = SourceExpression(other, at: place)
      for store in draft.stores.indices {
        for field in draft.stores[store].fields.indices
        where draft.stores[store].fields[field].initial.place == place {
          draft.stores[store].fields[field].initial = value
        }
      }
      for view in draft.views.indices {
        for state in draft.views[view].state.indices
        where draft.views[view].state[state].initial.place == place {
          draft.views[view].state[state].initial = value
        }
      }
      return ("'\(name)' starting \(other)", draft)
    }
    for view in draft.views.indices {
      for action in draft.views[view].actions.indices {
        if let branch = draft.views[view].actions[action].openBranches.first(where: { $0.place == place }) {
          draft.views[view].actions[action].statements = branch.statements
        }
      }
    }
    return (openBranchPlaces[place] ?? "the guess at \(place.written) gone the other way", draft)
  }

  /// Of the fixes `kept` on the trace, those that depend on open guesses run under each:
  /// kept when they keep the output and save under every one, with those runs; otherwise
  /// rejected, saying which guess stops them.
  func underOpenBranches(
    _ kept: [(fix: Fix, run: Measured)], _ written: Measured, on trace: (text: String, path: String)
  ) -> (kept: [(fix: Fix, run: Measured)], rejected: [Advice.Rejection], runs: [String: [Advice.OpenRun]]) {
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
        let (assumption, variant) = openVariant(at: place)
        if asWritten[place] == nil { asWritten[place] = .some(try? measure(variant, on: trace)) }
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
