import InvalidationBench
import Observation
import OpenCombine

// The list-scrolling screen: `Timeline` reads `scrollOffset` (a header) and `items` (a lazy
// list of `TimelineRow(item:onLike:)`), each row shows its item's title (styled by `fontSize`),
// likes and read state. Each frame scrolls one row and writes `scrollOffset`; some like a
// visible item or one off screen, and rarely `fontSize` changes.

struct ItemValue: Equatable {
  var title: String
  var likes: Int
  var isRead: Bool
}

/// The `ObservableObject` model; the items are structs mutated in place after
/// `objectWillChange`, as `@Published` would announce them without copying the array.
final class TimelineObject: ObservableObject {
  @Published var scrollOffset = 0
  @Published var fontSize = 14
  private(set) var items: [ItemValue]

  init(items: [ItemValue]) {
    self.items = items
  }

  func like(_ id: Int) {
    objectWillChange.send()
    items[id].likes += 1
  }
}

@Observable final class Item {
  var title: String
  var likes: Int
  var isRead: Bool

  init(_ value: ItemValue) {
    title = value.title
    likes = value.likes
    isRead = value.isRead
  }
}

@Observable final class TimelineModel {
  var scrollOffset = 0
  var fontSize = 14
  var items: [Item]

  init(items: [Item]) {
    self.items = items
  }
}

/// One frame of the timeline.
struct TimelineFrame {
  let first: Int
  let likes: [Int]
  let changesFont: Bool
}

/// The trace, the items and the lazy window.
private struct Timeline {
  let frames: [TimelineFrame]
  let items: [ItemValue]
  let window: LazyWindow

  init(_ scenario: Scenario) throws(FloorError) {
    let store = scenario.screen.stores[0]
    guard store.fields.map(\.name) == ["scrollOffset", "fontSize", "items"],
      let collection = store.collection,
      case .forEach(_, .lazyStack(let window), _) = scenario.screen[scenario.screen.root].body[1].kind
    else { throw FloorError("not the list-scrolling screen") }
    let values = store.initialValues()
    items = (0..<collection.count).map { id in
      ItemValue(
        title: values[collection.field(record: id, attribute: 0).index].description,
        likes: values[collection.field(record: id, attribute: 1).index].intValue,
        isRead: values[collection.field(record: id, attribute: 2).index] == .bool(true))
    }
    self.window = window
    frames = scenario.frames.map { frame in
      var first = 0
      var likes: [Int] = []
      var changesFont = false
      for event in frame.events {
        switch event {
        case .scroll(_, let position): first = position
        case .mutate(let field, _) where field.index == 1: changesFont = true
        case .mutate(let field, _):
          likes.append((field.index - collection.field(record: 0, attribute: 0).index) / 3)
        default: break
        }
      }
      return TimelineFrame(first: first, likes: likes, changesFont: changesFont)
    }
  }

  func rows(_ first: Int) -> Range<Int> {
    window.rows(first: first, count: items.count)
  }
}

/// What a row shows: its title styled by the font size, its likes and its read state.
struct RowOutput {
  var title = ""
  var fontSize = 0
  var likes = 0
  var isRead = false
}

/// whole-object: the timeline and every mounted row hold the model (rows read `fontSize`), so
/// every write reaches all of them; the timeline re-creates every mounted row with a new
/// `onLike` closure, so each is evaluated; a row entering the window is mounted.
final class ListScrollingWholeObjectFloor<Tally: FloorTally>: Floor {
  /// A mounted row: its item copy, closure, output and subscription.
  final class Row {
    var item: ItemValue
    var onLike: () -> Void
    var output = RowOutput()
    var subscription: AnyCancellable?

    init(item: ItemValue) {
      self.item = item
      onLike = {}
    }
  }

  private(set) var tally = Tally()
  private let timeline: Timeline
  private let model: TimelineObject
  private var subscription: AnyCancellable?
  private var isDirty = false
  private var header = 0
  private var range = 0..<0
  private var rows: [Row] = []

