import Observation
import SwiftUI

// A screen mid-migration: the settings are still an ObservableObject, the cart is already
// @Observable. The as-written engine runs each model as its own kind.
final class Settings: ObservableObject {
  @Published var currency = "EUR"
  @Published var lastSync = 0
}

@Observable final class Cart {
  var count = 0
}

struct CheckoutScreen: View {
  @StateObject private var settings = Settings()
  @State private var cart = Cart()

  var body: some View {
    VStack {
      Text(settings.currency)
      CartBadge(cart: cart)
      Button("Sync") { settings.lastSync += 1 }
      Button("Add") { cart.count += 1 }
    }
  }
}

struct CartBadge: View {
  let cart: Cart

  var body: some View {
    Text("\(cart.count)")
  }
}
