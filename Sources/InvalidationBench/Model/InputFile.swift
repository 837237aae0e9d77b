import Foundation

/// Reads a file the user names (a screen file, Swift source, a trace, a config, a baseline):
/// only a regular file is read, so a pipe never blocks a run and a folder or a looping link is
/// one sentence instead of a guess (docs/limits.md, "Bad input").
public enum InputFile {
  /// Why a path could not be read.
  public enum Failure: Error, Equatable {
    case missing
    case linkLoop
    case folder
    case notRegular
    case unreadable(errno: Int32)

    /// What the path is, to follow "'PATH' ": "does not exist", "is a folder", ….
    public var reason: String {
      switch self {
      case .missing: "does not exist"
      case .linkLoop: "is a link that leads back to itself"
      case .folder: "is a folder, not a file"
      case .notRegular: "is a pipe, socket or device, not a regular file"
      case .unreadable(let code):
        "cannot be read (\(String(cString: strerror(code)).lowercased()))"
      }
    }
  }

  /// Why `path` is not a regular file that can be read, or `nil` if it is one.
  public static func problem(_ path: String) -> Failure? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return errno == ELOOP
        ? .linkLoop : errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(errno: errno)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return access(path, R_OK) == 0 ? nil : .unreadable(errno: errno)
    case S_IFDIR: return .folder
    default: return .notRegular
    }
  }

  /// The bytes of the regular file at `path`.
  public static func read(_ path: String) throws(Failure) -> Data {
    if let problem = problem(path) { throw problem }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw .unreadable(errno: errno) }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = Foundation.read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(errno: errno)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// Whether anything is at `path`, a dangling or looping link included.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }
}
