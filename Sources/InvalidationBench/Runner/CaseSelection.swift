/// Turns the command line's choices into cases, checking every name and value.
public enum CaseSelection {
  /// The workloads named (`all` or none: every workload), in catalogue order. Every name is
  /// checked, `all` or not.
  public static func workloads(_ names: [String]) throws(SelectionError) -> [any Workload] {
    try workloads(names, screens: [])
  }

  /// The workloads named, then the screens read from files. With screens and no names, only
  /// the screens run; names must be unique among all of them.
  public static func workloads(
    _ names: [String], screens: [any Workload]
  ) throws(SelectionError) -> [any Workload] {
    for name in names where name != "all" && WorkloadCatalog.workload(named: name) == nil {
      throw .unknownWorkload(name)
    }
    var chosen: [any Workload]
    if names.contains("all") || (names.isEmpty && screens.isEmpty) {
      chosen = WorkloadCatalog.all
    } else {
      chosen = WorkloadCatalog.all.filter { names.contains($0.name) }
    }
    chosen += screens
    var seen: Set<String> = []
    if let repeated = chosen.first(where: { !seen.insert($0.name).inserted }) {
      throw .sameWorkloadName(repeated.name)
    }
    return chosen
  }

  /// The engines named (`all` or none: every one), in report order: `as-written` first, then
  /// the strategies. The oracle is not a choice: it always runs. `as-written` runs only on
  /// imported screens, so naming it when no chosen workload is one is refused.
  public static func engines(
    _ names: [String], workloads: [any Workload] = []
  ) throws(SelectionError) -> [EngineKind] {
    for name in names where name != "all" {
      guard let kind = EngineKind(rawValue: name) else { throw .unknownEngine(name) }
      if kind == .oracle { throw .oracleIsNotAChoice }
    }
    let choices = [EngineKind.asWritten] + EngineKind.strategies
    if names.isEmpty || names.contains("all") { return choices }
    if names.contains(EngineKind.asWritten.rawValue),
      !workloads.contains(where: \.runsAsWritten)
    {
      throw .nothingAsWritten
    }
    return choices.filter { names.contains($0.rawValue) }
  }

  /// The cases for `workloads` with `parameters` (`name=value`) set, `seed` if given, and each
  /// value of the sweep (`name=v1,v2,…`; at most one). A parameter or sweep applies to the
  /// chosen workloads that have it and must exist in at least one; with a sweep and no explicit
  /// workload, only the workloads that have the swept parameter run.
  public static func cases(
    workloads names: [String], screens: [any Workload] = [], parameters: [String],
    sweeps: [String] = [], seed: Int?
  ) throws(SelectionError) -> [BenchmarkCase] {
    var workloads = try workloads(names, screens: screens)
    var settings: [(name: String, text: String, flag: String)] = []
    for text in parameters {
      let (name, value) = try split(text, flag: "--param")
      guard !settings.contains(where: { $0.name == name }) else { throw .repeatedParameter(name) }
      settings.append((name, value, "--param"))
    }
    if let seed {
      guard !settings.contains(where: { $0.name == WorkloadParameter.seed.name }) else {
        throw .seedTwice
      }
      settings.append((WorkloadParameter.seed.name, String(seed), "--seed"))
    }
    guard sweeps.count <= 1 else { throw .severalSweeps }
    var swept: (name: String, values: [String])?
    if let sweep = sweeps.first {
      let (name, list) = try split(sweep, flag: "--sweep")
      let values = list.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimmingSpaces
      }
      guard !values.contains(where: \.isEmpty) else { throw .malformed(sweep, flag: "--sweep") }
      guard values.count <= InputLimits.sweepValues else { throw .tooManySweepValues(values.count) }
      if let setting = settings.first(where: { $0.name == name }) {
        throw .sweptAndSet(name, flag: setting.flag)
      }
      swept = (name, values)
      let having = workloads.filter { $0.parameter(named: name) != nil }
      guard !having.isEmpty else {
        throw .unknownParameter(name, workloadNames: workloads.map(\.name))
      }
      if (names.isEmpty && screens.isEmpty) || names.contains("all") { workloads = having }
    }
    for (name, _, flag) in settings {
      guard workloads.contains(where: { $0.parameter(named: name) != nil }) else {
        throw flag == "--seed"
          ? .noSeed(workloadNames: workloads.map(\.name))
          : .unknownParameter(name, workloadNames: workloads.map(\.name))
      }
    }
    var cases: [BenchmarkCase] = []
    for workload in workloads {
      var overrides: [WorkloadParameter: Int] = [:]
      for (name, text, _) in settings {
        guard let parameter = workload.parameter(named: name) else { continue }
        overrides[parameter] = try value(text, for: parameter, of: workload)
      }
      if let swept, let parameter = workload.parameter(named: swept.name) {
        for text in swept.values {
          var values = overrides
          values[parameter] = try value(text, for: parameter, of: workload)
          cases.append(
            BenchmarkCase(workload: workload, values: workload.values(values), sweptParameter: parameter.name)
          )
        }
      } else {
        cases.append(BenchmarkCase(workload: workload, values: workload.values(overrides)))
      }
    }
    return cases
  }

  private static func split(_ text: String, flag: String) throws(SelectionError) -> (String, String) {
    guard let equals = text.firstIndex(of: "=") else { throw .malformed(text, flag: flag) }
    let name = String(text[..<equals]).trimmingSpaces
    let value = String(text[text.index(after: equals)...]).trimmingSpaces
    guard !name.isEmpty, !value.isEmpty else { throw .malformed(text, flag: flag) }
    return (name, value)
  }

  private static func value(
    _ text: String, for parameter: WorkloadParameter, of workload: any Workload
  ) throws(SelectionError) -> Int {
    guard let value = Int(text.replacingUnderscores) else {
      throw .notANumber(text, parameter: parameter.name, workload: workload.name)
    }
    guard parameter.range.contains(value) else {
      throw .outOfRange(
        value, parameter: parameter.name, range: parameter.range, workload: workload.name)
    }
    return value
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }

  fileprivate var replacingUnderscores: String {
    String(filter { $0 != "_" })
  }
}
