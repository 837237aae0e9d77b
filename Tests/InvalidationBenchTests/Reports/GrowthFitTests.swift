import InvalidationBench
import Testing

@Suite struct GrowthFitTests {
  @Test func describesSlopesAsPowers() {
    #expect(GrowthFit.describe(1.0) == "grows ~n^1.0")
    #expect(GrowthFit.describe(0.02) == "flat (~n^0)")
    #expect(GrowthFit.describe(nil) == "—")
  }

  @Test func sweepOfTickerCardsGrowsLinearlyOnPropertyLevelAndStaysFlatOnScoped() throws {
    var options = RunOptions()
    options.repetitions = 1
    options.warmup = 0
    options.engines = [.propertyLevel, .scoped]
    let ticker = try shipped("ticker")
    let cases = [10, 100, 1000].map {
      BenchmarkCase(
        workload: ticker,
        values: ParameterValues(["cards": $0, "frames": 10, "same-value-every": 0]),
        sweptParameter: "cards")
    }
    let fits = GrowthFit.fits(try BenchmarkRunner(options: options).run(cases))
    // Every frame ticks: property-level evaluates root + TickLabel + n cards = n + 2 a frame, so
    // the slope through (10, 12), (100, 102), (1000, 1002) is a little under 1; scoped evaluates
    // the TickLabel scope and TickLabel, 2 a frame whatever n: slope 0.
    let propertyLevel = fits.first { $0.engine == "property-level" }
    let scoped = fits.first { $0.engine == "scoped" }
    #expect(propertyLevel?.values == [10, 100, 1000])
    #expect(propertyLevel.flatMap(\.evalsSlope).map { (0.95...1.0).contains($0) } == true)
    #expect(scoped?.evalsSlope == 0)
  }
}
