import InvalidationBench
import Testing

/// R7 and R8: rows written inline, and which rows and identifiers each container makes.
/// Counts derived by hand per engine.
@Suite struct ContainerTests {
  @Test func rowsWrittenInlineTrackTheirOwnReads() throws {
    let screen = ScreenBuilder()
    let items = try screen.store("Model").records("items", count: 3, attributes: ["title"]) { id, _ in
      .string("item \(id)")
    }
    let title = try items.attribute("title")
    let root = try screen.view("Root") { _ in
      [
        .forEach(
          .field(items.listField), content: [.text(.member(.item, collection: items, attribute: title))])
      ]
    }
    let built = try screen.build(root: root)
    let frames: [[Event]] = [[.set(items.field(record: 1, attribute: title), .string("renamed"))]]
    let result = try run(built, frames)
    // - property-level and scoped: the row that read the title, under its own tracking: 1;
    // - whole-object: Root holds Model (it reads the list, and its inline rows' reads are its
    //   own), runs, and re-creates every row's content closure: 1 + 3 = 4;
    // - equatable: the holding root and its three rows, whose closures are new: 4.
    let evals: [EngineKind: Int] = [.wholeObject: 4, .propertyLevel: 1, .scoped: 1, .equatable: 4]
    #expect(result.evals(evals) == evals)
    #expect(result.reasons(.propertyLevel, of: "ForEach(Root)") == ["field:items.title": 1])
    #expect(
      try Trace(.propertyLevel, built, frames).shown.last
        == [.string("item 0"), .string("renamed"), .string("item 2")])
    #expect(result.staleFrames == result.noStaleFrames)
  }

  /// Root shows `header` above 100 rows in `container`; one frame changes the header.
  private func headerOverRows(_ container: ForEachContainer) throws -> CountRun {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let header = try model.field("header", .string("a"))
    let items = try model.records("items", count: 100, attributes: ["title"]) { id, _ in .string("\(id)") }
    let row = try screen.view("Row", inputs: [.record("item", items)]) { view throws(DeclarationError) in
      [.text(try view.attribute("item", "title"))]
    }
    let root = try screen.view("Root") { _ in
      [
        .text(.field(header)),
        .forEach(.field(items.listField), in: container, row: row, ["item": .record(.item)]),
      ]
    }
    return try run(screen.build(root: root), [[.set(header, .string("b"))]])
  }

  @Test func aStackBuildsEveryRowAListAndALazyStackOnlyTheWindow() throws {
    let window = LazyWindow(listID: 0, visible: 5, prefetch: 1)
    // Mounted: Root and every row, or Root and the window's rows 0..<6 (5 visible, 1 ahead).
    #expect(try headerOverRows(.stack).counters(.propertyLevel).mountEvals == 1 + 100)
    #expect(try headerOverRows(.list(window)).counters(.propertyLevel).mountEvals == 1 + 6)
    #expect(try headerOverRows(.lazyStack(window)).counters(.propertyLevel).mountEvals == 1 + 6)
  }

  @Test func aListGathersEveryIdentifierALazyStackOnlyTheWindows() throws {
    let window = LazyWindow(listID: 0, visible: 5, prefetch: 1)
    // When the header changes, Root runs on every engine but scoped (where only the header's
    // scope runs) and re-creates the ForEach: a List gathers all 100 identifiers, a lazy
    // stack the 6 rows that exist, an eager stack all 100.
    func gathered(_ count: Int) -> [EngineKind: Int] {
      [.wholeObject: count, .propertyLevel: count, .scoped: 0, .equatable: count]
    }
    #expect(try headerOverRows(.list(window)).counts(gathered(100), \.identifiersGathered) == gathered(100))
    #expect(try headerOverRows(.lazyStack(window)).counts(gathered(6), \.identifiersGathered) == gathered(6))
    #expect(try headerOverRows(.stack).counts(gathered(100), \.identifiersGathered) == gathered(100))
  }
}
