import SwiftUI

/// A feature view in the style ScopeKit addresses: one @Observable feature model and one body
/// that reads all of it, a counter, a favourite toggle and a note, so every change re-runs the
/// whole body. The scoped strategy moves each reading part into its own scope.
@Observable
final class FeatureModel {
  let title = "Feature"
  var count = 0
  var isFavorite = false
  var note = ""
}

struct FeatureView: View {
  @State private var model = FeatureModel()

  var body: some View {
    VStack {
      Text(model.title)
      Text("Count: \(model.count)")
      Button("Increment") { model.count += 1 }
      Toggle("Favorite", isOn: $model.isFavorite)
      TextField("Note", text: $model.note)
      FeatureFooter(count: model.count)
    }
  }
}

struct FeatureFooter: View {
  let count: Int

  var body: some View {
    Text(count == 1 ? "1 time" : "\(count) times")
  }
}
