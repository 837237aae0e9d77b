import Testing

@testable import InvalidationBench

/// A screen is declared once per set of the parameter values it depends on, whatever reads it
/// and whatever runs it (docs/architecture.md, "Stages"): counted by `DraftDeclarer.tally`.
@Suite struct DeclarationOnceTests {
  static let examples = ImportRoundTripTests.root.appendingPathComponent("examples")

  /// The declarations `body` makes.
  static func declarations(_ body: () throws -> Void) throws -> Int {
    let tally = DraftDeclarer.DeclarationTally()
    try DraftDeclarer.$tally.withValue(tally) { try body() }
    return tally.screens
  }

  // `bench run --screen`: the file is loaded (declared at its defaults to check it), then run
  // at the same values by every engine and the oracle.
  @Test func aScreenFileRunIsDeclaredOnce() throws {
    let count = try Self.declarations {
      let file = try ScreenFile(contentsOf: Self.examples.appendingPathComponent("dashboard.yaml").path)
      _ = try BenchmarkRunner(options: ConstructExampleTests.asWrittenOnce).run(
        [BenchmarkCase(workload: file, values: file.values())])
    }
    #expect(count == 1)
  }

  // A parameter the screen depends on gives a screen of its own for each value:
  // catalog-subviews.yaml sized by `products` at 10 and 20 is two screens; `frames` changes only
  // the trace, so 10 and 20 frames at one size are one.
  @Test func eachSizeIsAScreenOfItsOwn() throws {
    let file = try ScreenFile(contentsOf: Self.examples.appendingPathComponent("catalog-subviews.yaml").path)
    let products = try #require(file.parameters.first { $0.name == "products" })
    let frames = try #require(file.parameters.first { $0.name == "frames" })
    let count = try Self.declarations {
      for (size, length) in [(10, 10), (10, 20), (20, 10)] {
        _ = try file.scenario(file.values([products: size, frames: length]))
      }
    }
    #expect(count == 2)
  }

  // `bench run --swiftui … --trace FILE`: the import declares the screen, and the trace file
  // is checked against that declaration, not a second one.
  @Test func anImportWithATraceFileIsDeclaredOnce() throws {
    let count = try Self.declarations {
      let swift = Self.examples.appendingPathComponent("swiftui/Dashboard.swift").path
      let trace = Self.examples.appendingPathComponent("swiftui/traces/dashboard.yaml").path
      let workload = try ImportedScreen.workload(swiftFiles: [swift], tracePath: trace).workload
      _ = try BenchmarkRunner(options: ConstructExampleTests.asWrittenOnce).run(
        [BenchmarkCase(workload: workload, values: workload.values())])
    }
    #expect(count == 1)
  }

  // `bench advise FILE.yaml`: the file is read by the one reader and declared once; the
  // advisor's run of the screen as written uses that declaration.
  @Test func anAdvisedScreenFileIsDeclaredOnceAsWritten() throws {
    let count = try Self.declarations {
      let path = Self.examples.appendingPathComponent("dashboard.yaml").path
      let workload = try ImportedScreen.workload(screenFile: path).workload
      _ = try BenchmarkRunner(options: ConstructExampleTests.asWrittenOnce).run(
        [BenchmarkCase(workload: workload, values: workload.values())])
    }
    #expect(count == 1)
  }
}
