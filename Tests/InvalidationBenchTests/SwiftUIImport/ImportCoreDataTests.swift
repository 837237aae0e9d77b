import Foundation
import Testing

@testable import InvalidationBench

/// Core Data in an import (docs/swiftui-import.md, "Core Data"): an entity class is an
/// `ObservableObject` whose `@NSManaged` properties publish, a `@FetchRequest` lists its saved
/// objects, each fetched object an `ObservableObject` of its own, and the context's `insert`
/// (`Note(context:)`) and `delete` change the list. An entity whose class Xcode generates is
/// read from the app's `.xcdatamodeld`.
@Suite struct ImportCoreDataTests {
  static let notes = """
    import SwiftUI
    import CoreData
    public class Note: NSManagedObject, Identifiable {
      @NSManaged public var title: String
      @NSManaged public var pinned: Bool
    }
    struct NoteList: View {
      @FetchRequest(sortDescriptors: []) private var notes: FetchedResults<Note>
      var body: some View {
        VStack {
          Text("\\(notes.count) notes")
          ForEach(notes) { note in NoteRow(note: note) }
        }
      }
    }
    struct NoteRow: View {
      @ObservedObject var note: Note
      var body: some View {
        HStack {
          Text(note.title)
          Button("Pin") { note.pinned.toggle() }
        }
      }
    }
    """

  /// f1 taps row 0's Pin, f2 writes note 2's title, f3 appends a note.
  static let rowsTrace = """
    trace:
      - if: frame == 1
        then: [tap(tapPin)]
      - if: frame == 2
        then: ['noteStore.noteList[2].title = "x"']
      - if: frame == 3
        then: [noteStore.noteList.append(new)]
    """

  /// The views of `notes` with their model's declaration replaced by `declaration`.
  static func notesViews(with declaration: String) -> String {
    notes.replacingOccurrences(
      of: """
        public class Note: NSManagedObject, Identifiable {
          @NSManaged public var title: String
          @NSManaged public var pinned: Bool
        }

        """, with: declaration)
  }

  /// The app of `files` written to a folder, its `Feature` folder imported alone and run for
  /// 3 frames of `rowsTrace` on as-written.
  static func runFeature(of files: [String: String]) throws -> (ImportedWorkload, ImportSummary, CountRun) {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    try ImportAppDeclarationsTests.write(files, in: folder)
    let trace = folder.appendingPathComponent("trace.yaml")
    try rowsTrace.write(to: trace, atomically: true, encoding: .utf8)
    let (workload, _, summary) = try ImportedScreen.workload(
      swiftFiles: [folder.appendingPathComponent("Feature").path], tracePath: trace.path)
    let result = try CountRun.run(
      try workload.scenario(workload.values([WorkloadParameter.frames(20): 3])), engines: [.asWritten])
    return (workload, summary, result)
  }

  // Three fetched notes (assumed, said at the @FetchRequest, line 8), each an object of its
  // own that its row observes. By R5 (a holder re-runs on every objectWillChange of its
  // object) and R3 (a row given the same object is equal): f1 taps row 0's Pin, note 0's
  // objectWillChange re-runs row 0 alone, 1. f2 writes note 2's title: row 2, 1. f3 appends a
  // note: the list changes, NoteList (which reads it) 1, and the new row mounts, 1; the other
  // rows are given the same objects. NoteRow 1 + 1 + 1 = 3, NoteList 1.
  @Test func fetchedObjectsAreAnObservableObjectPerRow() throws {
    let (result, imported) = try ImportSourceStatesTests.run(Self.notes, trace: Self.rowsTrace, frames: 3)
    #expect(result.evals(.asWritten, of: "NoteRow") == 3)
    #expect(result.evals(.asWritten, of: "NoteList") == 1)
    let store = imported.workload.draft.stores.first { $0.key == "noteStore" }
    #expect(store?.isObservableObject == true)
    #expect(store?.records?.objects == .combine)
    #expect(store?.records?.listed == 3)
    #expect(!imported.workload.draft.stores.contains { $0.className == "Note" })
    #expect(imported.summary.dropped == 0)
    let assumed = imported.warnings.filter {
      $0.message.hasPrefix("took 3 Note models for @FetchRequest var notes")
    }
    #expect(assumed.map(\.line) == [8])
    // Whether the fetched results controller's update re-runs NoteList at f1 and f2 is said there too.
    let open = imported.warnings.filter {
      $0.message.hasPrefix("took an edit of a fetched Note to re-run only")
    }
    #expect(open.map(\.line) == [8])
  }

