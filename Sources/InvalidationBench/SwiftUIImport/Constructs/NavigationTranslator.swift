import SwiftSyntax

/// `NavigationLink`: its label shown, its destination shown while a state of the view says it
/// is pushed (the navigation stack keeps that state in SwiftUI), and, in a list with a
/// selection, a choice that writes its value to the selection.
enum NavigationTranslator: ConstructTranslator {
  static let views: Set<String> = ["NavigationLink"]
  static var precedesAppViews: Bool { false }

  static func view(_ view: ViewCall, in body: inout BodyTranslator) -> [ScreenDraft.Part]? {
    // In a list with a selection, a link selects its value (SwiftUI sets the binding).
    if body.selection != nil,
      let value = view.call.arguments.first(where: { $0.label?.text == "value" })?.expression
    {
      return body.select(value, at: view.call) + body.contents(of: view.call, isLink: true)
    }
    return FrameworkViewTranslator.element(view, in: &body, isLink: true)
  }

  /// A destination, shown while a state of the view says it is pushed: here a toggle the
  /// default trace flips pushes and pops it, mounting and unmounting what it shows.
  static func pushed(
    _ destination: [ScreenDraft.Part], at call: FunctionCallExprSyntax, in body: inout BodyTranslator
  ) -> [ScreenDraft.Part] {
    var first: String?
    for case .child(let name, _, _, _) in destination where first == nil { first = name }
    let base = "pushed" + (first ?? "Destination")
    var name = base
    var number = 2
    while body.draft.state.contains(where: { $0.name == name }) || body.viewNames.contains(name) {
      name = base + "\(number)"
      number += 1
    }
    body.draft.state.append((name, body.constant("false", at: call)))
    let what =
      BodyTranslator.calledName(call) == "NavigationLink"
      ? "NavigationLink's destination" : "navigation destination"
    body.warn(
      .approximated,
      call,
      "showed this \(what) while '\(name)' is true, a state the default trace flips (SwiftUI keeps it in the navigation stack)"
    )
    return [
      .control(kind: "Toggle", binding: body.constant("$" + name, at: call), name: body.unique(name)),
      .conditional(body.constant(name, at: call), then: destination, otherwise: []),
    ]
  }
}
