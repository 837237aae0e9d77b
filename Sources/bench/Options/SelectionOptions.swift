import ArgumentParser
import InvalidationBench

/// What to run: workloads, engines and parameters.
struct SelectionOptions: ParsableArguments {
  @Option(
    name: .customLong("workload"),
    help: "A workload to run (repeatable), or all. See 'bench list'.")
  var workloads: [String] = []

  @Option(
    name: .customLong("engine"),
    help:
      "An engine to run (repeatable), or all: whole-object, property-level, scoped, equatable. The oracle always runs."
  )
  var engines: [String] = []

  @Option(
    name: .customLong("param"),
    help: ArgumentHelp(
      "Set a workload parameter (repeatable), e.g. --param cards=10.", valueName: "name=value"))
  var parameters: [String] = []

  @Option(
    help: ArgumentHelp(
      "Run every value of one parameter, e.g. --sweep cards=10,100,1000.", valueName: "name=v1,v2,…"))
  var sweep: String?

  @Option(help: "Seed of every workload's frame trace (default 42).")
  var seed: Int?

  @Option(help: "Store flavour of the scoped engine: observable or combine.")
  var scopedObservation: String = "observable"

  /// The cases and engines chosen, or a `SelectionError`.
  func resolve() throws -> (cases: [BenchmarkCase], engines: [EngineKind], scoped: StoreFlavour) {
    let cases = try CaseSelection.cases(
      workloads: workloads, parameters: parameters, sweep: sweep, seed: seed)
    let engines = try CaseSelection.engines(self.engines)
    guard let scoped = StoreFlavour(rawValue: scopedObservation) else {
      throw CommandError("unknown --scoped-observation '\(scopedObservation)'; choose observable or combine")
    }
    return (cases, engines, scoped)
  }
}
