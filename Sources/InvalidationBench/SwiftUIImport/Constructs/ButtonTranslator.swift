import SwiftSyntax

/// `Button`: a button of the screen whose action is what the button runs, named after its
/// label (`tapSave`), which the default trace taps; a label of several views is shown beside
/// it.
enum ButtonTranslator: ConstructTranslator {
  static let views: Set<String> = ["Button"]

  static func view(_ view: ViewCall, in body: inout BodyTranslator) -> [ScreenDraft.Part]? {
    let call = view.call
    var label = body.constant("\"Button\"", at: call)
    var shown: [ScreenDraft.Part] = []
    if let first = call.arguments.first(where: { $0.label == nil })?.expression {
      label = body.expression(first)
    } else if let labelClosure = labelClosure(of: call) {
      if let single = ViewCollector.singleExpression(labelClosure.statements)?.as(
        FunctionCallExprSyntax.self),
        BodyTranslator.calledName(single) == "Text", let text = single.arguments.first?.expression
      {
        label = body.expression(text)
      } else {
        // A label of several views, or of one with modifiers, is shown beside the button.
        shown = body.parts(labelClosure.statements)
      }
    }
    // `Button("Save", action: save)` runs `save()`; `Button(action: save) { … }` has its
    // label in the trailing closure.
    let action: BodyTranslator.ActionBody? =
      call.arguments.first(where: { $0.label?.text == "action" }).map { .init($0.expression) }
      ?? call.trailingClosure.map { .closure($0) }
    let name = body.unique("tap" + BodyTranslator.identifier(from: label.text))
    if let action { body.addAction(name, running: action) } else { body.addAction(name, []) }
    return [.button(label: label, action: name)] + shown
  }

  /// The closure that makes a button's label: `label:`, or the trailing one when the action is
  /// an argument.
  private static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
      ?? call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self)
      ?? (call.arguments.contains { $0.label?.text == "action" } ? call.trailingClosure : nil)
  }
}
