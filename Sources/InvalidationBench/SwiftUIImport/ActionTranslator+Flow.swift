extension ActionTranslator {
  /// What statements do, in order: lines that run now and, once one of them awaits, what
  /// runs when the awaited call returns (a later transaction, R12). A statement after an
  /// `await`, after a `do` whose body awaits, or after a call of a method that awaits, runs
  /// there, in source order.
  struct Flow {
    var now: [ScreenDraft.ActionLine] = []
    /// What runs after the await (at most one).
    private var later: [Flow] = []

    init(_ now: [ScreenDraft.ActionLine] = []) {
      self.now = now
    }

    /// `flow`, run after an await.
    static func awaited(_ flow: Flow) -> Flow {
      var awaited = Flow()
      awaited.later = [flow]
      awaited.returned = flow.returned
      return awaited
    }

    /// Whether a `return` ended it: what follows in its function does not run.
    var returned = false

    /// A bare `return`.
    static var returning: Flow {
      var flow = Flow()
      flow.returned = true
      return flow
    }

    var suspends: Bool { !later.isEmpty }

    /// `next` run after this: after its last await, if it has one.
    mutating func append(_ next: Flow) {
      returned = returned || next.returned
      if later.isEmpty {
        now += next.now
        later = next.later
      } else {
        later[0].append(next)
      }
    }

    /// The action lines: what runs after an await as an `async` block of its own.
    var lines: [ScreenDraft.ActionLine] {
      now + later.map { .async($0.lines) }
    }
  }
}
