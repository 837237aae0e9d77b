/// One candidate change of an imported screen at one place, with the screen after it.
public struct Fix: Sendable {
  public let kind: FixKind
  /// What it changes: the model, view or field, as the source names it.
  public let subject: String
  /// Where, as `FILE:LINE`.
  public let place: String
  /// What it could save, by the run of the screen as written.
  let prospect: FixProspect
  /// What to change, in one sentence.
  public let change: String
  /// A short Swift sketch of the change.
  public let sketch: String
  /// One fix among the catalog's: its kind and subject.
  var id: String { "\(kind.rawValue) \(subject)" }

  /// The declarations it changes or relies on, by name: its subject's (a view, or a model by
  /// its class) and the views whose re-runs it is about.
  var touches: [String] {
    [String(subject.prefix { $0 != "." })] + prospect.views
  }

  /// What it takes for granted about the code it does not change, checked against the whole
  /// app when `bench advise` finds it (`AppUses`).
  var claims: [AppClaim] = []
  /// What it changes in the source, for a kind written as a patch.
  var edit: FixEdit? = nil
  /// The guesses of the import in its footprint that the import also read the other way
  /// (`ScreenDraft.OpenBranch`): it is run under each (docs/advise.md, "Open values").
  var openBranches: [SourcePlace] = []

  /// Makes the change in a draft of the screen (fixes of different subjects combine).
  let apply: @Sendable (inout ScreenDraft) -> Void
}
