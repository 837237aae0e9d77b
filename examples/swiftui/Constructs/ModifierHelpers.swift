import Observation
import SwiftUI

// Interactions inside modifiers' arguments and the helpers they call: a list's selection
// through `Bindable(model).selection`, a toolbar item built by a function, a button in a
// computed property given to `.safeAreaInset`.
@Observable final class Library {
  var selection = 0
  var count = 0
}

struct ModifierHelpers: View {
  @State private var library = Library()

  var body: some View {
    List(selection: Bindable(library).selection) {
      Text("\(library.count)").tag(1)
      Text("second").tag(2)
    }
    .toolbar { addItem() }
    .safeAreaInset(edge: .bottom) { plusButton }
  }

  private func addItem() -> some ToolbarContent {
    ToolbarItem { Button("Add") { library.count += 1 } }
  }

  private var plusButton: some View {
    Button("Plus") { library.count += 2 }
  }
}
