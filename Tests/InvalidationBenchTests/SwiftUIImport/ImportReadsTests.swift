import Foundation
import Testing

@testable import InvalidationBench

/// What a body reads is kept: derived values where the screen cannot compute one
/// (docs/screen-format.md, "Derived values"), model computed properties, helpers in
/// extensions, modifier arguments and toolbar content; and no read is dropped without a
/// warning at its place.
@Suite struct ImportReadsTests {
  // Equal operands, equal values; a different operand, a different value (a length prefix
  // keeps ("ab", "c") apart from ("a", "bc")). A derived list is its first list, or 0..<n.
  @Test func aDerivedValueIsAFunctionOfItsOperands() {
    let ab = Value.derived(from: [.string("ab"), .string("c")], as: .string)
    #expect(ab == Value.derived(from: [.string("ab"), .string("c")], as: .string))
    #expect(ab != Value.derived(from: [.string("a"), .string("bc")], as: .string))
    #expect(Value.derived(from: [.int(1)], as: .int) != Value.derived(from: [.int(2)], as: .int))
    #expect(Value.derived(from: [.list([4, 5]), .int(9)], as: .list) == .list([4, 5]))
    #expect(Value.derived(from: [.int(3)], as: .list) == .list([0, 1, 2]))
    #expect(Value.derived(from: [.int(-2)], as: .list) == .list([]))
    #expect(Value.derived(from: [.int(7)], as: .bool).type == .bool)
  }

  static let screen = """
    workload: derived
    stores:
      model:
        fields:
          a: 0
          b: 0
    views:
      Other:
        body:
          - Text: model.b
      Root:
        body:
          - Text: 'derived(model.a, "units")'
          - Other: {}
    root: Root
    trace:
      - model.a += 1
    """

