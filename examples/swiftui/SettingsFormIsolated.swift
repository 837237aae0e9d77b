import SwiftUI

/// The form of SettingsForm.swift split into isolated regions: each region owns the state it
/// edits, so an edit re-runs only its own region.
struct SettingsForm: View {
  var body: some View {
    Form {
      NameField()
      VolumeSlider()
      SaveSection()
    }
  }
}

struct NameField: View {
  @State private var name = ""

  var body: some View {
    TextField("Name", text: $name)
  }
}

struct VolumeSlider: View {
  @State private var volume = 5

  var body: some View {
    Slider(value: $volume)
  }
}

struct SaveSection: View {
  @State private var saves = 0

  var body: some View {
    Button("Save") { saves += 1 }
    SavedLabel(count: saves)
  }
}

struct SavedLabel: View {
  let count: Int

  var body: some View {
    Text("Saved \(count) times")
  }
}
