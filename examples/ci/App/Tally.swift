import Observation
import SwiftUI

// The example app of docs/ci.md: a screen whose count is read only by the view that shows it.
@Observable final class Tally {
  var count = 0
  let title = "Taps"
}

struct TallyScreen: View {
  @State private var tally = Tally()

  var body: some View {
    VStack {
      Header(tally: tally)
      CountLabel(tally: tally)
      Button("Add") { tally.count += 1 }
    }
  }
}

struct Header: View {
  let tally: Tally

  var body: some View {
    Text(tally.title)
  }
}

struct CountLabel: View {
  let tally: Tally

  var body: some View {
    Text("\(tally.count)")
  }
}
