import Observation
import SwiftUI

// `self.`-qualified statements are the same statements without it: a write of a model's
// field, of `@State`, and a call of a model's method.
@Observable final class Player {
  var isPlaying = false

  func stop() {
    self.isPlaying = false
  }
}

struct SelfWrites: View {
  @State private var player = Player()
  @State private var count = 0

  var body: some View {
    VStack {
      Text(player.isPlaying ? "playing" : "paused")
      Text("\(count)")
      Button("Play") { self.player.isPlaying = true }
      Button("Count") { self.count += 1 }
      Button("Stop") { self.player.stop() }
    }
  }
}
