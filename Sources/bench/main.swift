import InvalidationBench

for workload in WorkloadCatalog.all {
  let run = CountRun.run(workload.scenario(), engines: EngineKind.strategies)
  print("== \(workload.name)  min_evals=\(run.minEvals) min_elements=\(run.minElements)")
  for engine in [run.oracle] + run.engines {
    let c = engine.counters
    print(
      "\(engine.kind.rawValue) mount=\(c.mountEvals) evals=\(c.bodyEvals) elements=\(c.elementsBuilt) cmp=\(c.comparisons) notif=\(c.notifications) wasted=\(c.wastedEvals) stale=\(c.staleFrames) actions=\(c.actions) \(engine.staleViews)"
    )
  }
}
