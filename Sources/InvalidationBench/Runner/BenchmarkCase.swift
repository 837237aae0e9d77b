/// A workload at one set of parameter values.
public struct BenchmarkCase: Sendable {
  public let workload: any Workload
  public let values: ParameterValues
  /// The parameter a sweep varied to make this case, if any.
  public let sweptParameter: String?

  public init(workload: any Workload, values: ParameterValues, sweptParameter: String? = nil) {
    self.workload = workload
    self.values = values
    self.sweptParameter = sweptParameter
  }
}
