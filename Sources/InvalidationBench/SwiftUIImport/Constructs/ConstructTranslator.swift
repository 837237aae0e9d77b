import SwiftSyntax

/// A family of SwiftUI constructs the import translates into a screen's parts: the views it
/// makes parts of, by name, and the modifiers it reads (docs/architecture.md, "Adding a
/// construct"). `ConstructRegistry` lists every family; `BodyTranslator` asks the family
/// that names a call, and knows no construct by name itself.
///
/// The contract:
/// - A family translates only the names it lists, and lists each name once in the whole
///   registry (a test checks it).
/// - `view` and `modify` return `nil` to decline (the call is then read as any other view,
///   or the modifier as one whose arguments the body evaluates); they never return parts
///   that drop what the source reads without a warning at its place (`BodyTranslator.warn`).
/// - What a family needs of the body (the view's names, locals, its file, the names taken)
///   it reaches through the `BodyTranslator` it is given, and it changes it only through the
///   translator's methods (`unique`, `warn`, `addAction`, …).
protocol ConstructTranslator: Sendable {
  /// The SwiftUI views (the names called, `VStack`, `Text`) this family translates.
  static var views: Set<String> { get }
  /// The modifiers (`.sheet`, `.id`) this family translates.
  static var modifiers: Set<String> { get }
  /// Whether a view of the app's own with one of `views`' names is still read as SwiftUI's
  /// (the containers, `Text`, `Button` and the controls are; `NavigationLink` and the
  /// framework's other views give way to the app's).
  static var precedesAppViews: Bool { get }

  /// The parts `expr` is, an expression of this family's that is no call (`Text(a) + Text(b)`);
  /// `nil` if it is none.
  static func expression(_ expr: ExprSyntax, in body: inout BodyTranslator) -> [ScreenDraft.Part]?
  /// The parts `call` is, a call of one of `views`; `nil` to read it as another view.
  static func view(_ call: ViewCall, in body: inout BodyTranslator) -> [ScreenDraft.Part]?
  /// `parts` as the modifier `call`, one of `modifiers`, changes them; `nil` to read it as a
  /// modifier whose arguments the body evaluates.
  static func modify(_ parts: [ScreenDraft.Part], with call: ModifierCall, in body: inout BodyTranslator)
    -> [ScreenDraft.Part]?
}

extension ConstructTranslator {
  static var views: Set<String> { [] }
  static var modifiers: Set<String> { [] }
  static var precedesAppViews: Bool { true }

  static func expression(_ expr: ExprSyntax, in body: inout BodyTranslator) -> [ScreenDraft.Part]? { nil }

  static func view(_ call: ViewCall, in body: inout BodyTranslator) -> [ScreenDraft.Part]? { nil }

  static func modify(_ parts: [ScreenDraft.Part], with call: ModifierCall, in body: inout BodyTranslator)
    -> [ScreenDraft.Part]?
  { nil }
}

/// A call of a view in a body (`VStack { … }`, `Text(title)`), with what surrounds it.
struct ViewCall {
  /// The name called (`VStack`, `Text`).
  let name: String
  let call: FunctionCallExprSyntax
  /// The lazy container the call is in, if any (`List`, `LazyVStack`): a `ForEach` inside
  /// builds only its visible rows.
  let container: String?
  /// The modifiers written after the call, outermost first.
  let modifiers: [ModifierCall]
}

/// A modifier in a body (`.sheet(isPresented: $x) { … }`): its name and its call.
struct ModifierCall {
  let name: String
  let call: FunctionCallExprSyntax
}

/// A family of the registry (`ConstructRegistry`): a `ConstructTranslator`'s names and
/// functions, as a value.
struct ConstructFamily: Sendable {
  let views: Set<String>
  let modifiers: Set<String>
  let precedesAppViews: Bool
  let expression: @Sendable (ExprSyntax, inout BodyTranslator) -> [ScreenDraft.Part]?
  let view: @Sendable (ViewCall, inout BodyTranslator) -> [ScreenDraft.Part]?
  let modify: @Sendable ([ScreenDraft.Part], ModifierCall, inout BodyTranslator) -> [ScreenDraft.Part]?

  init<Family: ConstructTranslator>(_ family: Family.Type) {
    views = Family.views
    modifiers = Family.modifiers
    precedesAppViews = Family.precedesAppViews
    expression = { Family.expression($0, in: &$1) }
    view = { Family.view($0, in: &$1) }
    modify = { Family.modify($0, with: $1, in: &$2) }
  }
}
