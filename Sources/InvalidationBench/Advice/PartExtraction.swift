/// Moving parts of a view's body into a new child view (docs/advise.md): the parts that use
/// an `@State` with the state (it then lives in the child), or the parts that read a model
/// (the child then reads it). The child is shown where the first part was; the actions its
/// parts run move with them; it holds the `ObservableObject`s its parts read, as
/// `@ObservedObject`.
struct PartExtraction {
  /// The view whose parts move, and the positions of those parts in its body.
  let view: String
  let parts: [Int]
  /// The states that move with them.
  let state: [String]
  /// The new view's name.
  let child: String

  /// The parts of `view` that use `state` (its only uses), if they can move: they use no other
  /// property of the view than its models and environment values, and are not its whole body.
  static func forState(_ state: String, of view: ScreenDraft.View, in draft: ScreenDraft) -> PartExtraction? {
    let uses: Set<String> = [state, "$" + state]
    let parts = view.body.indices.filter { !uses.isDisjoint(with: names(of: view.body[$0], in: view)) }
    // The child shows its parts where the first was: parts apart would change the order.
    guard let first = parts.first, parts == Array(first...parts[parts.count - 1]),
      !view.givenByParent.contains(state)
    else { return nil }
    // Used elsewhere (a helper, a constant, an action no moved part runs), it cannot move.
    let moved = Set(parts.flatMap { view.body[$0].actions })
    let elsewhere =
      view.constants.values.map(\.namesUsed) + view.helperValues.values.flatMap { $0.map(\.namesUsed) }
      + view.actions.filter { !moved.contains($0.name) }.flatMap {
        $0.statements.flatMap(\.expressions)
      }.map(
        \.namesUsed)
    guard elsewhere.allSatisfy({ $0.isDisjoint(with: uses) }) else { return nil }
    return movable(parts, of: view, state: [state], in: draft, named: view.name + capitalized(state))
  }

  /// The part at `index` of `view`, which reads a model, if it can move.
  static func forRead(at index: Int, of view: ScreenDraft.View, in draft: ScreenDraft) -> PartExtraction? {
    let models = Set(view.models.keys).union(view.models.keys.map { "$" + $0 })
    guard !names(of: view.body[index], in: view).isDisjoint(with: models) else { return nil }
    return movable([index], of: view, state: [], in: draft, named: "\(view.name)Part\(index + 1)")
  }

  private static func movable(
    _ parts: [Int], of view: ScreenDraft.View, state: [String], in draft: ScreenDraft, named child: String
  ) -> PartExtraction? {
    guard parts.count < view.body.count, !draft.views.contains(where: { $0.name == child }) else {
      return nil
    }
    let allowed = Set(state + state.map { "$" + $0 } + view.models.keys + view.models.keys.map { "$" + $0 })
      .union(view.environmentReads.keys)
    let own = view.ownNames.union(view.ownNames.map { "$" + $0 }).subtracting(allowed)
    for index in parts where !names(of: view.body[index], in: view).isDisjoint(with: own) { return nil }
    // A control and its content (a picker's options) move together or not at all.
    for control in view.controlContent {
      let touching = view.body.indices.filter { !view.body[$0].places.isDisjoint(with: control) }
      guard touching.allSatisfy(parts.contains) || !touching.contains(where: parts.contains) else {
        return nil
      }
    }
    return PartExtraction(view: view.name, parts: parts, state: state, child: child)
  }

  /// The names a part uses, with those of the actions it runs.
  static func names(of part: ScreenDraft.Part, in view: ScreenDraft.View) -> Set<String> {
    var names = Set(part.expressions.flatMap(\.namesUsed))
    let actions = Set(part.actions)
    for action in view.actions where actions.contains(action.name) {
      for expression in action.statements.flatMap(\.expressions) {
        names.formUnion(expression.namesUsed)
      }
    }
    return names
  }

  /// Makes the move in `draft`.
  func apply(to draft: inout ScreenDraft) {
    guard let index = draft.views.firstIndex(where: { $0.name == view }) else { return }
    var parent = draft.views[index]
    let moved = parts.map { parent.body[$0] }
    let movedActions = Set(moved.flatMap(\.actions))
    var made = ScreenDraft.View(name: child, place: parent.place)
    made.state = parent.state.filter { state.contains($0.name) }
    made.actions = parent.actions.filter { movedActions.contains($0.name) }
    made.body = moved
    made.models = parent.models
    made.environmentReads = parent.environmentReads
    // It holds the models its parts read, as the parent did.
    let used = moved.reduce(into: Set<String>()) { $0.formUnion(Self.names(of: $1, in: parent)) }
    made.holds = parent.models.filter { used.contains($0.key) || used.contains("$" + $0.key) }.map(\.value)
      .filter { parent.holds.contains($0) || parent.owns.contains($0) }.sorted()
    parent.state.removeAll { state.contains($0.name) }
    parent.actions.removeAll { movedActions.contains($0.name) }
    let place = Self.place(of: moved[0]) ?? parent.place
    var body: [ScreenDraft.Part] = []
    for (position, part) in parent.body.enumerated() {
      if position == parts[0] {
        body.append(.child(name: child, arguments: [], id: nil, at: place))
      } else if !parts.contains(position) {
        body.append(part)
      }
    }
    parent.body = body
    draft.views[index] = parent
    draft.views.insert(made, at: index)
  }

  /// Where the first part moved is in the source (the view's declaration if it does not say).
  func place(in draft: ScreenDraft) -> SourcePlace {
    guard let view = draft.views.first(where: { $0.name == self.view }) else {
      return SourcePlace(file: "-", at: FilePosition(line: 1, column: 1))
    }
    return Self.place(of: view.body[parts[0]]) ?? view.place
  }

  /// Where a part is in the source, if it says.
  static func place(of part: ScreenDraft.Part) -> SourcePlace? {
    part.place
  }

  private static func capitalized(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}
