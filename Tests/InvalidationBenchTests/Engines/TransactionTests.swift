import InvalidationBench
import Testing

/// R12: a frame is the trace's transaction plus those its actions start; writes in one
/// transaction coalesce. Counts derived by hand per engine.
@Suite struct TransactionTests {
  @Test func writesInOneTransactionCoalesceAndOnChangeSeesFirstOldAndLastNew() throws {
    let screen = ScreenBuilder()
    let count = try screen.store("Model").field("count", .int(0))
    let root = try screen.view("Root") { view throws(DeclarationError) in
      [.text(.field(count)), .onChange(of: .field(count), action: try view.action("log", []))]
    }
    let built = try screen.build(root: root)
    let frames: [[Event]] = [[.mutate(count, .add(1)), .mutate(count, .add(1))]]
    let result = try run(built, frames)
    // One evaluation of Root for two writes (R1); scoped moves both the Text and the onChange
    // (which reads count) into scopes of their own, each evaluated once.
    let evals: [EngineKind: Int] = [.wholeObject: 1, .propertyLevel: 1, .scoped: 2, .equatable: 1]
    #expect(result.evals(evals) == evals)
    for kind in EngineKind.allCases {
      let trace = try Trace(kind, built, frames)
      // Once, with the first old value and the last new one.
      #expect(
        trace.actions.last == [
          ActionRecord(view: "Root", modifier: "onChange", action: "log", values: [.int(0), .int(2)])
        ], "\(kind)")
    }
  }

  @Test func withAnimationAndAsyncBlocksAreTransactionsOfTheirOwn() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let a = try model.field("a", .int(0))
    let b = try model.field("b", .int(0))
    let c = try model.field("c", .int(0))
    let shows = try [a, b, c].enumerated().map { position, field throws(DeclarationError) in
      try screen.view("Show\(position)") { _ in [.text(.field(field))] }
    }
    let root = try screen.view("Root") { view throws(DeclarationError) in
      let tap = try view.action(
        "tap",
        [
          .mutate(.field(a), .add(1)), .async([.mutate(.field(c), .add(1))]),
          .withAnimation([.mutate(.field(b), .add(1))]),
        ])
      return [view.button(.constant(.string("Tap")), action: tap)] + shows.map { .child($0) }
    }
    let result = try run(screen.build(root: root), [[.perform(action: "tap")]])
    // Three transactions: a, then b (withAnimation), then c (async).
    // - whole-object: the three Show views hold Model: 3 × 3 = 9;
    // - property-level: each Show once: 3; scoped: each Show's Text scope once: 3;
    // - equatable: Root (holding the stores) and the Show whose read went stale: 3 × 2 = 6.
    let evals: [EngineKind: Int] = [.wholeObject: 9, .propertyLevel: 3, .scoped: 3, .equatable: 6]
    #expect(result.evals(evals) == evals)
    // The first render, then three.
    #expect(result.counts(everyStrategy(4), \.transactions) == everyStrategy(4))
    #expect(result.staleFrames == result.noStaleFrames)
  }

  @Test func asyncBlocksRunAfterAnimationBlocks() throws {
    let screen = ScreenBuilder()
    let x = try screen.store("Model").field("x", .int(0))
    let root = try screen.view("Root") { view throws(DeclarationError) in
      let tap = try view.action(
        "tap",
        [
          .async([.set(.field(x), .constant(.int(1)))]),
          .withAnimation([.set(.field(x), .constant(.int(2)))]),
        ])
      return [.text(.field(x)), view.button(.constant(.string("Tap")), action: tap)]
    }
    let trace = try Trace(.propertyLevel, screen.build(root: root), [[.perform(action: "tap")]])
    // Written first, the async block still runs last: x ends at 1.
    #expect(trace.shown.last == [.int(1), .string("Tap")])
    #expect(trace.counters.transactions == 1 + 3)
  }

  @Test func onChangeWithInitialRunsWhenThePartAppears() throws {
    let screen = ScreenBuilder()
    let count = try screen.store("Model").field("count", .int(0))
    let root = try screen.view("Root") { view throws(DeclarationError) in
      [.onChange(of: .field(count), initial: true, action: try view.action("log", []))]
    }
    let trace = try Trace(.propertyLevel, screen.build(root: root), [[.set(count, .int(5))]])
    func log(_ old: Int, _ new: Int) -> ActionRecord {
      ActionRecord(view: "Root", modifier: "onChange", action: "log", values: [.int(old), .int(new)])
    }
    #expect(trace.actions == [[log(0, 0)], [log(0, 5)]])
  }

  // An onChange whose action writes what it watches acts once a frame (R13): the frame's
  // write 0 → 1 runs bump (values [0, 1]), bump's write 1 → 2 does not run it again. Two
  // frames: two runs, count ends at 4, and each frame is two transactions (mount 1 + 2 + 2).
  @Test func anOnChangeThatWritesWhatItWatchesActsOnceAFrame() throws {
    let screen = ScreenBuilder()
    let count = try screen.store("Model").field("count", .int(0))
    let root = try screen.view("Root") { view throws(DeclarationError) in
      let bump = try view.action("bump", [.mutate(.field(count), .add(1))])
      return [.text(.field(count)), .onChange(of: .field(count), action: bump)]
    }
    let trace = try Trace(
      .propertyLevel, screen.build(root: root), [[.mutate(count, .add(1))], [.mutate(count, .add(1))]])
    func bump(_ old: Int, _ new: Int) -> ActionRecord {
      ActionRecord(view: "Root", modifier: "onChange", action: "bump", values: [.int(old), .int(new)])
    }
    #expect(trace.actions == [[], [bump(0, 1)], [bump(2, 3)]])
    #expect(trace.shown.last == [.int(4)])
    #expect(trace.counters.transactions == 1 + 2 + 2)
  }

  @Test func aFrameWhoseActionsKeepWritingDoesNotSettle() throws {
    let screen = ScreenBuilder()
    let count = try screen.store("Model").field("count", .int(0))
    let root = try screen.view("Root") { view throws(DeclarationError) in
      let bump = try view.action("bump", [.mutate(.field(count), .add(1))])
      return [.text(.field(count)), .task(id: .field(count), action: bump)]
    }
    // The task starts as Root appears, and each new id restarts it, its bump giving count,
    // the id, a new value again: the first render never ends.
    #expect(throws: DeclarationError.unsettled(frame: 0, action: "'Root.bump'")) {
      try run(screen.build(root: root), [[.mutate(count, .add(1))]])
    }
  }

  @Test func onReceiveRunsInTheWritingTransactionOnlyWithAPublisher() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let count = try model.field("count", .int(0))
    let copy = try model.field("copy", .int(0))
    let root = try screen.view("Root") { view throws(DeclarationError) in
      let mirror = try view.action("mirror", [.set(.field(copy), .field(count))])
      return [.text(.field(copy)), try view.onReceive(count, action: mirror)]
    }
    let built = try screen.build(root: root)
    let frames: [[Event]] = [[.mutate(count, .add(1))]]
    // ObservableObject: the publisher's subscriber runs mirror right after the write, in the
    // same transaction; @Observable (onReceive realized as an onChange observer): mirror
    // runs after the render, as a second transaction.
    let combine = try Trace(.wholeObject, built, frames)
    #expect(combine.counters.transactions == 1 + 1)
    #expect(
      combine.actions.last == [
        ActionRecord(view: "Root", modifier: "onReceive", action: "mirror", values: [.int(1)])
      ])
    let observable = try Trace(.propertyLevel, built, frames)
    #expect(observable.counters.transactions == 1 + 2)
    #expect(
      observable.actions.last == [
        ActionRecord(view: "Root", modifier: "onReceive", action: "mirror", values: [.int(0), .int(1)])
      ])
    let result = try run(built, frames)
    // - whole-object: Root (holding Model for copy) and its re-created observer: 2;
    // - property-level: the observer (it read count), then Root (copy) and the observer it
    //   re-creates: 1 + 2 = 3;
    // - scoped: the observer, then the scope of Root's Text: 1 + 1 = 2;
    // - equatable: the holding Root and its re-created observer: 2.
    let evals: [EngineKind: Int] = [.wholeObject: 2, .propertyLevel: 3, .scoped: 2, .equatable: 2]
    #expect(result.evals(evals) == evals)
    #expect(result.counts(everyStrategy(0), \.actionMismatches) == everyStrategy(0))
  }
}
