/// The workloads `bench` knows: the screen files shipped in `Sources/InvalidationBench/Screens`,
/// in the order of their file names, compiled into the binary (`ShippedFiles`).
public enum WorkloadCatalog {
  /// Every shipped workload that loads, in report order.
  public static var all: [any Workload] { shipped.workloads }

  /// The first shipped file that does not load, if any (a broken checkout or build); `bench`
  /// refuses to run with it.
  public static var problem: ScreenFileError? { shipped.problem }

  /// The workload named `name`, if any.
  public static func workload(named name: String) -> (any Workload)? {
    all.first { $0.name == name }
  }

  private static let shipped: (workloads: [any Workload], problem: ScreenFileError?) = {
    var workloads: [any Workload] = []
    for (file, bytes) in ShippedFiles.screens {
      do throws(ScreenFileError) {
        let text = String(decoding: bytes, as: UTF8.self)
        workloads.append(try ScreenFile(text: text, path: "Sources/InvalidationBench/Screens/\(file)"))
      } catch {
        return (workloads, error)
      }
    }
    return (workloads, nil)
  }()
}
