import Observation
import OpenCombine

/// The `@Observable` flavour, on the toolchain's `ObservationRegistrar`, with one key path per
/// field (`\ObservableStore.[field: i]`).
///
/// It behaves like a class written with the `@Observable` macro of Swift 6.2 and later: the
/// setter skips the notification when the new value equals the old one (identity for
/// objects), an in-place mutation always notifies, and an unobserved field
/// (`@ObservationIgnored`) neither registers reads nor notifies. The registrar itself has no
/// equality check, so this store adds the macro's. Key paths cost about 1 µs to build
/// (docs/toolchain.md), so each is built once, on first use, and kept.
public final class ObservableStore: Observable, ModelStore {
  public static var flavour: StoreFlavour { .observable }
  private let registrar = ObservationRegistrar()
  @exclusivity(unchecked) private var values: [Value]
  private let observed: [Bool]
  @exclusivity(unchecked) private var keyPaths: [KeyPath<ObservableStore, Value>?]

  public init(schema: StoreSchema) {
    values = schema.initialValues()
    observed = (0..<schema.fields.count).map(schema.isObserved)
    keyPaths = Array(repeating: nil, count: values.count)
  }

  /// The field's value, for key paths; reading through it is not tracked.
  public subscript(field field: Int) -> Value {
    values[field]
  }

  public func read(_ field: Int) -> Value {
    if isObserved(field) {
      registrar.access(self, keyPath: keyPath(field))
    }
    return values[field]
  }

  public func set(_ field: Int, _ value: Value) {
    guard isObserved(field) else {
      values[field] = value
      return
    }
    // The macro's `shouldNotifyObservers`: Equatable values and objects (by identity).
    guard values[field] != value else { return }
    registrar.withMutation(of: self, keyPath: keyPath(field)) {
      values[field] = value
    }
  }

  public func mutate(_ field: Int, _ mutation: Mutation) {
    let value = mutation.applied(to: values[field]) ?? values[field]
    guard isObserved(field) else {
      values[field] = value
      return
    }
    registrar.withMutation(of: self, keyPath: keyPath(field)) {
      values[field] = value
    }
  }

  /// `@Observable` classes have no `objectWillChange`.
  public func subscribeToWillChange(_ action: @escaping () -> Void) -> AnyCancellable? {
    nil
  }

  /// `@Observable` classes have no `$field` publishers.
  public func subscribeToWrites(of field: Int, _ action: @escaping (Value) -> Void) -> AnyCancellable? {
    nil
  }

  @inline(__always)
  private func isObserved(_ field: Int) -> Bool {
    field >= observed.count || observed[field]
  }

  private func keyPath(_ field: Int) -> KeyPath<ObservableStore, Value> {
    if let keyPath = keyPaths[field] { return keyPath }
    let keyPath = \ObservableStore.[field: field]
    keyPaths[field] = keyPath
    return keyPath
  }
}
