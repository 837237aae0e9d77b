import SwiftSyntax

/// `.gesture(_:)`, `.simultaneousGesture(_:)` and `.highPriorityGesture(_:)`: what a gesture's
/// callbacks run (`DragGesture().onChanged { … }.onEnded { … }`, `TapGesture().onEnded { … }`)
/// is an interaction each, as an `onTapGesture`'s closure is; the gesture itself shows nothing.
enum GestureTranslator: ConstructTranslator {
  static let modifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]

  /// The callbacks a gesture runs when the user performs it.
  private static let callbacks: Set<String> = ["onChanged", "onEnded"]
  /// The gestures made of two (`a.sequenced(before: b)`): both are read.
  private static let combinations: Set<String> = ["sequenced", "simultaneously", "exclusively"]

  static func modify(_ parts: [ScreenDraft.Part], with modifier: ModifierCall, in body: inout BodyTranslator)
    -> [ScreenDraft.Part]?
  {
    guard let gesture = modifier.call.arguments.first?.expression else { return parts }
    return parts + actions(of: gesture, in: &body)
  }

  /// The interactions of `gesture`, its callbacks (closures or functions) in the order
  /// written; a gesture not made where it is given (a property, a helper) is not read beyond
  /// the callbacks written here, with a warning.
  private static func actions(of gesture: ExprSyntax, in body: inout BodyTranslator) -> [ScreenDraft.Part] {
    var found: [ScreenDraft.Part] = []
    var expr = gesture
    while let call = expr.as(FunctionCallExprSyntax.self) {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
        // SwiftUI's gesture made here, `DragGesture(minimumDistance: 0)`: its arguments are values.
        if let name = BodyTranslator.calledName(call), name.first?.isUppercase == true,
          name.hasSuffix("Gesture")
        {
          return found
        }
        break
      }
      let name = member.declName.baseName.text
      if callbacks.contains(name), let action = BodyTranslator.actionBody(of: call) {
        found = body.interaction(action, of: name, "") + found
      } else if combinations.contains(name), let other = call.arguments.first?.expression {
        found += actions(of: other, in: &body)
      } else if name == "updating" {
        // `.updating($offset) { … }` writes a @GestureState, which resets when the gesture
        // ends: nothing the screen keeps.
        body.warn(
          .approximated, call,
          "left out what .updating writes: a @GestureState the gesture resets when it ends")
      }
      expr = base
    }
    body.warn(
      .opaque, expr,
      "kept the gesture '\(ImportWarning.snippet(expr.trimmedDescription))' as doing nothing\(found.isEmpty ? "" : " beyond the callbacks written here"): it is not made here (SwiftUI's TapGesture(), DragGesture(), … with .onChanged or .onEnded)"
    )
    return found
  }
}
