import SwiftUI

// A sidebar whose rows select a panel, a detail that switches on the selection, and a button
// that runs a function of the view.
enum Panel {
  case inbox
  case archive
}

struct Mail: View {
  @State private var selection: Panel = .archive
  @State private var unread = 0

  var body: some View {
    NavigationSplitView {
      List(selection: $selection) {
        NavigationLink(value: Panel.inbox) { Text("Inbox") }
        NavigationLink(value: Panel.archive) { Text("Archive") }
      }
    } detail: {
      switch selection {
      case .inbox:
        Text("Inbox")
      case .archive:
        Text("Archive")
      }
      Badge(count: unread)
      Button("Receive") { receive() }
    }
  }

  private func receive() {
    unread += 1
  }
}

struct Badge: View {
  let count: Int

  var body: some View {
    Text("\(count)")
  }
}
