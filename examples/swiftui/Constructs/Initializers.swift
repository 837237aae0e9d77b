import SwiftUI

// A child with an initializer of its own, one of whose parameters has a default: a call's
// arguments reach its properties through the initializer.
struct Row: View {
  let title: String
  let subtitle: String

  init(title: String, subtitle: String = "none") {
    self.title = title
    self.subtitle = subtitle
  }

  var body: some View {
    Text(title + " " + subtitle)
  }
}

struct Initializers: View {
  @State private var name = "a"

  var body: some View {
    VStack {
      Row(title: name)
      Row(title: "fixed")
      Button("Rename") { name += "b" }
    }
  }
}
