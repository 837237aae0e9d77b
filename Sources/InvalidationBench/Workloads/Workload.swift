/// A named, integer parameter of a workload, with its default and allowed range. Workloads
/// declare theirs as constants and read values through them, so a misspelt name does not
/// compile.
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

  /// Every workload's `frames`, with its own default.
  public static func frames(_ defaultValue: Int) -> WorkloadParameter {
    WorkloadParameter("frames", default: defaultValue, range: 1...1_000_000, "frames to run")
  }

  /// The seed of a workload whose trace makes random choices.
  public static let seed = WorkloadParameter(
    "seed", default: 42, range: 0...Int.max, "seed of the frame trace's random choices")
}

/// A workload's parameter values; a parameter not set has its default.
public struct ParameterValues: Sendable, Hashable {
  public private(set) var values: [String: Int]

  public init(_ values: [String: Int]) {
    self.values = values
  }

  public subscript(parameter: WorkloadParameter) -> Int {
    values[parameter.name] ?? parameter.defaultValue
  }
}

/// A synthetic workload: a screen as a developer would first write it, its stores, and a
/// deterministic trace of frames (seeded where it makes random choices).
public protocol Workload: Sendable {
  var name: String { get }
  /// One line for `bench list`.
  var summary: String { get }
  /// Every parameter, `frames` included, and `seed` where the trace uses one.
  var parameters: [WorkloadParameter] { get }
  /// The values the `ci` preset runs with (the others at their defaults): small enough that a
  /// whole check takes seconds.
  var ciValues: [WorkloadParameter: Int] { get }
  /// The screen and frames for `values` (already checked against `parameters`).
  func scenario(_ values: ParameterValues) throws(DeclarationError) -> Scenario
  /// Where the workload is declared, for reports: a screen file's path, the Swift files it
  /// was imported from, or "Swift" for one declared in code.
  var source: String { get }
  /// Whether the `as-written` engine runs it: a screen imported from SwiftUI source whose
  /// models are all of one kind.
  var runsAsWritten: Bool { get }
}

extension Workload {
  public var source: String { "Swift" }

  public var runsAsWritten: Bool { false }

  /// Every parameter's value: the defaults, overridden by `overrides`.
  public func values(_ overrides: [WorkloadParameter: Int] = [:]) -> ParameterValues {
    var values: [String: Int] = [:]
    for parameter in parameters { values[parameter.name] = parameter.defaultValue }
    for (parameter, value) in overrides { values[parameter.name] = value }
    return ParameterValues(values)
  }

  /// The scenario at the defaults overridden by `overrides`.
  public func scenario(_ overrides: [WorkloadParameter: Int] = [:]) throws(DeclarationError) -> Scenario {
    try scenario(values(overrides))
  }

  /// The parameter named `name`, if the workload has it.
  public func parameter(named name: String) -> WorkloadParameter? {
    parameters.first { $0.name == name }
  }
}

/// Is `frame` (counted from 1) one of every `every`-th? `every == 0` means never.
func isEvery(_ every: Int, _ frame: Int) -> Bool {
  every > 0 && frame % every == 0
}
