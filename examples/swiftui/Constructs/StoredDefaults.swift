import SwiftUI

// Stored properties with a type and a default are inputs a parent may pass or leave out.
struct Level: View {
  var count: Int = 0
  var label: String = "level"

  var body: some View {
    Text("\(label) \(count)")
  }
}

struct StoredDefaults: View {
  @State private var n = 0

  var body: some View {
    VStack {
      Level(count: n)
      Level()
      Button("Up") { n += 1 }
    }
  }
}
