import SwiftUI

// A counter beside a clock whose first value the import cannot know (`Date()`): moving the
// counter's state into a child would spare Clock's body, whose re-runs re-create the hours'
// rows, but the advisor judges only what the import read completely, and the first value of
// `now` is a guess.
struct Clock: View {
  @State private var count = 0
  @State private var now = Date()

  var body: some View {
    VStack {
      Text("\(now)")
      CountLabel(count: count)
      Button("Add") { count += 1 }
      ForEach(0..<2, id: \.self) { hour in
        Text("\(hour)")
      }
    }
  }
}

struct CountLabel: View {
  let count: Int

  var body: some View {
    Text("\(count)")
  }
}
