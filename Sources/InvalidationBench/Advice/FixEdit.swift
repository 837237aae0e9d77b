/// What a fix changes in the source, for the kinds written as a patch (`FixPatch`; docs/advise.md,
/// "Patches"): the names the patch needs, as the source writes them.
enum FixEdit: Sendable, Equatable {
  /// `@Published` dropped from `model.field`.
  case unpublish(model: String, field: String)
  /// `model` made `@Observable`, with its holders and injections.
  case migrate(model: String)
  /// `view` given `fields` of `model` as values instead of its property `property`.
  case passFields(view: String, property: String, model: String, fields: [String])
  /// Parts of `view`'s body moved into new child views, each with the states it owns after.
  case extract(view: String, moves: [PartMove])

  /// Parts of a body that become the body of a new child view `child`.
  struct PartMove: Sendable, Equatable {
    let child: String
    /// Where each moved part is (its first expression, or the child it shows).
    let places: [SourcePlace]
    /// The `@State`s that move with them.
    let state: [String]
    /// The view's properties that hold a model (the child is given them, or reads them from
    /// the environment as the view does).
    let models: [String]
  }
}
