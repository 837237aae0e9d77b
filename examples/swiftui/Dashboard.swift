import SwiftUI

/// A dashboard whose value ticks: the parent reads `tick` and passes it down, while the
/// header and the alert badge read the model themselves.
final class DashboardModel: ObservableObject {
  let title = "Dashboard"
  @Published var tick = 0
  @Published var alerts = 0
}

struct Dashboard: View {
  @StateObject private var model = DashboardModel()

  var body: some View {
    VStack {
      Header(model: model)
      TickLabel(value: model.tick)
      AlertBadge(model: model)
      Button("Tick") { model.tick += 1 }
      Button("Alert") {
        withAnimation { model.alerts += 1 }
      }
    }
    .padding()
  }
}

struct Header: View {
  @ObservedObject var model: DashboardModel
  var body: some View { Text(model.title).font(.title) }
}

struct TickLabel: View {
  let value: Int
  var body: some View { Text("\(value)") }
}

struct AlertBadge: View {
  @ObservedObject var model: DashboardModel
  var body: some View {
    if model.alerts > 0 {
      Text("\(model.alerts) alerts")
    }
  }
}
