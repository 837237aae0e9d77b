/// The names a view's body may use, resolved to positions as the body is declared, and the
/// actions, controls and observers it may declare.
public struct ViewScope {
  let builder: ScreenBuilder
  /// The view being declared.
  public let name: String
  let inputs: [InputSpec]
  let state: [StateSpec]
  /// The actions declared so far.
  let declared: DeclaredActions

  /// The input named `name`.
  public func input(_ input: String) throws(DeclarationError) -> Expr {
    guard let index = inputs.firstIndex(where: { $0.name == input }) else {
      throw .unknownInput(view: name, input: input, known: inputs.map(\.name))
    }
    return .input(index)
  }

  /// The `@State` named `name`.
  public func state(_ state: String) throws(DeclarationError) -> Expr {
    guard let index = self.state.firstIndex(where: { $0.name == state }) else {
      throw .unknownState(view: name, state: state, known: self.state.map(\.name))
    }
    return .state(index)
  }

  /// `attribute` of the record held by the record input `input`.
  public func attribute(_ input: String, _ attribute: String) throws(DeclarationError) -> Expr {
    guard let index = inputs.firstIndex(where: { $0.name == input }) else {
      throw .unknownInput(view: name, input: input, known: inputs.map(\.name))
    }
    guard case .record(let collection) = inputs[index].kind else {
      throw .notARecordInput(view: name, input: input)
    }
    return .attribute(input: index, collection: collection, attribute: try collection.attribute(attribute))
  }

  /// Declares an action of this view; returns its name, for the parts and events that run it.
  /// Action names are unique in a screen.
  @discardableResult
  public func action(_ action: String, _ steps: [ActionStep]) throws(DeclarationError) -> String {
    guard !action.isEmpty else { throw .emptyName(what: "action of view '\(name)'") }
    try builder.claimAction(action, view: name)
    declared.actions.append(ActionDecl(action, steps))
    return action
  }

  /// `Button(label) { action }`: an element the trace taps with `Event.perform(action)`.
  public func button(_ label: Expr, action: String) -> Part {
    declared.referenced.append(action)
    return .element("Button", label)
  }

  /// A control (`TextField`, `Toggle`, `Slider`, …) bound to `binding` (`.state(i)`,
  /// `.field(f)` or a binding input), named `control` for the trace's edit events. It is a
  /// framework view of its own, which reads the binding and shows the bound value.
  public func control(
    _ kind: String, _ control: String, binding: Expr
  ) throws(DeclarationError) -> Part {
    let checker = BodyChecker(view: self, screen: builder)
    let source = try checker.checkBindingSource(binding)
    let id = try builder.control(kind, name: control, valueType: source, host: name)
    return .child(id, ["value": .binding(binding)])
  }

  /// `.onChange(of:in:)` as an observer modifier (ScopeKit's): a hidden observer view that
  /// reads `value` and runs `action` when it differs from the last value it saw (R11). For
  /// SwiftUI's own `onChange(of:)`, which the host's body computes, use `Part.onChange`.
  public func observeChange(of value: Expr, action: String) throws(DeclarationError) -> Part {
    Part(.observer(try builder.observer(.change, value: value, action: action, host: self)))
  }

  /// `.onReceive(store.$field) { action }`: runs `action` on every write of `field`, equal
  /// values included; on `@Observable` stores, which have no publishers, it acts as
  /// `observeChange`.
  public func onReceive(_ field: FieldRef, action: String) throws(DeclarationError) -> Part {
    Part(.observer(try builder.observer(.receive, value: .field(field), action: action, host: self)))
  }
}

/// The actions of the view being declared, as its body declares them.
final class DeclaredActions {
  var actions: [ActionDecl] = []
  /// Action names used by buttons, checked once the body is declared.
  var referenced: [String] = []
}
