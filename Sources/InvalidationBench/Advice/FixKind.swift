/// The kinds of fix `bench advise` tries on a screen as written (docs/advise.md), each a small
/// change at one place whose effect the engines measure exactly.
public enum FixKind: String, CaseIterable, Sendable, Codable {
  /// One `ObservableObject` made `@Observable`: its views then re-run on the fields they read,
  /// not on every `objectWillChange` (R5 → R6).
  case migrateToObservable = "migrate-to-observable"
  /// `.equatable()` on a child whose inputs are all values: a parent that re-runs re-creates
  /// it, and the generated `==` keeps it from re-running when its inputs are equal (R4).
  case equatableChild = "equatable-child"
  /// A model field no body reads made unobserved (`@ObservationIgnored`, or no `@Published`):
  /// its writes then notify no one.
  case ignoreUnreadField = "ignore-unread-field"

  /// One line for `bench advise --help` and docs/advise.md.
  public var summary: String {
    switch self {
    case .migrateToObservable:
      "migrate one ObservableObject to @Observable (each model)"
    case .equatableChild:
      ".equatable() on a child whose inputs are values (each child)"
    case .ignoreUnreadField:
      "@ObservationIgnored, or no @Published, on a field no body reads (each field)"
    }
  }
}
