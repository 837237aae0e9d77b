/// Why a body was evaluated (docs/output-files.md "Output files", reasons).
public enum EvaluationReason: Hashable, Sendable {
  case mount
  /// `objectWillChange` of a held store.
  case store
  /// A tracked field changed.
  case field(FieldRef)
  /// The parent re-created the view with a different value for the input at this index.
  case parentInput(Int)
  /// The equatable engine: a value passed down for this field differed.
  case parentDrilled(FieldRef)
  /// The parent re-created the view with a new closure.
  case parentClosure
  case environment(Int)
  /// A `@State` the view owns changed, after something read it: the state at position `state` of
  /// declaration `view`. (Positions, not the location: a reason is copied at every dirty mark
  /// and evaluation, and carries no reference.)
  case state(view: Int32, state: Int32)
  /// A `@State` the view read through its `@Binding` changed.
  case binding(view: Int32, state: Int32)
  /// The oracle re-evaluates everything.
  case oracle

  /// The reason as the counts and reports give it, with what it names (`field:NAME`,
  /// `parent-inputs:NAME`, `environment:KEY`, `state:NAME`, `binding:NAME`).
  public func reason(view: ViewDecl, screen: Screen) -> ViewReason {
    switch self {
    case .mount: .mount
    case .store: .store
    case .field(let field): ViewReason(.field, screen.stores[field.store].fieldName(field.index))
    case .parentInput(let index):
      ViewReason(.parentInputs, index >= 0 && index < view.inputs.count ? view.inputs[index].name : nil)
    case .parentDrilled(let field):
      ViewReason(.parentInputs, screen.stores[field.store].fieldName(field.index))
    case .parentClosure: .parentClosure
    case .environment(let key): ViewReason(.environment, screen.environmentKeys[key].name)
    case .state(let owner, let state): ViewReason(.state, Self.stateName(owner, state, in: screen))
    case .binding(let owner, let state): ViewReason(.binding, Self.stateName(owner, state, in: screen))
    case .oracle: ViewReason(.oracle)
    }
  }

  private static func stateName(_ view: Int32, _ state: Int32, in screen: Screen) -> String {
    guard view >= 0, Int(view) < screen.views.count, state >= 0,
      Int(state) < screen.views[Int(view)].state.count
    else { return "?" }
    return screen.views[Int(view)].state[Int(state)].name
  }
}
