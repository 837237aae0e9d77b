import InvalidationBench
import Testing

@Suite struct CaseSelectionTests {
  @Test func sweepWithoutWorkloadsRunsTheWorkloadsThatHaveTheParameter() throws {
    let cases = try CaseSelection.cases(workloads: [], parameters: [], sweeps: ["cards=1,2"], seed: 7)
    // ticker and typing have cards; each value once; the seed goes to typing, which has one.
    #expect(cases.map(\.workload.name) == ["ticker", "ticker", "typing", "typing"])
    #expect(cases.map { $0.values.values["cards"] } == [1, 2, 1, 2])
    #expect(cases.map { $0.values.values["seed"] } == [nil, nil, 7, 7])
    #expect(cases.allSatisfy { $0.sweptParameter == "cards" })
  }

  @Test func parameterAppliesToTheWorkloadsThatHaveIt() throws {
    let cases = try CaseSelection.cases(
      workloads: ["ticker", "observers"], parameters: ["cards=5", "frames=3"], seed: nil)
    #expect(cases.map { $0.values.values["cards"] } == [5, nil])
    #expect(cases.map { $0.values.values["frames"] } == [3, 3])
  }

  @Test func enginesKeepReportOrderAndRefuseTheOracleWithAReason() throws {
    #expect(try CaseSelection.engines(["equatable", "whole-object"]) == [.wholeObject, .equatable])
    #expect(throws: SelectionError.oracleIsNotAChoice) { try CaseSelection.engines(["oracle"]) }
  }

  @Test func everyWorkloadNameIsCheckedEvenBesideAll() {
    #expect(throws: SelectionError.unknownWorkload("nope")) {
      try CaseSelection.workloads(["all", "nope"])
    }
  }

  @Test func surprisesAreRefused() {
    #expect(throws: SelectionError.repeatedParameter("cards")) {
      try CaseSelection.cases(workloads: ["ticker"], parameters: ["cards=1", "cards=2"], seed: nil)
    }
    #expect(throws: SelectionError.severalSweeps) {
      try CaseSelection.cases(workloads: [], parameters: [], sweeps: ["cards=1,2", "frames=1,2"], seed: nil)
    }
    #expect(throws: SelectionError.sweptAndSet("seed", flag: "--seed")) {
      try CaseSelection.cases(workloads: ["typing"], parameters: [], sweeps: ["seed=1,2"], seed: 3)
    }
    #expect(throws: SelectionError.noSeed(workloadNames: ["ticker"])) {
      try CaseSelection.cases(workloads: ["ticker"], parameters: [], seed: 3)
    }
  }
}
