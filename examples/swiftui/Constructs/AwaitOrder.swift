import Observation
import SwiftUI

// What follows an `await` runs when the awaited call returns: the statement after the
// `do`/`catch` runs after the write inside it, in the same later transaction.
@Observable final class Feed {
  var items = 0
  var isLoading = false

  func fetch() async throws -> Int {
    3
  }
}

struct AwaitOrder: View {
  @State private var feed = Feed()

  var body: some View {
    VStack {
      Text(feed.isLoading ? "loading" : "\(feed.items) items")
      Button("Reload") {
        Task {
          feed.isLoading = true
          do {
            feed.items = try await feed.fetch()
          } catch {
            feed.items = 0
          }
          feed.isLoading = false
        }
      }
    }
  }
}
