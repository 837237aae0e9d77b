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
    let edits: Result<[SourceEdit], Refusal>
    switch fix.edit {
    case .unpublish(let model, let field)?:
      edits = app.unpublishing(field, of: model)
    case .migrate(let model)?:
      edits = app.migrating(model)
    case .passFields(let view, let property, let model, let fields)?:
      edits = app.passing(fields, of: model, to: view, instead: property)
    case .extract(let view, let moves)?:
      edits = app.extracting(moves, from: view)
    case nil:
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

extension AppUses {
  /// `@Published` dropped from `model.field`.
  fileprivate func unpublishing(_ field: String, of model: String) -> Result<[SourceEdit], FixPatch.Refusal> {
    let found = (published[model] ?? []).filter { $0.field == field }
    guard found.count == 1 else {
      return .failure(
        .init(why: "@Published var \(field) of \(model) is declared \(found.count) times in the files read"))
    }
    return .success([found[0].removal])
  }

  /// `model` made `@Observable`, with every holder and injection of the app changed to match
  /// (docs/advise.md, "Patches").
  fileprivate func migrating(_ model: String) -> Result<[SourceEdit], FixPatch.Refusal> {
    let declarations = observableObjects[model] ?? []
    guard declarations.count == 1, let declaration = declarations.first else {
      return .failure(
        .init(
          why: "class \(model): ObservableObject is declared \(declarations.count) times in the files read"))
    }
    var edits = [
      SourceEdit(
        file: declaration.file, range: declaration.start..<declaration.start, replacement: "@Observable "),
      declaration.conformance,
    ]
    edits += (published[model] ?? []).map(\.removal)
    if let imported = imports[declaration.file],
      imported.modules.isDisjoint(with: ["SwiftUI", "Observation"])
    {
      let at = imported.end
      edits.append(
        SourceEdit(
          file: declaration.file, range: at..<at,
          replacement: at == 0 ? "import Observation\n" : "\nimport Observation"))
    }
    for holder in holders[model] ?? [] {
      let binds = (references["$" + holder.name] ?? []).contains {
        $0.owner == holder.use.owner && $0.place.file == holder.use.place.file
      }
      let made = (constructions[holder.wrapper.rawValue] ?? []).filter {
        $0.use.place.file == holder.use.place.file
      }
      if let made = made.first {
        return .failure(
          .init(
            why:
              "\(made.use.place.written): \(made.use.code) makes the wrapper by hand: change it to State(initialValue:) and the holder by hand"
          ))
      }
      switch holder.wrapper {
      case .stateObject:
        edits.append(holder.replacing(with: "@State"))
      case .observedObject:
        edits.append(binds ? holder.replacing(with: "@Bindable") : holder.attribute)
      case .environmentObject:
        guard !binds else {
          return .failure(
            .init(
              why:
                "\(holder.use.place.written): \(holder.use.code) is bound with $\(holder.name): with @Environment it needs @Bindable in the body, by hand"
            ))
        }
        edits.append(holder.replacing(with: "@Environment(\(model).self)"))
      }
    }
    // Every injection of the app is this model's, another's, or one the patch cannot tell.
    let heldHere = Dictionary(grouping: holders.flatMap { type, found in found.map { (type, $0) } }) {
      $0.1.use.place.file
    }
    for injection in injections {
      let types = heldHere[injection.use.place.file] ?? []
      let type: String?
      switch injection.argument {
      case .made(let made): type = made
      case .named(let name): type = types.first { $0.1.name == name }?.0
      case .other: type = nil
      }
      guard let type else {
        return .failure(
          .init(
            why:
              "\(injection.use.place.written): \(injection.use.code) injects an object whose type the patch cannot tell: it may be \(model), whose injection must become .environment(_:)"
          ))
      }
      if type == model {
        edits.append(
          SourceEdit(file: injection.use.place.file, range: injection.name, replacement: "environment"))
      }
    }
    return .success(edits)
  }
}

extension AppUses.Holder {
  /// Its attribute replaced by `text`.
  fileprivate func replacing(with text: String) -> SourceEdit {
    SourceEdit(file: use.place.file, range: written, replacement: text)
  }
}
