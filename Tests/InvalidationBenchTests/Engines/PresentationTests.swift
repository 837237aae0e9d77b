import InvalidationBench
import Testing

/// R16: what a presentation shows is evaluated only while shown (docs/rules.md). Counts
/// derived by hand per engine.
@Suite struct PresentationTests {
  static func screen() throws -> (Screen, ScreenBuilder) {
    let screen = ScreenBuilder()
    let sheet = try screen.view("Sheet", inputs: [.binding("presented"), .value("count")], presented: true) {
      view throws(DeclarationError) in
      [.conditional(try view.input("presented"), then: [.text(try view.input("count"))])]
    }
    let host = try screen.view(
      "Host", state: [StateSpec("shown", .bool(false)), StateSpec("count", .int(0))]
    ) {
      view throws(DeclarationError) in
      let (shown, count) = (try view.state("shown"), try view.state("count"))
      _ = try view.action("bump", [.mutate(count, .add(1))])
      _ = try view.action("open", [.set(shown, .constant(.bool(true)))])
      _ = try view.action("close", [.set(shown, .constant(.bool(false)))])
      return [.text(count), .child(sheet, ["presented": .binding(shown), "count": .value(count)])]
    }
    return (try screen.build(root: host), screen)
  }

  // Sheet is presented by Host's `shown`, through its binding, and shows Host's `count`, a
  // value. Frames: f1 bump (count 0 → 1), f2 open, f3 bump (1 → 2), f4 close.
  //   first render: Sheet is hidden: not evaluated.
  //   f1: Host reads count: +1; it gives Sheet a new count, and Sheet runs hidden: +0.
  //   f2: Sheet reads shown through its binding and opens: +1; Host never reads shown: +0.
  //   f3: Host +1; Sheet, shown, given count 2: +1 (its Text shows 2).
  //   f4: Sheet runs hidden, closing: +0.
  // Host 2, Sheet 2 on every strategy: none of them evaluates it hidden.
  @Test func presentedContentIsEvaluatedOnlyWhileShown() throws {
    let (built, _) = try Self.screen()
    let frames: [[Event]] = [
      [.perform(action: "bump")], [.perform(action: "open")], [.perform(action: "bump")],
      [.perform(action: "close")],
    ]
    let result = try run(built, frames)
    for engine in EngineKind.strategies {
      #expect(result.evals(engine, of: "Host") == 2, "\(engine)")
      #expect(result.evals(engine, of: "Sheet") == 2, "\(engine)")
      #expect(result.counts(engine)?.viewTypes.first { $0.name == "Sheet" }?.firstRenderEvals == 0)
    }
    #expect(result.staleFrames == result.noStaleFrames)
  }

  // An `if` on a store's field cannot say what presents a view: the scoped engine would move
  // it into a scope of its own.
  @Test func aPresentedViewTestsAnInputOrAState() throws {
    let screen = ScreenBuilder()
    let shown = try screen.store("Model").field("shown", .bool(false))
    #expect(throws: DeclarationError.presentedBodyNotOneIf(view: "Sheet")) {
      try screen.view("Sheet", presented: true) { _ in
        [.conditional(.field(shown), then: [.text(.field(shown))])]
      }
    }
  }
}
