/// The names a view's body may use, resolved to positions as the body is declared, and the
/// observers it may attach.
public struct ViewScope {
  let builder: ScreenBuilder
  /// The view being declared.
  public let name: String
  let inputs: [InputSpec]
  let state: [StateSpec]

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

  /// `.onChange(of: value) { action }`: a hidden observer view that runs `action` when `value`
  /// differs from the last value it saw (R11).
  public func onChange(of value: Expr, action: String) throws(DeclarationError) -> Part {
    Part(.observer(try builder.observer(.change, value: value, action: action, host: self)))
  }

  /// `.onReceive(store.$field) { action }`: runs `action` on every write of `field`, equal
  /// values included; on `@Observable` stores, which have no publishers, it acts as `onChange`.
  public func onReceive(_ field: FieldRef, action: String) throws(DeclarationError) -> Part {
    Part(.observer(try builder.observer(.receive, value: .field(field), action: action, host: self)))
  }
}
