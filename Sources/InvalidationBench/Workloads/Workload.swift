/// A named, integer parameter of a workload, with its default and allowed range.
public struct WorkloadParameter: Sendable, Hashable {
  public let name: String
  public let defaultValue: Int
  public let range: ClosedRange<Int>
  public let summary: String

  public init(_ name: String, default defaultValue: Int, range: ClosedRange<Int>, _ summary: String) {
    self.name = name
    self.defaultValue = defaultValue
    self.range = range
    self.summary = summary
  }

  /// Every workload's `frames`.
  public static func frames(_ defaultValue: Int) -> WorkloadParameter {
    WorkloadParameter("frames", default: defaultValue, range: 1...1_000_000, "frames to run")
  }

  /// Every workload's `seed`.
  public static let seed = WorkloadParameter(
    "seed", default: 42, range: 0...Int.max, "seed of the frame trace")
}

/// A workload's parameter values, every parameter present.
public struct ParameterValues: Sendable, Hashable {
  public private(set) var values: [String: Int]

  public init(_ values: [String: Int]) {
    self.values = values
  }

  public subscript(name: String) -> Int {
    guard let value = values[name] else { preconditionFailure("no parameter \(name)") }
    return value
  }
}

/// A screen and the frames to run on it.
public struct Scenario: Sendable {
  public let screen: Screen
  public let frames: [Frame]

  public init(screen: Screen, frames: [Frame]) {
    self.screen = screen
    self.frames = frames
  }
}

/// A synthetic workload: a screen as a developer would first write it, its stores, and a
/// deterministic, seeded trace of frames.
public protocol Workload: Sendable {
  var name: String { get }
  /// One line for `bench list`.
  var summary: String { get }
  /// Every parameter, `frames` and `seed` included.
  var parameters: [WorkloadParameter] { get }
  /// The screen and frames for `values` (already checked against `parameters`).
  func scenario(_ values: ParameterValues) -> Scenario
}

extension Workload {
  /// The defaults, overridden by `overrides`.
  public func values(_ overrides: [String: Int] = [:]) -> ParameterValues {
    var values: [String: Int] = [:]
    for parameter in parameters { values[parameter.name] = parameter.defaultValue }
    values.merge(overrides) { _, new in new }
    return ParameterValues(values)
  }

  /// The scenario at the defaults overridden by `overrides`.
  public func scenario(_ overrides: [String: Int] = [:]) -> Scenario {
    scenario(values(overrides))
  }
}

/// Is `frame` (counted from 1) one of every `every`-th? `every == 0` means never.
func isEvery(_ every: Int, _ frame: Int) -> Bool {
  every > 0 && frame % every == 0
}
