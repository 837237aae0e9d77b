import Foundation

/// A folder of report files that changes all at once or never: a complete new set is written
/// into a staging folder beside it and then swapped in with one rename, under a lock on the
/// parent folder so that concurrent runs take turns. A reader sees the old set or the new one,
/// never a mix; an interrupted write leaves the old set and no stray files.
///
/// Because the whole folder is replaced, it may hold only what bench writes there: the report
/// files and charts (`.png`, `.svg`). Anything else makes it refuse, before running.
public struct ReportFolder: Sendable {
  /// The folder, as an absolute path: where a link given as the folder points.
  public let path: String
  /// The folder as the user named it, for messages.
  public let name: String
  /// Whether the path given is a link that loops.
  private let loops: Bool

  public init(_ name: String) {
    self.name = name
    let given = URL(fileURLWithPath: name).standardizedFileURL.path
    let followed = FileOperations.followingLinks(given)
    path = followed ?? given
    loops = followed == nil
  }

  private var parent: String { (path as NSString).deletingLastPathComponent }
  private var stagingPrefix: String { "." + (path as NSString).lastPathComponent + ".staging-" }
  private var asidePrefix: String { "." + (path as NSString).lastPathComponent + ".aside-" }

  /// Checks, before any work, that the folder can be replaced: it is new, or a folder holding
  /// only bench's files, and the place it lives in is writable.
  public func prepare() throws(OutputError) {
    guard !name.isEmpty else { throw .emptyPath }
    guard !loops else { throw .linkLoop(name) }
    // Replacing the working folder would leave the calling shell in a deleted folder.
    if let folder = FileOperations.resolved(path),
      let working = FileOperations.resolved(FileManager.default.currentDirectoryPath),
      working == folder || working.hasPrefix(folder == "/" ? "/" : folder + "/")
    {
      throw .holdsWorkingFolder(name)
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw .notAFolder(name) }
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      for entry in entries.sorted() where !Self.isBenchFile(entry, in: path) {
        throw .foreignEntry(folder: name, entry: entry)
      }
    }
    guard path != "/", let existing = FileOperations.nearestExistingFolder(parent), existing.isFolder,
      access(existing.path, W_OK) == 0
    else { throw .unwritable(name) }
  }

  /// One file of the set: its name and what writes its contents, as they are produced.
  public typealias File = (name: String, write: (inout FileSink) throws -> Void)

  /// Replaces the folder with one holding exactly `files`, plus whatever `decorate` adds to the
  /// staged folder (given its path) before the swap. If anything fails, nothing changes; a
  /// signal meanwhile waits for the swap or the clean-up (`Interruption`).
  public func publish(_ files: [File], decorate: (String) throws -> Void = { _ in }) throws {
    try prepare()
    do {
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    } catch {
      throw OutputError.unwritable(name)
    }
    let pid = ProcessInfo.processInfo.processIdentifier
    let staging = (parent as NSString).appendingPathComponent(stagingPrefix + "\(pid)")
    let aside = (parent as NSString).appendingPathComponent(asidePrefix + "\(pid)")
    try FileOperations.withLock(on: parent) {
      try Interruption.staging([staging, aside]) {
        defer { Interruption.step { try? FileManager.default.removeItem(atPath: staging) } }
        try Interruption.step {
          FileOperations.removeLeftovers(in: parent, prefix: stagingPrefix)
          FileOperations.removeLeftovers(in: parent, prefix: asidePrefix)
          guard mkdir(staging, 0o755) == 0 else { throw OutputError.unwritable(name) }
        }
        for file in files {
          try Interruption.step {
            try FileOperations.createFile(
              (staging as NSString).appendingPathComponent(file.name),
              name: (name as NSString).appendingPathComponent(file.name), file.write)
          }
        }
        try decorate(staging)
        try Interruption.step {
          // Checked again under the lock: another run may have changed the folder meanwhile.
          try prepare()
          try swap(staging, aside: aside)
          Interruption.outputIsComplete()
        }
      }
    }
  }

  /// Puts `staging` in the folder's place.
  private func swap(_ staging: String, aside: String) throws {
    guard FileManager.default.fileExists(atPath: path) else {
      guard rename(staging, path) == 0 else { throw OutputError.unwritable(name) }
      return
    }
    if !FileOperations.exchange(staging, path) {
      // Without an atomic exchange, move the old set aside first: a reader may briefly find no
      // folder, but never a mixed one.
      guard rename(path, aside) == 0 else { throw OutputError.unwritable(name) }
      guard rename(staging, path) == 0 else {
        _ = rename(aside, path)
        throw OutputError.unwritable(name)
      }
      try? FileManager.default.removeItem(atPath: aside)
    }
  }

  /// The report files and the charts drawn from them.
  static func isBenchFile(_ entry: String, in folder: String) -> Bool {
    var isDirectory: ObjCBool = false
    let full = (folder as NSString).appendingPathComponent(entry)
    guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return false }
    return ReportFormat.fileNames.contains(entry) || entry.hasSuffix(".png") || entry.hasSuffix(".svg")
  }
}

