import ArgumentParser
import InvalidationBench

/// `bench list`: workloads with their parameters, and engines.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the workloads with their parameters, and the engines.")

  func run() {
    print(Self.text(), terminator: "")
  }

  static func text() -> String {
    var out = "Workloads (set parameters with --param name=value, sweep with --sweep name=v1,v2):\n"
    for workload in WorkloadCatalog.all {
      out += "\n  \(workload.name): \(workload.summary) (\(workload.source))\n"
      let width = workload.parameters.map(\.name.count).max() ?? 0
      for parameter in workload.parameters {
        let name = parameter.name + String(repeating: " ", count: width - parameter.name.count)
        out +=
          "    \(name)  default \(parameter.defaultValue)  (\(parameter.range.lowerBound)…\(parameter.range.upperBound))  \(parameter.summary)\n"
      }
    }
    out += "\nEngines (--engine NAME):\n"
    let width = EngineKind.allCases.map(\.rawValue.count).max() ?? 0
    for engine in EngineKind.allCases {
      let name = engine.rawValue + String(repeating: " ", count: width - engine.rawValue.count)
      out += "  \(name)  \(engine.summary)\(engine == .oracle ? " (always runs)" : "")\n"
    }
    return out
  }
}
