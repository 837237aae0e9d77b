import InvalidationBench
import Observation
import OpenCombine

// The catalog (the loading-flag case): `Catalog` reads `isLoading` (a progress view),
// `searchQuery` (a search field) and `products` (a lazy list of `ProductRow(product:)`, a
// window of `visible` rows and 4 of prefetch, never scrolled). Each frame types into the search
// field, or toggles `isLoading`.

/// A product as a struct, as an `ObservableObject` model holds it.
struct ProductValue: Equatable {
  var name: String
  var price: Int
}

final class CatalogObject: ObservableObject {
  @Published var isLoading = false
  @Published var searchQuery = ""
  var products: [ProductValue]

  init(products: [ProductValue]) {
    self.products = products
  }
}

@Observable final class Product {
  var name: String
  var price: Int

  init(name: String, price: Int) {
    self.name = name
    self.price = price
  }
}

@Observable final class CatalogModel {
  var isLoading = false
  var searchQuery = ""
  var products: [Product]

  init(products: [Product]) {
    self.products = products
  }
}

/// One frame of the catalog: the query after a keystroke, or a toggle of the loading flag.
enum CatalogChange {
  case query(String)
  case toggle
}

private func catalogTrace(_ scenario: Scenario) throws(FloorError) -> (
  frames: [CatalogChange], products: [ProductValue], rows: Int
) {
  let store = scenario.screen.stores[0]
  guard store.fields.map(\.name) == ["isLoading", "searchQuery", "products"],
    let collection = store.collection,
    case .forEach(_, .lazyStack(let window), _) = scenario.screen[scenario.screen.root].body[2].kind
  else { throw FloorError("not the catalog screen") }
  let values = store.initialValues()
  let products = (0..<collection.count).map { id in
    ProductValue(
      name: values[collection.field(record: id, attribute: 0).index].description,
      price: values[collection.field(record: id, attribute: 1).index].intValue)
  }
  let frames = scenario.frames.map { frame -> CatalogChange in
    if case .set(_, .string(let query)) = frame.events.first { return .query(query) }
    return .toggle
  }
  return (frames, products, window.rows(first: 0, count: collection.count).count)
}

/// whole-object and equatable: the catalog holds the model and re-evaluates on every write; its
/// rows are re-created with copies of their products, equal, and skipped.
final class CatalogHolderFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model: CatalogObject
  private let frames: [CatalogChange]
  private var subscription: AnyCancellable?
  private var isDirty = false
  private var showsProgress = false
  private var fieldText = ""
  /// The mounted rows' products and what they show.
  private var rowProducts: [ProductValue]
  private var rowTexts: [(String, Int)]

  init(_ scenario: Scenario) throws(FloorError) {
    let trace = try catalogTrace(scenario)
    frames = trace.frames
    model = CatalogObject(products: trace.products)
    rowProducts = Array(trace.products[..<trace.rows])
    rowTexts = rowProducts.map { ($0.name, $0.price) }
    subscription = model.objectWillChange.sink { [unowned self] in
      tally.notification()
      isDirty = true
    }
    tally = Tally()
  }

  func run(frame: Int) {
    switch frames[frame] {
    case .query(let query): model.searchQuery = query
    case .toggle: model.isLoading.toggle()
    }
    if isDirty {
      isDirty = false
      evaluateCatalog()
    }
  }

  private func evaluateCatalog() {
    showsProgress = model.isLoading
    fieldText = model.searchQuery
    tally.evaluation(elements: showsProgress ? 2 : 1)
    let products = model.products
    tally.comparisons(rowProducts.count)
    for id in rowProducts.indices where products[id] != rowProducts[id] {
      rowProducts[id] = products[id]
      rowTexts[id] = (products[id].name, products[id].price)
      tally.evaluation(elements: 2)
    }
  }
}

/// property-level: the catalog is tracked; its rows hold their products by reference, compare
/// equal by identity, and are skipped.
final class CatalogPropertyLevelFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model: CatalogModel
  private let frames: [CatalogChange]
  private var catalog: ObservedView!
  private let rowViews: [ObservedView]
  private var isDirty = false
  private var showsProgress = false
  private var fieldText = ""
  private var rowProducts: [Product]
  private var rowTexts: [(String, Int)]

  init(_ scenario: Scenario) throws(FloorError) {
    let trace = try catalogTrace(scenario)
    frames = trace.frames
    model = CatalogModel(products: trace.products.map { Product(name: $0.name, price: $0.price) })
    rowProducts = Array(model.products[..<trace.rows])
    rowTexts = Array(repeating: ("", 0), count: trace.rows)
    rowViews = (0..<trace.rows).map { _ in ObservedView { _ in } }
    catalog = ObservedView { [unowned self] _ in
      tally.notification()
      isDirty = true
    }
    evaluateCatalog()
    for id in rowViews.indices { evaluateRow(id) }
    tally = Tally()
  }

  func run(frame: Int) {
    switch frames[frame] {
    case .query(let query): model.searchQuery = query
    case .toggle: model.isLoading.toggle()
    }
    if isDirty {
      isDirty = false
      evaluateCatalog()
    }
  }

  private func evaluateCatalog() {
    var products: [Product] = []
    catalog.evaluate {
      showsProgress = model.isLoading
      fieldText = model.searchQuery
      products = model.products
      return true
    }
    tally.evaluation(elements: showsProgress ? 2 : 1)
    tally.comparisons(rowProducts.count)
    for id in rowProducts.indices where products[id] !== rowProducts[id] {
      rowProducts[id] = products[id]
      evaluateRow(id)
    }
  }

  private func evaluateRow(_ id: Int) {
    rowViews[id].evaluate {
      rowTexts[id] = (rowProducts[id].name, rowProducts[id].price)
      return true
    }
    tally.evaluation(elements: 2)
  }
}

/// scoped: the progress view's condition, the search field and the list each live in a scope;
/// a write re-evaluates the one that read it, and the rows are never re-created.
final class CatalogScopedFloor<Tally: FloorTally>: Floor {
  private(set) var tally = Tally()
  private let model: CatalogModel
  private let frames: [CatalogChange]
  private var progressScope: ObservedView!
  private var fieldScope: ObservedView!
  private var progressDirty = false
  private var fieldDirty = false
  private var showsProgress = false
  private var fieldText = ""

  init(_ scenario: Scenario) throws(FloorError) {
    let trace = try catalogTrace(scenario)
    frames = trace.frames
    model = CatalogModel(products: trace.products.map { Product(name: $0.name, price: $0.price) })
    progressScope = ObservedView { [unowned self] _ in
      tally.notification()
      progressDirty = true
    }
    fieldScope = ObservedView { [unowned self] _ in
      tally.notification()
      fieldDirty = true
    }
    evaluateProgress()
    evaluateField()
    tally = Tally()
  }

  func run(frame: Int) {
    switch frames[frame] {
    case .query(let query): model.searchQuery = query
    case .toggle: model.isLoading.toggle()
    }
    if progressDirty {
      progressDirty = false
      evaluateProgress()
    }
    if fieldDirty {
      fieldDirty = false
      evaluateField()
    }
  }

  private func evaluateProgress() {
    progressScope.evaluate {
      showsProgress = model.isLoading
      return true
    }
    tally.evaluation(elements: showsProgress ? 1 : 0)
  }

  private func evaluateField() {
    fieldScope.evaluate {
      fieldText = model.searchQuery
      return true
    }
    tally.evaluation(elements: 1)
  }
}
