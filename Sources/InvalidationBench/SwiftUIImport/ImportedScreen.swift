import Foundation

/// A screen imported from SwiftUI source in memory, for `bench run --swiftui`: the screen
/// file `bench import` would write, loaded as a workload.
public enum ImportedScreen {
  /// The workload of the views and models in `paths`, rooted at `root` (the first candidate
  /// when `nil`), running the trace file at `tracePath` when given, and the warnings of the
  /// import.
  public static func workload(
    swiftFiles paths: [String], root: String? = nil, tracePath: String? = nil
  ) throws -> (workload: ScreenFile, warnings: [ImportWarning]) {
    let sources = try read(paths)
    let imported = try SwiftUIImporter.importing(sources, root: root, workload: workloadName(for: paths[0]))
    let command = "bench import \(paths.count <= 3 ? paths.joined(separator: " ") : "with the same files")"
    let trace = try tracePath.map { path throws(ScreenFileError) in (try text(of: path, what: "trace"), path)
    }
    do {
      let screen = try ScreenFile(
        text: imported.screenFile, path: paths.joined(separator: ", "), traceFile: trace)
      return (screen, imported.warnings)
    } catch  where error.file == trace?.1 {
      throw error
    } catch {
      // The import wrote something its own loader refuses: say where, and how to see it.
      throw ScreenFileError(
        file: paths[0], line: 1, column: 1,
        "the screen imported from this source does not load (\(error.message), line \(error.line) of the imported file); run \(command) -o screen.yaml, fix that line and run it with --screen screen.yaml"
      )
    }
  }

  /// The text of each Swift file; a folder stands for the `.swift` files under it, in
  /// path order, skipping hidden folders and build products.
  public static func read(_ paths: [String]) throws(ScreenFileError) -> [(path: String, text: String)] {
    var sources: [(path: String, text: String)] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        sources.append((path, try text(of: path, what: "Swift")))
        continue
      }
      let files = swiftFiles(under: path)
      guard !files.isEmpty else {
        throw ScreenFileError(
          file: path, line: 1, column: 1,
          "this folder holds no .swift file; give the folder of the screen's views")
      }
      for file in files { sources.append((file, try text(of: file, what: "Swift"))) }
    }
    return sources
  }

  private static func swiftFiles(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = URL(fileURLWithPath: relative).lastPathComponent
      if name.hasPrefix(".") || name == ".build" || name.hasPrefix(".build-") || name == "DerivedData" {
        enumerator.skipDescendants()
        continue
      }
      if relative.hasSuffix(".swift") && name != "Package.swift" {
        files.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
      }
    }
    return files.sorted()
  }

  /// A workload name made from a file's name: `SettingsForm.swift` is `settingsform`.
  public static func workloadName(for path: String) -> String {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-").lowercased()
    return ScreenFile.isParameterName(name) ? name : "imported"
  }

  private static func text(of path: String, what: String) throws(ScreenFileError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
    else {
      throw ScreenFileError(file: path, line: 1, column: 1, "no such file; give the path of a \(what) file")
    }
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw ScreenFileError(
        file: path, line: 1, column: 1, "cannot read this file as UTF-8 text; save it as UTF-8")
    }
    return text
  }
}
