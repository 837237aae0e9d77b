/// Why results could not be written.
public enum OutputError: Error, Equatable, CustomStringConvertible {
  case unwritable(String)
  case notAFolder(String)
  case notAFile(String)
  case foreignEntry(folder: String, entry: String)

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
    }
  }
}
