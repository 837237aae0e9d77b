import InvalidationBench
import Testing

@Suite struct CaseSelectionTests {
  @Test func sweepWithoutWorkloadsRunsTheWorkloadsThatHaveTheParameter() throws {
    let cases = try CaseSelection.cases(workloads: [], parameters: [], sweep: "cards=1,2", seed: 7)
    // ticker and typing have cards; each value once, the seed everywhere.
    #expect(cases.map(\.workload.name) == ["ticker", "ticker", "typing", "typing"])
    #expect(cases.map { $0.values["cards"] } == [1, 2, 1, 2])
    #expect(cases.allSatisfy { $0.values["seed"] == 7 && $0.sweptParameter == "cards" })
  }

  @Test func parameterAppliesToTheWorkloadsThatHaveIt() throws {
    let cases = try CaseSelection.cases(
      workloads: ["ticker", "observers"], parameters: ["cards=5", "frames=3"], sweep: nil, seed: nil)
    #expect(cases.map { $0.values.values["cards"] } == [5, nil])
    #expect(cases.map { $0.values["frames"] } == [3, 3])
  }

  @Test func enginesKeepReportOrderAndRefuseTheOracle() throws {
    #expect(try CaseSelection.engines(["equatable", "whole-object"]) == [.wholeObject, .equatable])
    #expect(throws: SelectionError.unknownEngine("oracle")) { try CaseSelection.engines(["oracle"]) }
  }
}
