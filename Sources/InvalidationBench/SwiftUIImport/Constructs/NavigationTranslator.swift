import SwiftSyntax

/// `NavigationLink`: its label shown, its destination shown while the link is pushed (a state
/// the link keeps, in a view of its own where it can), and, in a list with a selection, a
/// choice that writes its value to the selection.
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

  /// A destination, shown while a state says it is pushed: here a toggle the default trace
  /// flips pushes and pops it, mounting and unmounting what it shows. The state is the link's
  /// own view's (`ownView`, the destination making no actions of the view's) where it can be,
  /// else the view's.
  static func pushed(
    _ destination: [ScreenDraft.Part], at call: FunctionCallExprSyntax, ownView: Bool,
    in body: inout BodyTranslator
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
    let what =
      BodyTranslator.calledName(call) == "NavigationLink"
      ? "NavigationLink's destination" : "navigation destination"
    body.warn(
      .approximated,
      call,
      "showed this \(what) while '\(name)' is true, a state the default trace flips (SwiftUI keeps it in the navigation stack)"
    )
    let shown: [ScreenDraft.Part] = [
      .control(kind: "Toggle", binding: body.constant("$" + name, at: call), name: body.unique(name)),
      .conditional(body.constant(name, at: call), then: destination, otherwise: []),
    ]
    if ownView, let link = linkView(shown, state: name, at: call, in: &body) { return [link] }
    body.draft.state.append((name, body.constant("false", at: call)))
    return shown
  }

  /// The link as a view of its own that keeps whether it is pushed, as SwiftUI's link does
  /// (R10): pushing and popping re-run no body of the view showing the link, only this one's,
  /// which mounts and unmounts the destination. It is given what the destination uses of the
  /// view; `nil` when that is what a view of its own cannot be given (a local, a row's item)
  /// or a model, which only the view observes.
  private static func linkView(
    _ shown: [ScreenDraft.Part], state name: String, at call: FunctionCallExprSyntax,
    in body: inout BodyTranslator
  ) -> ScreenDraft.Part? {
    let used = PresentationTranslator.namesUsed(by: shown, [])
    // A model the destination reads is observed by the view that holds it: the link's view
    // holds none, and would not re-run for it.
    let models = Set(body.draft.models.keys).union(body.draft.models.values).union(body.draft.queries.keys)
    guard used.isDisjoint(with: models),
      let given = PresentationTranslator.inputs(for: used.subtracting([name]), at: call, in: body)
    else { return nil }
    var viewName = body.unique(body.draft.name + "Link")
    while body.views[viewName] != nil { viewName = body.unique(viewName) }
    var view = ScreenDraft.View(name: viewName, place: body.place(call))
    view.isPresentation = true
    view.inputs = given.inputs
    view.environmentReads = given.environment
    view.state = [(name, body.constant("false", at: call))]
    view.body = shown
    body.presented.append(view)
    return .child(name: viewName, arguments: given.arguments, id: nil, at: body.place(call))
  }
}
