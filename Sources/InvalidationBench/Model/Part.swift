/// A child view as its parent's body creates it.
public struct ChildDecl: Sendable {
  public let view: ViewID
  /// One argument per input of `view`, in its order once the view is declared (as written
  /// before that).
  public internal(set) var arguments: [InputArgument]
  /// `.id(value)`: when the value differs from the one the mounted child was made with, the
  /// child is a new view (the old one and its subtree unmount, their state discarded).
  public let id: Expr?
  /// The input names as written, checked and dropped when the parent is declared.
  var names: [String]

  init(view: ViewID, _ arguments: KeyValuePairs<String, InputArgument>, id: Expr? = nil) {
    self.view = view
    self.arguments = arguments.map(\.value)
    self.id = id
    names = arguments.map(\.key)
  }
}

/// The visible window of a lazy list: only rows in it plus `prefetch` on each side exist (R8).
public struct LazyWindow: Sendable, Hashable {
  /// Scroll events name the list by this id.
  public let listID: Int
  public let visible: Int
  public let prefetch: Int

  public init(listID: Int, visible: Int, prefetch: Int) {
    self.listID = listID
    self.visible = visible
    self.prefetch = prefetch
  }

  /// The positions of the rows that exist when `first` is the first visible one in a list of
  /// `count` rows: the visible ones and `prefetch` more on each side, clamped to the list.
  public func rows(first: Int, count: Int) -> Range<Int> {
    let first = min(max(0, first), max(0, count - 1))
    let lower = max(0, first - prefetch)
    let upper = min(count, first + visible + prefetch)
    return lower..<max(lower, upper)
  }
}

/// How an observer part reacts.
public enum ObserverKind: String, Sendable {
  /// `onChange(of:)`: the action runs when the value differs from the last one seen.
  case change = "OnChange"
  /// `onReceive(store.$field)`: the action runs on every write of the field, equal values
  /// included.
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
    /// A hidden observer view in the host's background (R11), declared with the observer role.
    case observer(ViewID)
    /// `onFirstAppear`: runs once per identity.
    case onFirstAppear(action: String)
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

  /// `ForEach(collection) { item in row(...) }`, lazy when `window` is given.
  public static func forEach(
    _ collection: Expr, window: LazyWindow? = nil, row: ViewID,
    _ arguments: KeyValuePairs<String, InputArgument>
  ) -> Part {
    Part(.forEach(collection: collection, window: window, row: ChildDecl(view: row, arguments)))
  }

  /// `if condition { then } else { otherwise }`.
  public static func conditional(_ condition: Expr, then: [Part], otherwise: [Part] = []) -> Part {
    Part(.conditional(condition, then: then, otherwise: otherwise))
  }

  /// `content.environment(\.key, value)`.
  public static func environment(_ key: Int, _ value: Expr, content: [Part]) -> Part {
    Part(.environment(key: key, value: value, content: content))
  }

  /// `.onFirstAppear { action }`.
  public static func onFirstAppear(action: String) -> Part {
    Part(.onFirstAppear(action: action))
  }
}
