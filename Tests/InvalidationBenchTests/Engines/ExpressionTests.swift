import InvalidationBench
import Testing

/// Computed expressions and a view's own `==` (R4). Values and counts derived by hand.
@Suite struct ExpressionTests {
  @Test func computedExpressionsShowWhatSwiftWouldCompute() throws {
    let screen = ScreenBuilder()
    let model = try screen.store("Model")
    let count = try model.field("count", .int(3))
    let name = try model.field("name", .string("Ann"))
    let price = try model.field("price", .double(2.5))
    let items = try model.records("items", count: 2, attributes: ["title"]) { id, _ in .string("t\(id)") }
    let row = try screen.view("Row", inputs: [.value("title")]) { view throws(DeclarationError) in
      [.text(try view.input("title"))]
    }
    let root = try screen.view("Root") { _ in
      [
        .text(
          .interpolation([
            .field(name), .constant(.string(" has ")), .field(count), .constant(.string(" items")),
          ])),
        .text(
          .choose(
            .binary(.greater, .field(count), .constant(.int(0))), then: .constant(.string("some")),
            otherwise: .constant(.string("none")))),
        .text(.binary(.add, .binary(.multiply, .field(count), .constant(.int(2))), .constant(.int(1)))),
        .text(.binary(.equal, .binary(.remainder, .field(count), .constant(.int(2))), .constant(.int(0)))),
        .text(.count(.field(name))),
        .text(.isEmpty(.field(name))),
        .text(.binary(.multiply, .field(price), .constant(.int(2)))),
        .text(.unary(.not, .binary(.greaterOrEqual, .field(count), .constant(.int(3))))),
        .text(.unary(.negate, .field(count))),
        .text(
          .binary(
            .and, .binary(.less, .field(count), .constant(.int(5))), .unary(.not, .isEmpty(.field(name))))),
        .forEach(
          .field(items.listField), row: row,
          ["title": .value(.member(.item, collection: items, attribute: 0))]),
      ]
    }
    let built = try screen.build(root: root)
    let frames: [[Event]] = [[.set(count, .int(0)), .set(name, .string(""))]]
    let expected: [[Value]] = [
      [
        .string("Ann has 3 items"), .string("some"), .int(7), .bool(false), .int(3), .bool(false),
        .double(5), .bool(false), .int(-3), .bool(true), .string("t0"), .string("t1"),
      ],
      [
        .string(" has 0 items"), .string("none"), .int(1), .bool(true), .int(0), .bool(true),
        .double(5), .bool(true), .int(0), .bool(false), .string("t0"), .string("t1"),
      ],
    ]
    for kind in EngineKind.allCases {
      #expect(try Trace(kind, built, frames).shown == expected, "\(kind)")
    }
    #expect(try run(built, frames).staleFrames == (try run(built, frames)).noStaleFrames)
  }

  @Test func aViewsOwnEqualityDecides() throws {
    let screen = ScreenBuilder()
    let count = try screen.store("Model").field("count", .int(0))
    let two = Expr.constant(.int(2))
    let parity = try screen.view(
      "Parity", inputs: [.value("n")],
      equality: .custom(.binary(.equal, .binary(.remainder, .old(0), two), .binary(.remainder, .new(0), two)))
    ) { view throws(DeclarationError) in
      let even = Expr.binary(.equal, .binary(.remainder, try view.input("n"), two), .constant(.int(0)))
      return [.text(.choose(even, then: .constant(.string("even")), otherwise: .constant(.string("odd"))))]
    }
    let root = try screen.view("Root") { _ in [.child(parity, ["n": .value(.field(count))])] }
    let frames: [[Event]] = [[.mutate(count, .add(1))], [.mutate(count, .add(2))], [.mutate(count, .add(1))]]
    let result = try run(screen.build(root: root), frames)
    // Root (scoped: the scope holding the child) in each of the 3 frames; Parity when the
    // parity changed, 0 → 1 and 3 → 4, not 1 → 3: 3 + 2 = 5 everywhere.
    #expect(result.evals(everyStrategy(5)) == everyStrategy(5))
    #expect(result.reasons(.propertyLevel, of: "Parity") == ["parent-inputs": 2])
    #expect(result.staleFrames == result.noStaleFrames)
  }
}
