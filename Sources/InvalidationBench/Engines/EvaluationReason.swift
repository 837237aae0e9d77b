/// Why a body was evaluated (DESIGN §4).
public enum EvaluationReason: Hashable, Sendable {
  case mount
  /// `objectWillChange` of a held store.
  case store
  /// A tracked field changed.
  case field(FieldRef)
  /// The parent re-created the view with a different value for the input at this index.
  case parentInput(Int)
  /// The equatable engine: a value passed down for this field differed.
  case parentDrilled(FieldRef)
  /// The parent re-created the view with a new closure.
  case parentClosure
  case environment(Int)
  case state(Int)
  /// The oracle re-evaluates everything.
  case oracle

  /// Packs the reason and a view type into one integer key for counting.
  func packed(type: Int) -> Int {
    let (kind, payload): (Int, Int) =
      switch self {
      case .mount: (0, 0)
      case .store: (1, 0)
      case .field(let field): (2, field.store << 26 | field.index)
      case .parentInput(let index): (3, index)
      case .parentDrilled(let field): (4, field.store << 26 | field.index)
      case .parentClosure: (5, 0)
      case .environment(let key): (6, key)
      case .state(let index): (7, index)
      case .oracle: (8, 0)
      }
    return type << 36 | kind << 32 | payload
  }

  /// Unpacks `packed(type:)`.
  static func unpack(_ key: Int) -> (type: Int, reason: EvaluationReason) {
    let type = key >> 36
    let kind = (key >> 32) & 0xF
    let payload = key & 0xFFFF_FFFF
    let field = FieldRef(store: payload >> 26, index: payload & (1 << 26 - 1))
    let reason: EvaluationReason =
      switch kind {
      case 0: .mount
      case 1: .store
      case 2: .field(field)
      case 3: .parentInput(payload)
      case 4: .parentDrilled(field)
      case 5: .parentClosure
      case 6: .environment(payload)
      case 7: .state(payload)
      default: .oracle
      }
    return (type, reason)
  }

  /// The report's name: `mount`, `store`, `field:NAME`, `parent-inputs:NAME`,
  /// `parent-closure`, `environment:KEY`, `state:NAME`, `oracle`.
  public func name(view: ViewDecl, screen: Screen) -> String {
    switch self {
    case .mount: "mount"
    case .store: "store"
    case .field(let field): "field:\(screen.stores[field.store].fieldName(field.index))"
    case .parentInput(let index):
      index < view.inputs.count ? "parent-inputs:\(view.inputs[index].name)" : "parent-inputs"
    case .parentDrilled(let field):
      "parent-inputs:\(screen.stores[field.store].fieldName(field.index))"
    case .parentClosure: "parent-closure"
    case .environment(let key): "environment:\(screen.environmentKeys[key].name)"
    case .state(let index):
      index < view.stateNames.count ? "state:\(view.stateNames[index])" : "state"
    case .oracle: "oracle"
    }
  }
}
