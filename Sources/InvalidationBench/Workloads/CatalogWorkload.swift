/// The loading-flag case: the root reads `isLoading` (a progress view), `searchQuery` (a search
/// field) and `products` (a lazy list of `ProductRow(product:)`). Each frame types a character
/// into the search field, except every `toggle-every`-th, which toggles `isLoading`.
public struct CatalogWorkload: Workload {
  /// Rows kept beyond each edge of the window, as in list-scrolling's default.
  static let prefetch = 4

  public init() {}

  public var name: String { "catalog" }
  public var summary: String {
    "a product list under a search field and a loading flag (the loading-flag case)"
  }
  public var parameters: [WorkloadParameter] {
    [
      WorkloadParameter("products", default: 200, range: 1...10_000_000, "products in the list"),
      WorkloadParameter("visible", default: 12, range: 1...10_000, "rows visible at once"),
      .frames(200),
      WorkloadParameter(
        "toggle-every", default: 5, range: 0...1_000_000,
        "every n-th frame toggles isLoading instead of typing (0: never)"),
      .seed,
    ]
  }

  public func scenario(_ values: ParameterValues) -> Scenario {
    let store = StoreSchema(name: "CatalogModel")
    let isLoading = store.field("isLoading", .bool(false))
    let searchQuery = store.field("searchQuery", .string(""))
    let products = store.records(
      "products", count: values["products"], attributes: ["name", "price"]
    ) { id, attribute in
      attribute == 0 ? .string("Product \(id)") : .int(100 + id % 50)
    }
    let row = ViewDecl("ProductRow", inputs: [.record("product", products)]) { view in
      [
        .text(view.attribute("product", "name")),
        .text(view.attribute("product", "price")),
      ]
    }
    let window = LazyWindow(listID: 0, visible: values["visible"], prefetch: Self.prefetch)
    let root = ViewDecl("Catalog") { _ in
      [
        .conditional(.field(isLoading), then: [.element("ProgressView", .constant(.bool(true)))]),
        .element("SearchField", .field(searchQuery)),
        .forEach(.field(products.listField), window: window, row: row, [("product", .record(.item))]),
      ]
    }
    var generator = SeededGenerator(seed: values["seed"])
    var query = ""
    let frames = (1...values["frames"]).map { frame -> Frame in
      if isEvery(values["toggle-every"], frame) {
        return Frame([.mutate(isLoading, .toggle)])
      }
      query += generator.character()
      return Frame([.set(searchQuery, .string(query))])
    }
    return Scenario(screen: Screen(stores: [store], root: root), frames: frames)
  }
}
