import Foundation

/// How `bench check` prints its comparison (docs/ci.md, "Output where CI shows it").
public enum CheckFormat: String, Sendable, CaseIterable {
  /// A table of what moved and a verdict, for a job summary or a pull-request comment.
  case markdown
  /// GitHub workflow commands: one `::error` per regressed view at its source line.
  case github
  /// A SARIF 2.1.0 log, for code scanning.
  case sarif
  /// A JUnit XML report: one test case per screen × engine.
  case junit
  /// `FILE:LINE: error: …` lines, for an Xcode Run Script build phase.
  case xcode

  /// `comparison` in this form, its paths as this form's reader needs them (`context`).
  public func render(
    _ comparison: BaselineComparison, timeTolerance: Double, countsOnly: Bool,
    context: CheckContext = CheckContext()
  ) throws -> String {
    switch self {
    case .markdown:
      comparison.markdown(
        timeTolerance: timeTolerance, countsOnly: countsOnly, display: context.display(for: .person),
        update: context.updateCommand)
    case .github: GitHubAnnotations(comparison, context: context).text
    case .sarif: try SARIFLog(comparison, context: context).json
    case .junit: JUnitReport(comparison, context: context).xml
    case .xcode: XcodeDiagnostics(comparison, context: context).text
    }
  }

  /// An error that ends a check (exit 1 or 5) as a GitHub workflow command, at `file`
  /// (relative to the repository's root) and `line` when it has them.
  public static func githubError(_ message: String, file: String? = nil, line: Int? = nil) -> String {
    GitHubAnnotations.error(message, file: file, line: line)
  }
}

/// Where a check's screens are declared (a config's entries) and where its setup is (the
/// baseline), for findings about a screen as a whole; files as the baseline keys them
/// (relative to `CheckPaths.base`).
public struct CheckPlaces: Sendable {
  public struct Place: Sendable {
    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
      self.file = file
      self.line = line
    }
  }

  public let screens: [String: Place]
  public let setup: Place

  public init(screens: [String: Place], setup: Place) {
    self.screens = screens
    self.setup = setup
  }
}

/// One finding of a check, wherever it is printed: a regressed view, a broken budget, or a
/// count of a case that rose.
struct CheckFinding {
  /// What the finding is about; each kind is a SARIF rule.
  enum Kind: String, CaseIterable {
    case viewRegression = "view-regression"
    case overBudget = "over-budget"
    case countRegression = "count-regression"

    var description: String {
      switch self {
      case .viewRegression: "A view re-evaluates more often than the baseline says."
      case .overBudget: "A view breaks a budget of the config file."
      case .countRegression: "A count of a screen on an engine rose over the baseline."
      }
    }

    /// What to do about a finding of this kind; `update` is the whole command that records a
    /// new baseline.
    func help(update: String) -> String {
      switch self {
      case .viewRegression:
        "The view's body now runs more often than the committed baseline records. The reasons that grew name what it reads now (field:NAME, store, parent-inputs:NAME): move that read back into the child view that shows it, or pass the child only the values it shows. If the change is intended, record a new baseline with '\(update)' and commit it (docs/ci.md, \"Per-view baselines\")."
      case .overBudget:
        "The view breaks a limit of the config's budgets: it evaluates more than the oracle needed, in vain, or more than the budget per interaction. Move what it reads that does not change what it shows out of its body, or raise the budget in the config (docs/ci.md, \"Budgets\")."
      case .countRegression:
        "A count of the screen as a whole rose (elements built, comparisons, notifications, stale frames or actions) with no view of it re-evaluating more. Look at what the screen's views build and pass down; if the change is intended, record a new baseline with '\(update)' and commit it (docs/ci.md, \"Per-view baselines\")."
      }
    }
  }

  let kind: Kind
  let workload: String
  let engine: String
  /// The view's `FILE` and `LINE`, when the finding is about a view from source.
  let place: (file: String, line: Int)?
  let title: String
  let message: String

  /// Every regression of `comparison`: per view first, then budgets, then case counts. The
  /// counts of a case that rose with a view of it are said in that view's finding, so that one
  /// moved read is one finding (docs/ci.md, "Output where CI shows it").
  static func all(in comparison: BaselineComparison, _ display: CheckPaths.Display = .keyed) -> [CheckFinding]
  {
    var found: [CheckFinding] = []
    for change in comparison.viewChanges where change.kind == .regression {
      found.append(
        CheckFinding(
          kind: .viewRegression, workload: change.workload, engine: change.engine,
          place: Self.place(change.source.map(display.source)),
          title: "\(change.view) re-evaluates more on \(change.engine)", message: change.sentence(display)))
    }
    for breach in comparison.breaches {
      found.append(
        CheckFinding(
          kind: .overBudget, workload: breach.workload, engine: breach.engine,
          place: Self.place(breach.source.map(display.source)),
          title: "\(breach.view) is over budget on \(breach.engine)", message: breach.sentence(display)))
    }
    var cases: [(workload: String, engine: String, counts: [String])] = []
    for change in comparison.changes where change.kind == .regression {
      let count = "\(change.metric) \(change.baseline) → \(change.now) (\(change.change))"
      if let index = cases.firstIndex(where: { $0.workload == change.workload && $0.engine == change.engine })
      {
        cases[index].counts.append(count)
      } else {
        cases.append((change.workload, change.engine, [count]))
      }
    }
    for (workload, engine, counts) in cases {
      if let view = found.firstIndex(where: {
        $0.kind == .viewRegression && $0.workload == workload && $0.engine == engine
      }) {
        let finding = found[view]
        found[view] = CheckFinding(
          kind: finding.kind, workload: workload, engine: engine, place: finding.place, title: finding.title,
          message: "\(finding.message); with it, the screen's \(counts.joined(separator: ", "))")
      } else {
        found.append(
          CheckFinding(
            kind: .countRegression, workload: workload, engine: engine, place: nil,
            title: "counts rose in \(workload) on \(engine)",
            message: "\(workload) on \(engine): \(counts.joined(separator: ", "))"))
      }
    }
    return found
  }

  /// Where the finding is shown: the view's line, else the config's entry of its screen, else
  /// the check's setup (code scanning takes no result without a location), as `display`
  /// shows it.
  func location(in places: CheckPlaces, _ display: CheckPaths.Display) -> CheckPlaces.Place {
    if let place { return CheckPlaces.Place(file: place.file, line: place.line) }
    let setup = places.screens[workload] ?? places.setup
    return CheckPlaces.Place(file: display.file(setup.file), line: setup.line)
  }

  static func place(_ source: String?) -> (file: String, line: Int)? {
    var view = ViewTypeCounters(name: "")
    view.source = source
    return view.place
  }
}
