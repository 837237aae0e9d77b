import Testing

@testable import InvalidationBench

/// What the source states is taken as stated, not guessed (docs/swiftui-import.md, "What the
/// source states"): optionals that start `nil`, constant lists, types that are not
/// `Equatable`, conformances through a base class or a protocol, wrappers a view owns, and an
/// `onChange` that writes what it watches.
@Suite struct ImportSourceStatesTests {
  /// Imports `source` with `trace`, runs `frames` frames on `engines`.
  static func run(
    _ source: String, trace: String, frames: Int, engines: [EngineKind] = [.asWritten]
  ) throws -> (CountRun, SwiftUIImporter.Result) {
    let imported = try SwiftUIImporter.importing(
      [("States.swift", source)], traceFile: (trace, "trace.yaml"))
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): frames])), engines: engines)
    return (result, imported)
  }

  // `error` starts nil (as written), so `if let` shows nothing until frame 2 writes it.
  // Frames 1-3 write feed.count, read by Feed's Text and by Banner. As-written (@Observable):
  // Screen reads count and error: f1 1, f2 (count, error) 1, f3 1 = 3. Banner mounts in f2
  // (a mount during the frames counts) and re-runs in f3 for count: 2. Taking the branch at
  // launch would give Banner a re-run in each frame: 3.
  @Test func anOptionalThatStartsNilHidesItsIfLet() throws {
    let source = """
      import SwiftUI
      @Observable final class Feed { var error: String? = nil; var count = 0 }
      struct Screen: View {
        @State private var feed = Feed()
        var body: some View {
          VStack {
            if let error = feed.error { Banner(feed: feed, error: error) }
            Text("\\(feed.count)")
          }
        }
      }
      struct Banner: View {
        let feed: Feed
        let error: String
        var body: some View { Text("\\(error) \\(feed.count)") }
      }
      """
    let trace = """
      trace:
        - feed.count += 1
        - if: frame == 2
          then: ['feed.error = "offline"']
      """
    let (result, imported) = try Self.run(source, trace: trace, frames: 3)
    #expect(result.evals(.asWritten, of: "Screen") == 3)
    #expect(result.evals(.asWritten, of: "Banner") == 2)
    #expect(!imported.warnings.contains { $0.message.contains("error") && $0.kind == .guessed })
  }

  // A global of 5, a `static let` of 4 and an enum's `allCases` of 3: 5 + 4 + 3 = 12 rows,
  // each reading model.count, so each of the 3 frames' writes re-runs all 12: 36 row
  // evaluations; "3 assumed rows" each would give 3 × 3 × 3 = 27.
  @Test func aConstantListHasItsOwnLength() throws {
    let source = """
      import SwiftUI
      let tabs = ["a", "b", "c", "d", "e"]
      enum Kind: CaseIterable { case one, two, three }
      @Observable final class Model { var count = 0 }
      struct Row: View {
        let model: Model
        var body: some View { Text("\\(model.count)") }
      }
      struct Screen: View {
        static let sizes = [1, 2, 3, 4]
        @State private var model = Model()
        var body: some View {
          List {
            ForEach(tabs, id: \\.self) { _ in Row(model: model) }
            ForEach(Self.sizes, id: \\.self) { _ in Row(model: model) }
            ForEach(Kind.allCases, id: \\.self) { _ in Row(model: model) }
          }
        }
      }
      """
    let (result, imported) = try Self.run(source, trace: "trace:\n  - model.count += 1\n", frames: 3)
    #expect(result.evals(.asWritten, of: "Row") == 36)
    #expect(!imported.warnings.contains { $0.message.contains("assumed") })
  }

  // `info = nil` three times on a model whose `Info` is not Equatable: the macro notifies on
  // each write (R6), so Card, reading it, re-runs 3 times; the same with `Note: Equatable`
  // re-runs 0 times (nil equals nil).
  @Test func aWriteOfAValueThatIsNotEquatableAlwaysNotifies() throws {
    let source = """
      import SwiftUI
      struct Info { var text: String }
      struct Note: Equatable { var text: String }
      @Observable final class Model { var info: Info? = nil; var note: Note? = nil }
      struct Card: View {
        @State private var model = Model()
        var body: some View { Text(model.info?.text ?? "none") }
      }
      struct Other: View {
        @State private var model = Model()
        var body: some View { Text(model.note?.text ?? "none") }
      }
      struct Screen: View {
        var body: some View { VStack { Card(); Other() } }
      }
      """
    let trace = "trace:\n  - model.info = nil\n  - model.note = nil\n"
    let (result, _) = try Self.run(source, trace: trace, frames: 3)
    #expect(result.evals(.asWritten, of: "Card") == 3)
    #expect(result.evals(.asWritten, of: "Other") == 0)
  }

  // ProfileModel is an ObservableObject through BaseModel, and has its `loading`: frame 1
  // writes loading, frame 2 name, frame 3 loading back; every write re-runs the holder (R5):
  // 3, and no read is dropped.
  @Test func aBaseClassGivesItsConformanceAndItsFields() throws {
    let source = """
      import SwiftUI
      class BaseModel: ObservableObject { @Published var loading = false }
      final class ProfileModel: BaseModel { @Published var name = "" }
      struct Profile: View {
        @StateObject private var model = ProfileModel()
        var body: some View {
          VStack {
            if model.loading { ProgressView() }
            Text(model.name)
          }
        }
      }
      """
    let trace = """
      trace:
        - if: frame == 2
          then: ['profileModel.name = "Ada"']
          else: ['profileModel.loading = frame == 1']
      """
    let (result, imported) = try Self.run(source, trace: trace, frames: 3)
    #expect(result.evals(.asWritten, of: "Profile") == 3)
    #expect(imported.summary.dropped == 0)
  }

  // `any ProfileProviding` is Profile, the one model conforming to it: Card re-runs on each
  // of the 2 writes of profile.name it reads.
  @Test func aModelTypedByItsProtocolIsItsOneConformer() throws {
    let source = """
      import SwiftUI
      protocol ProfileProviding: AnyObject { var name: String { get } }
      @Observable final class Profile: ProfileProviding { var name = "" }
      struct Card: View {
        let model: any ProfileProviding
        var body: some View { Text(model.name) }
      }
      struct Screen: View {
        @State private var profile = Profile()
        var body: some View { Card(model: profile) }
      }
      """
    let trace = "trace:\n  - 'profile.name = \"n\\(frame)\"'\n"
    let (result, imported) = try Self.run(source, trace: trace, frames: 2)
    #expect(result.evals(.asWritten, of: "Card") == 2)
    #expect(imported.summary.dropped == 0)
  }

  // `@Namespace` and `@ScaledMetric` are the view's own and stay as they are: nothing writes
  // them, so with a trace that changes nothing the view runs 0 times in 3 frames (written as
  // root inputs, each frame would re-run it: 3).
  @Test func wrappersAViewOwnsAreNotRootInputs() throws {
    let source = """
      import SwiftUI
      struct Hero: View {
        @Namespace private var space
        @ScaledMetric private var size = 20.0
        var body: some View {
          Text("Hero").frame(width: size).matchedGeometryEffect(id: "hero", in: space)
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("States.swift", source)])
    let workload = imported.workload
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])), engines: [.asWritten])
    #expect(result.evals(.asWritten, of: "Hero") == 0)
  }

  // A `@ScaledMetric` without a value is the memberwise initializer's parameter: Measure's
  // `size` is an input its parent gives (40 each time, equal: R2), not a dropped argument.
  // Frame n sets count to n, a change each frame: Vitals re-runs 3 times, and Measure, given
  // a new text, 3 times; the size changes nothing.
  @Test func aScaledMetricWithoutAValueIsAnInput() throws {
    let source = """
      import SwiftUI
      struct Measure: View {
        let value: String
        @ScaledMetric var size: CGFloat
        var body: some View { Text(value).font(.system(size: size)) }
      }
      struct Vitals: View {
        @State private var count = 0
        var body: some View { Measure(value: "\\(count)", size: 40) }
      }
      """
    let (result, imported) = try Self.run(source, trace: "trace:\n  - Vitals.count = frame\n", frames: 3)
    #expect(result.evals(.asWritten, of: "Vitals") == 3)
    #expect(result.evals(.asWritten, of: "Measure") == 3)
    let measure = imported.workload.draft.views.first { $0.name == "Measure" }
    #expect(measure?.inputs.map(\.name) == ["value", "size"])
    #expect(!imported.warnings.contains { $0.message.contains("has no such input") })
  }

  // Frame n sets value to n; the onChange adds 10 in the next transaction of the same frame,
  // which does not fire it again (R13): f1 0 → 1 fires, 11; f2 11 → 2 fires, 12; f3 12 → 3
  // fires, 13. Per frame 2 evaluations of Clamp (the write, then the action's): 6, and 3
  // actions run, not a frame that never settles.
  @Test func anOnChangeThatWritesWhatItWatchesRunsOnceAFrame() throws {
    let source = """
      import SwiftUI
      struct Clamp: View {
        @State private var value = 0
        var body: some View {
          Text("\\(value)").onChange(of: value) { value += 10 }
        }
      }
      """
    let (result, imported) = try Self.run(source, trace: "trace:\n  - Clamp.value = frame\n", frames: 3)
    #expect(result.evals(.asWritten, of: "Clamp") == 6)
    #expect(result.counters(.asWritten).actions == 3)
    #expect(
      imported.warnings.contains { $0.kind == .approximated && $0.message.contains("writes what it watches") }
    )
  }

  // `model.on ? Color.red : Color.blue` as a body is one view showing what it reads: frames
  // 1-3 set on to true, false, true, each a change, so Dot re-runs 3 times (an opaque
  // element would drop the read: 0).
  @Test func aConditionalValueAsABodyKeepsItsRead() throws {
    let source = """
      import SwiftUI
      @Observable final class Model { var on = false }
      struct Dot: View {
        let model: Model
        var body: some View { model.on ? Color.red : Color.blue }
      }
      struct Screen: View {
        @State private var model = Model()
        var body: some View { Dot(model: model) }
      }
      """
    let (result, imported) = try Self.run(source, trace: "trace:\n  - model.on = frame % 2 == 1\n", frames: 3)
    #expect(result.evals(.asWritten, of: "Dot") == 3)
    #expect(!imported.warnings.contains { $0.kind == .opaque })
  }

  // `expanded.toggle()` through a nonmutating setter forwarding to `open`: each tap toggles
  // from what the getter returns, so 3 taps are 3 changes of open, 3 re-runs of Disclosure.
  @Test func aToggleThroughAForwardingSetterChangesEachTime() throws {
    let source = """
      import SwiftUI
      struct Disclosure: View {
        @State private var open = false
        var expanded: Bool {
          get { open }
          nonmutating set { open = newValue }
        }
        var body: some View {
          VStack {
            Button("Toggle") { expanded.toggle() }
            Text(open ? "open" : "closed")
          }
        }
      }
      """
    let (result, _) = try Self.run(source, trace: "trace:\n  - tap(tapToggle)\n", frames: 3)
    #expect(result.evals(.asWritten, of: "Disclosure") == 3)
  }
  // `var note: String?` has no value of its own, but the memberwise initializer gives an
  // optional `var` the default nil: `Row(title:)` leaves it out, and Row is a view of its
  // input, not an opaque element. Each of 3 taps of Add changes count, read by Counter (3),
  // which gives Row a new title each time (R2: 3).
  @Test func anOptionalVarLeftOutOfAChildsCallIsNil() throws {
    let source = """
      import SwiftUI
      struct Counter: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Row(title: "\\(count)")
            Button("Add") { count += 1 }
          }
        }
      }
      struct Row: View {
        var title: String
        var note: String?
        var body: some View {
          Text(title)
        }
      }
      """
    let (result, imported) = try Self.run(source, trace: "trace:\n  - tap(tapAdd)\n", frames: 3)
    #expect(!imported.warnings.contains { $0.kind == .opaque })
    #expect(result.evals(.asWritten, of: "Counter") == 3)
    #expect(result.evals(.asWritten, of: "Row") == 3)
  }

  // A closure that names only a type's function (`{ Opener.open() }`) captures nothing, so it
  // is always equal (R3), and Quiet, given it and a constant title, is skipped each time
  // Counter re-runs: 0. Loud's closure names `count`, a capture: re-created, never equal, so
  // Loud re-runs with Counter, 3 times over 3 taps of Add (Counter reads count: 3). The
  // second Loud's `{ let count = count; … }` declares a local of the name it copies, which it
  // captures: 3 more, 6.
  @Test func aClosureNamingOnlyTypesCapturesNothing() throws {
    let source = """
      import SwiftUI
      enum Opener { static func open(_ n: Int = 0) {} }
      struct Counter: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Text("\\(count)")
            Row(title: "Quiet", onOpen: { Opener.open() })
            Loud(title: "Loud", onOpen: { print(count) })
            Loud(title: "Copy", onOpen: { let count = count; Opener.open(count) })
            Button("Add") { count += 1 }
          }
        }
      }
      struct Row: View {
        var title: String
        var onOpen: () -> Void
        var body: some View { Button(title, action: onOpen) }
      }
      struct Loud: View {
        var title: String
        var onOpen: () -> Void
        var body: some View { Button(title, action: onOpen) }
      }
      """
    let (result, _) = try Self.run(source, trace: "trace:\n  - tap(tapAdd)\n", frames: 3)
    #expect(result.evals(.asWritten, of: "Counter") == 3)
    #expect(result.evals(.asWritten, of: "Row") == 0)
    #expect(result.evals(.asWritten, of: "Loud") == 6)
  }

  // `stamp = .now` in an action writes a new date each time, not a case named "now": each of
  // 3 taps of Stamp changes stamp, which the Text reads: 3 evaluations. (As the text "now",
  // only the first tap would change it: 1.)
  @Test func anActionsNowIsANewValueEachTime() throws {
    let source = """
      import SwiftUI
      struct StampView: View {
        @State private var stamp = Date()
        var body: some View {
          VStack {
            Text(stamp, style: .time)
            Button("Stamp") { stamp = .now }
          }
        }
      }
      """
    let (result, _) = try Self.run(source, trace: "trace:\n  - tap(tapStamp)\n", frames: 3)
    #expect(result.evals(.asWritten, of: "StampView") == 3)
  }

  // `.compact`, given to Badge for its input `style` (line 8, column 20), is a case: the
  // same value in each frame, passed as the text of its name with an approximated warning,
  // not a guessed constant. The default trace taps Add in each of 3 frames: Screen reads count
  // (3), and Badge's input count changes each time while style stays equal (3).
  @Test func aCaseGivenToAChildIsTheTextOfItsName() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Text("\\(count)")
            Button("Add") { count += 1 }
            Badge(style: .compact, count: count)
          }
        }
      }
      struct Badge: View {
        let style: BadgeStyle
        let count: Int
        var body: some View { Text("\\(count)") }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    let passed = imported.warnings.filter { $0.message.contains("to Badge") }
    #expect(passed.map(\.kind) == [.approximated])
    #expect(passed.map { [$0.line, $0.column] } == [[8, 20]])
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 3)
    #expect(result.evals(.asWritten, of: "Badge") == 3)
  }

  // `@StateObject var vm: Counter`, with no value, is given its object from outside and
  // subscribes to it (R5). The default trace taps Add in each of 3 frames: count 0 → 1 → 2 → 3,
  // each an objectWillChange, so Root re-runs 3 times; not subscribed, it ran once, at its mount,
  // and showed a stale count in all 3 frames.
  @Test func aStateObjectGivenFromOutsideIsHeld() throws {
    let source = """
      import SwiftUI
      final class Counter: ObservableObject { @Published var count = 0 }
      struct Root: View {
        @StateObject var vm: Counter
        var body: some View {
          VStack {
            Text("\\(vm.count)")
            Button("Add") { vm.count += 1 }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Root.swift", source)])
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Root") == 3)
    #expect(result.counts(.asWritten)?.counters.staleFrames == 0)
  }

  // A sheet's content is evaluated only while shown (R16). The default trace takes Add,
  // Details, then the sheet's binding (a toggle: `(frame - 1) / 3 % 2 == 0`), over 6 frames:
  //   first render: showDetail is false, so CounterSheet is not evaluated (before: 1).
  //   f1 Add: count 0 → 1. Counter reads count: +1. It makes the sheet's content closure
  //      anew (R3), but hidden the content runs nowhere: CounterSheet +0 (before: +1).
  //   f2 Details: showDetail false → true. Counter makes `$showDetail`, no read: +0. The sheet
  //      opens: CounterSheet +1.
  //   f3 toggle, (3 - 1) / 3 = 0, writes true: equal, nothing (R10).
  //   f4 Add: count 1 → 2: Counter +1; the sheet, shown, with a new closure: +1.
  //   f5 Details: showDetail true → false: the sheet closes: +0 (before: +1).
  //   f6 toggle, (6 - 1) / 3 = 1, writes false: equal, nothing.
  // Counter 2, CounterSheet 2 (before 4), on every engine: none of them evaluates it hidden.
  @Test func aSheetsContentIsEvaluatedOnlyWhileShown() throws {
    let source = """
      import SwiftUI
      struct Counter: View {
        @State private var count = 0
        @State private var showDetail = false
        var body: some View {
          VStack {
            Text("\\(count)")
            Button("Add") { count += 1 }
            Button("Details") { showDetail.toggle() }
          }
          .sheet(isPresented: $showDetail) {
            Text("\\(count) taps")
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Counter.swift", source)])
    let engines: [EngineKind] = [.asWritten, .wholeObject, .propertyLevel, .scoped, .equatable]
    let result = try ImportActionsTests.run(imported, frames: 6, on: engines)
    for engine in engines {
      #expect(result.evals(engine, of: "Counter") == 2, "\(engine)")
      #expect(result.evals(engine, of: "CounterSheet") == 2, "\(engine)")
      #expect(result.counts(engine)?.viewTypes.first { $0.name == "CounterSheet" }?.firstRenderEvals == 0)
    }
  }

  // An alert presented by an optional that starts nil (`item: $errorMessage`) is shown while
  // it holds a value, and `errorMessage.map { … }` shows its content then too: neither is a
  // guess. Over 3 frames: f1 edits the draft (a binding, no read of Compose's, R14): the
  // field alone. f2 taps Send: errorMessage nil → "Failed"; Compose reads it in its `map`: +1;
  // the alert opens: ComposeAlert +1. f3 edits the draft again: nothing of either. Compose 1,
  // ComposeAlert 1, neither at the first render. Before, both tests were the value's case 0,
  // derived from its text: the alert was evaluated at the first render.
  @Test func anItemPresentationOfAnOptionalThatStartsNilIsShownWhenWritten() throws {
    let source = """
      import SwiftUI
      struct Compose: View {
        @State private var errorMessage: String?
        @State private var draft = ""
        var body: some View {
          VStack {
            TextField("Message", text: $draft)
            Button("Send") { errorMessage = "Failed" }
            errorMessage.map { Text($0) }
          }
          .alert(item: $errorMessage) { message in Alert(title: Text(message)) }
        }
      }
      """
    let trace = """
      trace:
        - if: frame == 1
          then: ['edit(draft, "a")']
        - if: frame == 2
          then: [tap(tapSend)]
        - if: frame == 3
          then: ['edit(draft, "b")']
      """
    let (result, _) = try Self.run(source, trace: trace, frames: 3)
    #expect(result.evals(.asWritten, of: "Compose") == 1)
    #expect(result.evals(.asWritten, of: "ComposeAlert") == 1)
    #expect(result.counts(.asWritten)?.viewTypes.first { $0.name == "ComposeAlert" }?.firstRenderEvals == 0)
  }

  // The sheet's buttons write the presenter's state as `self.shown` and `self.step`: the sheet
  // is given bindings to both. The default trace takes Open, the sheet's toggle (`(frame - 1)
  // / 4 % 2 == 0`), Close and Next, over 8 frames:
  //   f1 Open: shown false → true: the sheet opens, ScreenSheet +1; Screen reads no shown.
  //   f2 toggle writes true: equal, nothing.   f3 Close: shown → false: closed, +0 (R16).
  //   f4 Next: step 0 → 1: Screen reads step, +1; the sheet, hidden, +0.
  //   f5 Open: shown → true: ScreenSheet +1.   f6 toggle, (6 - 1) / 4 = 1, writes false: +0.
  //   f7 Close: shown = false, equal: nothing. f8 Next: step 1 → 2: Screen +1.
  // (The default trace taps a button whether shown or not, as under an `if` not taken: Next
  // at f4 and f8, with the sheet closed.)
  // Screen 2, ScreenSheet 2. Before, `self.` hid the names: both writes were skipped (unknown
  // names in ScreenSheet), so Screen never re-ran and the sheet stayed open from f1 (1).
  @Test func aSheetWritesThePresentersStateThroughSelf() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var shown = false
        @State private var step = 0
        var body: some View {
          VStack {
            Text("\\(step)")
            Button("Open") { shown = true }
          }
          .sheet(isPresented: $shown) {
            VStack {
              Button("Close") { self.shown = false }
              Button("Next") { self.step += 1 }
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Screen.swift", source)])
    #expect(imported.warnings.filter { $0.kind == .skipped }.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 8, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Screen") == 2)
    #expect(result.evals(.asWritten, of: "ScreenSheet") == 2)
  }
  // `.all` in `filter == .all` is a case of Filter, not the view's `all`. Week on odd frames
  // writes `.week`, the value `filter` starts with (no change); Add on even frames writes
  // `all`, which the body does not read: Sessions is never re-run, 0 evaluations in the 20
  // frames. Read as the property, the label would re-run it for each of the 10 Adds.
  @Test func anImplicitMemberIsNoReadOfTheViewsPropertyOfItsName() throws {
    let source = """
      import SwiftUI
      private enum Filter: Equatable { case week, month, all }
      struct Sessions: View {
        @State private var filter: Filter = .week
        @State private var all = 0
        var body: some View {
          VStack {
            Button("Week") { filter = .week }
            Button("Add") { all += 1 }
            Label("All", systemImage: filter == .all ? "checkmark" : "list.bullet")
          }
        }
      }
      """
    let trace = """
      trace:
        - if: frame % 2 == 1
          then: ['tap(tapWeek)']
        - if: frame % 2 == 0
          then: ['tap(tapAdd)']
      """
    let (result, imported) = try Self.run(source, trace: trace, frames: 20)
    #expect(result.evals(.asWritten, of: "Sessions") == 0)
    #expect(
      imported.warnings.contains {
        $0.message.contains("derived the content of Label '\"All\"' from filter:")
      })
  }
}
