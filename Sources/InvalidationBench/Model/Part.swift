/// An argument a parent passes for one of a child's inputs.
public enum InputArgument: Sendable {
  /// A value, compared with `==`.
  case value(Expr)
  /// A closure re-created by the parent's body: it never equals the previous one (R3).
  case closure
  /// A record: by reference (identity) on `@Observable` stores, by value on `ObservableObject`.
  case record(Expr)

  var expr: Expr? {
    switch self {
    case .value(let expr), .record(let expr): expr
    case .closure: nil
    }
  }
}

/// A child view as its parent's body creates it.
public struct ChildDecl: Sendable {
  public let view: ViewDecl
  /// One argument per input of `view`, in its order.
  public let arguments: [InputArgument]
}

/// The visible window of a lazy list: only rows in it plus `prefetch` on each side exist (R8).
public struct LazyWindow: Sendable {
  /// Scroll events name the list by this id.
  public let listID: Int
  public let visible: Int
  public let prefetch: Int

  public init(listID: Int, visible: Int, prefetch: Int) {
    self.listID = listID
    self.visible = visible
    self.prefetch = prefetch
  }
}

/// How an observer part reacts.
public enum ObserverKind: String, Sendable {
  /// `onChange(of:in:)`: the action runs when the value differs from the last one seen.
  case change = "OnChange"
  /// `onReceive(of:in:)`: the action runs on every write of the field, equal values included.
  case receive = "OnReceive"
}

/// One part of a view's body.
public struct Part: Sendable {
  public indirect enum Kind: Sendable {
    /// A primitive element (Text, Button, TextField, …) showing `content`, optionally styled
    /// by a second expression (a font size, a colour).
    case element(kind: String, content: Expr, style: Expr?)
    case child(ChildDecl)
    /// `ForEach` over a `.list` of record ids; lazy when `window` is set. Row arguments may
    /// use `.item` and `.index`; rows are identified by id.
    case forEach(collection: Expr, window: LazyWindow?, row: ChildDecl)
    case conditional(Expr, then: [Part], otherwise: [Part])
    /// `.environment(key, value)` over `content`.
    case environment(key: Int, value: Expr, content: [Part])
    /// A hidden observer view in the host's background (R11); `view` has the observer role.
    case observer(ViewDecl)
    /// `onFirstAppear`: runs once per identity.
    case onFirstAppear(action: String)
    /// An inline re-render scope: a child view with a stored content closure and its own
    /// tracking; `view` has the scope role and holds the parts. Only the scoped engine makes these.
    case scope(ViewDecl)
  }

  public var kind: Kind
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

  /// A child view; `arguments` name every input of `view`.
  public static func child(_ view: ViewDecl, _ arguments: [(String, InputArgument)] = []) -> Part {
    Part(.child(view.childDecl(arguments)))
  }

  /// `ForEach(collection) { item in row(...) }`, lazy when `window` is given.
  public static func forEach(
    _ collection: Expr, window: LazyWindow? = nil, row: ViewDecl,
    _ arguments: [(String, InputArgument)]
  ) -> Part {
    Part(.forEach(collection: collection, window: window, row: row.childDecl(arguments)))
  }

  /// `if condition { then } else { otherwise }`.
  public static func conditional(_ condition: Expr, then: [Part], otherwise: [Part] = []) -> Part {
    Part(.conditional(condition, then: then, otherwise: otherwise))
  }

  /// `content.environment(\.key, value)`.
  public static func environment(_ key: Int, _ value: Expr, content: [Part]) -> Part {
    Part(.environment(key: key, value: value, content: content))
  }

  /// `.onChange(of: value) { action }` as a hidden observer view.
  public static func onChange(of value: Expr, action: String) -> Part {
    Part(.observer(ViewDecl(observer: .change, value: value, action: action)))
  }

  /// `.onReceive(store.$field) { action }` as a hidden observer view.
  public static func onReceive(_ field: FieldRef, action: String) -> Part {
    Part(.observer(ViewDecl(observer: .receive, value: .field(field), action: action)))
  }

  /// `.onFirstAppear { action }`.
  public static func onFirstAppear(action: String) -> Part {
    Part(.onFirstAppear(action: action))
  }
}
