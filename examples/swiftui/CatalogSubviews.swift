import SwiftUI

/// The loading-flag case after extracting subviews: a loading indicator, a search bar and a
/// list, each observing the model. Compare with Catalog.swift, the same screen in one view.
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
      LoadingIndicator(model: model)
      SearchBar(model: model)
      ProductList(model: model)
    }
  }
}

struct LoadingIndicator: View {
  @ObservedObject var model: CatalogModel

  var body: some View {
    if model.isLoading {
      ProgressView()
    }
  }
}

struct SearchBar: View {
  @ObservedObject var model: CatalogModel

  var body: some View {
    TextField("Search", text: $model.searchQuery)
  }
}

struct ProductList: View {
  @ObservedObject var model: CatalogModel

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(model.products) { product in
          ProductRow(product: product)
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
