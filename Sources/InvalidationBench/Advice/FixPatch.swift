import Foundation

/// A fix written as a unified diff of the app's own files (`bench advise --format diff`,
/// `--write-patches`), or why it is not: the kinds written so far, and the places a patch
/// could not change safely (docs/advise.md, "Patches").
enum FixPatch: Sendable, Equatable {
  /// The diff, and the text of each file it changes after it, by path.
  case diff(String, patched: [String: String])
  case none(String)

  /// The patch of `fix` in the app `app`, paths relative to its folder (or to `folder`, the
  /// working folder, for the files given alone).
  static func of(_ fix: Fix, in app: AppUses, relativeTo folder: String) -> FixPatch {
    guard let edit = fix.edit, let edits = FixCatalog.family(fix.kind).patch(edit, app) else {
      return .none("not written as a patch yet (\(fix.kind.rawValue)): make the change of the sketch by hand")
    }
    switch edits {
    case .failure(let refusal):
      return .none(refusal.why)
    case .success(let edits):
      let base = app.root ?? ImportedScreen.canonical(folder)
      let files = Dictionary(grouping: edits, by: \.file).sorted { $0.key < $1.key }
      return .diff(
        files.map { file, edits in
          let path = ImportedScreen.canonical(file)
          let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : file
          return UnifiedDiff.text(path: relative, old: app.texts[file] ?? "", edits: edits)
        }.joined(),
        patched: Dictionary(
          files.map { file, edits in (file, SourceEdit.applying(edits, to: app.texts[file] ?? "")) },
          uniquingKeysWith: { first, _ in first }))
    }
  }

  var diff: String? {
    if case .diff(let text, _) = self { text } else { nil }
  }

  var reason: String? {
    if case .none(let why) = self { why } else { nil }
  }

  /// The lines the diff removes or adds, the size of the change; `nil` without a diff.
  var changedLines: Int? {
    diff.map { text in
      text.split(separator: "\n").filter {
        ($0.hasPrefix("+") && !$0.hasPrefix("+++")) || ($0.hasPrefix("-") && !$0.hasPrefix("---"))
      }.count
    }
  }

  /// Why a patch is not written, at the place that stops it.
  struct Refusal: Error {
    let why: String
  }
}