  // `Note(context:)` inserts a note, `delete` takes the first out; the properties are declared
  // in an extension, as Xcode generates them. f1 taps Add: the list changes, NoteList 1, and
  // a fourth row mounts, 1 (the write of the new note's title is of a local, skipped, and
  // `save()` changes nothing a view reads). f2 taps row 0's Delete: the list changes,
  // NoteList 1; the other rows are given the same objects. NoteList 2, NoteRow 1.
  @Test func theContextInsertsAndDeletes() throws {
    let source = """
      import SwiftUI
      import CoreData
      final class Note: NSManagedObject, Identifiable {}
      extension Note {
        @NSManaged var title: String
      }
      struct NoteList: View {
        @Environment(\\.managedObjectContext) private var viewContext
        @FetchRequest(sortDescriptors: []) private var notes: FetchedResults<Note>
        var body: some View {
          VStack {
            Text("\\(notes.count) notes")
            Button("Add") {
              let note = Note(context: viewContext)
              note.title = "New"
              try? viewContext.save()
            }
            ForEach(notes) { note in NoteRow(note: note) }
          }
        }
      }
      struct NoteRow: View {
        @Environment(\\.managedObjectContext) private var viewContext
        @ObservedObject var note: Note
        var body: some View {
          HStack {
            Text(note.title)
            Button("Delete") { viewContext.delete(note) }
          }
        }
      }
      """
    let trace = """
      trace:
        - if: frame == 1
          then: [tap(tapAdd)]
        - if: frame == 2
          then: [tap(tapDelete)]
      """
    let (result, imported) = try ImportSourceStatesTests.run(source, trace: trace, frames: 2)
    #expect(result.evals(.asWritten, of: "NoteList") == 2)
    #expect(result.evals(.asWritten, of: "NoteRow") == 1)
    #expect(imported.summary.dropped == 0)
    #expect(imported.summary.keptExactly == imported.summary.reads)
  }

