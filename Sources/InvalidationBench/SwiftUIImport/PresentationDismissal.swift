import SwiftSyntax

/// `dismiss()` in a view a sheet presents ends the presentation (docs/swiftui-import.md,
/// "`dismiss()` in what a sheet presents"): SwiftUI's `DismissAction` of a presented view sets the presentation's
/// binding `false`, so the presenter's `isPresented` state changes and the sheet's content is
/// no longer evaluated (R16). A view's actions write `name = false` for each call of its
/// `@Environment(\.dismiss) var name` (`ActionTranslator.dismissActions`); once every view is
/// translated, the view is given the presentation's binding as an input of that name where
/// every view that makes it is a presentation on an `isPresented:` binding, and the writes are
/// taken back otherwise (a view the root is, or that a link pushes or a parent shows), where
/// the call stays done with its warning.
enum PresentationDismissal {
  /// The environment keys whose action dismisses: `\.dismiss` (`dismiss()`) and
  /// `\.presentationMode` (`presentationMode.wrappedValue.dismiss()`), which SwiftUI ends a
  /// presentation by alike.
  static let keys: Set<String> = ["dismiss", "presentationMode"]

  /// Whether `expr` calls the dismissal of `name`, one of `actions` (by name, with its key),
  /// as its key's action is called: `dismiss()`, `presentationMode.wrappedValue.dismiss()`
  /// (through `self.` too), with no argument.
  static func dismisses(_ expr: ExprSyntax, named name: String, among actions: [String: String]) -> Bool {
    guard let key = actions[name], let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    else { return false }
    var called = call.calledExpression.trimmedDescription
    if called.hasPrefix("self.") { called.removeFirst(5) }
    return called == (key == "dismiss" ? name : "\(name).wrappedValue.dismiss")
  }

  /// The write a call of `name` is until linked: `name = false`.
  static func write(_ name: String, at place: SourcePlace) -> ScreenDraft.Write {
    ScreenDraft.Write(
      target: SourceExpression(name, at: place), operation: .assign,
      value: SourceExpression("false", at: place))
  }

  /// The warning of a call of `call` that no presentation's binding reaches.
  static func unlinked(_ call: String) -> String {
    "ran '\(ImportWarning.snippet(call))' as done: \(unlinkedReason)"
  }

  private static let unlinkedReason =
    "no sheet on an isPresented: binding shows this view wherever it is made, so what it dismisses goes on as it is"

  /// Links or takes back the writes of each view of `draft` that calls its `dismiss`.
  static func link(_ draft: inout ScreenDraft) {
    for index in draft.views.indices {
      let names = Set(draft.views[index].environmentReads.filter { keys.contains($0.value) }.keys)
      let written = names.filter { name in
        draft.views[index].actions.contains { action in
          lines(of: action).contains { $0.writes.contains { isDismissal($0, of: name) } }
        }
      }
      guard !written.isEmpty else { continue }
      let viewName = draft.views[index].name
      let makers = draft.views.filter { view in
        ScreenDraft.Part.all(in: view.body).contains {
          if case .child(let name, _, _, _) = $0 { return name == viewName }
          return false
        }
      }
      let linked = !makers.isEmpty && makers.allSatisfy(isPresentedOnBinding)
      let makerNames = Set(makers.map(\.name))
      // A body that uses the action as a value (`Child(onDone: dismiss)`) keeps it one.
      let used = Set(
        ScreenDraft.Part.all(in: draft.views[index].body).flatMap(\.expressions).flatMap(\.namesUsed))
      for name in written.sorted() {
        if linked && !used.contains(name) {
          draft.views[index].environmentReads[name] = nil
          draft.views[index].inputs.append((name, .binding))
          let places = Set(
            draft.views[index].actions.flatMap(lines(of:)).flatMap(\.writes).filter {
              isDismissal($0, of: name)
            }.map(\.place))
          draft.warnings.removeAll { places.contains($0.place) && $0.message.hasSuffix(unlinkedReason) }
          for maker in draft.views.indices where makerNames.contains(draft.views[maker].name) {
            draft.views[maker].body = draft.views[maker].body.map {
              $0.mapArguments(ofChild: viewName) { arguments, at in
                arguments + [(name, SourceExpression("$presented", at: at))]
              }
            }
          }
        } else {
          for action in draft.views[index].actions.indices {
            draft.views[index].actions[action].statements = removing(
              name, from: draft.views[index].actions[action].statements)
            draft.views[index].actions[action].openBranches = draft.views[index].actions[action].openBranches
              .map {
                ScreenDraft.OpenBranch(
                  place: $0.place, assumption: $0.assumption, statements: removing(name, from: $0.statements))
              }
          }
        }
      }
    }
    // A key no view reads any longer is none of the screen's.
    let read = Set(draft.views.flatMap(\.environmentReads.values))
    draft.environmentKeys.removeAll { keys.contains($0) && !read.contains($0) }
  }

  /// Whether `view` is what a `.sheet(isPresented: $x)` presents: a view of the import's
  /// given the binding `presented`, its body shown while that is `true`.
  private static func isPresentedOnBinding(_ view: ScreenDraft.View) -> Bool {
    guard view.isPresentation, view.inputs.contains(where: { $0.name == "presented" && $0.kind == .binding }),
      view.body.count == 1, case .conditional(let test, _, _) = view.body[0]
    else { return false }
    return test.text == "presented" && test.testedCase == nil
  }

  /// The action's statements, its open branches' too.
  private static func lines(of action: ScreenDraft.Action) -> [ScreenDraft.ActionLine] {
    action.statements + action.openBranches.flatMap(\.statements)
  }

  private static func isDismissal(_ write: ScreenDraft.Write, of name: String) -> Bool {
    write.operation == .assign && write.target.text == name && write.value?.text == "false"
  }

  /// `lines` without the dismissal writes of `name`, in their blocks and branches too.
  private static func removing(_ name: String, from lines: [ScreenDraft.ActionLine]) -> [ScreenDraft
    .ActionLine]
  {
    lines.compactMap { line in
      switch line {
      case .write(let write): return isDismissal(write, of: name) ? nil : line
      case .withAnimation(let inner): return .withAnimation(removing(name, from: inner))
      case .async(let inner): return .async(removing(name, from: inner))
      case .when(var branch):
        branch.then = removing(name, from: branch.then)
        branch.otherwise = removing(name, from: branch.otherwise)
        return .when(branch)
      }
    }
  }
}
