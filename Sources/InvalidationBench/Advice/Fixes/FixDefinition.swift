/// One kind of fix `bench advise` tries (docs/advise.md; docs/architecture.md, "Adding a fix"),
/// in one file: what it is called and needs, where it applies in a screen (each candidate
/// with the change of the draft it makes, what it could save and what it takes for granted
/// about the app), and, for a kind written as a patch, the change of the source.
///
/// The contract:
/// - `candidates` lists only changes that keep the screen's output as the source would: the
///   advisor still runs each on the trace and rejects one that changes a frame, but a
///   candidate is the kind's claim that the refactoring is sound for the app.
/// - A candidate's `apply` changes a draft of the screen as the patch changes the source; the
///   advisor re-imports every patch it offers and checks the predicted counts (docs/advise.md,
///   "Patches"), so the two descriptions cannot drift apart unnoticed.
/// - `patch` reads only what `FixEdit` says and the app's uses (`AppUses`); it refuses, with the
///   place that stops it, whatever it cannot change safely.
protocol FixDefinition {
  static var kind: FixKind { get }
  /// One line for `bench advise --help` and docs/advise.md.
  static var summary: String { get }
  /// The oldest OS versions the change needs, by platform (none: what SwiftUI had from its
  /// start).
  static var needs: [Platform: Int] { get }
  /// Whether the change keeps every model and every view's inputs as they are: it moves or
  /// wraps parts of bodies, or compares a child's inputs. What a view kept as an element is
  /// given is then the same, so that view is in its footprint only where it changes it
  /// (docs/advise.md, "Footprint").
  static var keepsInterfaces: Bool { get }
  /// The fixes of this kind worth trying on the screen `context` holds.
  static func candidates(in context: FixContext) -> [Fix]
  /// The edits of the source that `edit`, one of this kind's, makes in `app`; `nil` for a kind
  /// not written as a patch.
  static func patch(_ edit: FixEdit, in app: AppUses) -> Result<[SourceEdit], FixPatch.Refusal>?
}

extension FixDefinition {
  static var needs: [Platform: Int] { [:] }

  static var keepsInterfaces: Bool { false }

  static func patch(_ edit: FixEdit, in app: AppUses) -> Result<[SourceEdit], FixPatch.Refusal>? { nil }
}

/// A kind of fix of the catalog (`FixCatalog`): a `FixDefinition`'s names and functions, as a
/// value.
struct FixFamily: Sendable {
  let kind: FixKind
  let summary: String
  let needs: [Platform: Int]
  let keepsInterfaces: Bool
  let candidates: @Sendable (FixContext) -> [Fix]
  let patch: @Sendable (FixEdit, AppUses) -> Result<[SourceEdit], FixPatch.Refusal>?

  init<Definition: FixDefinition>(_ definition: Definition.Type) {
    kind = Definition.kind
    summary = Definition.summary
    needs = Definition.needs
    keepsInterfaces = Definition.keepsInterfaces
    candidates = { Definition.candidates(in: $0) }
    patch = { Definition.patch($0, in: $1) }
  }
}
