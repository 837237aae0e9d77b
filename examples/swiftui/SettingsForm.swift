import SwiftUI

/// A form whose parent owns the @State of a text field, a slider and a save button. Compare
/// with SettingsFormIsolated.swift, where each region owns its own state, and with
/// examples/settings-form.yaml, this screen written as a screen file.
struct SettingsForm: View {
  @State private var name = ""
  @State private var volume = 5
  @State private var saves = 0

  var body: some View {
    Form {
      TextField("Name", text: $name)
      Slider(value: $volume)
      Button("Save") { saves += 1 }
      SavedLabel(count: saves)
    }
  }
}

struct SavedLabel: View {
  let count: Int

  var body: some View {
    Text("Saved \(count) times")
  }
}
