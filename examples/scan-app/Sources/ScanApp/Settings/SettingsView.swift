import SwiftUI

struct SettingsView: View {
  @State private var syncs = true

  var body: some View {
    Form {
      Toggle("Sync", isOn: $syncs)
      Text(syncs ? "Syncing" : "Paused")
    }
  }
}
