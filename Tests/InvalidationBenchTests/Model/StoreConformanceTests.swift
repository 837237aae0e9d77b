import InvalidationBench
import Observation
import OpenCombine
import Testing

/// The same scripted writes against a real `@Observable` class / a real `ObservableObject` with
/// `@Published` properties and against the two store flavours: each flavour must notify exactly
/// when its real counterpart does.
@Suite struct StoreConformanceTests {
  final class Token {}

  /// The fields both real classes have, so that one script drives either.
  protocol RealModel: AnyObject {
    var count: Int { get set }
    var name: String { get set }
    var ids: [Int] { get set }
    var token: Token { get set }
    var ignored: Int { get set }
  }

  @Observable final class RealObservable: RealModel {
    var count = 0
    var name = "a"
    var ids: [Int] = []
    var token = Token()
    @ObservationIgnored var ignored = 0
  }

  final class RealObservableObject: ObservableObject, RealModel {
    @Published var count = 0
    @Published var name = "a"
    @Published var ids: [Int] = []
    @Published var token = Token()
    var ignored = 0
  }

  /// One scripted write, applied to a real class and to a store.
  enum Step: CaseIterable {
    case newValue, equalValue, inPlaceAdd, inPlaceAddZero, appendToList, equalString,
      identicalObject, newObject, ignoredWrite

    func apply(to model: some RealModel, token: Token) {
      switch self {
      case .newValue: model.count = 5
      case .equalValue: model.count = model.count
      case .inPlaceAdd: model.count += 1
      case .inPlaceAddZero: model.count += 0
      case .appendToList: model.ids.append(1)
      case .equalString: model.name = "a"
      case .identicalObject: model.token = model.token
      case .newObject: model.token = token
      case .ignoredWrite: model.ignored = 7
      }
    }

    func apply(to store: any ModelStore, fields: Fields) {
      switch self {
      case .newValue: store.set(fields.count, .int(5))
      case .equalValue: store.set(fields.count, store.read(fields.count))
      case .inPlaceAdd: store.mutate(fields.count, .add(1))
      case .inPlaceAddZero: store.mutate(fields.count, .add(0))
      case .appendToList: store.mutate(fields.ids, .append(1))
      case .equalString: store.set(fields.name, .string("a"))
      case .identicalObject: store.set(fields.token, store.read(fields.token))
      case .newObject: store.set(fields.token, .object(ObjectReference(label: "new")))
      case .ignoredWrite: store.set(fields.ignored, .int(7))
      }
    }

    /// The field the step writes, as a read of the real class inside tracking.
    func read(_ model: RealObservable) {
      switch self {
      case .newValue, .equalValue, .inPlaceAdd, .inPlaceAddZero: _ = model.count
      case .appendToList: _ = model.ids
      case .equalString: _ = model.name
      case .identicalObject, .newObject: _ = model.token
      case .ignoredWrite: _ = model.ignored
      }
    }

    func field(_ fields: Fields) -> Int {
      switch self {
      case .newValue, .equalValue, .inPlaceAdd, .inPlaceAddZero: fields.count
      case .appendToList: fields.ids
      case .equalString: fields.name
      case .identicalObject, .newObject: fields.token
      case .ignoredWrite: fields.ignored
      }
    }
  }

  struct Fields {
    let schema: StoreSchema
    let count: Int
    let name: Int
    let ids: Int
    let token: Int
    let ignored: Int

    init() throws {
      let store = try ScreenBuilder().store("Model")
      count = try store.field("count", .int(0)).index
      name = try store.field("name", .string("a")).index
      ids = try store.field("ids", .list([])).index
      token = try store.field("token", .object(ObjectReference(label: "first"))).index
      ignored = try store.field("ignored", .int(0), observed: false).index
      schema = store.schema
    }
  }

  final class Flag: @unchecked Sendable {
    var fired = false
  }

