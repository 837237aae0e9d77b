import SwiftUI

/// The feed's posts and how many were read: one object the feed's views all observe.
final class FeedStore: ObservableObject {
  @Published var posts = ["Welcome", "Release notes", "Tips"]
  @Published var read = 0

  func markRead() { read += 1 }
}
