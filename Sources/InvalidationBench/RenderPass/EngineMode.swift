/// Whether an engine counts its work. The count pass counts everything (evaluations,
/// elements, comparisons, notifications, reasons, wasted and changed output) and records what
/// the screen shows; timed repetitions run the same render pass with all of that compiled out,
/// so that their frames do only what the modelled framework does.
protocol EngineMode: SendableMetatype {
  static var counts: Bool { get }
}

/// The untimed count pass.
enum CountingMode: EngineMode {
  static var counts: Bool { true }
}

/// Timed repetitions.
enum TimedMode: EngineMode {
  static var counts: Bool { false }
}
