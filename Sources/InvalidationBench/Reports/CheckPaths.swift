import Foundation

/// The folders a gate's paths are written from (docs/ci.md, "Per-view baselines"). A baseline
/// keys each view by its file relative to `base`, the config's folder (with no config, the
/// repository's root), so that a check made from any working folder finds the same keys; a
/// finding shows each path as its reader needs it.
public struct CheckPaths: Sendable, Equatable {
  /// Who reads a path of a finding.
  public enum Reader: Sendable {
    /// A person at a terminal or in a job summary: relative to the working folder.
    case person
    /// GitHub's annotations and code scanning, a CI's test report: relative to the
    /// repository's root.
    case repository
    /// Xcode's issue navigator: absolute.
    case absolute
  }

  /// The folder the baseline's paths are relative to, absolute and without `.` or `..` parts.
  public let base: String
  /// The folder bench runs in, absolute.
  public let workingFolder: String
  /// The nearest folder at or above the working folder that holds `.git`, else the working
  /// folder.
  public let repository: String

  public init(base: String, workingFolder: String, repository: String) {
    self.base = Self.normalized(base)
    self.workingFolder = Self.normalized(workingFolder)
    self.repository = Self.normalized(repository)
  }

  /// The paths of a check run in `workingFolder` with the config at `config` (relative to the
  /// working folder, or absolute), or with none.
  public static func of(
    config: String?, workingFolder: String = FileManager.default.currentDirectoryPath
  ) -> CheckPaths {
    let repository = repositoryRoot(above: workingFolder)
    let base = config.map { absolute(($0 as NSString).deletingLastPathComponent, in: workingFolder) }
    return CheckPaths(base: base ?? repository, workingFolder: workingFolder, repository: repository)
  }

  /// The nearest folder at or above `folder` that holds `.git` (a folder, or a worktree's
  /// file), else `folder`.
  static func repositoryRoot(above folder: String) -> String {
    var current = normalized(folder)
    while true {
      if InputFile.exists(current == "/" ? "/.git" : current + "/.git") { return current }
      guard current != "/" else { return normalized(folder) }
      current = (current as NSString).deletingLastPathComponent
    }
  }

  /// `path`, relative to the working folder or absolute, as the baseline keys it: relative to
  /// `base`.
  public func key(_ path: String) -> String {
    Self.relative(Self.absolute(path, in: workingFolder), to: base)
  }

  /// A `FILE:LINE` of a run (its file relative to the working folder) as the baseline keys it.
  public func keySource(_ source: String) -> String {
    Self.mapFile(of: source, key)
  }

  /// A path of the baseline (relative to `base`) as `reader` reads it.
  public func shown(_ path: String, for reader: Reader) -> String {
    let full = Self.absolute(path, in: base)
    switch reader {
    case .person: return Self.relative(full, to: workingFolder)
    case .repository: return Self.relative(full, to: repository)
    case .absolute: return full
    }
  }

  /// A `FILE:LINE` of the baseline as `reader` reads it.
  public func shownSource(_ source: String, for reader: Reader) -> String {
    Self.mapFile(of: source) { shown($0, for: reader) }
  }

  /// How `reader` sees the paths of a check.
  public func display(for reader: Reader) -> Display {
    Display(paths: self, reader: reader)
  }

  /// The paths of a check as one reader sees them.
  public struct Display: Sendable {
    let paths: CheckPaths?
    let reader: Reader

    /// Paths as the baseline keys them, unchanged.
    public static let keyed = Display(paths: nil, reader: .person)

    /// A `FILE:LINE` of the baseline as the reader reads it.
    public func source(_ source: String) -> String {
      paths?.shownSource(source, for: reader) ?? source
    }

    /// A path of the baseline as the reader reads it.
    public func file(_ path: String) -> String {
      paths?.shown(path, for: reader) ?? path
    }
  }

  /// `results` with every view's `FILE:LINE` as the baseline keys it.
  public func keyed(_ results: BenchmarkResults) -> BenchmarkResults {
    var keyed = results
    func rebase(_ engine: inout EngineResult) {
      for index in engine.viewTypes.indices {
        engine.viewTypes[index].source = engine.viewTypes[index].source.map(keySource)
      }
    }
    for index in keyed.cases.indices {
      rebase(&keyed.cases[index].oracle)
      for engine in keyed.cases[index].engines.indices { rebase(&keyed.cases[index].engines[engine]) }
    }
    return keyed
  }

  /// `source` with `transform` applied to its file, the `:LINE` after it kept.
  private static func mapFile(of source: String, _ transform: (String) -> String) -> String {
    guard let colon = source.lastIndex(of: ":"), Int(source[source.index(after: colon)...]) != nil else {
      return transform(source)
    }
    return transform(String(source[..<colon])) + source[colon...]
  }

  /// `path` made absolute from `folder`, without `.` or `..` parts.
  static func absolute(_ path: String, in folder: String) -> String {
    normalized(path.hasPrefix("/") ? path : folder + "/" + path)
  }

  /// The absolute `path` relative to the absolute `folder`, with `..` where it lies outside.
  static func relative(_ path: String, to folder: String) -> String {
    let parts = path.split(separator: "/")
    let from = folder.split(separator: "/")
    var common = 0
    while common < parts.count, common < from.count, parts[common] == from[common] { common += 1 }
    let up = [Substring](repeating: "..", count: from.count - common)
    let joined = (up + parts[common...]).joined(separator: "/")
    return joined.isEmpty ? "." : joined
  }

  /// `path` without `.` components and with each `..` taken back, so that one file has one
  /// name however it was reached (`./bench.yml`, `bench.yml`).
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == "..", path.hasPrefix("/") {
        continue
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : joined.isEmpty ? "." : joined
  }
}
