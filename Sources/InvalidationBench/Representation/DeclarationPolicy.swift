/// What declaring a draft does with what the screen cannot say as written
/// (`DraftDeclarer`, `BodyDeclarer`).
enum DeclarationPolicy: Sendable {
  /// An import: it is replaced by something simpler (a constant, an opaque element, a part
  /// left out), in the draft too, with a warning at its place.
  case decide
  /// A screen file: it is refused, with the error at its place.
  case refuse
}
