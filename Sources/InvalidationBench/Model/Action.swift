/// A named closure of a view — a `Button`'s action, an `onAppear`, `.task` or `onChange`
/// body — as the writes it makes. The trace runs one with `Event.perform`; lifecycle parts and
/// observers run theirs when they fire.
public struct ActionDecl: Sendable {
  public let name: String
  public let steps: [ActionStep]

  public init(_ name: String, _ steps: [ActionStep]) {
    self.name = name
    self.steps = steps
  }
}

/// One statement of an action. A target is a store field (`.field`), the view's `@State`
/// (`.state`) or a binding input (`.input`); values are computed when the action runs, from
/// the view's inputs, state and the stores, and such reads are never tracked (an action runs
/// outside any body).
public indirect enum ActionStep: Sendable {
  /// `target = value`, through the setter.
  case set(Expr, Expr)
  /// `target += 1`, `toggle()`, `append(…)`: an in-place change.
  case mutate(Expr, Mutation)
  /// `withAnimation { … }`: the writes inside are a transaction of their own, run right after
  /// the one in progress.
  case withAnimation([ActionStep])
  /// `DispatchQueue.main.async { … }`: the writes inside are a transaction of their own, run
  /// after every transaction already waiting.
  case async([ActionStep])
  /// `if condition { … } else { … }`: the condition computed when the action runs (a `Bool`),
  /// then the statements of the branch it takes.
  case when(Expr, then: [ActionStep], otherwise: [ActionStep])
}
