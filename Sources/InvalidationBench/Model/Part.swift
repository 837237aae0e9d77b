/// One part of a view's body.
public struct Part: Sendable {
  public indirect enum Kind: Sendable {
    /// A primitive element (Text, Button, Image, …) showing `content`, optionally styled by a
    /// second expression (a font size, a colour).
    case element(kind: String, content: Expr, style: Expr?)
    /// A child view, or a control (`TextField`, `Toggle`, …) given its binding.
    case child(ChildDecl)
    /// `ForEach` over a `.list` of record ids in `container`. The row is a row view given
    /// arguments that may use `.item` and `.index`, or content written inline (a declaration
    /// with the row role, given no arguments). Rows are identified by id.
    case forEach(collection: Expr, container: ForEachContainer, row: ChildDecl)
    case conditional(Expr, then: [Part], otherwise: [Part])
    /// `.environment(key, value)` over `content`.
    case environment(key: Int, value: Expr, content: [Part])
    /// A hidden observer view in the host's background (R11), declared with the observer role.
    case observer(ViewID)
    /// `onAppear`, `onDisappear`, `onFirstAppear`, `.task`, `onChange(of:initial:)`.
    case lifecycle(Lifecycle)
    /// An inline re-render scope: a child view with a stored content closure and its own
    /// tracking, declared with the scope role. Only the scoped engine makes these.
    case scope(ViewID)
  }

  public internal(set) var kind: Kind
  /// Identity of the part within its view's body, assigned when the view is declared.
  public internal(set) var slot = -1

  public init(_ kind: Kind) {
    self.kind = kind
  }
}

extension Part {
  /// `Text(content)`, optionally styled.
  public static func text(_ content: Expr, style: Expr? = nil) -> Part {
    Part(.element(kind: "Text", content: content, style: style))
  }

  /// Any primitive element.
  public static func element(_ kind: String, _ content: Expr, style: Expr? = nil) -> Part {
    Part(.element(kind: kind, content: content, style: style))
  }

  /// A child view; `arguments` name every input of `view`; `id` is `.id(value)`.
  public static func child(
    _ view: ViewID, _ arguments: KeyValuePairs<String, InputArgument> = [:], id: Expr? = nil
  ) -> Part {
    Part(.child(ChildDecl(view: view, arguments, id: id)))
  }

  /// `container { ForEach(collection) { item in row(...) } }`.
  public static func forEach(
    _ collection: Expr, in container: ForEachContainer = .stack, row: ViewID,
    _ arguments: KeyValuePairs<String, InputArgument>
  ) -> Part {
    Part(.forEach(collection: collection, container: container, row: ChildDecl(view: row, arguments)))
  }

  /// `container { ForEach(collection) { item in content } }` with the row written inline:
  /// `content` may use `.item` and `.index`, and the host's inputs, state and actions;
  /// `source` is where it is written (`FILE:LINE`), the rows' place in the counts.
  public static func forEach(
    _ collection: Expr, in container: ForEachContainer = .stack, content: [Part], source: String? = nil
  ) -> Part {
    Part(
      .forEach(collection: collection, container: container, row: ChildDecl(content: content, source: source))
    )
  }

  /// `if condition { then } else { otherwise }`.
  public static func conditional(_ condition: Expr, then: [Part], otherwise: [Part] = []) -> Part {
    Part(.conditional(condition, then: then, otherwise: otherwise))
  }

  /// `content.environment(\.key, value)`.
  public static func environment(_ key: Int, _ value: Expr, content: [Part]) -> Part {
    Part(.environment(key: key, value: value, content: content))
  }

  /// `.onAppear { action }`.
  public static func onAppear(action: String) -> Part {
    Part(.lifecycle(.onAppear(action: action)))
  }

  /// `.onDisappear { action }`.
  public static func onDisappear(action: String) -> Part {
    Part(.lifecycle(.onDisappear(action: action)))
  }

  /// Runs `action` once per identity of the view.
  public static func onFirstAppear(action: String) -> Part {
    Part(.lifecycle(.onFirstAppear(action: action)))
  }

  /// An event from outside the screen the view listens to (`.onReceive(timer)`): its action
  /// runs when a trace fires it.
  public static func onEvent(action: String) -> Part {
    Part(.lifecycle(.onEvent(action: action)))
  }

  /// `.task(id: id) { action }`, or `.task { action }` without an id.
  public static func task(id: Expr? = nil, action: String) -> Part {
    Part(.lifecycle(.task(id: id, action: action)))
  }

  /// SwiftUI's `.onChange(of: value, initial: initial) { action }`: the host's body reads
  /// `value`.
  public static func onChange(of value: Expr, initial: Bool = false, action: String) -> Part {
    Part(.lifecycle(.onChange(of: value, initial: initial, action: action)))
  }
}
