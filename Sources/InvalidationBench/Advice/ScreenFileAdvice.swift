/// `bench advise FILE.yaml`: a screen file read as a draft the fixes can change
/// (`ImportedScreen.workload(screenFile:)`), checked to count as `bench run --screen` counts
/// it before any fix is tried (docs/advise.md, "Screen files").
public enum ScreenFileAdvice {
  /// The workload of the screen file at `path`, and what the reading took that the file does
  /// not say.
  public static func workload(_ path: String) throws -> (
    workload: ImportedWorkload, warnings: [ImportWarning]
  ) {
    let (workload, file, warnings) = try ImportedScreen.workload(screenFile: path)
    // Every engine (as-written where the file says how its models are written) runs both at the defaults; a count that differs anywhere means the
    // draft is not the file, and advice on it would be advice on another screen.
    let engines = (file.isImported ? [EngineKind.asWritten] : []) + EngineKind.strategies
    let drafted = try CountRun.run(workload.scenario(workload.values()), engines: engines)
    let loaded = try CountRun.run(file.scenario(file.values()), engines: engines)
    for (read, run) in zip(drafted.engines, loaded.engines) {
      guard
        let metric = Metric.all.first(where: { metric in
          metric.count.map { $0(read.counters) != $0(run.counters) } ?? false
        }), let count = metric.count
      else { continue }
      throw ScreenFileError(
        file: path, line: 1, column: 1,
        "bench advise reads this screen differently from bench run (\(run.engine): \(metric.name) \(count(read.counters)) as read, \(count(run.counters)) as run); advise the SwiftUI source it stands for instead"
      )
    }
    return (workload, warnings)
  }
}
