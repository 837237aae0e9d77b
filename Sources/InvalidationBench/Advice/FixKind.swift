/// The names of the kinds of fix `bench advise` tries on a screen as written (docs/advise.md),
/// each a small change at one place whose effect the engines measure exactly; what each is
/// and does is its `FixDefinition` (`FixCatalog`).
public enum FixKind: String, CaseIterable, Sendable, Codable {
  /// A part of a body that reads a model moved into a child view of its own, which reads it
  /// there: the part re-runs with the child, not with each re-run of the parent (each read
  /// site, and all of a view's).
  case extractRead = "extract-read"
  /// An `@State` moved, with the parts that use it, into a child view that owns it: its
  /// changes re-run only that child (each state, and all of a view's).
  case stateInChild = "state-in-child"
  /// A child given the value of a model's field reads the field itself: its parent no longer
  /// reads it, so no longer re-runs when it changes (each such argument).
  case readInChild = "read-in-child"
  /// A child that reads some fields of a model given those fields as values instead of the
  /// model: it re-runs when they change, not at every change of the model (each child holding
  /// a model).
  case passFields = "pass-fields"
  /// An `ObservableObject` split in two, the fields one interaction alone writes in a model of
  /// their own: views holding only the other half no longer re-run on its writes (each model).
  case splitModel = "split-model"
  /// One `ObservableObject` made `@Observable`: its views then re-run on the fields they read,
  /// not on every `objectWillChange` (R5 → R6).
  case migrateToObservable = "migrate-to-observable"
  /// `.equatable()` on a child whose inputs are all values: a parent that re-runs re-creates
  /// it, and the generated `==` keeps it from re-running when its inputs are equal (R4).
  case equatableChild = "equatable-child"
  /// A closure a parent gives a child, re-created at each of its re-runs and so never equal
  /// (R3), made one that captures nothing the parent re-creates: always equal.
  case stableClosure = "stable-closure"
  /// A field of an `ObservableObject` that no body reads loses its `@Published`: its writes
  /// then send no `objectWillChange`.
  case ignoreUnreadField = "ignore-unread-field"
  /// A part that reads a model and the view's own properties, which `extractRead` cannot
  /// move, wrapped in a scope (ScopeKit's `ScopeView`): it re-runs alone when the model
  /// changes, and still with the view (each such part).
  case scopeRead = "scope-read"

  /// The oldest OS versions the change needs, by platform (its `FixDefinition`'s).
  var needs: [Platform: Int] { FixCatalog.family(self).needs }

  /// Whether it keeps every model and every view's inputs (its `FixDefinition`'s).
  var keepsInterfaces: Bool { FixCatalog.family(self).keepsInterfaces }

  /// One line for `bench advise --help` and docs/advise.md.
  public var summary: String { FixCatalog.family(self).summary }
}