  /// Whether one tracked read followed by the step's write fires `onChange`.
  func observableFires(_ step: Step) throws -> (real: Bool, store: Bool) {
    let model = RealObservable()
    let realFlag = Flag()
    withObservationTracking {
      step.read(model)
    } onChange: {
      realFlag.fired = true
    }
    step.apply(to: model, token: Token())

    let fields = try Fields()
    let store = ObservableStore(schema: fields.schema)
    let storeFlag = Flag()
    withObservationTracking {
      _ = store.read(step.field(fields))
    } onChange: {
      storeFlag.fired = true
    }
    step.apply(to: store, fields: fields)
    return (realFlag.fired, storeFlag.fired)
  }

  /// How many `objectWillChange` sends the step's write causes.
  func objectWillChangeSends(_ step: Step) throws -> (real: Int, store: Int) {
    let model = RealObservableObject()
    var realSends = 0
    let realSubscription = model.objectWillChange.sink { realSends += 1 }
    step.apply(to: model, token: Token())

    let fields = try Fields()
    let store = CombineStore(schema: fields.schema)
    var storeSends = 0
    let storeSubscription = store.objectWillChange.sink { storeSends += 1 }
    step.apply(to: store, fields: fields)
    _ = (realSubscription, storeSubscription)
    return (realSends, storeSends)
  }

  // Expected by hand from docs/rules.md "Stores" and docs/toolchain.md: since Swift 6.2 the macro's setter
  // skips equal Equatable values and identical objects; `+=`/`append` always notify; ignored never.
  static let observableExpectations: [(Step, Bool)] = [
    (.newValue, true), (.equalValue, false), (.inPlaceAdd, true), (.inPlaceAddZero, true),
    (.appendToList, true), (.equalString, false), (.identicalObject, false), (.newObject, true),
    (.ignoredWrite, false),
  ]

  // `@Published` sends on every write, equal values included; a plain `var` never.
  static let combineExpectations: [(Step, Int)] = [
    (.newValue, 1), (.equalValue, 1), (.inPlaceAdd, 1), (.inPlaceAddZero, 1),
    (.appendToList, 1), (.equalString, 1), (.identicalObject, 1), (.newObject, 1),
    (.ignoredWrite, 0),
  ]

  @Test(arguments: observableExpectations.indices)
  func observableStoreNotifiesWhenRealObservableClassDoes(_ position: Int) throws {
    let (step, expected) = Self.observableExpectations[position]
    let fired = try observableFires(step)
    #expect(fired.real == expected, "real @Observable class, \(step)")
    #expect(fired.store == expected, "ObservableStore, \(step)")
  }

  @Test(arguments: combineExpectations.indices)
  func combineStoreSendsWhenRealObservableObjectDoes(_ position: Int) throws {
    let (step, expected) = Self.combineExpectations[position]
    let sends = try objectWillChangeSends(step)
    #expect(sends.real == expected, "real ObservableObject, \(step)")
    #expect(sends.store == expected, "CombineStore, \(step)")
  }

  @Test func trackingIsOneShotAndSameValueWritesDoNotUseItUp() throws {
    let fields = try Fields()
    let store = ObservableStore(schema: fields.schema)
    let flag = Flag()
    withObservationTracking {
      _ = store.read(fields.count)
    } onChange: {
      flag.fired = true
    }
    store.set(fields.count, .int(0))  // equal: no firing, registration kept
    #expect(!flag.fired)
    store.set(fields.count, .int(1))
    #expect(flag.fired)
    flag.fired = false
    store.set(fields.count, .int(2))  // one-shot: already used up
    #expect(!flag.fired)
  }

  @Test func fieldPublisherEmitsEveryWriteBeforeItIsStored() throws {
    let fields = try Fields()
    let store = CombineStore(schema: fields.schema)
    var received: [(Value, Value)] = []
    let subscription = store.publisher(for: fields.count).sink { value in
      received.append((value, store.read(fields.count)))
    }
    store.set(fields.count, .int(3))
    store.set(fields.count, .int(3))
    _ = subscription
    // Two emissions (the equal write included), each seeing the old stored value.
    #expect(received.map(\.0) == [.int(3), .int(3)])
    #expect(received.map(\.1) == [.int(0), .int(3)])
  }
}
