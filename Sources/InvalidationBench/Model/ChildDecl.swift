/// A child view as its parent's body creates it.
public struct ChildDecl: Sendable {
  public internal(set) var view: ViewID
  /// One argument per input of `view`, in its order once the view is declared (as written
  /// before that).
  public internal(set) var arguments: [InputArgument]
  /// `.id(value)`: when the value differs from the one the mounted child was made with, the
  /// child is a new view (the old one and its subtree unmount, their state discarded; R15).
  public let id: Expr?
  /// The input names as written, checked and dropped when the parent is declared.
  var names: [String]
  /// A `ForEach` row written inline, as written: declared as a view of the row role (and
  /// emptied) when the parent is declared.
  var content: [Part] = []
  /// Where an inline row is written, as `FILE:LINE`: its view's source in the counts.
  var source: String?

  init(view: ViewID, _ arguments: KeyValuePairs<String, InputArgument>, id: Expr? = nil) {
    self.init(view: view, named: arguments.map { ($0.key, $0.value) }, id: id)
  }

  /// The arguments as read from a screen file, in their written order.
  init(view: ViewID, named arguments: [(String, InputArgument)], id: Expr? = nil) {
    self.view = view
    self.arguments = arguments.map(\.1)
    self.id = id
    names = arguments.map(\.0)
  }

  /// An inline row's content, to be declared with its parent, written at `source`.
  init(content: [Part], source: String? = nil) {
    view = ViewID(-1)
    arguments = []
    id = nil
    names = []
    self.content = content
    self.source = source
  }
}
