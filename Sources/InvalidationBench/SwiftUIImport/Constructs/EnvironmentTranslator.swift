import SwiftSyntax

/// `.environment(\.key, value)` over the parts it modifies (R9); the key is one of the screen's
/// environment keys.
enum EnvironmentTranslator: ConstructTranslator {
  static let modifiers: Set<String> = ["environment"]

  static func modify(_ parts: [ScreenDraft.Part], with modifier: ModifierCall, in body: inout BodyTranslator)
    -> [ScreenDraft.Part]?
  {
    let call = modifier.call
    guard call.arguments.count == 2,
      let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self),
      let value = call.arguments.last?.expression
    else { return parts }
    let key = ViewCollector.environmentKey(keyPath.components.trimmedText.dropFirst())
    body.environmentKeys.insert(key)
    let written = body.expression(value)
    if written.namesUsed.contains(where: { $0.first?.isLowercase == true }) {
      body.changingEnvironmentWrites.append((key, body.place(value)))
    }
    return [.environment(key: key, value: written, content: parts)]
  }

  /// What the engine approximates of the writers of `writes`, values that can change, where
  /// the screen reads `read` keys: a writer of a whole value stands for each of its members,
  /// so a change of one re-runs the readers of every other, where SwiftUI compares the member
  /// each reads (R9); a view reading the whole value does not see a writer of a member of it.
  static func caveats(of writes: [(key: String, place: SourcePlace)], read: Set<String>) -> [ImportWarning] {
    writes.compactMap { write in
      if read.contains(where: { $0.hasPrefix(write.key + ".") }) {
        return write.place.warning(
          .approximated,
          "the value written for \(write.key) is not split into its members: a change of any member re-runs every view that reads one"
        )
      }
      if let whole = read.first(where: { write.key.hasPrefix($0 + ".") }) {
        return write.place.warning(
          .approximated,
          "a view reading the whole \(whole) does not see this writer of its member \(write.key)")
      }
      return nil
    }
  }
}
