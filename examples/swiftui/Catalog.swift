import SwiftUI

/// The loading-flag case, in one view that reads everything.
struct Product: Identifiable {
  let id: Int
  let name: String
  let price: Int
}

@Observable
final class CatalogModel {
  var isLoading = false
  var searchQuery = ""
  var products: [Product] = []
}

struct CatalogView: View {
  @State private var model = CatalogModel()

  var body: some View {
    VStack {
      if model.isLoading {
        ProgressView()
      }
      TextField("Search", text: $model.searchQuery)
      ScrollView {
        LazyVStack {
          ForEach(model.products) { product in
            ProductRow(product: product)
          }
        }
      }
    }
    .task { model.isLoading = true }
  }
}

struct ProductRow: View {
  let product: Product
  var body: some View {
    HStack {
      Text(product.name)
      Text("\(product.price)")
    }
  }
}
