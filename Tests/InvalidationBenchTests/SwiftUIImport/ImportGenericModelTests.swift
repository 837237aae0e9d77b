import Foundation
import Testing

@testable import InvalidationBench

/// A type alias of a generic model class is a model class of its own (docs/swiftui-import.md,
/// "What the source states").
@Suite struct ImportGenericModelTests {
  static let source = """
    import SwiftUI
    class Entity<Payload, Extra>: ObservableObject {
      @Published var payload: Payload?
      @Published var votes = 0
    }
    struct PostData { var title = "" }
    struct CommentData { var text = "" }
    typealias Post = Entity<PostData, Int>
    typealias Comment = Entity<CommentData, Int>
    struct PostBadge: View {
      @StateObject private var post = Post()
      var body: some View {
        VStack {
          Text("\\(post.votes)")
          Button("Up") { post.votes += 1 }
        }
      }
    }
    struct CommentBadge: View {
      @StateObject private var comment = Comment()
      var body: some View {
        VStack {
          Text("\\(comment.votes)")
          Button("Reply") { comment.votes += 1 }
        }
      }
    }
    struct Feed: View {
      var body: some View {
        VStack {
          PostBadge()
          CommentBadge()
        }
      }
    }
    """

  // `Post` and `Comment` are two types, so each badge owns an object of its own (R5: a write
  // of a `@Published` property re-runs the views subscribed to that object).
  //   f1 Up: post.votes 0 → 1: PostBadge +1. f2 Reply: comment.votes 0 → 1: CommentBadge +1.
  //   f3 Up: post.votes 1 → 2: PostBadge +1. Feed reads nothing: 0.
  // PostBadge 2, CommentBadge 1. Read as one class `Entity`, one object for both, each tap
  // would re-run both (3 and 3); before, `Post` was "not declared" and both were 0.
  @Test func anAliasOfAGenericModelIsAModelOfItsOwn() throws {
    let trace = """
      trace:
        - if: frame % 2 == 1
          then: [tap(tapUp)]
        - if: frame % 2 == 0
          then: [tap(tapReply)]
      """
    let imported = try SwiftUIImporter.importing(
      [("Feed.swift", Self.source)], traceFile: (trace, "trace.yaml"))
    #expect(!imported.warnings.contains { $0.message.contains("not declared") })
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "PostBadge") == 2)
    #expect(result.evals(.asWritten, of: "CommentBadge") == 1)
    #expect(result.evals(.asWritten, of: "Feed") == 0)
  }

  // `Entity<PostData, Int>()` names the class `Entity`: PostBadge owns one, and each of the
  // three taps of Up changes its votes (0 → 1 → 2 → 3): PostBadge 3. Before, the model was
  // "Entity<PostData, Int>", not declared, and the taps were skipped: 0.
  @Test func aGenericModelMadeWithItsArgumentsIsItsClass() throws {
    let source = Self.source.replacing(
      "@StateObject private var post = Post()",
      with:
        "@StateObject private var post = Entity<PostData, Int>()")
    let trace = """
      trace:
        - tap(tapUp)
      """
    let imported = try SwiftUIImporter.importing(
      [("Feed.swift", source)], traceFile: (trace, "trace.yaml"))
    let result = try ImportActionsTests.run(imported, frames: 3, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "PostBadge") == 3)
  }

  // A feature folder alone: its view names `Post`, declared in Models/Post.swift as an alias,
  // whose generic class is in Models/Entity.swift (found in a second round, from the alias).
  // Up taps in 2 frames, votes 0 → 1 → 2, PostBadge reads votes: 2.
  @Test func anAliasOfAGenericModelIsBroughtInFromTheApp() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let badge = """
      import SwiftUI
      struct PostBadge: View {
        @StateObject private var post = Post()
        var body: some View {
          VStack {
            Text("\\(post.votes)")
            Button("Up") { post.votes += 1 }
          }
        }
      }
      """
    try ImportAppDeclarationsTests.write(
      [
        "App.xcodeproj/project.pbxproj": "// a project\n",
        "Feature/PostBadge.swift": badge,
        "Models/Post.swift": "struct PostData {}\ntypealias Post = Entity<PostData, Int>\n",
        "Models/Entity.swift":
          "import Combine\nclass Entity<Payload, Extra>: ObservableObject { @Published var votes = 0 }\n",
      ], in: folder)
    let feature = folder.appendingPathComponent("Feature").path
    let (workload, _, summary) = try ImportedScreen.workload(swiftFiles: [feature])
    let app = ImportedScreen.canonical(folder.path)
    #expect(summary.unknownModels.isEmpty)
    #expect(
      summary.broughtIn?.files == [
        AppFolder.Brought(path: app + "/Models/Post.swift", types: ["Post"]),
        AppFolder.Brought(path: app + "/Models/Entity.swift", types: ["Entity"]),
      ])
    let run = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 2])), engines: [.asWritten])
    #expect(run.evals(.asWritten, of: "PostBadge") == 2)
  }

  // `Post` is `Entity<PostData, Int>`: making it @Observable, taking @Published off `payload`
  // (no body reads it) or splitting it would change `Entity`, and `Comment` with it. As
  // written each of the 20 taps of Flag writes `payload` and re-runs PostHeader, which reads
  // only `votes` (20 evaluations, each wasted); the advisor offers none of the three, nor
  // lists them.
  @Test func noFixChangesTheGenericClassOfAnAlias() throws {
    let source = """
      import SwiftUI
      class Entity<Payload, Extra>: ObservableObject {
        @Published var payload: Payload?
        @Published var votes = 0
      }
      struct PostData {}
      typealias Post = Entity<PostData, Int>
      struct PostHeader: View {
        @ObservedObject var post: Post
        var body: some View {
          VStack {
            Text("\\(post.votes)")
            Button("Flag") { post.payload = nil }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Post.swift", source)])
    let advice = try Advisor(workload: imported.workload, warnings: imported.warnings).advise()
    #expect(advice.evals == 20)
    #expect(ImportCoreDataTests.classFixesListed(by: advice).isEmpty)
  }
}
