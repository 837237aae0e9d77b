import SwiftUI

/// The loading-flag case, written as one view that reads everything: the flag, the query and
/// the list. Compare with CatalogSubviews.swift, the same screen with extracted subviews, and
/// with examples/catalog-one-view.yaml, the same screen written as a screen file.
struct Product: Identifiable {
  let id: Int
  let name: String
  let price: Int
}

final class CatalogModel: ObservableObject {
  @Published var isLoading = false
  @Published var searchQuery = ""
  @Published var products: [Product] = []
}

struct CatalogView: View {
  @StateObject private var model = CatalogModel()

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
