import Foundation

/// What a fix takes for granted about the code it does not change, to be checked against the
/// whole app (`AppUses`; docs/advise.md, "The whole app"). Names are matched as written, not by
/// type: a use of a same-named member of another type counts too, so a claim may fail that
/// would hold, never the reverse.
enum AppClaim: Sendable, Equatable {
  /// No file the import did not read uses `model.field`: reads it, binds it (`$m.field`), writes
  /// it or subscribes to its publisher (`m.$field`); the model's own code does not subscribe to
  /// it either (`$field`).
  case fieldUnused(model: String, field: String)
  /// No file the import did not read uses these fields of `model`: they move to another model.
  case fieldsMoved(model: String, fields: [String])
  /// Nothing subscribes to the model's publishers: `m.$field` anywhere, `$field` or
  /// `objectWillChange` in its own code, `objectWillChange` outside any class (a view's
  /// `.onReceive`); an `@Observable` class has neither.
  case noPublishers(model: String, fields: [String])
  /// No file the import did not read makes `view` (with the argument `label`, when given):
  /// the fix changes what it is made with.
  case madeOnlyHere(view: String, label: String?)
}

extension AppUses {
  /// `FILE:LINE:COLUMN`, the file relative to the working folder when it is under it.
  func shown(_ place: SourcePlace) -> String {
    let folder = ImportedScreen.canonical(FileManager.default.currentDirectoryPath) + "/"
    let file = place.file.hasPrefix(folder) ? String(place.file.dropFirst(folder.count)) : place.file
    return "\(file):\(place.position.line):\(place.position.column)"
  }

  /// Where the app's code contradicts `claims`, each as `FILE:LINE:COLUMN: what is there`.
  func obstacles(to claims: [AppClaim]) -> [String] {
    guard !claims.isEmpty else { return [] }
    let unreadFiles = unread.map {
      "\($0):1:1: could not be read, so what it does with the change is not known"
    }
    return unreadFiles
      + claims.flatMap { claim in
        uses(against: claim).map { "\(shown($0.place)): \($0.code) — \(claim.contradiction)" }
      }
  }

  private func uses(against claim: AppClaim) -> [Use] {
    switch claim {
    case .fieldUnused(let model, let field):
      return (members[field] ?? []).filter { !$0.given } + (members["$" + field] ?? [])
        + (references["$" + field] ?? []).filter { $0.owner == model }
    case .fieldsMoved(_, let fields):
      return fields.flatMap { field in
        ((members[field] ?? []) + (members["$" + field] ?? [])).filter { !$0.given }
      }
    case .noPublishers(let model, let fields):
      let willChange = (members["objectWillChange"] ?? []) + (references["objectWillChange"] ?? [])
      return fields.flatMap { field in
        (members["$" + field] ?? []) + (references["$" + field] ?? []).filter { $0.owner == model }
      } + willChange.filter { $0.owner == model || !classes.contains($0.owner ?? "") }
    case .madeOnlyHere(let view, let label):
      return (constructions[view] ?? []).filter { call in
        !call.use.given && (label.map { call.labels.contains($0) } ?? true)
      }.map(\.use)
    }
  }
}

extension AppClaim {
  /// Why a use found breaks the claim, in a few words.
  fileprivate var contradiction: String {
    switch self {
    case .fieldUnused(let model, let field):
      "uses \(model).\(field) (or a same-named member) where the import did not read"
    case .fieldsMoved(let model, _):
      "uses a field of \(model) the fix moves, in a file the import did not read"
    case .noPublishers(let model, _):
      "a publisher of \(model) (or a same-named one) is used: @Observable has none"
    case .madeOnlyHere(let view, _):
      "makes \(view) in a file the import did not read: the fix changes its arguments"
    }
  }
}

extension AppUses {
  /// Where a migration of `model` to `@Observable` changes the app besides the model: each
  /// holder (`@StateObject` → `@State`, `@ObservedObject` → a plain property or `@Bindable`,
  /// `@EnvironmentObject` → `@Environment(Model.self)`) and each `.environmentObject(_:)` of
  /// the files that hold or make it (→ `.environment(_:)`).
  func migrationPlaces(of model: String) -> [String] {
    let held = (holders[model] ?? []).map(\.use)
    let files = Set(held.map(\.place.file) + (constructions[model] ?? []).map(\.use.place.file))
    let injected = injections.map(\.use).filter { files.contains($0.place.file) }
    return (held + injected).sorted {
      ($0.place.file, $0.place.position.line) < ($1.place.file, $1.place.position.line)
    }
    .map { "\(shown($0.place)): \($0.code)" }
  }
}
