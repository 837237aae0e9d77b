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
    return [.environment(key: key, value: body.expression(value), content: parts)]
  }
}
