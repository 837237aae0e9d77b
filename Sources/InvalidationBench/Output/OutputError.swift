import Foundation

/// Why results could not be written.
public enum OutputError: Error, Equatable, CustomStringConvertible {
  case unwritable(String)
  case notAFolder(String)
  case notAFile(String)
  case foreignEntry(folder: String, entry: String)
  /// The system refused a step of the write, for the reason given (`strerror`).
  case failed(String, reason: String)
  /// Standard output could not take what was written to it.
  case standardOutput(reason: String)

  public var description: String {
    switch self {
    case .unwritable(let path):
      "cannot write to '\(path)'; choose a writable place with --out"
    case .notAFolder(let path):
      "the output path '\(path)' is a file, not a folder; choose a folder with --out"
    case .notAFile(let path):
      "'\(path)' is a folder, not a file; choose a file name with --out"
    case .foreignEntry(let folder, let entry):
      "the output folder '\(folder)' holds '\(entry)', which bench did not write, and bench replaces the whole folder; choose an empty or new folder with --out"
    case .failed(let path, let reason):
      "cannot write '\(path)': \(reason.prefix(1).lowercased() + reason.dropFirst()); free space there or choose another place"
    case .standardOutput(let reason):
      "the output could not be written to standard output (\(reason.prefix(1).lowercased() + reason.dropFirst())); free space on the disk it goes to, or send it somewhere that takes it"
    }
  }

  /// The error of the last failed system call on `path`.
  static func lastFailure(_ path: String) -> OutputError {
    .failed(path, reason: String(cString: strerror(errno)))
  }
}
