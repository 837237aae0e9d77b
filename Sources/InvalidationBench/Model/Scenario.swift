/// A screen and the frames to run on it, checked against each other: every event writes a
/// field, state or list the screen has, with a value or mutation of the right type.
public struct Scenario: Sendable {
  public let screen: Screen
  public let frames: FrameSequence

  public init(screen: Screen, frames: [Frame]) throws(DeclarationError) {
    let lists = Self.lazyListIDs(screen)
    for (position, frame) in frames.enumerated() {
      for event in frame.events {
        try Self.check(event, frame: position + 1, screen: screen, lists: lists)
      }
    }
    self.screen = screen
    self.frames = FrameSequence(frames)
  }

  /// `frames`, each of whose events its maker has checked against `screen` with `check`.
  init(screen: Screen, checked frames: FrameSequence) {
    self.screen = screen
    self.frames = frames
  }

  /// Checks one event of frame `frame` against the screen.
  static func check(
    _ event: Event, frame: Int, screen: Screen, lists: Set<Int>
  ) throws(DeclarationError) {
    switch event {
    case .set(let field, let value):
      let store = try checked(field, frame: frame, screen: screen)
      let type = store.type(of: field.index)
      guard value.type == type else {
        throw .traceWrongType(
          frame: frame, field: store.fieldName(field.index), expected: type, given: value.type)
      }
      if case .list(let ids) = value { try checkIDs(ids, in: store, field: field, frame: frame) }
    case .mutate(let field, let mutation):
      let store = try checked(field, frame: frame, screen: screen)
      let type = store.type(of: field.index)
      guard mutation.appliesTo.contains(type) else {
        throw .traceMutationDoesNotApply(
          frame: frame, field: store.fieldName(field.index), mutation: mutation.description, type: type)
      }
      if case .append(let id) = mutation { try checkIDs([id], in: store, field: field, frame: frame) }
    case .scroll(let listID, _):
      guard lists.contains(listID) else { throw .traceUnknownList(frame: frame, listID: listID) }
    case .setState(let view, let state, let value):
      guard let decl = screen.view(named: view),
        let spec = decl.state.first(where: { $0.name == state })
      else { throw .traceUnknownState(frame: frame, view: view, state: state) }
      guard value.type == spec.initial.type else {
        throw .traceWrongType(
          frame: frame, field: "\(view).\(state)", expected: spec.initial.type, given: value.type)
      }
    case .perform(let action):
      guard screen.action(named: action) != nil else {
        throw .traceUnknownAction(frame: frame, action: action)
      }
    case .edit(let control, let value):
      guard let decl = screen.control(named: control) else {
        throw .traceUnknownControl(frame: frame, control: control)
      }
      if case .control(_, let type?) = decl.role, value.type != type {
        throw .traceWrongType(frame: frame, field: control, expected: type, given: value.type)
      }
    }
  }

  private static func checked(
    _ field: FieldRef, frame: Int, screen: Screen
  ) throws(DeclarationError) -> StoreSchema {
    guard field.store >= 0, field.store < screen.stores.count, field.index >= 0,
      field.index < screen.stores[field.store].fieldCount
    else { throw .traceUnknownField(frame: frame, store: field.store, index: field.index) }
    return screen.stores[field.store]
  }

  /// Ids put into a record collection's list must name its records.
  private static func checkIDs(
    _ ids: [Int], in store: StoreSchema, field: FieldRef, frame: Int
  ) throws(DeclarationError) {
    guard let collection = store.collection, collection.listField == field else { return }
    if let id = ids.first(where: { $0 < 0 || $0 >= collection.count }) {
      throw .traceRecordOutOfRange(
        frame: frame, field: collection.name, id: id, count: collection.count)
    }
  }

  /// The ids of every lazy list the screen declares.
  static func lazyListIDs(_ screen: Screen) -> Set<Int> {
    var ids = Set<Int>()
    var stack = screen.views.flatMap(\.body)
    while let part = stack.popLast() {
      switch part.kind {
      case .forEach(_, let container, _):
        if let window = container.window { ids.insert(window.listID) }
      case .conditional(_, let then, let otherwise):
        stack += then + otherwise
      case .environment(_, _, let content):
        stack += content
      default:
        break
      }
    }
    return ids
  }
}
