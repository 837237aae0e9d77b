/// A part of a body that reads a model and the view's own properties, wrapped in a scope
/// (ScopeKit's `ScopeView`) where `extract-read` cannot move it (docs/advise.md): a child that
/// holds the part in a content closure, never equal (R3), so it re-runs with its parent as the
/// part did, and alone when the model changes. It is declared as a child given the properties
/// the part uses, as the closure would capture them, and a closure.
struct ScopeWrap {
  let view: String
  let index: Int
  let child: String
  /// The view's properties the part uses, passed to the scope, with their kinds there.
  let passed: [(name: String, kind: ScreenDraft.InputKind)]

  /// The wrap of the part at `index` of `view`, if the part reads an `@Observable` model and
  /// properties of the view a closure can capture (state, constants, inputs that are not
  /// closures), and runs no action (which would write the view's state from elsewhere). A
  /// part that reads an `ObservableObject` is left: a view that holds it re-runs on its every
  /// change (R5), the scope with it, and a scope does not observe it; nothing is saved.
  static func forRead(at index: Int, of view: ScreenDraft.View, in draft: ScreenDraft) -> ScopeWrap? {
    let part = view.body[index]
    let names = PartExtraction.names(of: part, in: view)
    let models = Set(view.models.keys)
    let objects = Set(draft.stores.filter(\.isObservableObject).map(\.key))
    guard view.body.count > 1, part.actions.isEmpty, !names.isDisjoint(with: models),
      !names.intersection(models).contains(where: { view.models[$0].map(objects.contains) ?? false })
    else { return nil }
    var passed: [(name: String, kind: ScreenDraft.InputKind)] = []
    for name in view.ownNames.subtracting(models).subtracting(view.environmentReads.keys).sorted() {
      if names.contains("$" + name) { return nil }
      guard names.contains(name) else { continue }
      if let input = view.inputs.first(where: { $0.name == name }) {
        switch input.kind {
        case .closure: return nil
        case .record: passed.append((name, input.kind))
        case .value, .binding: passed.append((name, .value))
        }
      } else if view.state.contains(where: { $0.name == name }) || view.constants[name] != nil {
        passed.append((name, .value))
      } else {
        return nil
      }
    }
    let child = "\(view.name)Scope\(index + 1)"
    // With nothing of its own, the part moves whole (`extract-read`).
    guard !passed.isEmpty, !draft.views.contains(where: { $0.name == child }) else { return nil }
    return ScopeWrap(view: view.name, index: index, child: child, passed: passed)
  }

  /// The names of the models the part reads.
  func models(in draft: ScreenDraft) -> [String] {
    guard let parent = draft.views.first(where: { $0.name == view }) else { return [] }
    let used = PartExtraction.names(of: parent.body[index], in: parent)
    return parent.models.keys.filter { used.contains($0) }.sorted()
  }

  /// Makes the wrap in `draft`, if the part is still there.
  func apply(to draft: inout ScreenDraft) {
    guard let position = draft.views.firstIndex(where: { $0.name == view }),
      index < draft.views[position].body.count
    else { return }
    var parent = draft.views[position]
    let part = parent.body[index]
    var made = ScreenDraft.View(name: child, place: parent.place)
    // The closure's input, named apart from the properties passed beside it.
    var content = "content"
    while passed.contains(where: { $0.name == content }) { content += "_" }
    made.inputs = passed.map { ($0.name, $0.kind) } + [(content, .closure)]
    made.body = [part]
    made.models = parent.models
    made.environmentReads = parent.environmentReads
    let place = PartExtraction.place(of: part) ?? parent.place
    let arguments = passed.map { ($0.name, SourceExpression($0.name, at: place)) }
    parent.body[index] = .child(
      name: child, arguments: arguments + [(content, SourceExpression("{ \(content)() }", at: place))],
      id: nil,
      at: place)
    draft.views[position] = parent
    draft.views.insert(made, at: position)
  }
}
