import Foundation
import Testing

@testable import InvalidationBench

/// A type's name is found as Swift finds it (docs/swiftui-import.md, "Namespaces"): from the
/// namespace a view is written in (`extension Counter { struct RootView }` finds
/// `Counter.StateModel`), or by the outer types it is written with (`Ticker.StateModel`);
/// a generic base class (`BaseStateModel<Int>`) is its class.
@Suite struct ImportNamespaceTests {
  static let base = """
    import Combine
    protocol StateModel: ObservableObject {}
    class BaseStateModel<Service>: StateModel {
      @Published var isLoading = false
    }
    """

  static let counterModel = """
    import Combine
    enum Counter {}
    extension Counter {
      final class StateModel: BaseStateModel<Int> {
        @Published var count = 0
        func add() { count += 1 }
      }
    }
    """

  static let files = [
    "App.xcodeproj/project.pbxproj": "// a project\n",
    "Base/Base.swift": base,
    "Counter/CounterStateModel.swift": counterModel,
    "Ticker/TickerStateModel.swift": """
    import Combine
    enum Ticker {}
    extension Ticker {
      final class StateModel: BaseStateModel<String> {
        @Published var seconds = 0
        func tick() { seconds += 1 }
      }
    }
    """,
    "Counter/View/RootView.swift": """
    import SwiftUI
    extension Counter {
      struct RootView: View {
        @StateObject var state = StateModel()
        var body: some View {
          VStack {
            Text("\\(state.count)")
            Button("Add") { state.add() }
          }
        }
      }
    }
    """,
    "Ticker/View/TickerView.swift": """
    import SwiftUI
    struct TickerView: View {
      @StateObject var state = Ticker.StateModel()
      var body: some View {
        VStack {
          Text("\\(state.seconds)")
          Button("Tick") { state.tick() }
        }
      }
    }
    """,
  ]