/// One file replaced in a single step: written beside it under a temporary name, then renamed.
/// A path that names a device, a pipe or another file that is not a regular one is written to
/// as a stream instead, never replaced.
public enum AtomicFile {
  public static func write(_ contents: Data, to name: String) throws(OutputError) {
    let path = try target(of: name)
    switch FileOperations.kind(of: path) {
    case .folder: throw .notAFile(name)
    case .special: return try stream(contents, to: path, name: name)
    case .regular, .none: break
    }
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(name)
    }
    let prefix = "." + (path as NSString).lastPathComponent + ".tmp-"
    let temporary = (folder as NSString).appendingPathComponent(
      prefix + "\(ProcessInfo.processInfo.processIdentifier)")
    do {
      try Interruption.staging([temporary]) {
        try Interruption.step {
          FileOperations.removeLeftovers(in: folder, prefix: prefix)
          unlink(temporary)
          do {
            try FileOperations.createFile(temporary, name: name) { sink in sink.write(contents) }
          } catch {
            unlink(temporary)
            throw error
          }
          guard rename(temporary, path) == 0 else {
            let failure = OutputError.lastFailure(name)
            unlink(temporary)
            throw failure
          }
          Interruption.outputIsComplete()
        }
      }
    } catch let error as OutputError {
      throw error
    } catch {
      throw .unwritable(name)
    }
  }

  /// The file `name` writes: a link is written through to its target, as the system would
  /// open it, never replaced by a file of its own.
  private static func target(of name: String) throws(OutputError) -> String {
    guard !name.isEmpty else { throw .emptyPath }
    let given = URL(fileURLWithPath: name).standardizedFileURL.path
    guard let followed = FileOperations.followingLinks(given) else { throw .linkLoop(name) }
    return followed
  }

  private static func stream(_ contents: Data, to path: String, name: String) throws(OutputError) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .lastFailure(name) }
    defer { close(descriptor) }
    var sink = FileSink(descriptor: descriptor)
    sink.write(contents)
    try sink.finish(name: name)
  }

  /// Checks, before any work, that `name` can be written.
  public static func prepare(_ name: String) throws(OutputError) {
    let path = try target(of: name)
    switch FileOperations.kind(of: path) {
    case .folder: throw .notAFile(name)
    case .special:
      guard access(path, W_OK) == 0 else { throw .lastFailure(name) }
      return
    case .regular:
      guard access(path, W_OK) == 0 || access((path as NSString).deletingLastPathComponent, W_OK) == 0 else {
        throw .unwritable(name)
      }
    case .none: break
    }
    guard let existing = FileOperations.nearestExistingFolder((path as NSString).deletingLastPathComponent),
      existing.isFolder, access(existing.path, W_OK) == 0
    else { throw .unwritable(name) }
  }
}
