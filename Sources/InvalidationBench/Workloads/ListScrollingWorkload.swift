/// A timeline of `items` records in a lazy list. The root reads `scrollOffset` for a collapsing
/// header and the `items` collection; each row shows its item, reads `fontSize` from the store
/// and has an `onLike` closure input. Each frame scrolls by one row and writes `scrollOffset`;
/// some frames also like a visible or an off-screen item; rarely `fontSize` changes.
public struct ListScrollingWorkload: Workload {
  static let items = WorkloadParameter(
    "items", default: 1000, range: 1...10_000_000, "records in the timeline")
  static let visible = WorkloadParameter("visible", default: 12, range: 1...10_000, "rows visible at once")
  static let prefetch = WorkloadParameter(
    "prefetch", default: 4, range: 0...10_000, "rows kept beyond each edge")
  static let frames = WorkloadParameter.frames(500)
  static let likeVisibleEvery = WorkloadParameter(
    "like-visible-every", default: 10, range: 0...1_000_000,
    "every n-th frame likes a visible item (0: never)")
  static let likeOffscreenEvery = WorkloadParameter(
    "like-offscreen-every", default: 25, range: 0...1_000_000,
    "every n-th frame likes an item that is not mounted (0: never)")
  static let fontEvery = WorkloadParameter(
    "font-every", default: 200, range: 0...1_000_000, "every n-th frame changes fontSize (0: never)")

  public init() {}

  public var name: String { "list-scrolling" }
  public var summary: String {
    "a lazy timeline scrolling one row a frame, with likes on and off screen and font changes"
  }
  public var parameters: [WorkloadParameter] {
    [
      Self.items, Self.visible, Self.prefetch, Self.frames, Self.likeVisibleEvery,
      Self.likeOffscreenEvery, Self.fontEvery, .seed,
    ]
  }
  public var ciValues: [WorkloadParameter: Int] { [Self.items: 200, Self.frames: 100] }

  public func scenario(_ values: ParameterValues) throws(DeclarationError) -> Scenario {
    let itemCount = values[Self.items]
    let visible = values[Self.visible]
    let screen = ScreenBuilder()
    let model = try screen.store("TimelineModel")
    let scrollOffset = try model.field("scrollOffset", .int(0))
    let fontSize = try model.field("fontSize", .int(14))
    let items = try model.records(
      "items", count: itemCount, attributes: ["title", "likes", "isRead"]
    ) { id, attribute in
      switch attribute {
      case 0: .string("Item \(id)")
      case 1: .int(0)
      default: .bool(id % 3 == 0)
      }
    }
    let likes = try items.attribute("likes")
    let row = try screen.view("TimelineRow", inputs: [.record("item", items), .closure("onLike")]) {
      view throws(DeclarationError) in
      [
        .text(try view.attribute("item", "title"), style: .field(fontSize)),
        .element("LikeButton", try view.attribute("item", "likes")),
        .element("Image", try view.attribute("item", "isRead")),
      ]
    }
    let window = LazyWindow(listID: 0, visible: visible, prefetch: values[Self.prefetch])
    let root = try screen.view("Timeline") { _ in
      [
        .element("Header", .field(scrollOffset)),
        .forEach(
          .field(items.listField), in: .lazyStack(window), row: row,
          ["item": .record(.item), "onLike": .closure]),
      ]
    }
    var generator = SeededGenerator(seed: values[.seed])
    let lastFirst = max(0, itemCount - visible)
    let frames = (1...values[Self.frames]).map { frame -> Frame in
      let first = min(frame, lastFirst)
      var events: [Event] = [
        .scroll(listID: 0, firstVisible: first),
        .set(scrollOffset, .int(first)),
      ]
      if isEvery(values[Self.likeVisibleEvery], frame) {
        let id = first + generator.below(min(visible, itemCount - first))
        events.append(.mutate(items.field(record: id, attribute: likes), .add(1)))
      }
      let mounted = window.rows(first: first, count: itemCount)
      let offscreen = itemCount - mounted.count
      if isEvery(values[Self.likeOffscreenEvery], frame) && offscreen > 0 {
        var id = generator.below(offscreen)
        if id >= mounted.lowerBound { id += mounted.count }
        events.append(.mutate(items.field(record: id, attribute: likes), .add(1)))
      }
      if isEvery(values[Self.fontEvery], frame) {
        events.append(.mutate(fontSize, .add(1)))
      }
      return Frame(events)
    }
    return try Scenario(screen: screen.build(root: root), frames: frames)
  }
}
