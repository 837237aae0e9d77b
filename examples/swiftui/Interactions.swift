import Observation
import SwiftUI

// What an interaction writes: a model method, a Task whose write follows an await, and a
// sheet shown by a button and by its own isPresented: binding.
@Observable final class Shelf {
  var count = 0
  var loaded = false

  func add(_ step: Int) {
    count += step
  }

  func load() async {
    await Task.yield()
    loaded.toggle()
  }
}

struct ShelfView: View {
  @State private var shelf = Shelf()
  @State private var showInfo = false

  var body: some View {
    VStack {
      Text("\(shelf.count)")
      Button("Add") { shelf.add(2) }
      Button("Load") { Task { await shelf.load() } }
      Button("Info") { showInfo = true }
      LoadedBadge(shelf: shelf)
    }
    .sheet(isPresented: $showInfo) { Text("About") }
  }
}

struct LoadedBadge: View {
  var shelf: Shelf

  var body: some View {
    Text(shelf.loaded ? "loaded" : "empty")
  }
}

// Shown by no view under ShelfView: its button is not part of ShelfView's default trace.
struct Orphan: View {
  @State private var taps = 0

  var body: some View {
    Button("Tap") { taps += 1 }
  }
}