  init(_ scenario: Scenario) throws(FloorError) {
    timeline = try Timeline(scenario)
    model = TimelineObject(items: timeline.items)
    subscription = model.objectWillChange.sink { [unowned self] in
      tally.notification()
      isDirty = true
    }
    evaluateTimeline(first: 0)
    tally = Tally()
  }

  func run(frame: Int) {
    let next = timeline.frames[frame]
    model.scrollOffset = next.first
    for id in next.likes { model.like(id) }
    if next.changesFont { model.fontSize += 1 }
    if isDirty {
      isDirty = false
      evaluateTimeline(first: next.first)
    }
  }

  private func evaluateTimeline(first: Int) {
    header = model.scrollOffset
    tally.evaluation(elements: 1)
    let next = timeline.rows(first)
    // Rows leaving the window unmount (their subscriptions end); rows staying are re-created
    // with a new closure and evaluated; rows entering mount.
    var kept: [Row] = []
    kept.reserveCapacity(next.count)
    for id in next {
      if range.contains(id) {
        let row = rows[id - range.lowerBound]
        row.item = model.items[id]
        row.onLike = { [model] in model.like(id) }
        tally.comparisons(1)
        evaluate(row)
        kept.append(row)
      } else {
        let row = Row(item: model.items[id])
        row.onLike = { [model] in model.like(id) }
        row.subscription = model.objectWillChange.sink { [unowned self] in
          tally.notification()
        }
        evaluate(row)
        kept.append(row)
      }
    }
    rows = kept
    range = next
  }

  private func evaluate(_ row: Row) {
    row.output = RowOutput(
      title: row.item.title, fontSize: model.fontSize, likes: row.item.likes, isRead: row.item.isRead)
    tally.evaluation(elements: 3)
  }
}

/// property-level: the timeline and the rows are tracked; a scroll re-evaluates the timeline
/// (`scrollOffset`), which re-creates every mounted row (new closure), each cancelling its
/// previous registration and tracking anew; a liked visible row was notified first.
final class ListScrollingPropertyLevelFloor<Tally: FloorTally>: Floor {
  final class Row {
    unowned(unsafe) let item: Item
    var onLike: () -> Void = {}
    var output = RowOutput()
    let observation: ObservedView

    init(item: Item, observation: ObservedView) {
      self.item = item
      self.observation = observation
    }
  }

  private(set) var tally = Tally()
  private let timeline: Timeline
  private let model: TimelineModel
  private var root: ObservedView!
  private var isDirty = false
  private var header = 0
  private var range = 0..<0
  private var rows: [Row] = []

  init(_ scenario: Scenario) throws(FloorError) {
    timeline = try Timeline(scenario)
    model = TimelineModel(items: timeline.items.map(Item.init))
    root = ObservedView { [unowned self] _ in
      tally.notification()
      isDirty = true
    }
    evaluateTimeline(first: 0)
    tally = Tally()
  }

  func run(frame: Int) {
    let next = timeline.frames[frame]
    model.scrollOffset = next.first
    for id in next.likes { model.items[id].likes += 1 }
    if next.changesFont { model.fontSize += 1 }
    if isDirty {
      isDirty = false
      evaluateTimeline(first: next.first)
    } else {
      scroll(to: next.first)
    }
  }

  private func evaluateTimeline(first: Int) {
    var items: [Item] = []
    root.evaluate {
      header = model.scrollOffset
      items = model.items
      return true
    }
    tally.evaluation(elements: 1)
    let next = timeline.rows(first)
    var kept: [Row] = []
    kept.reserveCapacity(next.count)
    for id in next {
      if range.contains(id) {
        let row = rows[id - range.lowerBound]
        row.onLike = { [model] in model.items[id].likes += 1 }
        tally.comparisons(1)
        evaluate(row)
        kept.append(row)
      } else {
        kept.append(mount(items[id], id: id))
      }
    }
    unmountRows(leaving: next)
    rows = kept
    range = next
  }