  // Each frame writes model.a, which Root reads through its derived Text: Root re-runs once a
  // frame on property-level, 3 in 3 frames; Other reads only model.b and its inputs (none)
  // never change, so it stays at 0.
  @Test func aHandWrittenDerivedValueKeepsItsDependency() throws {
    let workload = try ScreenFile(text: Self.screen, path: "derived.yaml")
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])), engines: [.propertyLevel])
    #expect(result.evals(.propertyLevel, of: "Root") == 3)
    #expect(result.evals(.propertyLevel, of: "Other") == 0)
  }

  // A typo in a name inside derived(…) is an error, and so is a type it cannot be. Line 13 is
  // `      - Text: 'derived(model.a, "units")'`: `-` at column 7, the value starts at column 16
  // after `'`, and `model.c` (replacing `model.a`) has its field name at 16 + 8 + 6 = 30.
  @Test func aDerivedValueNamesWhatExists() {
    let typo = Self.screen.replacingOccurrences(of: "derived(model.a", with: "derived(model.c")
    let float = Self.screen.replacingOccurrences(of: "\"units\")'", with: "\"units\") as Float'")
    for (text, expected) in [
      (typo, "derived.yaml:13:30: the store 'model' has no field 'c'"),
      (float, "a derived value is one of Bool, Double, Int, List, String, not 'Float'"),
    ] {
      do {
        _ = try ScreenFile(text: text, path: "derived.yaml")
        Issue.record("loaded: \(expected)")
      } catch {
        #expect("\(error)".contains(expected))
      }
    }
  }

  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../examples/swiftui").standardized

  // examples/swiftui/Reads.swift with traces/reads.yaml, 3 frames. The body reads
  // `name.isEmpty` (the toolbar button's .disabled) and, through the helper `header` of an
  // extension, `account.fullName`, a computed property reading first and last: 1 read kept
  // exactly, 1 derived. `$name` (TextField) makes a binding, which reads nothing. Frame 1 sets name (read by AccountEditor), frame 2
  // sets account.first (read through fullName), frame 3 sets name again: AccountEditor
  // re-runs in each, 3 on property-level and as-written. Without the derived read, frame 2
  // would re-run nothing.
  @Test func aModelsComputedPropertyAHelperAndAToolbarAreRead() throws {
    let path = Self.examples.appendingPathComponent("Reads.swift").path
    let tracePath = Self.examples.appendingPathComponent("traces/reads.yaml").path
    let imported = try SwiftUIImporter.importing(
      try ImportedScreen.read([path]),
      traceFile: (try String(contentsOfFile: tracePath, encoding: .utf8), tracePath))
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.keptExactly == 1)
    #expect(imported.summary.derived == 1)
    #expect(imported.summary.dropped == 0)
    // `Text(account.fullName)` is line 32, `account` at column 10.
    #expect(
      imported.warnings.map { "\($0.line):\($0.column): \($0.message)" } == [
        "32:10: in AccountEditor, derived the content of Text 'account.fullName' from account.first, account.last: the store 'account' has no field 'fullName'; it has first, last"
      ])
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])),
      engines: [.asWritten, .propertyLevel])
    #expect(result.evals(.asWritten, of: "AccountEditor") == 3)
    #expect(result.evals(.propertyLevel, of: "AccountEditor") == 3)
  }

  // A `@dynamicMemberLookup` model: `profile.greeting` is no member of Profile, so Swift calls
  // its `subscript(dynamicMember:)`, whose getter reads `name`. 1 read in the body, derived
  // from profile.name, none dropped. The default trace taps Rename and Visit in turn, 4
  // frames: Rename (frames 1 and 3) writes name, "" → "a" → "aa", which the view reads through
  // the subscript; Visit (2 and 4) writes visits, which it does not read (R5, property-level):
  // 2 evaluations after the first render. Without the subscript the read is dropped: 0.
  @Test func aDynamicMemberIsReadThroughItsSubscript() throws {
    let imported = try SwiftUIImporter.importing([
      (
        "Profile.swift",
        """
        import SwiftUI
        import Observation
        @dynamicMemberLookup @Observable final class Profile {
          var name = ""
          var visits = 0
          subscript(dynamicMember member: String) -> String { name }
        }
        struct ProfileView: View {
          @State private var profile = Profile()
          var body: some View {
            VStack {
              Text(profile.greeting)
              Button("Rename") { profile.name += "a" }
              Button("Visit") { profile.visits += 1 }
            }
          }
        }
        """
      )
    ])
    #expect(imported.summary.reads == 1)
    #expect(imported.summary.derived == 1)
    #expect(imported.summary.dropped == 0)
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 4])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "ProfileView") == 2)
  }

  // A binding to a dynamic member, `$profile.nickname`, is a binding to the one field the
  // subscript's getter reads, name, approximated (the screen has no member of its value).
  // The default trace edits the field, taps Reset and Visit in turn, 6 frames: the edits
  // (frames 1 and 4) write name "1" and "4", each a change, which the Text reads; Reset (2
  // and 5) writes "" after each, a change; Visit (3 and 6) writes visits, unread: 4
  // evaluations. Kept as an element instead, the field is never edited and Reset writes ""
  // over "": 0.
  @Test func aBindingToADynamicMemberBindsTheFieldItsSubscriptReads() throws {
    let imported = try SwiftUIImporter.importing([
      (
        "Profile.swift",
        """
        import SwiftUI
        import Observation
        @dynamicMemberLookup @Observable final class Profile {
          var name = ""
          var visits = 0
          subscript(dynamicMember member: String) -> String {
            get { name }
            set { name = newValue }
          }
        }
        struct ProfileView: View {
          @State private var profile = Profile()
          var body: some View {
            VStack {
              TextField("Nickname", text: $profile.nickname)
              Text(profile.name)
              Button("Reset") { profile.name = "" }
              Button("Visit") { profile.visits += 1 }
            }
          }
        }
        """
      )
    ])
    // `$profile.nickname` is line 15, column 35.
    #expect(
      imported.warnings.contains {
        $0.kind == .approximated && $0.line == 15 && $0.column == 35
          && $0.message.hasPrefix("in ProfileView, bound '$profile.nickname' as '$profile.name'")
      })
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 6])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "ProfileView") == 4)
  }

  // A field that controls edit only through dynamic members (`$login.username` edits a part
  // of viewState) and no action writes still changes from outside, as a view model's state
  // does: the default trace edits the field and writes viewState as data from outside, 2
  // interactions, each writing login.viewState. (Taken as wholly written by the edit, the
  // trace would have only the edit.)
  @Test func aFieldBoundOnlyThroughDynamicMembersStillChangesFromOutside() throws {
    let imported = try SwiftUIImporter.importing([
      (
        "Login.swift",
        """
        import SwiftUI
        import Observation
        @dynamicMemberLookup @Observable final class Login {
          var viewState = ""
          subscript(dynamicMember member: String) -> String {
            get { viewState }
            set { viewState = newValue }
          }
        }
        struct LoginView: View {
          @State private var login = Login()
          var body: some View {
            VStack {
              TextField("User", text: $login.username)
              Text(login.banner)
            }
          }
        }
        """
      )
    ])
    #expect(imported.summary.interactions.count == 2)
    #expect(imported.summary.interactions.last?.statement == "external(login.viewState)")
    #expect(imported.summary.interactions.map(\.writes) == [["login.viewState"], ["login.viewState"]])
  }

  // An action's write of a dynamic member (`login.showHelp = true`) writes a part of the
  // field the subscript reads: a derived write of viewState, new each time, approximated. The
  // default trace taps Help in each of 3 frames, each a change of viewState, which the view
  // reads through `login.banner`: 3 evaluations, and the one interaction writes
  // login.viewState. (Skipped, the tap would write nothing, and viewState would change only as
  // data from outside, a second interaction.)
  @Test func anActionsWriteOfADynamicMemberWritesTheFieldItsSubscriptReads() throws {
    let imported = try SwiftUIImporter.importing([
      (
        "Login.swift",
        """
        import SwiftUI
        import Observation
        @dynamicMemberLookup @Observable final class Login {
          var viewState = ""
          subscript(dynamicMember member: String) -> String {
            get { viewState }
            set { viewState = newValue }
          }
        }
        struct LoginView: View {
          @State private var login = Login()
          var body: some View {
            VStack {
              Text(login.banner)
              Button("Help") { login.showHelp = "yes" }
            }
          }
        }
        """
      )
    ])
    #expect(imported.summary.interactions.map(\.writes) == [["login.viewState"]])
    // `login.showHelp = "yes"` is line 15, column 24.
    #expect(
      imported.warnings.contains {
        $0.kind == .approximated && $0.line == 15 && $0.column == 24
          && $0.message.hasPrefix("in LoginView, wrote 'login.viewState = derived(")
          && $0.message.contains("for 'login.showHelp = \"yes\"': the model looks 'showHelp' up")
      })
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "LoginView") == 3)
  }

  // examples/swiftui/Migration.swift, 6 frames of the default trace: Sync (frames 1 and 4)
  // writes settings.lastSync of an ObservableObject, Add (frames 2 and 5) cart.count of an
  // @Observable, and settings.currency, read but written by no action, changes as data from
  // outside (frames 3 and 6). As written, each model notifies as its own kind: CheckoutScreen
  // holds settings (@StateObject), so every objectWillChange re-runs it, 4 (frames 1, 3, 4, 6);
  // it reads nothing of cart and passes the same object to CartBadge (equal, R3): 0 more.
  // CartBadge is tracked and reads cart.count: 2. Run all as ObservableObject (whole-object),
  // CheckoutScreen holds both models: 6; all as @Observable (property-level) it re-runs only
  // when currency changes: 2. Of CheckoutScreen's 4, the 2 after Sync are wasted (its Text
  // shows the same currency).
  @Test func aScreenWithModelsOfBothKindsRunsEachAsItsOwn() throws {
    let path = Self.examples.appendingPathComponent("Migration.swift").path
    let imported = try SwiftUIImporter.importing(try ImportedScreen.read([path]))
    let workload = imported.workload
    let scenario = try workload.scenario(workload.values([WorkloadParameter.frames(20): 6]))
    #expect(scenario.screen.writtenModels == .mixed)
    let result = try CountRun.run(scenario, engines: [.asWritten, .wholeObject, .propertyLevel])
    #expect(result.evals(.asWritten, of: "CheckoutScreen") == 4)
    #expect(result.evals(.asWritten, of: "CartBadge") == 2)
    #expect(result.evals(.wholeObject, of: "CheckoutScreen") == 6)
    #expect(result.evals(.propertyLevel, of: "CheckoutScreen") == 2)
    #expect(result.counters(.asWritten).wastedEvals == 2)
    #expect(result.counters(.asWritten).staleFrames == 0)
    #expect(result.counters(.asWritten).actionMismatches == 0)
  }

  // examples/swiftui/Players.swift, 4 frames of the default trace, each a tap on a cell's
  // button: `player.taps += 1` writes the element through its binding, so the whole array
  // `players` changes (R10). PlayersView read it (its ForEach's data): 1 a frame, 4. Every
  // cell read its @Binding (Text(player.name)), so each re-runs on every change of the array
  // (R14), the 2 untapped ones too: 3 × 4 = 12. Only the tapped cell shows something new (its
  // element's content): 4 necessary of 16, 12 wasted. No model: the same on every engine.
  // weakself.io/posts/SwiftUI%20View%20Updates prints these changes with _printChanges:
  // "UsersView: _users changed" and "UserCell: _user changed" three times a tap.
  @Test func aListOfStateStructsWithElementBindingsReRunsEveryCell() throws {
    let path = Self.examples.appendingPathComponent("Players.swift").path
    let imported = try SwiftUIImporter.importing(try ImportedScreen.read([path]))
    #expect(imported.summary.dropped == 0)
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 4])),
      engines: [.asWritten, .propertyLevel])
    for engine in [EngineKind.asWritten, .propertyLevel] {
      #expect(result.evals(engine, of: "PlayersView") == 4)
      #expect(result.evals(engine, of: "PlayerCell") == 12)
      #expect(result.counters(engine).wastedEvals == 12)
      #expect(result.counters(engine).staleFrames == 0)
    }
    #expect(result.minEvals == 4)
  }

  static let listInState = """
    workload: list-in-state
    views:
      Row:
        inputs:
          todo: binding
        body:
          - Text: derived(todo)
      List:
        state:
          todos: '[0, 1, 2]'
        body:
          - ForEach: todos.indices
            row: Row
            arguments: {todo: '$todos[item]'}
    root: List
    trace:
      - if: frame % 2 == 1
        then: ['List.todos = [0, 1, 7]']
        else: ['List.todos = [0, 1, 8]']
    """

  // docs/screen-format.md, "Lists in state", written by hand: each frame gives element 2 a new
  // content (2 → 7 → 8 → 7). List read the list (its ForEach's data):
  // 1 a frame, 3 in 3. Each Row read its binding, so each re-runs on every change of the list
  // (R14): 3 rows × 3 = 9, of which only row 2's text changes: 3 necessary, and 6 + 3 wasted.
  @Test func aHandWrittenListInStateReRunsEveryRowThatReadsItsBinding() throws {
    let workload = try ScreenFile(text: Self.listInState, path: "list.yaml")
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])), engines: [.propertyLevel])
    #expect(result.evals(.propertyLevel, of: "List") == 3)
    #expect(result.evals(.propertyLevel, of: "Row") == 9)
    #expect(result.minEvals == 3)
    #expect(result.counters(.propertyLevel).wastedEvals == 9)
  }

  // A view given to a modifier is shown once: the default trace taps Add each frame, which
  // changes count, Badge's input (R3): Badge re-runs once a frame, 3 in 3 frames (6 if the
  // overlay's view were read twice), and Screen, which reads count, 3 too.
  @Test func aViewArgumentOfAModifierIsShownOnce() throws {
    let source = """
      import SwiftUI
      struct Badge: View {
        let count: Int
        var body: some View { Text("\\(count)") }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          Button("Add") { count += 1 }
            .overlay(Badge(count: count))
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])), engines: [.propertyLevel])
    #expect(result.evals(.propertyLevel, of: "Badge") == 3)
    #expect(result.evals(.propertyLevel, of: "Screen") == 3)
  }

  // `Text(a) + Text(b).bold()` is one Text whose content depends on both. The default trace
  // taps Add, Post and Other in turn over 6 frames: users changes in frames 1 and 4, posts in 2
  // and 5, other in 3 and 6. Line reads users and posts (tracked, @Observable): 4; Stats reads
  // nothing of the model: 0. The two reads are derived (the screen cannot concatenate Texts),
  // none dropped; Line's body is the one Text, which shows a new value at each of its re-runs.
  @Test func concatenatedTextsAreOneTextReadingEveryOperand() throws {
    let source = """
      import SwiftUI
      @Observable final class StatsModel {
        var users = 0
        var posts = 0
        var other = 0
      }
      struct Line: View {
        let model: StatsModel
        var body: some View {
          Text("users \\(model.users)") + Text(" posts \\(model.posts)").bold()
        }
      }
      struct Stats: View {
        @State private var model = StatsModel()
        var body: some View {
          VStack {
            Line(model: model)
            Button("Add") { model.users += 1 }
            Button("Post") { model.posts += 1 }
            Button("Other") { model.other += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Stats.swift", source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.derived == 2)
    #expect(imported.summary.dropped == 0)
    let line = try #require(imported.workload.draft.views.first { $0.name == "Line" })
    #expect(line.body.count == 1)
    guard case .element(let kind, _)? = line.body.first else {
      Issue.record("Line's body is \(line.body)")
      return
    }
    #expect(kind == "Text")
    let result = try ImportActionsTests.run(imported, frames: 6, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Line") == 4)
    #expect(result.evals(.asWritten, of: "Stats") == 0)
    #expect(result.counters(.asWritten).wastedEvals == 0)
    #expect(result.counters(.asWritten).staleFrames == 0)
  }

  // A helper called as the compiler matches it: `boost` left out takes its default, the
  // trailing closure is `task`. Inlined, its Text's read of isFavorited is SwipeView's, kept
  // exactly, and its button's call of `task` runs the closure given: `controller.count += 1`,
  // no warning. The default trace taps Go and Fav in turn over 4 frames: Go writes count
  // (frames 1 and 3), which SwipeView does not read; Fav writes isFavorited in frames 2 and 4,
  // and SwipeView re-runs then: 2.
  @Test func aHelperWithADefaultAndATrailingClosureIsInlined() throws {
    let source = """
      import SwiftUI
      @Observable final class Controller {
        var isFavorited = false
        var count = 0
      }
      struct SwipeView: View {
        @State private var controller = Controller()
        var body: some View {
          VStack {
            makeButton(title: "Go") { controller.count += 1 }
            Button("Fav") { controller.isFavorited.toggle() }
          }
        }
        @ViewBuilder
        private func makeButton(title: String, boost: Bool = false, task: @escaping () -> Void) -> some View {
          Button("Go") { task() }
          Text(controller.isFavorited ? "on" : "off")
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Swipe.swift", source)])
    #expect(imported.summary.reads == 1)
    #expect(imported.summary.keptExactly == 1)
    #expect(imported.summary.dropped == 0)
    #expect(imported.warnings.isEmpty)
    #expect(imported.screenFile.contains("- 'controller.count += 1'"))
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "SwipeView") == 2)
  }

  // A control bound with `Binding(get:set:)` shows what get reads and its edit runs set, an
  // interaction of its own (a button the default trace taps), with a warning at the control:
  // the screen has no computed bindings. The default trace edits the slider and the toggle in
  // turn over 4 frames: level changes in frames 1 and 3 (the slider's edit writes a value
  // derived from the one it replaces, so a new one), muted in 2 and 4 (the toggle's sets the
  // opposite of what it showed: true, then false). Mixer reads both: 4.
  @Test func aControlWithABindingOfItsOwnShowsGetAndRunsSet() throws {
    let source = """
      import SwiftUI
      @Observable final class Volume {
        var level = 2
        var muted = false
      }
      struct Mixer: View {
        @State private var volume = Volume()
        var body: some View {
          VStack {
            Slider(value: Binding(get: { Double(volume.level) }, set: { volume.level = Int($0) }))
            Toggle("Mute", isOn: Binding(get: { volume.muted }, set: { volume.muted = $0 }))
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Mixer.swift", source)])
    #expect(imported.summary.reads == 2)
    #expect(imported.summary.dropped == 0)
    let mixer = try #require(imported.workload.draft.views.first { $0.name == "Mixer" })
    let shape = mixer.body.map { part -> String in
      switch part {
      case .element(let kind, _): kind
      case .button(_, let action): "button \(action)"
      default: "other"
      }
    }
    #expect(shape == ["Slider", "button editSlider", "Toggle", "button editToggle"])
    let bindings = imported.warnings.filter { $0.message.contains("Binding(get:set:)") }
    #expect(bindings.map { "\($0.line):\($0.column)" } == ["10:7", "11:7"])
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Mixer") == 4)
    #expect(result.counters(.asWritten).staleFrames == 0)
  }

  // A read the import keeps nowhere names the calls it is an argument of, the nearest first,
  // two at most: `title` at 7:46 (6 spaces and `Text(title).accessibilityAction(named: `, 39
  // characters, before it) is the `named:` argument of `.accessibilityAction`, a modifier the
  // import does not model, itself in VStack's closure. The `Text(title)` before it is kept: one
  // read dropped (what the actions read is read when they run, not by the body).
  @Test func aReadDroppedNamesTheCallsAroundIt() throws {
    let source = """
      import SwiftUI
      struct Panel: View {
        @State private var level = 0.5
        @State private var title = "A"
        var body: some View {
          VStack {
            Text(title).accessibilityAction(named: title) { level = 1 }
            Button("Up") { level += 0.1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Panel.swift", source)])
    #expect(imported.summary.dropped == 1)
    let dropped = imported.warnings.filter { $0.message.contains("dropped the read") }
    #expect(dropped.map { "\($0.line):\($0.column)" } == ["7:46"])
    #expect(
      dropped.first?.message
        == "in Panel, dropped the read of 'title': the import keeps no read in this construct (in '.accessibilityAction', in 'VStack')"
    )
  }

  // A model's projected value, `model.$count` (through operators too), is a publisher: the
  // body reads no value by it, as by its own `$seen`. Of the body's names only `seen` in the
  // Text is a read: 1 read, kept exactly, none dropped.
  @Test func aProjectedValueIsNoRead() throws {
    let source = """
      import SwiftUI
      import Combine
      final class Model: ObservableObject {
        @Published var count = 0
        func add() { count += 1 }
      }
      struct Panel: View {
        @ObservedObject var model: Model
        @State private var seen = 0
        var body: some View {
          VStack {
            Text("\\(seen)")
            Button("Up") { model.add() }
          }
          .onReceive(model.$count) { value in seen = value }
          .onReceive(model.$count.map { $0 * 2 }) { seen = $0 }
        }
      }
      """
    let summary = try SwiftUIImporter.importing([("Panel.swift", source)]).summary
    #expect(summary.reads == 1)
    #expect(summary.keptExactly == 1)
    #expect(summary.dropped == 0)
  }

  // A function of an `extension View` sees no view's properties: `size` in `scaled(_ size:)` is
  // its parameter, given `count`, though Panel has an input of that name. Panel's body reads
  // `count` (in `scaled(count)`) and nothing else: 1 read, not 2.
  @Test func aFunctionOfAnExtensionOfViewReadsNoViewsProperty() throws {
    let source = """
      import SwiftUI
      extension View {
        func scaled(_ size: Int) -> some View { Text("\\(size)") }
      }
      struct Panel: View {
        @State private var count = 0
        let size: CGFloat
        var body: some View {
          VStack {
            Button("Add") { count += 1 }
            scaled(count)
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Panel.swift", source)])
    #expect(imported.summary.reads == 1)
  }

  // Over every example and fixture: each read the census finds is kept exactly, derived, or
  // dropped with a warning at its place.
  @Test(arguments: ImportRoundTripTests.sources) func noReadIsDroppedSilently(_ path: String) throws {
    let text = try String(contentsOf: ImportRoundTripTests.root.appendingPathComponent(path), encoding: .utf8)
    let imported = try SwiftUIImporter.importing([(path, text)])
    let summary = imported.summary
    #expect(summary.keptExactly + summary.derived + summary.dropped == summary.reads)
    let warned = Set(imported.warnings.map(\.position))
    for loss in summary.losses {
      #expect(warned.contains(loss.position), "\(loss.position)")
    }
  }
}
