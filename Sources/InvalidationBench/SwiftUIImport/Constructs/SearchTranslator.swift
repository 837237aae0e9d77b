import SwiftSyntax

/// `.searchable(text: $query)`: a search field, a text field bound to `text:`.
enum SearchTranslator: ConstructTranslator {
  static let modifiers: Set<String> = ["searchable"]

  static func modify(_ parts: [ScreenDraft.Part], with modifier: ModifierCall, in body: inout BodyTranslator)
    -> [ScreenDraft.Part]?
  {
    let call = modifier.call
    guard let text = call.arguments.first(where: { $0.label?.text == "text" })?.expression,
      text.trimmedText.hasPrefix("$")
    else { return parts + body.modifierReads(modifier.name, call) }
    let binding = body.expression(text)
    let name = body.unique("search" + BodyTranslator.identifier(from: String(text.trimmedText.dropFirst())))
    return parts + [.control(kind: "TextField", binding: binding, name: name)]
  }
}
