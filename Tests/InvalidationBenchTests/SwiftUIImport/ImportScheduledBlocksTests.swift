import Foundation
import Testing

@testable import InvalidationBench

/// Blocks an action runs where it says (`MainActor.run`, `DispatchQueue.main.asyncAfter`) and
/// a `return` that ends what it is in (docs/swiftui-import.md, "Actions").
@Suite struct ImportScheduledBlocksTests {
  // One's Task runs `MainActor.run`'s block in place: count 0 → 1, 1 → 2. Two's asyncAfter
  // block toggles flag in a transaction of its own (its delay is not modelled: approximated,
  // at the call, line 18 column 9). The default trace taps One and Two in turn: each of the 4
  // frames changes what Shop reads: Shop 4.
  @Test func mainActorRunAndAsyncAfterRunTheirBlocks() throws {
    let source = """
      import SwiftUI
      @Observable final class Basket {
        var count = 0
        var flag = false
      }
      struct Shop: View {
        @State private var basket = Basket()
        var body: some View {
          VStack {
            Text("\\(basket.count)")
            Text("\\(basket.flag)")
            Button("One") {
              Task {
                await MainActor.run { basket.count += 1 }
              }
            }
            Button("Two") {
              DispatchQueue.main.asyncAfter(deadline: .now() + 1) { basket.flag.toggle() }
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Shop.swift", source)])
    #expect(imported.warnings.map(\.kind) == [.approximated])
    #expect(imported.warnings.map(\.position) == ["Shop.swift:18:9"])
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Shop") == 4)
  }

  // `add()` ends with a bare `return`, which ends the method, not the action: total is still
  // written, 0 → 1 → 2 over the 2 frames that tap One, and Shop, which reads it, runs twice.
  // Nothing is skipped.
  @Test func aReturnEndsTheMethodNotTheActionCallingIt() throws {
    let source = """
      import SwiftUI
      @Observable final class Basket {
        var count = 0
        var total = 0
        func add() {
          count += 1
          return
        }
      }
      struct Shop: View {
        @State private var basket = Basket()
        var body: some View {
          VStack {
            Text("\\(basket.total)")
            Button("One") {
              basket.add()
              basket.total += 1
            }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Shop.swift", source)])
    #expect(imported.warnings.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 2, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Shop") == 2)
  }

  // A block given as the last argument rather than trailing (`withAnimation(.easeInOut, { … })`,
  // `DispatchQueue.main.async(execute: { … })`) runs as the trailing one does: One adds 1 in a
  // `withAnimation` transaction, Two adds 2 in an `async` one. The default trace taps One and
  // Two in turn over 4 frames, each changing count, which Counter reads: 4, no warning. Before,
  // both statements were skipped (warned) and Counter stayed 0.
  @Test func aBlockGivenAsTheLastArgumentRunsAsATrailingOne() throws {
    let source = """
      import SwiftUI
      struct Counter: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Text("\\(count)")
            Button("One") { withAnimation(.easeInOut, { count += 1 }) }
            Button("Two") { DispatchQueue.main.async(execute: { count += 2 }) }
          }
        }
      }
      """
    let imported = try SwiftUIImporter.importing([("Counter.swift", source)])
    #expect(imported.warnings.isEmpty)
    let result = try ImportActionsTests.run(imported, frames: 4, on: [.asWritten])
    #expect(result.evals(.asWritten, of: "Counter") == 4)
  }
}
