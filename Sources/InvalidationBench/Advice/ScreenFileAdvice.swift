/// `bench advise FILE.yaml`: a screen file read as a draft the fixes can change
/// (`ImportedScreen.workload(screenFile:)`), checked to run as `bench run --screen` runs it
/// before any fix is tried (docs/advise.md, "Screen files").
public enum ScreenFileAdvice {
  /// The workload of the screen file at `path`, and what the reading took that the file does
  /// not say; checked over `frames` frames (the file's default when `nil`), as the advice runs.
  public static func workload(_ path: String, frames: Int? = nil) throws -> (
    workload: ImportedWorkload, warnings: [ImportWarning]
  ) {
    let (workload, file, warnings) = try ImportedScreen.workload(screenFile: path)
    // Every engine (as-written where the file says how its models are written) runs both: a
    // frame that shows something else, or a count of any view that differs, means the draft
    // is not the file, and advice on it would be advice on another screen.
    let engines = (file.isImported ? [EngineKind.asWritten] : []) + EngineKind.strategies
    let drafted = try CountRun.run(
      workload.scenario(workload.values(frames.map { [workload.parameters[0]: $0] } ?? [:])),
      engines: engines, recordingOutput: true)
    let framesParameter = file.parameters.first { $0.name == "frames" }!
    let loaded = try CountRun.run(
      file.scenario(file.values(frames.map { [framesParameter: $0] } ?? [:])), engines: engines,
      recordingOutput: true)
    let differs: String? =
      if drafted.outputs != loaded.outputs {
        "the screen shows something else"
      } else {
        zip(drafted.engines, loaded.engines).lazy.compactMap(difference).first
      }
    if let differs {
      throw ScreenFileError(
        file: path, line: 1, column: 1,
        "bench advise reads this screen differently from bench run (\(differs)); run it with bench run, and advise the SwiftUI source it stands for if there is one"
      )
    }
    return (workload, warnings)
  }

  /// What differs between an engine's run of the draft and of the file, if anything.
  private static func difference(_ read: EngineResult, _ run: EngineResult) -> String? {
    if let metric = Metric.all.first(where: { metric in
      metric.count.map { $0(read.counters) != $0(run.counters) } ?? false
    }), let count = metric.count {
      return "\(run.engine): \(metric.name) \(count(read.counters)) as read, \(count(run.counters)) as run"
    }
    for view in run.viewTypes {
      let other = read.viewTypes.first { $0.name == view.name }
      if other?.evals != view.evals || other?.firstRenderEvals != view.firstRenderEvals {
        return
          "\(run.engine): \(view.name) evaluates \(other.map { "\($0.firstRenderEvals) + \($0.evals)" } ?? "never") as read, \(view.firstRenderEvals) + \(view.evals) as run"
      }
    }
    return nil
  }
}
