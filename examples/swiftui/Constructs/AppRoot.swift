import SwiftUI

// With an App among the files, the root is the view its scene shows, though another view
// has more under it.
@main
struct TodoApp: App {
  var body: some Scene {
    WindowGroup { TodoScreen() }
  }
}

struct TodoScreen: View {
  @State private var count = 0

  var body: some View {
    NavigationStack {
      Text("\(count)")
      Button("Add") { count += 1 }
    }
  }
}

struct Preferences: View {
  var body: some View {
    VStack {
      PreferenceRow()
      PreferenceRow()
    }
  }
}

struct PreferenceRow: View {
  var body: some View {
    Text("row")
  }
}
