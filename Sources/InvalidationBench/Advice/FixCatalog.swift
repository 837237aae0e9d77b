/// The kinds of fix `bench advise` tries (docs/advise.md), each a `FixDefinition` in a file of
/// its own under `Fixes/`: the one list of them, in the order the advisor ranks equal savings.
/// Each is tried on the same trace; the ones that would break the screen are rejected there,
/// not here.
struct FixCatalog {
  static let families: [FixFamily] = [
    FixFamily(ExtractReadFix.self), FixFamily(StateInChildFix.self), FixFamily(ReadInChildFix.self),
    FixFamily(PassFieldsFix.self), FixFamily(SplitModelFix.self), FixFamily(MigrateToObservableFix.self),
    FixFamily(EquatableChildFix.self), FixFamily(StableClosureFix.self), FixFamily(IgnoreUnreadFieldFix.self),
    FixFamily(ScopeReadFix.self),
  ]

  /// The definition of `kind`.
  static func family(_ kind: FixKind) -> FixFamily {
    // Every kind has one (FixCatalogTests).
    families.first { $0.kind == kind }!
  }

  let context: FixContext

  init(draft: ScreenDraft, root: String, reRan: Set<String>? = nil) {
    context = FixContext(draft: draft, root: root, reRan: reRan)
  }

  /// The fixes worth trying on the screen: every kind's candidates.
  var fixes: [Fix] {
    Self.families.flatMap { $0.candidates(context) }
  }
}
