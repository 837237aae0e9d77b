/// A baseline that cannot judge this run (exit 5): it was made for other cases, or its views
/// belong to other files. Its description says what differs; the command adds how to record
/// a new one.
public enum BaselineMismatch: Error, Equatable, CustomStringConvertible {
  /// The baseline's cases (workload, parameters, engine) are not the run's: what differs.
  case otherCases([String])
  /// For these screens, the baseline names none of the views the run has.
  case noViewInCommon(screens: [String])

  public var description: String {
    switch self {
    case .otherCases(let differences):
      "it was made for other cases than this check runs (\(differences.joined(separator: "; ")))"
    case .noViewInCommon(let screens):
      "it names none of the views this check runs in \(screens.joined(separator: ", ")): its views belong to other files (recorded from another folder, or before the files were moved or renamed), so it would judge nothing"
    }
  }

  /// What differs between the cases of `baseline` and of `run`: workloads, engines, or the
  /// parameters of a workload both have.
  static func differences(_ baseline: [BaselineEntry], _ run: [BaselineEntry]) -> [String] {
    var found: [String] = []
    func compare(_ what: String, _ old: [String], _ new: [String]) {
      let onlyOld = old.filter { !new.contains($0) }
      let onlyNew = new.filter { !old.contains($0) }
      if !onlyOld.isEmpty { found.append("\(what) only in the baseline: \(onlyOld.joined(separator: ", "))") }
      if !onlyNew.isEmpty { found.append("\(what) only in this run: \(onlyNew.joined(separator: ", "))") }
    }
    compare("workloads", unique(baseline.map(\.workload)), unique(run.map(\.workload)))
    compare("engines", unique(baseline.map(\.engine)), unique(run.map(\.engine)))
    for workload in unique(run.map(\.workload)) {
      let old = unique(baseline.filter { $0.workload == workload }.map(\.parameters))
      let new = unique(run.filter { $0.workload == workload }.map(\.parameters))
      guard !old.isEmpty, Set(old) != Set(new) else { continue }
      found.append(
        "\(workload) ran with \(new.joined(separator: " and ")) here, and with \(old.joined(separator: " and ")) in the baseline"
      )
    }
    if found.isEmpty {
      found.append("the same workloads and engines, in other combinations")
    }
    return found
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
