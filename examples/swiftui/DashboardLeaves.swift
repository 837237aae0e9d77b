import SwiftUI

/// The dashboard of Dashboard.swift on an @Observable model whose leaves read the ticking
/// value themselves: the parent passes the model down and reads nothing.
@Observable
final class DashboardModel {
  var title = "Dashboard"
  var tick = 0
  var alerts = 0
}

struct Dashboard: View {
  @State private var model = DashboardModel()

  var body: some View {
    VStack {
      Header(model: model)
      TickLabel(model: model)
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
  let model: DashboardModel
  var body: some View { Text(model.title).font(.title) }
}

struct TickLabel: View {
  let model: DashboardModel
  var body: some View { Text("\(model.tick)") }
}

struct AlertBadge: View {
  let model: DashboardModel
  var body: some View {
    if model.alerts > 0 {
      Text("\(model.alerts) alerts")
    }
  }
}
