import Observation
import SwiftUI

// A screen whose .task loads into its model: isLoading, then the items, after an await.
@Observable final class Feed {
  var items: [String] = []
  var isLoading = false

  func load() async {
    isLoading = true
    let fetched = await fetchItems()
    items = fetched
    isLoading = false
  }

  private func fetchItems() async -> [String] {
    ["a", "b"]
  }
}

struct LoadingFeed: View {
  @State private var feed = Feed()

  var body: some View {
    List {
      if feed.isLoading {
        ProgressView()
      }
      ForEach(feed.items, id: \.self) { item in
        Text(item)
      }
    }
    .task { await feed.load() }
  }
}
