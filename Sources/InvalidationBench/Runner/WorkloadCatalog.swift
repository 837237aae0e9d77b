import Foundation

/// The workloads `bench` knows: the screen files shipped in `Sources/InvalidationBench/Screens`,
/// in the order of their file names. Adding a workload is adding a file there.
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
    guard let folder = Bundle.module.url(forResource: "Screens", withExtension: nil),
      let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else {
      return (
        [],
        ScreenFileError(
          file: "Screens", line: 1, column: 1, "the shipped screen files are missing; rebuild the package")
      )
    }
    var workloads: [any Workload] = []
    for file in files.filter({ $0.hasSuffix(".yaml") }).sorted() {
      let url = folder.appendingPathComponent(file)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      do throws(ScreenFileError) {
        workloads.append(try ScreenFile(text: text, path: "Sources/InvalidationBench/Screens/\(file)"))
      } catch {
        return (workloads, error)
      }
    }
    return (workloads, nil)
  }()
}
