/// The workloads `bench` knows, in report order.
public enum WorkloadCatalog {
  public static let all: [any Workload] = [
    TickerWorkload(),
    TypingWorkload(),
    ListScrollingWorkload(),
    CatalogWorkload(),
    EnvironmentWorkload(),
    ObserversWorkload(),
  ]

  /// The workload named `name`, if any.
  public static func workload(named name: String) -> (any Workload)? {
    all.first { $0.name == name }
  }
}
