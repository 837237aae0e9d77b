import Floors
import Foundation
import InvalidationBench

// The overhead measurement's driver, run by scripts/overhead.sh (see docs/harness.md, "The harness
// against a hand-written floor"):
//
//   overhead pairs                           the workload × engine pairs with a floor
//   overhead check                           counts of every harness engine and its floor, equal or exit 1
//   overhead frames harness|floor W E        mount, then run the frames inside measuredFrames
//                                            (what callgrind's --toggle-collect counts)
//   overhead time W E REPS                   wall time per frame of both, median over REPS runs
//
// Every case runs at the workload's ci sizes (`Workload.ciValues`).

/// The frame loop that is measured: nothing else runs inside it.
@inline(never)
func measuredFrames(_ count: Int, _ run: (Int) -> Void) {
  for frame in 0..<count {
    run(frame)
  }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(1)
}

func scenario(_ workload: any Workload) -> Scenario {
  do {
    return try workload.scenario(workload.values(workload.ciValues))
  } catch {
    fail("\(workload.name): \(error)")
  }
}

func workload(_ name: String) -> any Workload {
  guard let workload = WorkloadCatalog.workload(named: name) else { fail("unknown workload \(name)") }
  return workload
}

func engine(_ name: String) -> EngineKind {
  guard let kind = EngineKind(rawValue: name), kind != .oracle else { fail("unknown engine \(name)") }
  return kind
}

func floor(_ workload: any Workload, _ kind: EngineKind, _ scenario: Scenario, counting: Bool) -> AnyFloor {
  do {
    return try FloorCatalog.floor(
      workload: workload.name, engine: kind, scenario: scenario, counting: counting)
  } catch {
    fail("\(error)")
  }
}

/// Every pair that has a floor.
func pairs() -> [(any Workload, EngineKind)] {
  WorkloadCatalog.all.flatMap { workload in
    EngineKind.strategies.compactMap { kind in
      FloorCatalog.has(workload: workload.name, engine: kind) ? (workload, kind) : nil
    }
  }
}

func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "pairs":
  for (workload, kind) in pairs() { print("\(workload.name) \(kind.rawValue)") }

case "check":
  var mismatches = 0
  for (workload, kind) in pairs() {
    let scenario = scenario(workload)
    guard let counted = try? CountRun.run(scenario, engines: [kind]) else {
      print("\(workload.name) \(kind.rawValue): the scenario does not settle")
      mismatches += 1
      continue
    }
    let harness = counted.engines[0].counters
    let expected = FloorCounts(
      evaluations: harness.bodyEvals, elements: harness.elementsBuilt,
      comparisons: harness.comparisons, notifications: harness.notifications)
    let floor = floor(workload, kind, scenario, counting: true)
    for frame in 0..<scenario.frames.count { floor.run(frame: frame) }
    let same = floor.counts == expected
    if !same { mismatches += 1 }
    print(
      "\(same ? "same" : "DIFFERENT") \(workload.name) \(kind.rawValue): harness \(expected); floor \(floor.counts)"
    )
  }
  if mismatches > 0 { fail("\(mismatches) floor(s) do not do the harness's counted work") }

case "frames":
  let rest = Array(arguments.dropFirst())
  guard rest.count == 3 else { fail("usage: overhead frames harness|floor WORKLOAD ENGINE") }
  let workload = workload(rest[1])
  let kind = engine(rest[2])
  let scenario = scenario(workload)
  switch rest[0] {
  case "harness":
    let engine = kind.makeEngine(for: scenario.screen, counting: false)
    engine.mount()
    let frames = Array(scenario.frames)
    measuredFrames(frames.count) { engine.run(frames[$0]) }
  case "floor":
    let floor = floor(workload, kind, scenario, counting: false)
    measuredFrames(scenario.frames.count) { floor.run(frame: $0) }
  default:
    fail("frames takes harness or floor, not \(rest[0])")
  }
  print(scenario.frames.count)

case "time":
  let rest = Array(arguments.dropFirst())
  guard rest.count == 3, let repetitions = Int(rest[2]), repetitions > 0 else {
    fail("usage: overhead time WORKLOAD ENGINE REPS")
  }
  let workload = workload(rest[0])
  let kind = engine(rest[1])
  let scenario = scenario(workload)
  let clock = ContinuousClock()
  var harness: [Double] = []
  var floors: [Double] = []
  // Alternate the two, so that drift of the machine hits both alike.
  for _ in 0..<repetitions {
    let engine = kind.makeEngine(for: scenario.screen, counting: false)
    engine.mount()
    let frames = Array(scenario.frames)
    for frame in frames {
      let start = clock.now
      engine.run(frame)
      harness.append(nanoseconds(start.duration(to: clock.now)))
    }
    let floor = floor(workload, kind, scenario, counting: false)
    for frame in frames.indices {
      let start = clock.now
      floor.run(frame: frame)
      floors.append(nanoseconds(start.duration(to: clock.now)))
    }
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  print("\(median(harness)) \(median(floors))")

default:
  fail("usage: overhead pairs | check | frames harness|floor WORKLOAD ENGINE | time WORKLOAD ENGINE REPS")
}
