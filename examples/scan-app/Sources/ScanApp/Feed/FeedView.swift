import SwiftUI

struct FeedView: View {
  @StateObject private var store = FeedStore()

  var body: some View {
    VStack {
      FeedHeader(store: store)
      ForEach(store.posts, id: \.self) { title in
        PostRow(store: store, title: title)
      }
      Button("Mark read") { store.markRead() }
    }
  }
}

struct FeedHeader: View {
  @ObservedObject var store: FeedStore

  var body: some View {
    Text("Read: \(store.read)")
  }
}

struct PostRow: View {
  @ObservedObject var store: FeedStore
  let title: String

  var body: some View {
    Text(title)
  }
}