  // Two files of the app declare a `StateModel`, each in its own namespace. RootView is
  // written in `extension Counter`, so its `StateModel` is Counter's (Swift looks in the
  // enclosing namespace first): only Counter/CounterStateModel.swift is brought in, then
  // Base/Base.swift for its base class `BaseStateModel<Int>` (generic arguments are no part
  // of the name). Base.swift also declares `protocol StateModel`, which Counter's class
  // shadows in Counter's namespace and which BaseStateModel, at the top level, conforms to:
  // through it the class is an ObservableObject. The trace taps Add in each of 2 frames,
  // count 0 → 1 → 2, and RootView reads count: 2 evaluations after the first render.
  @Test func aModelIsFoundFromTheNamespaceItsViewIsWrittenIn() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(Self.files, in: folder)
    let (workload, warnings, summary) = try ImportedScreen.workload(
      swiftFiles: [folder.appendingPathComponent("Counter/View").path])
    let app = ImportedScreen.canonical(folder.path)
    #expect(summary.unknownModels.isEmpty)
    #expect(
      summary.broughtIn?.files == [
        AppFolder.Brought(path: app + "/Counter/CounterStateModel.swift", types: ["StateModel"]),
        AppFolder.Brought(path: app + "/Base/Base.swift", types: ["BaseStateModel"]),
      ])
    #expect(!warnings.contains { $0.message.hasPrefix("left out this StateModel") })
    #expect(
      warnings.contains {
        $0.kind == .approximated && $0.file == app + "/Base/Base.swift" && $0.line == 2
          && $0.message.hasPrefix("read 'StateModel' as the type at \(app)/Counter/CounterStateModel.swift:4")
      })
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "RootView") == 2)
  }

  // TickerView is written at the top level and names `Ticker.StateModel()`: the declaration
  // in Ticker's namespace, not Counter's. Two taps of Tick: seconds 0 → 1 → 2, and TickerView
  // reads seconds: 2 evaluations after the first render.
  @Test func aModelWrittenWithItsOuterTypeIsTheOneOfThatType() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(Self.files, in: folder)
    let (workload, _, summary) = try ImportedScreen.workload(
      swiftFiles: [folder.appendingPathComponent("Ticker/View").path])
    let app = ImportedScreen.canonical(folder.path)
    #expect(summary.unknownModels.isEmpty)
    #expect(summary.broughtIn?.files.first?.path == app + "/Ticker/TickerStateModel.swift")
    #expect(summary.broughtIn?.files.contains { $0.path.hasSuffix("CounterStateModel.swift") } == false)
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "TickerView") == 2)
  }

  // The same files given directly, the protocol's file first: the class still takes the
  // name where the view holds it, and is still a model through the protocol its base class
  // conforms to. The default trace taps Add in each frame: the same 2 evaluations as above.
  @Test func aProtocolDeclaredFirstIsShadowedByTheClassOfItsName() throws {
    let view = try #require(Self.files["Counter/View/RootView.swift"])
    let imported = try SwiftUIImporter.importing([
      ("Base.swift", Self.base), ("CounterStateModel.swift", Self.counterModel), ("RootView.swift", view),
    ])
    let workload = imported.workload
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "RootView") == 2)
    #expect(imported.summary.unknownModels.isEmpty)
  }
  // The protocol in a file of its own, which only BaseStateModel's inheritance clause names:
  // round 1 brings in Counter's StateModel (the view's namespace), round 2 its base class,
  // round 3 the `StateModel` BaseStateModel finds from the top level, the protocol, and not
  // Ticker's class of that name. Through it the class is an ObservableObject: RootView 2, as
  // above.
  @Test func aProtocolInItsOwnFileIsBroughtInFromWhereItsConformerIsDeclared() throws {
    var files = Self.files
    files["Base/Base.swift"] = """
      import Combine
      class BaseStateModel<Service>: StateModel {
        @Published var isLoading = false
      }
      """
    files["Base/StateModel.swift"] = "import Combine\nprotocol StateModel: ObservableObject {}\n"
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(files, in: folder)
    let (workload, _, summary) = try ImportedScreen.workload(
      swiftFiles: [folder.appendingPathComponent("Counter/View").path])
    let app = ImportedScreen.canonical(folder.path)
    #expect(
      summary.broughtIn?.files.map(\.path) == [
        app + "/Counter/CounterStateModel.swift", app + "/Base/Base.swift", app + "/Base/StateModel.swift",
      ])
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "RootView") == 2)
  }

  // Two stores each nest a `Context`, an `ObservableObject` in StoreV1 and an `@Observable`
  // in StoreV2. The view holds `LoginModel.Context`: LoginModel declares none, so Swift finds
  // the one its base class nests, through the alias (`LoginModelType = StoreV2<Int>`), StoreV2's.
  // Only StoreV2.swift is brought in. `@Bindable` holds it as Observation sees it: two taps of
  // Add, value 0 → 1 → 2, and LoginView reads value: 2 evaluations after the first render.
  // (StoreV1's class, an `ObservableObject` no `@ObservedObject` holds, would notify nothing.)
  @Test func aNestedTypeOfABaseClassIsFoundThroughTheSubclassAndItsAlias() throws {
    let files = [
      "App.xcodeproj/project.pbxproj": "// a project\n",
      "Store/StoreV1.swift": """
      import Combine
      class StoreV1<State> {
        final class Context: ObservableObject {
          @Published var value = 0
        }
      }
      """,
      "Store/StoreV2.swift": """
      import Observation
      class StoreV2<State> {
        @Observable final class Context {
          var value = 0
        }
      }
      """,
      "Login/LoginModel.swift": """
      typealias LoginModelType = StoreV2<Int>
      class LoginModel: LoginModelType {}
      """,
      "Login/View/LoginView.swift": """
      import SwiftUI
      struct LoginView: View {
        @Bindable var context: LoginModel.Context
        var body: some View {
          VStack {
            Text("\\(context.value)")
            Button("Add") { context.value += 1 }
          }
        }
      }
      """,
    ]
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(files, in: folder)
    let (workload, warnings, summary) = try ImportedScreen.workload(
      swiftFiles: [folder.appendingPathComponent("Login/View").path])
    let app = ImportedScreen.canonical(folder.path)
    #expect(summary.broughtIn?.files.map(\.path) == [app + "/Store/StoreV2.swift"])
    #expect(!warnings.contains { $0.message.hasPrefix("left out this Context") })
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "LoginView") == 2)
  }
}
