import Combine
import SwiftUI

// What the summary counts apart: evaluations after the screen's own interactions, after data
// from outside (`label` is read and no action writes it), and after writes of the root's
// inputs (a parent outside the files passes `title`), and a view kept opaque (its body shows a
// view the files do not declare).
final class Clock: ObservableObject {
  @Published var seconds = 0
  @Published var label = "clock"
}

struct HonestSummary: View {
  let title: String
  @StateObject private var clock = Clock()

  var body: some View {
    VStack {
      Text(title)
      Text(clock.label)
      Button("Touch") { clock.seconds += 1 }
      Platform()
    }
  }
}

struct Platform: View {
  var body: some View {
    platformView
  }
}
