import Foundation

/// The few file-system steps that make a set of files appear all at once, in POSIX terms (no
/// Foundation writes, which leave temporary files of their own behind when interrupted).
enum FileOperations {
  /// Creates a new file at `path` (failing if it exists) and writes it through `write`;
  /// errors name the file as `name`.
  static func createFile(
    _ path: String, name: String, _ write: (inout FileSink) throws -> Void
  ) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw OutputError.lastFailure(name) }
    defer { close(descriptor) }
    var sink = FileSink(descriptor: descriptor)
    try write(&sink)
    try sink.finish(name: name)
  }

  /// What is at a path.
  enum EntryKind {
    case regular
    case folder
    /// A device, pipe, socket or anything else that is not a regular file or a folder.
    case special
  }

  /// What `path` names (following links), or nil if nothing.
  static func kind(of path: String) -> EntryKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .folder
    default: return .special
    }
  }

  /// Swaps two paths in one step (Linux `renameat2(RENAME_EXCHANGE)`); `false` where the
  /// kernel or file system cannot.
  static func exchange(_ first: String, _ second: String) -> Bool {
    typealias RenameAt2 =
      @convention(c) (
        Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
      ) -> Int32
    // Glibc declares renameat2 only under _GNU_SOURCE, which Swift's module does not set.
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
      return false
    }
    let renameAt2 = unsafeBitCast(symbol, to: RenameAt2.self)
    let exchangeFlag: UInt32 = 2
    return renameAt2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
  }

  /// Runs `body` holding an exclusive lock on the folder `path`, so that two runs writing next
  /// to each other take turns.
  static func withLock<T>(on path: String, _ body: () throws -> T) throws -> T {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw OutputError.unwritable(path) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw OutputError.unwritable(path) }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// `path` with the links at its end followed to what they name, as the system would follow
  /// them to open it (a dangling link gives the path it names, where a new file is made);
  /// `nil` when the links loop or go deeper than the system follows (40).
  static func followingLinks(_ path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { return current }
      let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let base =
        target.hasPrefix("/")
        ? target
        : ((current as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(target)
      current = URL(fileURLWithPath: base).standardizedFileURL.path
    }
    return nil
  }

  /// `path` with every link resolved (`realpath`), if it exists.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// Whether the process `pid` is gone.
  static func isDead(_ pid: Int32) -> Bool {
    kill(pid, 0) != 0 && errno == ESRCH
  }

  /// The nearest folder at or above `path` that exists, if any.
  static func nearestExistingFolder(_ path: String) -> (path: String, isFolder: Bool)? {
    var current = path
    while true {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
        return (current, isDirectory.boolValue)
      }
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current || parent.isEmpty { return nil }
      current = parent
    }
  }

  /// Removes leftovers named `prefix<pid>` in `folder` whose process is gone: what a run killed
  /// too hard to clean up after itself left behind.
  static func removeLeftovers(in folder: String, prefix: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), isDead(pid) else { continue }
      try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
    }
  }
}
