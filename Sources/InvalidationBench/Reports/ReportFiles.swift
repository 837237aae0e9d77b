import Foundation

/// Writes the four report files of a run into a folder, all or nothing: each goes to a
/// temporary name first and is renamed into place only when every one has been written.
public enum ReportFiles {
  public static let names = ["results.csv", "frames.csv", "report.md", "results.json"]

  /// Makes sure `folder` exists and takes files, before any work is done.
  public static func prepare(_ folder: String) throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw OutputError.notAFolder(folder)
    }
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw OutputError.unwritable(folder)
    }
    guard manager.isWritableFile(atPath: folder) else { throw OutputError.unwritable(folder) }
  }

  /// Writes `results` as the four files into `folder`.
  public static func write(_ results: BenchmarkResults, to folder: String) throws {
    let contents: [(String, Data)] = [
      ("results.csv", Data(CSVReportWriter.render(results).utf8)),
      ("frames.csv", Data(FramesCSVWriter.render(results).utf8)),
      ("report.md", Data(MarkdownReportWriter.render(results).utf8)),
      ("results.json", try results.encoded()),
    ]
    try writeAtomically(contents, to: folder)
  }

  /// Writes each `(name, data)` to a temporary file in `folder`, then renames them all.
  public static func writeAtomically(_ contents: [(String, Data)], to folder: String) throws {
    let manager = FileManager.default
    let suffix = ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
    var written: [String] = []
    do {
      for (name, data) in contents {
        let temporary = (folder as NSString).appendingPathComponent("." + name + suffix)
        guard manager.createFile(atPath: temporary, contents: data) else {
          throw OutputError.unwritable(folder)
        }
        written.append(temporary)
      }
      for (name, _) in contents {
        let temporary = (folder as NSString).appendingPathComponent("." + name + suffix)
        let final = (folder as NSString).appendingPathComponent(name)
        if rename(temporary, final) != 0 { throw OutputError.unwritable(folder) }
      }
    } catch {
      for temporary in written { try? manager.removeItem(atPath: temporary) }
      throw error
    }
  }
}

/// Why reports could not be written.
public enum OutputError: Error, Equatable, CustomStringConvertible {
  case unwritable(String)
  case notAFolder(String)

  public var description: String {
    switch self {
    case .unwritable(let folder):
      "cannot write to the output folder '\(folder)'; choose a writable folder with --out"
    case .notAFolder(let path):
      "the output path '\(path)' is a file, not a folder; choose a folder with --out"
    }
  }
}
