import Foundation
import InvalidationBench
import Testing

/// The screens of `examples/`, run from their files at 10 frames, with counts derived by hand
/// from the rules (docs/rules.md "The render pass").
@Suite struct ExampleScreenTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples")

  func run(_ file: String, _ values: [String: Int]) throws -> CountRun {
    let screen = try ScreenFile(contentsOf: Self.examples.appendingPathComponent(file).path)
    var overrides: [String: Int] = [:]
    for parameter in screen.parameters { overrides[parameter.name] = parameter.defaultValue }
    for (name, value) in values { overrides[name] = value }
    let result = try CountRun.run(
      try screen.scenario(ParameterValues(overrides)), engines: EngineKind.strategies)
    #expect(result.staleFrames == result.noStaleFrames)
    #expect(result.counts(everyStrategy(0), \.actionMismatches) == everyStrategy(0))
    return result
  }

  // Frames 5 and 10 toggle isLoading; the other 8 type a letter through the search field,
  // a control bound to $model.searchQuery (making that binding reads the field, R14). The
  // rows get records that do not change: none re-runs.

  @Test func catalogInOneView() throws {
    let result = try run("catalog-one-view.yaml", ["products": 20, "frames": 10])
    // Every write changes a field the root read (isLoading, searchQuery), so the root runs in
    // all 10 frames on every engine but scoped; the text field runs on the 8 typing frames.
    // scoped: the condition and the text field's binding are scopes; typing: the text field's
    // scope + the text field, toggling: the condition's scope: 8 × 2 + 2 × 1 = 18.
    let evals: [EngineKind: Int] = [.wholeObject: 18, .propertyLevel: 18, .scoped: 18, .equatable: 18]
    #expect(result.evals(evals) == evals)
    #expect(result.evals(.wholeObject, of: "CatalogView") == 10)
    #expect(result.evals(.wholeObject, of: "TextField") == 8)
    #expect(result.evals(.scoped, of: "CatalogView") == 0)
    // Needed: the text field on the 8 typing frames (the root passes it the same binding, a
    // location it reads through), the root on the 2 toggles (the progress view): 10.
    #expect(result.minEvals == 8 + 2)
  }

  @Test func catalogWithSubviews() throws {
    let result = try run("catalog-subviews.yaml", ["products": 20, "frames": 10])
    // whole-object: LoadingIndicator, SearchBar and ProductList each hold the model and run
    // on every write: 3 × 10, + the text field 8 = 38 (the root reads nothing: 0).
    // property-level: typing runs SearchBar (it read searchQuery) + the text field, toggling
    // runs LoadingIndicator: 8 × 2 + 2 = 18. scoped: the same with scopes in place of the
    // subviews' bodies: 18.
    // equatable: the root holds the model and runs every frame (10); typing also runs SearchBar
    // (a field read below it changed) and the text field, toggling LoadingIndicator:
    // 10 + 8 × 2 + 2 = 28.
    let evals: [EngineKind: Int] = [.wholeObject: 38, .propertyLevel: 18, .scoped: 18, .equatable: 28]
    #expect(result.evals(evals) == evals)
    #expect(result.evals(.wholeObject, of: "ProductList") == 10)
    #expect(result.evals(.propertyLevel, of: "ProductList") == 0)
    #expect(result.evals(.wholeObject, of: "CatalogView") == 0)
    #expect(result.evals(.equatable, of: "CatalogView") == 10)
    // Needed: the text field on the 8 typing frames, LoadingIndicator on the 2 toggles.
    #expect(result.minEvals == 8 + 2)
  }

  @Test func dashboard() throws {
    let result = try run("dashboard.yaml", ["frames": 10])
    // Every frame ticks; frames 5 and 10 also raise alerts (one transaction each).
    // whole-object: Dashboard, Header and AlertBadge hold the model: 3, + TickLabel (new
    // value) 1, per frame: 40.
    // property-level: Dashboard (read tick) + TickLabel each frame, AlertBadge on 2: 22.
    // scoped: TickLabel's argument is a scope: scope + TickLabel each frame, AlertBadge's text
    // scope on 2: 22.
    // equatable: root every frame + TickLabel every frame + AlertBadge (alerts read below it
    // changed) on 2; Header's title never changes: 22.
    let evals: [EngineKind: Int] = [.wholeObject: 40, .propertyLevel: 22, .scoped: 22, .equatable: 22]
    #expect(result.evals(evals) == evals)
    #expect(result.evals(.wholeObject, of: "Header") == 10)
    #expect(result.evals(.propertyLevel, of: "Header") == 0)
    #expect(result.minEvals == 22)
  }

  @Test func settingsForm() throws {
    let result = try run("settings-form.yaml", ["frames": 10])
    // Frames 5, 10 tap Save; 3, 6, 9 move the slider; 1, 2, 4, 7, 8 type a letter.
    // The form read only `saves` (passing $name and $volume reads nothing, R10): it runs on the
    // 2 saves, and gives SavedLabel a new count: 2. The text field re-runs on each of the 5
    // letters, the slider on the 3 moves (controls read their binding, R14). When the form
    // re-runs, its new bindings carry the values typed and slid since it last ran ("aaa" and 3
    // at frame 5, "aaaaa" and 9 at frame 10, R14), so both controls run again, needlessly:
    // 2 + 2 + (5 + 2) + (3 + 2) = 16 on every engine (no stores).
    #expect(result.evals(everyStrategy(16)) == everyStrategy(16))
    #expect(result.evals(.wholeObject, of: "SettingsForm") == 2)
    #expect(result.evals(.wholeObject, of: "TextField") == 7)
    #expect(result.evals(.wholeObject, of: "Slider") == 5)
    #expect(result.counters(.wholeObject).wastedEvals == 4)
    // Needed: the form and SavedLabel on the 2 saves, the control edited in the other 8.
    #expect(result.minEvals == 2 * 2 + 8)
    // One transaction per frame, plus the first render.
    #expect(result.counters(.propertyLevel).transactions == 11)
  }
}
