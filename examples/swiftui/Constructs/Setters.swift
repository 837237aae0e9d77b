import SwiftUI

// A write of a computed property runs its setter, `newValue` standing for the value written.
struct Setters: View {
  @State private var level = 0

  private var isLoud: Bool {
    get { level > 5 }
    nonmutating set { level = newValue ? 10 : 0 }
  }

  var body: some View {
    VStack {
      Text("\(level)")
      Button("Loud") { isLoud = true }
      Button("Quiet") { isLoud = false }
    }
  }
}
