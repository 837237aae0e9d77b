import SwiftSyntax

/// `onAppear`, `onDisappear`, `.task`, `onChange(of:)` and `.onReceive` (docs/rules.md R12,
/// R13): a lifecycle part running an action of the view; an `.onReceive` of a publisher no
/// model declares (a timer, a notification) is an event from outside the screen.
enum LifecycleTranslator: ConstructTranslator {
  /// SwiftUI's lifecycle modifiers: the screen format's (`ScreenVocabulary.Lifecycle`) but its
  /// own `onFirstAppear`, `observeChange` and `onEvent`.
  static let modifiers: Set<String> = Set(
    [ScreenVocabulary.Lifecycle.onAppear, .onDisappear, .task, .onChange, .onReceive].map(\.rawValue))

  /// Combine's operators an `.onReceive` chain is written with, which decide when (not
  /// whether) a change reaches the action.
  static let publisherOperators: Set<String> = [
    "debounce", "throttle", "removeDuplicates", "receive", "delay", "eraseToAnyPublisher", "dropFirst",
  ]

  static func modify(_ parts: [ScreenDraft.Part], with modifier: ModifierCall, in body: inout BodyTranslator)
    -> [ScreenDraft.Part]?
  {
    let (name, call) = (modifier.name, modifier.call)
    guard let kind = ScreenVocabulary.Lifecycle(rawValue: name),
      let action = BodyTranslator.actionBody(of: call)
    else { return parts }
    let actionName = body.unique(
      body.draft.name.prefix(1).lowercased() + body.draft.name.dropFirst() + name.prefix(1).uppercased()
        + name.dropFirst())
    var value: SourceExpression?
    if [.onChange, .onReceive, .task].contains(kind),
      let watched = call.arguments.first(where: {
        $0.label?.text == "of" || $0.label?.text == "id" || $0.label == nil
      })?.expression,
      !watched.is(ClosureExprSyntax.self)
    {
      // `model.$field`, a publisher, watches the field; through operators
      // (`.debounce(…)`, `.removeDuplicates()`), the field they start from.
      let (source, operators) = kind == .onReceive ? publisherSource(watched) : (watched, [])
      if kind == .onReceive, isOutsideEvent(source) {
        body.warn(
          .approximated, watched,
          "in \(body.draft.name), ran this .onReceive's action as an event from outside the screen, which the default trace fires: the screen has no timers or notifications"
        )
        body.addAction(actionName, running: action)
        return parts + [.lifecycle(kind: .onEvent, value: nil, action: actionName, at: body.place(call))]
      }
      if !operators.isEmpty {
        body.warn(
          .approximated, watched,
          "in \(body.draft.name), ran this .onReceive on each change of '\(source.trimmedText)': the screen has no \(operators.map { "." + $0 }.joined(separator: ", ")), so its action runs after every change"
        )
      }
      let watchedValue = body.expression(source)
      value =
        watchedValue.text.contains(".$")
        ? watchedValue.replaced(by: watchedValue.text.replacingOccurrences(of: ".$", with: "."))
        : watchedValue
    }
    let parameters = closureParameters(action, watching: value, modifier: name, in: &body)
    // A function given as the action (`perform: handle`) is passed the watched value; a
    // task's takes none.
    let passed = kind == .task ? nil : value?.text
    let statements = body.addAction(actionName, running: action, parameters: parameters, passing: passed)
    if kind == .onChange, let value,
      statements.flatMap(\.writes).contains(where: { $0.target.text == value.text })
    {
      body.warn(
        .approximated, call,
        "in \(body.draft.name), this .onChange writes what it watches: its action runs at most once a frame, as SwiftUI runs it (logging 'onChange(of:) action tried to update multiple times per frame')"
      )
    }
    return parts + [.lifecycle(kind: kind, value: value, action: actionName, at: body.place(call))]
  }

  /// `{ old, new in … }`, `{ value in … }`: the closure runs after the change, so each
  /// parameter stands for the watched value as it now is (the old one too, with a warning).
  private static func closureParameters(
    _ action: BodyTranslator.ActionBody, watching value: SourceExpression?, modifier: String,
    in body: inout BodyTranslator
  ) -> [String: String] {
    var parameters: [String: String] = [:]
    guard case .closure(let closure) = action else { return parameters }
    let names = BodyTranslator.parameterNames(of: closure)
    if let value, !names.isEmpty {
      for name in names where name != "_" { parameters[name] = value.text }
      if names.count == 2, names[0] != "_" {
        body.warn(
          .guessed, closure,
          "took '\(names[0])' in this .\(modifier) as the new value: the screen keeps no old one")
      }
    }
    return parameters
  }

  /// A publisher with the operators applied to it (`model.$query.debounce(for: 0.2, …)`):
  /// the publisher they start from, and the operators' names.
  static func publisherSource(_ publisher: ExprSyntax) -> (ExprSyntax, [String]) {
    var source = publisher
    var operators: [String] = []
    while let call = source.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      publisherOperators.contains(member.declName.baseName.text)
    {
      operators.insert(member.declName.baseName.text, at: 0)
      source = base
    }
    return (source, operators)
  }

  /// Whether a publisher comes from outside the screen's models (`timer`,
  /// `NotificationCenter.default.publisher(for: …)`), not a model's field (`model.$query`)
  /// or its `objectWillChange`.
  static func isOutsideEvent(_ publisher: ExprSyntax) -> Bool {
    let text = publisher.trimmedText
    return !text.contains("$") && !text.hasSuffix("objectWillChange")
  }
}
