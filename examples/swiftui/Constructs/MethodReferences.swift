import Observation
import SwiftUI

// Actions given as functions: `Button("Add", action: counter.increase)` and
// `Button(action: tapped) { Text("Tap") }` run the function, as a closure calling it would.
@Observable final class Counter {
  var count = 0

  func increase() {
    count += 1
  }
}

struct MethodReferences: View {
  @State private var counter = Counter()
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("\(counter.count)")
      Button("Add", action: counter.increase)
      Button(action: tapped) { Text("Tap") }
      TapCount(taps: taps)
    }
  }

  private func tapped() {
    taps += 1
  }
}

struct TapCount: View {
  let taps: Int

  var body: some View {
    Text("\(taps) taps")
  }
}
