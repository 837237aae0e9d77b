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

  /// The first values the import guessed for a model's field or a view's state written `Bool`,
  /// an enum of a few cases or a list, or for a model's count of records
  /// (`ImportWarning.otherValues`), by place, with the other values each is also run with and
  /// what a run with one of them assumes (`'mode' starting "closed"`, `'notes' starting with 1
  /// record`).
  var openFirstValues: [SourcePlace: (others: [String], assuming: (String) -> String)] {
    let others = Dictionary(
      warnings.filter { !$0.otherValues.isEmpty }.map { ($0.place, $0.otherValues) },
      uniquingKeysWith: { first, _ in first })
    let firsts =
      workload.draft.stores.flatMap { $0.fields.map { (name: $0.name, initial: $0.initial) } }
      + workload.draft.views.flatMap(\.state)
    var open: [SourcePlace: (others: [String], assuming: (String) -> String)] = [:]
    for (name, initial) in firsts {
      if let other = others[initial.place] { open[initial.place] = (other, { "'\(name)' starting \($0)" }) }
    }
    // A count of records guessed: the records listed at first, none or one of them.
    for records in workload.draft.stores.compactMap(\.records) {
      if let place = records.place, let other = others[place] {
        open[place] = (other, { "'\(records.name)' starting with \($0) record\($0 == "1" ? "" : "s")" })
      }
    }
    return open
  }

  /// Whether `warning` is a guess the source leaves open, read or run the other way: an
  /// action's branch or `do` at an open place, a first value with its other value.
  func isOpen(_ warning: ImportWarning, branches: [SourcePlace: String], firsts: Set<SourcePlace>) -> Bool {
    if firsts.contains(warning.place) { return !warning.otherValues.isEmpty }
    return branches[warning.place] != nil && [.guessed, .leftOut].contains(warning.kind)
  }

  /// The screen with the first values at the places of `values` starting with those values.
  private func draft(starting values: [SourcePlace: String]) -> ScreenDraft {
    var draft = workload.draft
    for store in draft.stores.indices {
      for field in draft.stores[store].fields.indices {
        let place = draft.stores[store].fields[field].initial.place
        if let other = values[place] {
          draft.stores[store].fields[field].initial = SourceExpression(other, at: place)
        }
      }
    }
    for store in draft.stores.indices {
      if let place = draft.stores[store].records?.place, let other = values[place].flatMap(Int.init) {
        draft.stores[store].records?.listed = other
      }
    }
    for view in draft.views.indices {
      for state in draft.views[view].state.indices {
        let place = draft.views[view].state[state].initial.place
        if let other = values[place] {
          draft.views[view].state[state].initial = SourceExpression(other, at: place)
        }
      }
    }
    return draft
  }

  /// Each way a fix whose footprint holds the open guesses at `places` is run again: each
  /// guess the other way (a first value with each of its other values), the others as
  /// guessed; and, with two first values or more, all of them the other way together (`a &&
  /// b` of two `false` guesses; each with its first other value), each with what it assumes
  /// said and a key for its run as written.
  func openVariants(at places: [SourcePlace]) -> [(
    key: String, place: SourcePlace, assumption: String, draft: ScreenDraft
  )] {
    let firsts = openFirstValues
    var variants: [(key: String, place: SourcePlace, assumption: String, draft: ScreenDraft)] = places.flatMap
    {
      place -> [(key: String, place: SourcePlace, assumption: String, draft: ScreenDraft)] in
      if let (others, assuming) = firsts[place] {
        return others.map { other in
          (
            "\(place.written)=\(other)", place, assuming(other),
            self.draft(starting: [place: other])
          )
        }
      }
      var draft = workload.draft
      for view in draft.views.indices {
        for action in draft.views[view].actions.indices {
          if let branch = draft.views[view].actions[action].openBranches.first(where: { $0.place == place }) {
            draft.views[view].actions[action].statements = branch.statements
          }
        }
      }
      return [
        (
          place.written, place, openBranchPlaces[place] ?? "the guess at \(place.written) gone the other way",
          draft
        )
      ]
    }
    let together = places.compactMap { place in
      firsts[place].flatMap { first in first.others.first.map { (place, first.assuming($0), $0) } }
    }
    if together.count > 1, let first = together.first {
      let names = together.map(\.1)
      variants.append(
        (
          together.map(\.0.written).joined(separator: "+"), first.0, names.joined(separator: " and "),
          draft(starting: Dictionary(together.map { ($0.0, $0.2) }, uniquingKeysWith: { first, _ in first }))
        ))
    }
    return variants
  }

  /// Of the fixes `kept` on the trace, those that depend on open guesses run under each:
  /// kept when they keep the output and save under every one, with those runs; otherwise
  /// rejected, saying which guess stops them.
  func underOpenBranches(
    _ kept: [(fix: Fix, run: Measured)], _ written: Measured, on trace: (text: String, path: String)
  ) -> (kept: [(fix: Fix, run: Measured)], rejected: [Advice.Rejection], runs: [String: [Advice.OpenRun]]) {
    var asWritten: [String: Measured?] = [:]
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
      for (key, place, assumption, variant) in openVariants(at: fix.openBranches) {
        if asWritten[key] == nil { asWritten[key] = .some(try? measure(variant, on: trace)) }
        guard let before = asWritten[key] ?? nil else {
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
