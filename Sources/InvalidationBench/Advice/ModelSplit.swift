import SwiftSyntax

/// Splitting an `ObservableObject` in two (docs/advise.md): the fields that one interaction
/// alone writes move to a model of their own, so that views reading only the others are not
/// notified by its writes. Each expression reading the model reads one half (`model.f` reads
/// the new model where `f` moved); a view holds the halves it reads.
struct ModelSplit {
  /// The model's store key, and the fields that move.
  let key: String
  let moved: Set<String>
  /// The interaction writing them.
  let action: String

  /// The new model's key and class name.
  var newKey: String { key + Self.capitalized(action) }
  func newClass(of store: ScreenDraft.Store) -> String { store.className + Self.capitalized(action) }

  /// The splits of the store `key` worth trying: one per interaction that alone writes some
  /// of its fields, but not all.
  static func candidates(of store: ScreenDraft.Store, in draft: ScreenDraft) -> [ModelSplit] {
    guard store.isObservableObject, store.records == nil else { return [] }
    var writers: [String: Set<String>] = [:]
    for view in draft.views {
      for action in view.actions {
        for write in action.statements.flatMap(\.writes) {
          let path = write.path
          guard path.count >= 2, path[0] == store.key else { continue }
          writers[path[1], default: []].insert(action.name)
        }
      }
    }
    let fields = Set(store.fields.map(\.name)).subtracting([ScreenDraft.Store.willChange])
    var seen: Set<Set<String>> = []
    var splits: [ModelSplit] = []
    for action in Set(writers.values.flatMap { $0 }).sorted() {
      let moved = Set(writers.filter { $0.value == [action] }.keys).intersection(fields)
      guard !moved.isEmpty, moved.count < fields.count, seen.insert(moved).inserted else { continue }
      let split = ModelSplit(key: store.key, moved: moved, action: action)
      guard split.isExpressible(in: draft) else { continue }
      splits.append(split)
    }
    return splits
  }

  /// Whether every expression of the views reading the model reads one half only.
  private func isExpressible(in draft: ScreenDraft) -> Bool {
    guard !draft.stores.contains(where: { $0.key == newKey }) else { return false }
    for view in draft.views {
      for (property, store) in view.models where store == key {
        for expression in Self.expressions(of: view) where half(of: expression, through: property) == nil {
          return false
        }
      }
    }
    return true
  }

  /// Whether `expression` reads the moved fields (`true`), the others (`false`), or both or
  /// the model whole (`nil`); `false` when it does not use `property`.
  private func half(of expression: SourceExpression, through property: String) -> Bool? {
    var moves: Bool?
    for token in expression.syntax.tokens(viewMode: .sourceAccurate) {
      guard token.plainName == property || token.plainName == "$" + property,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.keyPathInParent != \MemberAccessExprSyntax.declName
      else { continue }
      guard reference.keyPathInParent == \MemberAccessExprSyntax.base,
        let member = reference.parent?.as(MemberAccessExprSyntax.self)
      else { return nil }
      let reads = moved.contains(member.declName.baseName.text)
      if let moves, moves != reads { return nil }
      moves = reads
    }
    return moves ?? false
  }

  private static func expressions(of view: ScreenDraft.View) -> [SourceExpression] {
    view.body.flatMap(\.expressions) + view.constants.values + view.helperValues.values.flatMap { $0 }
      + view.actions.flatMap { $0.statements.flatMap(\.expressions) }
  }

  /// Makes the split in `draft`.
  func apply(to draft: inout ScreenDraft) {
    // After a migration in a combination, the model is no longer an ObservableObject.
    guard let index = draft.stores.firstIndex(where: { $0.key == key }),
      draft.stores[index].isObservableObject,
      isExpressible(in: draft)
    else { return }
    let store = draft.stores[index]
    let made = ScreenDraft.Store(
      key: newKey, className: newClass(of: store), fields: store.fields.filter { moved.contains($0.name) },
      isObservableObject: true, records: nil, place: store.place)
    draft.stores[index].fields.removeAll { moved.contains($0.name) }
    draft.stores.append(made)
    for view in draft.views.indices {
      for (property, storeKey) in draft.views[view].models where storeKey == key {
        var readsMoved = false
        var readsKept = false
        let rename = { (expression: SourceExpression) -> SourceExpression in
          guard let moves = half(of: expression, through: property) else { return expression }
          guard expression.namesUsed.contains(property) || expression.namesUsed.contains("$" + property)
          else {
            return expression
          }
          if moves {
            readsMoved = true
            return expression.renaming(property, to: newKey)
          }
          readsKept = true
          return expression
        }
        var changed = draft.views[view]
        changed.body = changed.body.map { $0.mapExpressions(rename) }
        changed.constants = changed.constants.mapValues(rename)
        changed.helperValues = changed.helperValues.mapValues { $0.map(rename) }
        for action in changed.actions.indices {
          changed.actions[action].statements = changed.actions[action].statements.map {
            $0.mapExpressions(rename)
          }
        }
        // A view holds the halves it reads; an owner owns both.
        if changed.owns.contains(key) {
          changed.owns.append(newKey)
        } else if changed.holds.contains(key) {
          if readsMoved { changed.holds.append(newKey) }
          if !readsKept { changed.holds.removeAll { $0 == key } }
        }
        draft.views[view] = changed
      }
    }
  }

  private static func capitalized(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}
