/// Turns the command line's choices into cases, checking every name and value.
public enum CaseSelection {
  /// The workloads named (`all` or none: every workload), in catalogue order.
  public static func workloads(_ names: [String]) throws -> [any Workload] {
    if names.isEmpty || names.contains("all") { return WorkloadCatalog.all }
    var chosen: [any Workload] = []
    for name in names {
      guard let workload = WorkloadCatalog.workload(named: name) else {
        throw SelectionError.unknownWorkload(name)
      }
      if !chosen.contains(where: { $0.name == name }) { chosen.append(workload) }
    }
    return chosen
  }

  /// The engines named (`all` or none: every strategy), in report order.
  public static func engines(_ names: [String]) throws -> [EngineKind] {
    if names.isEmpty || names.contains("all") { return EngineKind.strategies }
    var chosen: [EngineKind] = []
    for name in names {
      guard let kind = EngineKind(rawValue: name), kind != .oracle else {
        throw SelectionError.unknownEngine(name)
      }
      if !chosen.contains(kind) { chosen.append(kind) }
    }
    return EngineKind.strategies.filter(chosen.contains)
  }

  /// The cases for `workloads` with `parameters` (`name=value`) set, `seed` if given, and each
  /// value of `sweep` (`name=v1,v2,…`). A parameter or sweep applies to the chosen workloads
  /// that have it and must exist in at least one; with a sweep and no explicit workload, only
  /// the workloads that have the swept parameter run.
  public static func cases(
    workloads names: [String], parameters: [String], sweep: String?, seed: Int?
  ) throws -> [BenchmarkCase] {
    var workloads = try workloads(names)
    var settings: [(String, String)] = try parameters.map { try split($0, flag: "--param") }
    if let seed { settings.append(("seed", String(seed))) }
    var swept: (name: String, values: [String])?
    if let sweep {
      let (name, list) = try split(sweep, flag: "--sweep")
      let values = list.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimmingSpaces
      }
      guard !values.contains(where: \.isEmpty) else { throw SelectionError.malformed(sweep, flag: "--sweep") }
      guard !settings.contains(where: { $0.0 == name }) else {
        throw SelectionError.sweptAndSet(name)
      }
      swept = (name, values)
      if names.isEmpty || names.contains("all") {
        workloads = workloads.filter { $0.parameters.contains { $0.name == name } }
      }
    }
    for name in settings.map(\.0) + (swept.map { [$0.name] } ?? []) {
      guard workloads.contains(where: { $0.parameters.contains { $0.name == name } }) else {
        throw SelectionError.unknownParameter(name, workloads: workloads)
      }
    }
    var cases: [BenchmarkCase] = []
    for workload in workloads {
      var overrides: [String: Int] = [:]
      for (name, text) in settings {
        guard let parameter = workload.parameters.first(where: { $0.name == name }) else { continue }
        overrides[name] = try value(text, for: parameter, of: workload)
      }
      if let swept, let parameter = workload.parameters.first(where: { $0.name == swept.name }) {
        for text in swept.values {
          var values = overrides
          values[parameter.name] = try value(text, for: parameter, of: workload)
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

  private static func split(_ text: String, flag: String) throws -> (String, String) {
    guard let equals = text.firstIndex(of: "=") else { throw SelectionError.malformed(text, flag: flag) }
    let name = String(text[..<equals]).trimmingSpaces
    let value = String(text[text.index(after: equals)...]).trimmingSpaces
    guard !name.isEmpty, !value.isEmpty else { throw SelectionError.malformed(text, flag: flag) }
    return (name, value)
  }

  private static func value(
    _ text: String, for parameter: WorkloadParameter, of workload: any Workload
  ) throws -> Int {
    guard let value = Int(text.replacingUnderscores) else {
      throw SelectionError.notANumber(text, parameter: parameter.name, workload: workload.name)
    }
    guard parameter.range.contains(value) else {
      throw SelectionError.outOfRange(value, parameter: parameter, workload: workload.name)
    }
    return value
  }
}

/// A choice on the command line that cannot be run.
public enum SelectionError: Error, Equatable, CustomStringConvertible {
  case unknownWorkload(String)
  case unknownEngine(String)
  case unknownParameter(String, workloadNames: [String])
  case malformed(String, flag: String)
  case notANumber(String, parameter: String, workload: String)
  case outOfRange(Int, parameter: String, range: ClosedRange<Int>, workload: String)
  case sweptAndSet(String)

  static func unknownParameter(_ name: String, workloads: [any Workload]) -> SelectionError {
    .unknownParameter(name, workloadNames: workloads.map(\.name))
  }

  static func outOfRange(_ value: Int, parameter: WorkloadParameter, workload: String) -> SelectionError {
    .outOfRange(value, parameter: parameter.name, range: parameter.range, workload: workload)
  }

  public var description: String {
    switch self {
    case .unknownWorkload(let name):
      "unknown workload '\(name)'; choose one of \(WorkloadCatalog.all.map(\.name).joined(separator: ", ")), or all (see 'bench list')"
    case .unknownEngine(let name):
      "unknown engine '\(name)'; choose one of \(EngineKind.strategies.map(\.rawValue).joined(separator: ", ")), or all"
    case .unknownParameter(let name, let workloads):
      "no chosen workload (\(workloads.joined(separator: ", "))) has a parameter '\(name)'; 'bench list' shows each workload's parameters"
    case .malformed(let text, let flag):
      flag == "--sweep"
        ? "--sweep expects name=v1,v2,… but got '\(text)'; for example --sweep cards=10,100,1000"
        : "\(flag) expects name=value but got '\(text)'; for example \(flag) frames=100"
    case .notANumber(let text, let parameter, let workload):
      "parameter '\(parameter)' of \(workload) takes a whole number, not '\(text)'"
    case .outOfRange(let value, let parameter, let range, let workload):
      "parameter '\(parameter)' of \(workload) must be between \(range.lowerBound) and \(range.upperBound), not \(value)"
    case .sweptAndSet(let name):
      "'\(name)' is both swept and set with --param; drop one of them"
    }
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
