import OpenCombine
import Observation

/// The `@Observable` flavour, on the toolchain's `ObservationRegistrar`: each field is tracked
/// separately, through its own `ObservationBox`.
///
/// It behaves like a class written with the `@Observable` macro of Swift 6.2 and later: the
/// setter skips the notification when the new value equals the old one (identity for
/// objects), an in-place mutation always notifies, and an unobserved field
/// (`@ObservationIgnored`) neither registers reads nor notifies. The registrar itself has no
/// equality check, so this store adds the macro's (docs/toolchain.md).
public final class ObservableStore: ModelStore {
  public static var flavour: StoreFlavour { .observable }
  @exclusivity(unchecked) private var values: [Value]
  private let observed: [Bool]
  /// Each field's box, made on its first read.
  @exclusivity(unchecked) private var boxes: [ObservationBox?]

  public init(schema: StoreSchema) {
    values = schema.initialValues()
    observed = (0..<schema.fields.count).map(schema.isObserved)
    boxes = Array(repeating: nil, count: values.count)
  }

  public func read(_ field: Int) -> Value {
    if isObserved(field) {
      box(field).access()
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
    write(field, value)
  }

  public func mutate(_ field: Int, _ mutation: Mutation) {
    let value = mutation.applied(to: values[field]) ?? values[field]
    guard isObserved(field) else {
      values[field] = value
      return
    }
    write(field, value)
  }

  /// `@Observable` classes have no `objectWillChange`.
  public func subscribeToWillChange(_ action: @escaping () -> Void) -> AnyCancellable? {
    nil
  }

  /// `@Observable` classes have no `$field` publishers.
  public func subscribeToWrites(of field: Int, _ action: @escaping (Value) -> Void) -> AnyCancellable? {
    nil
  }

  /// A notifying write: through the field's box if it has ever been read (a field nobody read
  /// has nobody to notify).
  @inline(__always)
  private func write(_ field: Int, _ value: Value) {
    if let box = boxes[field] {
      box.withMutation { values[field] = value }
    } else {
      values[field] = value
    }
  }

  @inline(__always)
  private func isObserved(_ field: Int) -> Bool {
    field >= observed.count || observed[field]
  }

  @inline(__always)
  private func box(_ field: Int) -> ObservationBox {
    if let box = boxes[field] { return box }
    let box = ObservationBox()
    boxes[field] = box
    return box
  }
}
