/// A place where a view's body reads one of the view's stored properties (its `@State`, an
/// input, a model, an environment value): what the import should keep.
struct SourceRead: Sendable, Hashable {
  /// The property, as the source names it.
  let name: String
  let place: SourcePlace
  /// The calls it is an argument of, the nearest first, two at most (`Text`, `.toolbar`):
  /// where to look when the import keeps no read there.
  var within: [String] = []
}
