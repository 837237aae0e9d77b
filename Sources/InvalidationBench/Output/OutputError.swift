import Foundation

/// Why results could not be written.
public enum OutputError: Error, Equatable, CustomStringConvertible {
  case unwritable(String)
  case notAFolder(String)
  case notAFile(String)
  case foreignEntry(folder: String, entry: String)
  /// An output path given as the empty string.
  case emptyPath
  /// An output path that is a link leading back to itself.
  case linkLoop(String)
  /// An output folder that is the working folder or holds it.
  case holdsWorkingFolder(String)
  /// The system refused a step of the write with `errno`.
  case failed(String, errno: Int32)
  /// Standard output could not take what was written to it (`errno`, when known).
  case standardOutput(errno: Int32?)

  public var description: String {
    switch self {
    case .unwritable(let path):
      "cannot write to '\(path)'; choose a writable place with --out"
    case .notAFolder(let path):
      "the output path '\(path)' is \(FileOperations.kind(of: path) == .regular ? "a file" : "a device or pipe"), not a folder; choose a folder with --out"
    case .notAFile(let path):
      "'\(path)' is a folder, not a file; choose a file name with --out"
    case .foreignEntry(let folder, let entry):
      "the output folder '\(folder)' holds '\(entry)', which bench did not write, and bench replaces the whole folder; choose an empty or new folder with --out"
    case .emptyPath:
      "the output path is empty; name a file or folder"
    case .linkLoop(let path):
      "the output path '\(path)' is a link that leads back to itself; remove the link or choose another path"
    case .holdsWorkingFolder(let path):
      "the output folder '\(path)' is the working folder or holds it, and bench replaces the whole folder; choose a folder inside it, such as results/latest"
    case .failed(let path, let code):
      "cannot write '\(path)': \(Self.reason(code)); \(Self.isFull(code) ? "free space there or choose another place" : "choose another place to write to")"
    case .standardOutput(let code):
      if let code, code == EPIPE {
        "the output could not be written to standard output (broken pipe: what reads it stopped early); let it read the whole output, or send it to a file"
      } else {
        "the output could not be written to standard output (\(code.map(Self.reason) ?? "a write to it failed")); \(code.map(Self.isFull) == true ? "free space on the disk it goes to, or send it elsewhere" : "send it to a file or a terminal")"
      }
    }
  }

  /// The error of the last failed system call on `path`.
  static func lastFailure(_ path: String) -> OutputError {
    .failed(path, errno: errno)
  }

  /// The system's words for `code`, lowercased to sit inside a sentence.
  private static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }

  private static func isFull(_ code: Int32) -> Bool {
    code == ENOSPC || code == EDQUOT
  }
}
