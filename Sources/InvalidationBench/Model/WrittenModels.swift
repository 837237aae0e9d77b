/// The kinds of model object the source of an imported screen uses, which the `as-written`
/// engine runs on.
public enum WrittenModels: Sendable, Equatable {
  /// Every model of one kind; a screen with no model (`@State` only) runs as `@Observable`.
  case uniform(StoreFlavour)
  /// Models of both kinds (a screen mid-migration): each runs as its own kind
  /// (`StoreSchema.writtenKind`).
  case mixed

  /// The models of a source whose stores are of `kinds`, in order.
  init(kinds: [StoreFlavour]) {
    let distinct = Set(kinds)
    self = distinct.count > 1 ? .mixed : .uniform(distinct.first ?? .observable)
  }
}
