/// A timeline of `items` records in a lazy list. The root reads `scrollOffset` for a collapsing
/// header and the `items` collection; each row shows its item, reads `fontSize` from the store
/// and has an `onLike` closure input. Each frame scrolls by one row and writes `scrollOffset`;
/// some frames also like a visible or an off-screen item; rarely `fontSize` changes.
public struct ListScrollingWorkload: Workload {
  public init() {}

  public var name: String { "list-scrolling" }
  public var summary: String {
    "a lazy timeline scrolling one row a frame, with likes on and off screen and font changes"
  }
  public var parameters: [WorkloadParameter] {
    [
      WorkloadParameter("items", default: 1000, range: 1...10_000_000, "records in the timeline"),
      WorkloadParameter("visible", default: 12, range: 1...10_000, "rows visible at once"),
      WorkloadParameter("prefetch", default: 4, range: 0...10_000, "rows kept beyond each edge"),
      .frames(500),
      WorkloadParameter(
        "like-visible-every", default: 10, range: 0...1_000_000,
        "every n-th frame likes a visible item (0: never)"),
      WorkloadParameter(
        "like-offscreen-every", default: 25, range: 0...1_000_000,
        "every n-th frame likes an item that is not mounted (0: never)"),
      WorkloadParameter(
        "font-every", default: 200, range: 0...1_000_000,
        "every n-th frame changes fontSize (0: never)"),
      .seed,
    ]
  }

  public func scenario(_ values: ParameterValues) -> Scenario {
    let itemCount = values["items"]
    let visible = values["visible"]
    let prefetch = values["prefetch"]
    let store = StoreSchema(name: "TimelineModel")
    let scrollOffset = store.field("scrollOffset", .int(0))
    let fontSize = store.field("fontSize", .int(14))
    let items = store.records(
      "items", count: itemCount, attributes: ["title", "likes", "isRead"]
    ) { id, attribute in
      switch attribute {
      case 0: .string("Item \(id)")
      case 1: .int(0)
      default: .bool(id % 3 == 0)
      }
    }
    let row = ViewDecl("TimelineRow", inputs: [.record("item", items), .closure("onLike")]) { view in
      [
        .text(view.attribute("item", "title"), style: .field(fontSize)),
        .element("LikeButton", view.attribute("item", "likes")),
        .element("Image", view.attribute("item", "isRead")),
      ]
    }
    let window = LazyWindow(listID: 0, visible: visible, prefetch: prefetch)
    let root = ViewDecl("Timeline") { _ in
      [
        .element("Header", .field(scrollOffset)),
        .forEach(
          .field(items.listField), window: window, row: row,
          [("item", .record(.item)), ("onLike", .closure)]),
      ]
    }
    var generator = SeededGenerator(seed: values["seed"])
    let lastFirst = max(0, itemCount - visible)
    let frames = (1...values["frames"]).map { frame -> Frame in
      let first = min(frame, lastFirst)
      var events: [Event] = [
        .scroll(listID: 0, firstVisible: first),
        .set(scrollOffset, .int(first)),
      ]
      if isEvery(values["like-visible-every"], frame) {
        let id = first + generator.below(min(visible, itemCount - first))
        events.append(.mutate(items.field(record: id, attribute: 1), .add(1)))
      }
      let lower = max(0, first - prefetch)
      let upper = min(itemCount, first + visible + prefetch)
      let offscreen = itemCount - (upper - lower)
      if isEvery(values["like-offscreen-every"], frame) && offscreen > 0 {
        var id = generator.below(offscreen)
        if id >= lower { id += upper - lower }
        events.append(.mutate(items.field(record: id, attribute: 1), .add(1)))
      }
      if isEvery(values["font-every"], frame) {
        events.append(.mutate(fontSize, .add(1)))
      }
      return Frame(events)
    }
    return Scenario(screen: Screen(stores: [store], root: root), frames: frames)
  }
}
