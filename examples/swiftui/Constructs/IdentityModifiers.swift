import SwiftUI

// A modifier written before `.id(version)` belongs to the view `.id` re-creates: its
// `onAppear` runs again at each new version. One written after it runs once.
struct IdentityModifiers: View {
  @State private var version = 0
  @State private var loads = 0

  var body: some View {
    VStack {
      Text("\(loads)")
        .onAppear { loads += 1 }
        .id(version)
      Text("v\(version)")
        .id(version)
        .onAppear { loads += 10 }
      Button("Reload") { version += 1 }
    }
  }
}
