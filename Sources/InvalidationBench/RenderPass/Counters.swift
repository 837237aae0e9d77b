/// Deterministic work counts of one engine over one run (docs/output-files.md "Output files").
public struct Counters: Hashable, Sendable, Codable {
  /// Evaluations during the first render.
  public var mountEvals = 0
  /// Evaluations during frames, rows that scroll into view included.
  public var bodyEvals = 0
  public var elementsBuilt = 0
  /// Child comparisons made when a parent re-created its children.
  public var comparisons = 0
  /// `objectWillChange` sends received by holders, observation changes fired.
  public var notifications = 0
  public var trackingInstalls = 0
  /// Evaluations that produced exactly their previous output.
  public var wastedEvals = 0
  /// Elements whose content changed; on the oracle, `min_elements`.
  public var changedElements = 0
  public var staleFrames = 0
  /// Actions run by lifecycle parts and observers (`onAppear`, `onDisappear`, `.task`,
  /// `onChange`, `onReceive`, `onFirstAppear`); actions the trace performs are not counted.
  public var actions = 0
  /// Frames whose actions differed from the oracle's (on the same store flavour).
  public var actionMismatches = 0
  /// Views checked because an environment value above them changed (R9): every view below
  /// the writer whose last evaluation read any environment key.
  public var environmentChecks = 0
  /// Row identifiers a `ForEach` computed when its parent re-created it: all of them in a
  /// `List` or an eager stack, the window's in a `LazyVStack`.
  public var identifiersGathered = 0
  /// Transactions run: one per frame, plus those the actions started (R12).
  public var transactions = 0

  public init() {}

  /// Evaluations whose output changed (mounts during frames included); on the oracle, `min_evals`.
  public var necessaryEvals: Int { bodyEvals - wastedEvals }
}

/// Counts of one view type on one engine.
public struct ViewTypeCounters: Hashable, Sendable, Codable {
  public let name: String
  /// Where the view is declared in the source an imported screen came from, as `FILE:LINE`.
  public var source: String?
  /// Evaluations during the frames (rows mounted as they scroll into view included).
  public var evals = 0
  /// Evaluations at the first render, apart.
  public var firstRenderEvals = 0
  public var elementsBuilt = 0
  public var wastedEvals = 0
  /// Actions its lifecycle parts and observers ran, first render included.
  public var actionsRun = 0
  /// Evaluations by reason.
  public var reasons: [ViewReason: Int] = [:]

  public init(name: String) {
    self.name = name
  }

  public init(from decoder: any Decoder) throws {
    // Results written before `source`, `firstRenderEvals` and `actionsRun` still read.
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    source = try container.decodeIfPresent(String.self, forKey: .source)
    evals = try container.decode(Int.self, forKey: .evals)
    firstRenderEvals = try container.decodeIfPresent(Int.self, forKey: .firstRenderEvals) ?? 0
    elementsBuilt = try container.decode(Int.self, forKey: .elementsBuilt)
    wastedEvals = try container.decode(Int.self, forKey: .wastedEvals)
    actionsRun = try container.decodeIfPresent(Int.self, forKey: .actionsRun) ?? 0
    reasons = try container.decode([ViewReason: Int].self, forKey: .reasons)
  }

  /// What a baseline keys the view by: its name and its file, not its line (lines move;
  /// names stay).
  public var key: String {
    guard let source, let colon = source.lastIndex(of: ":") else { return name }
    return "\(name) \(source[..<colon])"
  }

  /// The file and line of `source`, if it has them.
  public var place: (file: String, line: Int)? {
    guard let source, let colon = source.lastIndex(of: ":"),
      let line = Int(source[source.index(after: colon)...])
    else { return nil }
    return (String(source[..<colon]), line)
  }

  /// The name, with the source's `FILE:LINE` when known.
  public var labelled: String {
    source.map { "\(name) (\($0))" } ?? name
  }

  /// Adds another type's counts (scopes and observers share a name per host type).
  mutating func merge(_ other: ViewTypeCounters) {
    source = source ?? other.source
    evals += other.evals
    firstRenderEvals += other.firstRenderEvals
    actionsRun += other.actionsRun
    elementsBuilt += other.elementsBuilt
    wastedEvals += other.wastedEvals
    reasons.merge(other.reasons, uniquingKeysWith: +)
  }
}