  /// A scroll with nothing else to do: rows enter and leave the window.
  private func scroll(to first: Int) {
    let next = timeline.rows(first)
    guard next != range else { return }
    var kept: [Row] = []
    for id in next {
      kept.append(range.contains(id) ? rows[id - range.lowerBound] : mount(model.items[id], id: id))
    }
    unmountRows(leaving: next)
    rows = kept
    range = next
  }

  private func mount(_ item: Item, id: Int) -> Row {
    let row = Row(
      item: item,
      observation: ObservedView { [unowned self] _ in
        tally.notification()
        isDirty = true
      })
    row.onLike = { [model] in model.items[id].likes += 1 }
    evaluate(row)
    return row
  }

  private func unmountRows(leaving next: Range<Int>) {
    for id in range where !next.contains(id) {
      rows[id - range.lowerBound].observation.cancel()
    }
  }

  private func evaluate(_ row: Row) {
    row.observation.evaluate {
      row.output = RowOutput(
        title: row.item.title, fontSize: model.fontSize, likes: row.item.likes, isRead: row.item.isRead)
      return true
    }
    tally.evaluation(elements: 3)
  }
}

/// scoped: the header and the list live in scopes of the timeline, and each row's three parts
/// in scopes of the row. A scroll mounts entering rows (a row and its three scopes) and
/// unmounts leaving ones; `scrollOffset` re-evaluates the header's scope; a like, the scope of
/// that row's likes.
final class ListScrollingScopedFloor<Tally: FloorTally>: Floor {
  final class Row {
    unowned(unsafe) let item: Item
    var output = RowOutput()
    let row = ObservedView { _ in }
    var title: ObservedView!
    var likes: ObservedView!
    var image: ObservedView!
    var titleDirty = false
    var likesDirty = false

    init(item: Item) {
      self.item = item
    }
  }

  private(set) var tally = Tally()
  private let timeline: Timeline
  private let model: TimelineModel
  private var headerScope: ObservedView!
  private let listScope = ObservedView { _ in }
  private var headerDirty = false
  private var header = 0
  private var range = 0..<0
  private var rows: [Row] = []
  /// Rows with a dirty scope this frame.
  private var dirtyRows: [Row] = []

  init(_ scenario: Scenario) throws(FloorError) {
    timeline = try Timeline(scenario)
    model = TimelineModel(items: timeline.items.map(Item.init))
    headerScope = ObservedView { [unowned self] _ in
      tally.notification()
      headerDirty = true
    }
    evaluateHeader()
    listScope.evaluate {
      _ = model.items
      return true
    }
    scroll(to: 0)
    tally = Tally()
  }

  func run(frame: Int) {
    let next = timeline.frames[frame]
    scroll(to: next.first)
    model.scrollOffset = next.first
    for id in next.likes { model.items[id].likes += 1 }
    if next.changesFont { model.fontSize += 1 }
    if headerDirty {
      headerDirty = false
      evaluateHeader()
    }
    for row in dirtyRows {
      if row.titleDirty {
        row.titleDirty = false
        evaluateTitle(row)
      }
      if row.likesDirty {
        row.likesDirty = false
        evaluateLikes(row)
      }
    }
    dirtyRows.removeAll(keepingCapacity: true)
  }

  private func evaluateHeader() {
    headerScope.evaluate {
      header = model.scrollOffset
      return true
    }
    tally.evaluation(elements: 1)
  }

  private func scroll(to first: Int) {
    let next = timeline.rows(first)
    guard next != range else { return }
    var kept: [Row] = []
    for id in next {
      kept.append(range.contains(id) ? rows[id - range.lowerBound] : mount(model.items[id]))
    }
    for id in range where !next.contains(id) {
      let row = rows[id - range.lowerBound]
      row.title.cancel()
      row.likes.cancel()
      row.image.cancel()
    }
    rows = kept
    range = next
  }

