import Observation
import SwiftUI

// What a body reads beyond its Texts: a computed property of a model, a helper in an
// extension, a toolbar whose button is disabled by state, and Button(action:label:).
@Observable final class Account {
  var first = ""
  var last = ""
  var fullName: String { first + " " + last }
}

struct AccountEditor: View {
  @State private var account = Account()
  @State private var name = ""

  var body: some View {
    NavigationStack {
      VStack {
        header
        TextField("Name", text: $name)
      }
      .toolbar {
        Button(action: { account.first = name }, label: { Label("Save", systemImage: "checkmark") })
          .disabled(name.isEmpty)
      }
    }
  }
}

extension AccountEditor {
  var header: some View {
    Text(account.fullName)
  }
}
