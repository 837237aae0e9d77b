import SwiftUI

// An onChange whose closure parameter sets a validity flag, which a toolbar button reads.
struct NameForm: View {
  @State private var name = ""
  @State private var valid = false

  var body: some View {
    NavigationStack {
      TextField("Name", text: $name)
        .onChange(of: name) { _, new in valid = !new.isEmpty }
        .toolbar {
          Button("Save") {}
            .disabled(!valid)
        }
    }
  }
}
