import SwiftUI

// `#if` read for one platform (`--platform`, iOS by default): on watchOS the body shows a
// constant; on macOS an `onAppear` sets the tick at the first render.
struct Platforms: View {
  @State private var tick = 0

  var body: some View {
    VStack {
      #if os(watchOS)
        Text("watch")
      #else
        Text("\(tick)")
      #endif
      Button("Tick") { tick += 1 }
    }
    #if os(macOS)
      .onAppear { tick = 100 }
    #endif
  }
}
