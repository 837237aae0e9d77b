/// What `bench advise` found for one screen (docs/advise.md): the fixes that keep its output
/// right, ranked by the evaluations they save on `as-written`, those it rejected and why, and
/// what the best compatible ones save together. `--format json` writes it as is.
public struct Advice: Sendable, Encodable {
  /// A view whose evaluations during the frames a fix changes.
  public struct ViewChange: Sendable, Encodable, Equatable {
    public let view: String
    /// Where the view is declared, as `FILE:LINE`.
    public let source: String?
    public let before: Int
    public let after: Int
  }

  /// A fix that keeps the output right, with what it changes.
  public struct Suggestion: Sendable, Encodable {
    public let kind: FixKind
    public let subject: String
    public let place: String
    public let change: String
    public let sketch: String
    /// The screen's body evaluations during the frames, before and after.
    public let evalsBefore: Int
    public let evalsAfter: Int
    public let elementsBefore: Int
    public let elementsAfter: Int
    /// The views whose evaluations change.
    public let views: [ViewChange]
    /// The newer OS versions it needs than the app supports (`iOS 17 (the app supports iOS
    /// 16)`); such a fix ranks after those the app can take.
    public let needs: [String]
    /// The other places of the app the change reaches, as `FILE:LINE:COLUMN: code` (a
    /// migration's holders and injections).
    public let elsewhere: [String]
    /// The change as a unified diff of the files read (`git apply` takes it), or why there is
    /// none.
    public let patch: String?
    public let noPatch: String?
    /// The runs under what the source leaves open (a guard the import took as passing,
    /// failing): the fix keeps the output and saves under each (docs/advise.md, "Open values").
    public var openRuns: [OpenRun] = []

    /// Evaluations saved (negative: what it costs).
    public var saved: Int { evalsBefore - evalsAfter }
  }

  /// A run of the screen, as written and with a fix, with one guess of the import's gone the
  /// other way.
  public struct OpenRun: Sendable, Encodable {
    /// The guess, as `FILE:LINE:COLUMN` and what it becomes (`'guard !didAppear' failing`).
    public let place: String
    public let assumption: String
    public let evalsBefore: Int
    public let evalsAfter: Int
  }

  /// A fix that would break the screen, and how.
  public struct Rejection: Sendable, Encodable {
    public let kind: FixKind
    public let subject: String
    public let place: String
    public let why: String
  }

  /// A fix not tried because it touches a place the import did not read completely (the
  /// warnings in the way, at their `FILE:LINE:COLUMN`), or because the screen as written is
  /// stale (what the run found).
  public struct NotJudged: Sendable, Encodable {
    public let kind: FixKind
    public let subject: String
    public let place: String
    public let warnings: [String]
  }

  /// The best compatible fixes applied together.
  public struct Combination: Sendable, Encodable {
    /// The suggestions applied, by `kind subject`.
    public let fixes: [String]
    public let evalsAfter: Int
    public let elementsAfter: Int
  }

  public let screen: String
  public let root: String
  /// The app's deployment targets and where they were read, if known.
  public let targets: String?
  /// The app whose Swift files the fixes' claims were checked against, if found.
  public let app: String?
  public let frames: Int
  /// The screen as written: body evaluations and elements built during the frames on
  /// `as-written`, and its stale frames (a screen already stale is a bug to fix first).
  public let evals: Int
  public let elements: Int
  public let staleFrames: Int
  /// What the source shows of why the screen as written is stale: a field a stale view reads
  /// that notifies no view when written (docs/advise.md, "Not judged").
  public let staleCauses: [String]
  /// The fixes that save evaluations, the most first. For a screen read from Swift files,
  /// only those written as a patch proven to run as predicted (docs/advise.md, "Patches").
  public let suggestions: [Suggestion]
  /// Fixes that save evaluations but could not be written as a proven patch of the files read,
  /// each with why (`noPatch`): not offered, listed so the developer can judge them.
  public let withoutPatch: [Suggestion]
  /// Fixes that keep the output right and save nothing on this trace (some cost more: an
  /// extraction on an `ObservableObject` adds a holder), the least costly first.
  public let unhelpful: [Suggestion]
  public let rejected: [Rejection]
  public let notJudged: [NotJudged]
  public let combined: Combination?
  /// How many fixes were tried, and in how many seconds.
  public let tried: Int
  /// Fixes not tried: the views they touch did not re-run for the cause they remove.
  public let skipped: Int
  public let seconds: Double
  /// What the advisor cannot judge.
  public var limits = Self.cannotJudge

  static let cannotJudge = [
    "fixes that change what the model does not see (animations, layout, identity-based transitions) are judged on what it sees: the evaluations and the output",
    "counts are not time: a saved evaluation of a cheap body saves little; time the change with bench run",
    "a fix is judged on this trace; give one with --trace that drives what your users do",
  ]

  /// What the advisor cannot judge of the rest of the app: all of it when the app was not
  /// found, uses through other names when it was.
  static func cannotJudge(app: String?) -> String {
    app == nil
      ? "a fix is judged against the files given, not the rest of the app (not found above them; give --app): a view, binding or subscriber in a file not given is not seen"
      : "what the rest of the app does is matched by name, not by type: a use through another name (a type alias, a key path, a protocol) is not seen"
  }
}