  // An entity a view observes, no request fetching it: one model, whose `@NSManaged`
  // properties publish and whose plain `var` does not. f1 flips the toggle (isPinned): its
  // objectWillChange re-runs ChatHeader (R5), 1. f2 writes `draft`, no notification: 0.
  @Test func anObservedEntityIsAModelWhoseManagedPropertiesPublish() throws {
    let source = """
      import SwiftUI
      import CoreData
      final class Chat: NSManagedObject {
        @NSManaged var name: String
        @NSManaged var isPinned: Bool
        var draft = ""
      }
      struct ChatHeader: View {
        @ObservedObject var chat: Chat
        var body: some View {
          VStack {
            Text(chat.name)
            Toggle("Pinned", isOn: $chat.isPinned)
          }
        }
      }
      """
    let trace = """
      trace:
        - if: frame == 1
          then: ['edit(isPinned, true)']
        - if: frame == 2
          then: ['chat.draft = "x"']
      """
    let (result, imported) = try ImportSourceStatesTests.run(source, trace: trace, frames: 2)
    #expect(result.evals(.asWritten, of: "ChatHeader") == 1)
    #expect(imported.summary.dropped == 0)
    let chat = imported.workload.draft.stores.first { $0.className == "Chat" }
    #expect(chat?.isObservableObject == true)
    #expect(
      chat?.fields.map { "\($0.name):\($0.observed)" } == ["name:true", "isPinned:true", "draft:false"])
  }

  // The feature names Note, whose class Xcode generates ("Class Definition"): the app's model
  // is brought in, its current version (Model 2, as `.xccurrentversion` says; version 1 has
  // no `pinned`) read as the Swift Xcode makes, each declaration on the line of its element.
  // The views are those of the first test, so the counts are too: NoteRow 3, NoteList 1.
  // `Tag` (Manual/None) generates nothing: the app declares its class.
  @Test func anEntityXcodeGeneratesIsReadFromTheModel() throws {
    let version2 = """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
          <entity name="Note" representedClassName=".Note" syncable="YES" codeGenerationType="class">
              <attribute name="title" optional="YES" attributeType="String"/>
              <attribute name="pinned" attributeType="Boolean" usesScalarValueType="YES"/>
              <attribute name="views" attributeType="Integer 64" usesScalarValueType="YES"/>
              <relationship name="tags" optional="YES" toMany="YES" destinationEntity="Tag"/>
          </entity>
          <entity name="Tag" representedClassName="Tag" syncable="YES"/>
      </model>
      """
    let views = Self.notesViews(with: "extension Note: Identifiable {}\n")
    let files = [
      "App.xcodeproj/project.pbxproj": "// a project\n",
      "Store/Model.xcdatamodeld/.xccurrentversion": """
      <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Model 2.xcdatamodel</string></dict></plist>
      """,
      "Store/Model.xcdatamodeld/Model.xcdatamodel/contents": version2.replacingOccurrences(
        of: "        <attribute name=\"pinned\" attributeType=\"Boolean\" usesScalarValueType=\"YES\"/>\n",
        with: ""),
      "Store/Model.xcdatamodeld/Model 2.xcdatamodel/contents": version2,
      "Feature/Notes.swift": views,
    ]
    let (workload, summary, result) = try Self.runFeature(of: files)
    #expect(
      summary.broughtIn?.files.map {
        URL(fileURLWithPath: $0.path).deletingLastPathComponent().lastPathComponent
      } == ["Model 2.xcdatamodel"])
    #expect(summary.broughtIn?.files.map(\.types) == [["Note"]])
    #expect(summary.dropped == 0)
    #expect(result.evals(.asWritten, of: "NoteRow") == 3)
    #expect(result.evals(.asWritten, of: "NoteList") == 1)
    let records = workload.draft.stores.first { $0.key == "noteStore" }?.records
    // Each record's first values, by type: a text made of its id, a Bool of its parity, an
    // integer (`Int64`) its id.
    #expect(
      records?.attributes.map { "\($0.name)=\($0.initial.text)" } == [
        #"title="Title \(id)""#, "pinned=id % 2 == 0", "views=id", #"tags="Tags \(id)""#,
      ])
  }

  // Manual codegen: the app declares Note in two files, as Xcode writes them, the class in
  // `Note+CoreDataClass.swift` and its properties in an extension in
  // `Note+CoreDataProperties.swift`. The feature, which only fetches Note, brings both in;
  // the counts are the first test's: NoteRow 3, NoteList 1. Without the second file, `title`
  // and `pinned` are no attributes and their reads are dropped.
  @Test func anEntitysPropertiesFileComesWithItsClass() throws {
    let views = Self.notesViews(with: "")
    let files = [
      "App.xcodeproj/project.pbxproj": "// a project\n",
      "Store/Note+CoreDataClass.swift": "import CoreData\npublic class Note: NSManagedObject {}\n",
      "Store/Note+CoreDataProperties.swift": """
      import CoreData
      extension Note {
        @NSManaged public var title: String
        @NSManaged public var pinned: Bool
      }
      extension Note: Identifiable {}
      """,
      "Feature/Notes.swift": views,
    ]
    let (_, summary, result) = try Self.runFeature(of: files)
    #expect(
      summary.broughtIn?.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }.sorted() == [
        "Note+CoreDataClass.swift", "Note+CoreDataProperties.swift",
      ])
    #expect(summary.dropped == 0)
    #expect(result.evals(.asWritten, of: "NoteRow") == 3)
    #expect(result.evals(.asWritten, of: "NoteList") == 1)
  }

  // Core Data's objects notify as NSManagedObject does: the app can neither make Chat
  // @Observable, nor take @NSManaged off `isPinned` (no body reads it), nor split the entity,
  // though as written each of the 20 taps of Pin re-runs ChatHeader, which reads only `name`
  // (20 evaluations, each wasted). The advisor offers none of the three, nor lists them.
  @Test func noFixChangesHowAnEntityNotifies() throws {
    let source = """
      import SwiftUI
      import CoreData
      final class Chat: NSManagedObject {
        @NSManaged var name: String
        @NSManaged var isPinned: Bool
      }
      struct ChatHeader: View {
        @ObservedObject var chat: Chat
        var body: some View {
          VStack {
            Text(chat.name)
            Button("Pin") { chat.isPinned.toggle() }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Chat.swift", source)])
    let advice = try Advisor(workload: imported.workload, warnings: imported.warnings).advise()
    #expect(advice.evals == 20)
    #expect(Self.classFixesListed(by: advice).isEmpty)
  }

  /// The fixes that change a model's class (migrate, unpublish, split) among all `advice`
  /// lists, offered or not.
  static func classFixesListed(by advice: Advice) -> [FixKind] {
    let kinds =
      (advice.suggestions + advice.withoutPatch + advice.unhelpful).map(\.kind) + advice.rejected.map(\.kind)
      + advice.notJudged.map(\.kind)
    return kinds.filter { [.migrateToObservable, .ignoreUnreadField, .splitModel].contains($0) }
  }

  // The Swift Xcode generates, line for line: the class on its entity's line (column 5), each
  // property on its element's, the parent entity's class as the base, a to-many relationship
  // an `NSSet`, a to-one the destination's class; an entity of Manual/None codegen nothing.
  @Test func theGeneratedSourceKeepsTheModelsLines() {
    let contents = """
      <model>
          <entity name="Item" representedClassName="App.Item" parentEntity="Base" codeGenerationType="class">
              <attribute name="count" attributeType="Integer 64" usesScalarValueType="YES"/>
              <attribute name="added" optional="YES" attributeType="Date"/>
              <relationship name="owner" optional="YES" maxCount="1" destinationEntity="Owner"/>
          </entity>
          <entity name="Base" representedClassName="Base" codeGenerationType="category">
          </entity>
          <entity name="Owner" representedClassName="Owner"/>
      </model>
      """
    #expect(
      CoreDataModel.source(of: contents).split(separator: "\n", omittingEmptySubsequences: false) == [
        "",
        "    public class Item: Base {",
        "        @NSManaged public var `count`: Int64",
        "        @NSManaged public var `added`: Date?",
        "        @NSManaged public var `owner`: Owner?",
        "}",
        "    extension Base {",
        "}",
        "",
        "",
      ])
    #expect(CoreDataModel.classes(in: contents) == ["Item", "Base"])
  }
}
