/// A choice on the command line that cannot be run.
public enum SelectionError: Error, Equatable, CustomStringConvertible {
  case unknownWorkload(String)
  case unknownEngine(String)
  case oracleIsNotAChoice
  case unknownParameter(String, workloadNames: [String])
  case noSeed(workloadNames: [String])
  case repeatedParameter(String)
  case seedTwice
  case severalSweeps
  case tooManySweepValues(Int)
  case malformed(String, flag: String)
  case notANumber(String, parameter: String, workload: String)
  case outOfRange(Int, parameter: String, range: ClosedRange<Int>, workload: String)
  case sweptAndSet(String, flag: String)
  /// Two chosen workloads (built in or from --screen) share a name.
  case sameWorkloadName(String)
  /// `--engine as-written` with no imported screen among the chosen workloads.
  case nothingAsWritten
  /// `--root` names no view of the imported files: the candidates (views no other view shows)
  /// and every view.
  case unknownRoot(String, candidates: [String], views: [String])

  public var description: String {
    switch self {
    case .unknownWorkload(let name):
      "unknown workload '\(name)'; choose one of \(WorkloadCatalog.all.map(\.name).joined(separator: ", ")), or all (see 'bench list')"
    case .sameWorkloadName(let name):
      "two chosen workloads are named '\(name)'; rename the workload: of one screen file, or choose only one of them"
    case .unknownEngine(let name):
      "unknown engine '\(name)'; choose one of \(EngineKind.asWritten.rawValue), \(Self.strategies), or all"
    case .nothingAsWritten:
      "--engine as-written runs only on screens imported from SwiftUI source whose models are all of one kind (ObservableObject or @Observable); add --swiftui FILE.swift or a screen file with source:, or choose one of \(Self.strategies)"
    case .unknownRoot(let name, let candidates, let views):
      "no view of these files is named '\(name)'\(NameSuggestion.hint(for: name, in: views)); choose one of the views no other view shows (\(candidates.listed())), or any other view of the files for its subtree"
    case .oracleIsNotAChoice:
      "the oracle always runs, so it is not an --engine choice; choose one of \(Self.strategies), or all"
    case .unknownParameter(let name, let workloads):
      "no chosen workload (\(workloads.joined(separator: ", "))) has a parameter '\(name)'; 'bench list' shows each workload's parameters"
    case .noSeed(let workloads):
      "no chosen workload (\(workloads.joined(separator: ", "))) makes random choices, so --seed changes nothing; drop it or choose one of \(WorkloadCatalog.all.filter { $0.parameter(named: "seed") != nil }.map(\.name).joined(separator: ", "))"
    case .repeatedParameter(let name):
      "--param sets '\(name)' more than once; set each parameter once"
    case .seedTwice:
      "the seed is set both by --seed and by --param seed=…; use one of them"
    case .tooManySweepValues(let count):
      "--sweep gives \(count.grouped) values, more than the \(InputLimits.sweepValues.grouped) one run may take; sweep fewer values or split the run"
    case .severalSweeps:
      "--sweep is given more than once; a run sweeps one parameter, so run the other sweep separately"
    case .malformed(let text, let flag):
      flag == "--sweep"
        ? "--sweep expects name=v1,v2,… but got '\(text)'; for example --sweep cards=10,100,1000"
        : "\(flag) expects name=value but got '\(text)'; for example \(flag) frames=100"
    case .notANumber(let text, let parameter, let workload):
      "parameter '\(parameter)' of \(workload) takes a whole number, not '\(text)'"
    case .outOfRange(let value, let parameter, let range, let workload):
      "parameter '\(parameter)' of \(workload) must be between \(range.lowerBound) and \(range.upperBound), not \(value)"
    case .sweptAndSet(let name, let flag):
      "'\(name)' is both swept and set with \(flag); drop one of them"
    }
  }

  private static var strategies: String {
    EngineKind.strategies.map(\.rawValue).joined(separator: ", ")
  }
}
