import SwiftUI

// A view made `View` in an extension, its body there too.
struct Badge {
  let count: Int
}

extension Badge: View {
  var body: some View {
    Text("\(count)")
  }
}

struct ExtensionView: View {
  @State private var unread = 0

  var body: some View {
    VStack {
      Badge(count: unread)
      Button("Mail") { unread += 1 }
    }
  }
}
