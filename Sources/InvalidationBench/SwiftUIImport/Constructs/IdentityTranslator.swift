import SwiftSyntax

/// The modifiers of a view's identity and equality: `.id(x)` (R15), `.tag(v)` in a selection,
/// and `.equatable()` (R4).
enum IdentityTranslator: ConstructTranslator {
  static let modifiers: Set<String> = ["equatable", "tag", "id"]

  static func modify(_ parts: [ScreenDraft.Part], with modifier: ModifierCall, in body: inout BodyTranslator)
    -> [ScreenDraft.Part]?
  {
    let call = modifier.call
    switch modifier.name {
    case "equatable":
      for case .child(let child, _, _, _) in parts { body.equatableChildren.insert(child) }
      return parts
    case "tag":
      // A tab or a row of a selection: choosing it writes its tag; elsewhere a tag is a value
      // the body evaluates.
      guard body.selection != nil else {
        // A picker's option: its value is one the picker's edit writes.
        if body.pickerOptions != nil, let value = call.arguments.first?.expression,
          let written = BodyTranslator.optionValue(value)
        {
          body.pickerOptions?.append(written)
        }
        return nil
      }
      guard let value = call.arguments.first?.expression else { return parts }
      // The body evaluates the tag's value: what it reads stays read.
      return parts + body.modifierReads(modifier.name, call) + body.select(value, at: call)
    default:
      return identified(parts, by: call, in: &body)
    }
  }

  /// Everything written before `.id(x)` belongs to the view it re-creates when `x` changes
  /// (R15): a child is identified by it, and a lifecycle modifier runs again for each new
  /// identity (`onAppear` and `onDisappear` as `x` changes, `.task` as `.task(id: x)`).
  private static func identified(
    _ parts: [ScreenDraft.Part], by call: FunctionCallExprSyntax, in body: inout BodyTranslator
  ) -> [ScreenDraft.Part] {
    guard let value = call.arguments.first?.expression else { return parts }
    let identity = body.expression(value)
    var identified = false
    var result: [ScreenDraft.Part] = []
    for part in parts {
      switch part {
      case .child(let child, let arguments, _, let place):
        result.append(.child(name: child, arguments: arguments, id: identity, at: place))
        identified = true
      case .lifecycle(let kind, nil, let action, let place) where kind == .onAppear || kind == .onDisappear:
        result += [part, .lifecycle(kind: .onChange, value: identity, action: action, at: place)]
        identified = true
      case .lifecycle(.task, nil, let action, let place):
        result.append(.lifecycle(kind: .task, value: identity, action: action, at: place))
        identified = true
      default:
        result.append(part)
      }
    }
    // The body evaluates the identity, whatever it identifies.
    return result + (identified ? [] : body.modifierReads("id", call))
  }
}
