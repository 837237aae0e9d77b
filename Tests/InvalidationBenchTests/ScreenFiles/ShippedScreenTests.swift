import Foundation
import InvalidationBench
import Testing

/// The six workloads, now screen files, give the counts the Swift-written workloads gave before
/// (a fixture taken from the reference run at the defaults and the baseline at the ci sizes,
/// both committed before the change).
@Suite struct ShippedScreenTests {
  struct Fixture: Decodable {
    struct Case: Decodable {
      let workload: String
      let parameters: [String: Int]
      let engines: [String: [String: Int]]
    }
    let cases: [Case]
  }

  static let fixture: Fixture? = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/counts-before-screen-files.json")
    return (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Fixture.self, from: $0) }
  }()

  // The binary carries the files compiled in (Package.swift's embedInCode): each file of the
  // folder, once, in the order of the names, as the folder's own copy says.
  @Test func everyFileOfTheFolderIsCompiledIn() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Sources/InvalidationBench/Screens")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".yaml")
    }.sorted()
    #expect(WorkloadCatalog.all.map(\.source) == files.map { "Sources/InvalidationBench/Screens/\($0)" })
  }

  @Test func everyShippedFileLoads() {
    #expect(WorkloadCatalog.problem == nil)
    #expect(
      WorkloadCatalog.all.map(\.name) == [
        "ticker", "typing", "list-scrolling", "catalog", "environment", "observers",
      ])
  }

  @Test(arguments: 0..<12)
  func countsAsBefore(_ index: Int) throws {
    let fixture = try #require(Self.fixture)
    #expect(fixture.cases.count == 12)
    guard index < fixture.cases.count else { return }
    let expected = fixture.cases[index]
    let workload = try shipped(expected.workload)
    let values = ParameterValues(expected.parameters)
    #expect(Set(workload.parameters.map(\.name)) == Set(expected.parameters.keys))
    let run = try CountRun.run(try workload.scenario(values), engines: EngineKind.strategies)
    for (engine, counts) in expected.engines {
      let kind = try #require(EngineKind(rawValue: engine))
      let counters = try #require(kind == .oracle ? run.oracle.counters : run.counts(kind)?.counters)
      let actual = try JSONDecoder().decode(
        [String: Int].self, from: JSONEncoder().encode(counters))
      for (name, value) in counts {
        #expect(actual[name] == value, "\(expected.workload) \(expected.parameters) \(engine) \(name)")
      }
    }
  }
}