  private func mount(_ item: Item) -> Row {
    let row = Row(item: item)
    row.title = ObservedView { [unowned self, unowned row] _ in
      tally.notification()
      row.titleDirty = true
      dirtyRows.append(row)
    }
    row.likes = ObservedView { [unowned self, unowned row] _ in
      tally.notification()
      row.likesDirty = true
      dirtyRows.append(row)
    }
    row.image = ObservedView { [unowned self] _ in tally.notification() }
    row.row.evaluate { false }
    tally.evaluation(elements: 0)
    evaluateTitle(row)
    evaluateLikes(row)
    row.image.evaluate {
      row.output.isRead = row.item.isRead
      return true
    }
    tally.evaluation(elements: 1)
    return row
  }

  private func evaluateTitle(_ row: Row) {
    row.title.evaluate {
      row.output.title = row.item.title
      row.output.fontSize = model.fontSize
      return true
    }
    tally.evaluation(elements: 1)
  }

  private func evaluateLikes(_ row: Row) {
    row.likes.evaluate {
      row.output.likes = row.item.likes
      return true
    }
    tally.evaluation(elements: 1)
  }
}

/// equatable: the timeline holds the model and re-evaluates on every write; rows are
/// `.equatable()` over their item copies (closures skipped) and the font size passed down, so
/// only a liked row (or all of them, when the font changes) is evaluated, and rows entering the
/// window are mounted.
final class ListScrollingEquatableFloor<Tally: FloorTally>: Floor {
  final class Row {
    var item: ItemValue
    var fontSize: Int
    var onLike: () -> Void
    var output = RowOutput()

    init(item: ItemValue, fontSize: Int, onLike: @escaping () -> Void) {
      self.item = item
      self.fontSize = fontSize
      self.onLike = onLike
    }
  }

  private(set) var tally = Tally()
  private let timeline: Timeline
  private let model: TimelineObject
  private var subscription: AnyCancellable?
  private var isDirty = false
  private var header = 0
  private var range = 0..<0
  private var rows: [Row] = []

  init(_ scenario: Scenario) throws(FloorError) {
    timeline = try Timeline(scenario)
    model = TimelineObject(items: timeline.items)
    subscription = model.objectWillChange.sink { [unowned self] in
      tally.notification()
      isDirty = true
    }
    evaluateTimeline(first: 0)
    tally = Tally()
  }

  func run(frame: Int) {
    let next = timeline.frames[frame]
    model.scrollOffset = next.first
    for id in next.likes { model.like(id) }
    if next.changesFont { model.fontSize += 1 }
    if isDirty {
      isDirty = false
      evaluateTimeline(first: next.first)
    }
  }

  private func evaluateTimeline(first: Int) {
    header = model.scrollOffset
    tally.evaluation(elements: 1)
    let fontSize = model.fontSize
    let next = timeline.rows(first)
    var kept: [Row] = []
    kept.reserveCapacity(next.count)
    for id in next {
      let item = model.items[id]
      // The body re-creates each row with a new closure, which `==` skips.
      let onLike = { [model] in model.like(id) }
      if range.contains(id) {
        let row = rows[id - range.lowerBound]
        tally.comparisons(1)
        if item != row.item || fontSize != row.fontSize {
          row.item = item
          row.fontSize = fontSize
          row.onLike = onLike
          evaluate(row)
        }
        kept.append(row)
      } else {
        let row = Row(item: item, fontSize: fontSize, onLike: onLike)
        evaluate(row)
        kept.append(row)
      }
    }
    rows = kept
    range = next
  }

  private func evaluate(_ row: Row) {
    row.output = RowOutput(
      title: row.item.title, fontSize: row.fontSize, likes: row.item.likes, isRead: row.item.isRead)
    tally.evaluation(elements: 3)
  }
}
