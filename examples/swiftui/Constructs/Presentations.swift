import SwiftUI

// A sheet is a view of its own: making `$isShown` is no read, so opening it re-runs the sheet,
// not the view that presents it.
struct Presentations: View {
  @State private var isShown = false
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("\(taps)")
      Button("Show") { isShown = true }
    }
    .sheet(isPresented: $isShown) {
      TapButton(taps: $taps)
    }
  }
}

struct TapButton: View {
  @Binding var taps: Int

  var body: some View {
    Button("Tap") { taps += 1 }
  }
}
