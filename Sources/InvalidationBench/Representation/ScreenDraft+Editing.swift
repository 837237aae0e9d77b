import SwiftSyntax

/// Edits of a draft, by the import (a presentation made a view of its own) and by the fixes of
/// `bench advise` (docs/advise.md): renaming a
/// name in every expression of a view.
extension SourceExpression {
  /// This expression with `name` standing for `alias` (a view's `value` for `model.tick`), in
  /// the locals it uses too.
  func renaming(_ name: String, to alias: String) -> SourceExpression {
    var copy = renamed(renames.merging([name: alias]) { _, new in new })
    copy.bindings = bindings.mapValues { $0.renaming(name, to: alias) }
    copy.alongside = alongside.map { $0.renaming(name, to: alias) }
    return copy
  }

  /// This expression with `names` no longer locals standing for values but names of the view
  /// it is compiled in (a presented view's inputs, given the locals' values).
  func unbinding(_ names: Set<String>) -> SourceExpression {
    var copy = self
    copy.bindings = bindings.filter { !names.contains($0.key) }.mapValues { $0.unbinding(names) }
    copy.alongside = alongside.map { $0.unbinding(names) }
    return copy
  }
}

extension ScreenDraft.Part {
  /// The part with `transform` applied to each of its expressions, those of what it contains
  /// too.
  func mapExpressions(_ transform: (SourceExpression) -> SourceExpression) -> ScreenDraft.Part {
    switch self {
    case .element(let kind, let content):
      return .element(kind: kind, content: transform(content))
    case .styledElement(let kind, let content, let style):
      return .styledElement(kind: kind, content: transform(content), style: transform(style))
    case .child(let name, let arguments, let id, let at):
      return .child(
        name: name, arguments: arguments.map { ($0.0, transform($0.1)) }, id: id.map(transform), at: at)
    case .control(let kind, let binding, let name):
      return .control(kind: kind, binding: transform(binding), name: name)
    case .button(let label, let action):
      return .button(label: transform(label), action: action)
    case .conditional(let test, let then, let otherwise):
      return .conditional(
        transform(test), then: then.map { $0.mapExpressions(transform) },
        otherwise: otherwise.map { $0.mapExpressions(transform) })
    case .forEach(let data, let container, let list, let row, let arguments, let content, let source):
      return .forEach(
        data: transform(data), container: container, list: list, row: row,
        arguments: arguments.map { ($0.0, transform($0.1)) },
        content: content.map { $0.mapExpressions(transform) }, source: source)
    case .environment(let key, let value, let content):
      return .environment(
        key: key, value: transform(value), content: content.map { $0.mapExpressions(transform) })
    case .lifecycle(let kind, let value, let action, let at):
      return .lifecycle(kind: kind, value: value.map(transform), action: action, at: at)
    }
  }

  /// Where the part is written: the child it shows, its lifecycle modifier, or its first
  /// expression.
  var place: SourcePlace? {
    switch self {
    case .child(_, _, _, let at), .lifecycle(_, _, _, let at): at
    default: expressions.first?.place
    }
  }

  /// Where the part and what it contains are written: each expression, each child shown and
  /// each lifecycle modifier.
  var places: Set<SourcePlace> {
    Set(expressions.map(\.place) + ScreenDraft.Part.all(in: [self]).compactMap(\.place))
  }

  /// Every expression of the part and of what it contains.
  var expressions: [SourceExpression] {
    var found: [SourceExpression] = []
    _ = mapExpressions { expression in
      found.append(expression)
      return expression
    }
    return found
  }

  /// The actions its buttons and lifecycle modifiers run, those of what it contains too.
  var actions: [String] {
    ScreenDraft.Part.all(in: [self]).compactMap { part in
      switch part {
      case .button(_, let action), .lifecycle(_, _, let action, _): action
      default: nil
      }
    }
  }
}

extension ScreenDraft.ActionLine {
  /// The line with `transform` applied to each statement.
  func mapExpressions(_ transform: (SourceExpression) -> SourceExpression) -> ScreenDraft.ActionLine {
    switch self {
    case .write(let write): .write(write.map(transform))
    case .withAnimation(let lines): .withAnimation(lines.map { $0.mapExpressions(transform) })
    case .async(let lines): .async(lines.map { $0.mapExpressions(transform) })
    case .when(let branch): .when(branch.map(transform))
    }
  }

  /// Every expression of the line: its writes' targets and values, and its branches'
  /// conditions.
  var expressions: [SourceExpression] {
    switch self {
    case .write(let write): write.expressions
    case .withAnimation, .async: inner.flatMap(\.expressions)
    case .when(let branch): [branch.condition] + inner.flatMap(\.expressions)
    }
  }

  /// Every write of the line.
  var writes: [ScreenDraft.Write] {
    if case .write(let write) = self { return [write] }
    return inner.flatMap(\.writes)
  }
}

extension ScreenDraft.View {
  /// `name` standing for `alias` in every expression of the view: its body, actions,
  /// constants and helpers.
  mutating func rename(_ name: String, to alias: String) {
    body = body.map { $0.mapExpressions { $0.renaming(name, to: alias) } }
    for index in actions.indices {
      actions[index].statements = actions[index].statements.map {
        $0.mapExpressions { $0.renaming(name, to: alias) }
      }
    }
    constants = constants.mapValues { $0.renaming(name, to: alias) }
    helperValues = helperValues.mapValues { $0.map { $0.renaming(name, to: alias) } }
  }

  /// The names of the view's own properties: inputs, state, models, environment values,
  /// constants and helpers.
  var ownNames: Set<String> {
    Set(
      inputs.map(\.name) + state.map(\.name) + models.keys + environmentReads.keys + constants.keys
        + helperValues.keys)
  }
}

extension ScreenDraft.Part {
  /// The part with `transform` applied to the arguments of each call of `child` in it, those
  /// in what it contains too.
  func mapArguments(
    ofChild child: String,
    _ transform: ([(String, SourceExpression)], SourcePlace) -> [(String, SourceExpression)]
  ) -> ScreenDraft.Part {
    switch self {
    case .child(let name, let arguments, let id, let at) where name == child:
      return .child(name: name, arguments: transform(arguments, at), id: id, at: at)
    case .conditional(let test, let then, let otherwise):
      return .conditional(
        test, then: then.map { $0.mapArguments(ofChild: child, transform) },
        otherwise: otherwise.map { $0.mapArguments(ofChild: child, transform) })
    case .forEach(let data, let container, let list, let row, let arguments, let content, let source):
      return .forEach(
        data: data, container: container, list: list, row: row, arguments: arguments,
        content: content.map { $0.mapArguments(ofChild: child, transform) }, source: source)
    case .environment(let key, let value, let content):
      return .environment(
        key: key, value: value, content: content.map { $0.mapArguments(ofChild: child, transform) })
    default:
      return self
    }
  }
}

extension ScreenDraft.ActionBranch {
  /// The branch with `transform` applied to its condition and to each statement.
  func map(_ transform: (SourceExpression) -> SourceExpression) -> ScreenDraft.ActionBranch {
    var branch = self
    branch.condition = transform(condition)
    branch.then = then.map { $0.mapExpressions(transform) }
    branch.otherwise = otherwise.map { $0.mapExpressions(transform) }
    return branch
  }
}
