import SwiftUI

// A list of @State structs edited through element bindings: a tap on one cell changes the
// whole array, so the list and every cell that read its @Binding re-run, not only the cell
// tapped (R10, R14; the case weakself.io shows with _printChanges).
struct Player: Identifiable {
  let id: Int
  let name: String
  var taps = 0
}

struct PlayerCell: View {
  @Binding var player: Player

  var body: some View {
    Button {
      player.taps += 1
    } label: {
      HStack {
        Text(player.name)
        Text("\(player.taps)")
      }
    }
  }
}

struct PlayersView: View {
  @State private var players = [
    Player(id: 1, name: "Ben"), Player(id: 2, name: "Ada"), Player(id: 3, name: "Tom"),
  ]

  var body: some View {
    List {
      ForEach($players) { $player in
        PlayerCell(player: $player)
      }
    }
  }
}
