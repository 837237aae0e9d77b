import SwiftSyntax

/// The modifiers whose closure the user starts (`onTapGesture`, `onSubmit`, `.refreshable`,
/// `onDelete`, an accessibility action, and any `onX` an app or SwiftUI names so): what it
/// runs is an action, a button of the default trace.
enum InteractionTranslator: ConstructTranslator {
  /// Whether `name` is such a modifier: one of `ActionClosures.calls`, or a callback's
  /// name (`ActionClosures.isCallbackName`).
  static func startsAction(_ name: String) -> Bool {
    ActionClosures.calls.contains(name) || ActionClosures.isCallbackName(name)
  }

  static func modify(_ parts: [ScreenDraft.Part], with modifier: ModifierCall, in body: inout BodyTranslator)
    -> [ScreenDraft.Part]?
  {
    guard let action = BodyTranslator.actionBody(of: modifier.call) else { return parts }
    return parts + body.interaction(action, of: modifier.name, "")
  }
}
