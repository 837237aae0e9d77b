/// The loading-flag case: the root reads `isLoading` (a progress view), `searchQuery` (a search
/// field) and `products` (a lazy list of `ProductRow(product:)`). Each frame types a character
/// into the search field, except every `toggle-every`-th, which toggles `isLoading`.
public struct CatalogWorkload: Workload {
  static let products = WorkloadParameter(
    "products", default: 200, range: 1...10_000_000, "products in the list")
  static let visible = WorkloadParameter("visible", default: 12, range: 1...10_000, "rows visible at once")
  static let frames = WorkloadParameter.frames(200)
  static let toggleEvery = WorkloadParameter(
    "toggle-every", default: 5, range: 0...1_000_000,
    "every n-th frame toggles isLoading instead of typing (0: never)")
  /// Rows kept beyond each edge of the window, as in list-scrolling's default.
  static let prefetch = 4

  public init() {}

  public var name: String { "catalog" }
  public var summary: String {
    "a product list under a search field and a loading flag (the loading-flag case)"
  }
  public var parameters: [WorkloadParameter] {
    [Self.products, Self.visible, Self.frames, Self.toggleEvery, .seed]
  }
  public var ciValues: [WorkloadParameter: Int] { [Self.products: 60, Self.frames: 60] }

  public func scenario(_ values: ParameterValues) throws(DeclarationError) -> Scenario {
    let screen = ScreenBuilder()
    let model = try screen.store("CatalogModel")
    let isLoading = try model.field("isLoading", .bool(false))
    let searchQuery = try model.field("searchQuery", .string(""))
    let products = try model.records(
      "products", count: values[Self.products], attributes: ["name", "price"]
    ) { id, attribute in
      attribute == 0 ? .string("Product \(id)") : .int(100 + id % 50)
    }
    let row = try screen.view("ProductRow", inputs: [.record("product", products)]) {
      view throws(DeclarationError) in
      [
        .text(try view.attribute("product", "name")),
        .text(try view.attribute("product", "price")),
      ]
    }
    let window = LazyWindow(listID: 0, visible: values[Self.visible], prefetch: Self.prefetch)
    let root = try screen.view("Catalog") { _ in
      [
        .conditional(.field(isLoading), then: [.element("ProgressView", .constant(.bool(true)))]),
        .element("SearchField", .field(searchQuery)),
        .forEach(.field(products.listField), in: .lazyStack(window), row: row, ["product": .record(.item)]),
      ]
    }
    var generator = SeededGenerator(seed: values[.seed])
    var query = ""
    let frames = (1...values[Self.frames]).map { frame -> Frame in
      if isEvery(values[Self.toggleEvery], frame) {
        return Frame([.mutate(isLoading, .toggle)])
      }
      query += generator.character()
      return Frame([.set(searchQuery, .string(query))])
    }
    return try Scenario(screen: screen.build(root: root), frames: frames)
  }
}
