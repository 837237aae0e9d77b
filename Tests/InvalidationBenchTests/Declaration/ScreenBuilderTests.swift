import InvalidationBench
import Testing

/// Every mistake a declaration can make is a typed error naming what is wrong, never a crash.
@Suite struct ScreenBuilderTests {
  /// A store `Model` with `count` and a collection `items` (2 records, `title`), and a view
  /// `Label(value:)`, for the mistakes below to build on.
  struct Base {
    let screen = ScreenBuilder()
    let model: StoreBuilder
    let count: FieldRef
    let items: RecordCollection
    let label: ViewID

    init() throws {
      model = try screen.store("Model")
      count = try model.field("count", .int(0))
      items = try model.records("items", count: 2, attributes: ["title"]) { id, _ in .string("\(id)") }
      label = try screen.view("Label", inputs: [.value("value")]) { view throws(DeclarationError) in
        [.text(try view.input("value"))]
      }
    }
  }

  static let mistakes: [(String, @Sendable (Base) throws -> Void, DeclarationError)] = [
    (
      "a second store of the same name", { base in _ = try base.screen.store("Model") },
      .duplicateStore("Model")
    ),
    (
      "a field twice", { base in _ = try base.model.field("count", .int(1)) },
      .duplicateField(store: "Model", field: "count")
    ),
    (
      "a field after the collection", { base in _ = try base.model.field("late", .int(1)) },
      .fieldAfterCollection(store: "Model", field: "late")
    ),
    (
      "a second collection",
      { base in
        _ = try base.model.records("more", count: 1, attributes: ["a"]) { _, _ in .int(0) }
      }, .secondCollection(store: "Model", collection: "more")
    ),
    (
      "an unknown attribute", { base in _ = try base.items.attribute("likes") },
      .unknownAttribute(collection: "items", attribute: "likes", known: ["title"])
    ),
    (
      "a view twice", { base in _ = try base.screen.view("Label") { _ in [] } },
      .duplicateView("Label")
    ),
    (
      "an input twice",
      { base in
        _ = try base.screen.view("Pair", inputs: [.value("a"), .closure("a")]) { _ in [] }
      }, .duplicateName(view: "Pair", kind: "input", name: "a")
    ),
    (
      "an unknown input",
      { base in
        _ = try base.screen.view("Reader", inputs: [.value("value")]) { view throws(DeclarationError) in
          [.text(try view.input("valu"))]
        }
      }, .unknownInput(view: "Reader", input: "valu", known: ["value"])
    ),
    (
      "an unknown state",
      { base in
        _ = try base.screen.view("Toggle") { view throws(DeclarationError) in [.text(try view.state("on"))] }
      }, .unknownState(view: "Toggle", state: "on", known: [])
    ),
    (
      "an attribute of an input that is not a record",
      { base in
        _ = try base.screen.view("Row", inputs: [.value("item")]) { view throws(DeclarationError) in
          [.text(try view.attribute("item", "title"))]
        }
      }, .notARecordInput(view: "Row", input: "item")
    ),
    (
      "a child without an input",
      { base in
        _ = try base.screen.view("Root") { _ in [.child(base.label)] }
      }, .missingArgument(view: "Root", child: "Label", input: "value")
    ),
    (
      "an argument the child does not take",
      { base in
        _ = try base.screen.view("Root") { _ in
          [.child(base.label, ["value": .value(.constant(.int(1))), "extra": .closure])]
        }
      }, .unexpectedArgument(view: "Root", child: "Label", argument: "extra")
    ),
    (
      "an argument twice",
      { base in
        _ = try base.screen.view("Root") { _ in
          [.child(base.label, ["value": .value(.constant(.int(1))), "value": .value(.constant(.int(2)))])]
        }
      }, .duplicateArgument(view: "Root", child: "Label", argument: "value")
    ),
    (
      "a closure for a value",
      { base in
        _ = try base.screen.view("Root") { _ in [.child(base.label, ["value": .closure])] }
      }, .wrongArgumentKind(view: "Root", child: "Label", input: "value", expected: "a .value")
    ),
    (
      "a field no store has",
      { base in
        _ = try base.screen.view("Root") { _ in [.text(.field(FieldRef(store: 0, index: 99)))] }
      }, .unknownField(view: "Root", store: 0, index: 99)
    ),
    (
      "an environment key never declared",
      { base in
        _ = try base.screen.view("Root") { _ in [.text(.environment(3))] }
      }, .unknownEnvironmentKey(view: "Root", key: 3)
    ),
    (
      "a row's item outside a ForEach",
      { base in
        _ = try base.screen.view("Root") { _ in [.text(.item)] }
      }, .rowValueOutsideForEach(view: "Root")
    ),
    (
      "a ForEach over a number",
      { base in
        _ = try base.screen.view("Root") { _ in
          [.forEach(.field(base.count), row: base.label, ["value": .value(.item)])]
        }
      }, .forEachOverNonList(view: "Root", type: .int)
    ),
    (
      "a lazy list with no visible row",
      { base in
        _ = try base.screen.view("Root") { _ in
          [
            .forEach(
              .field(base.items.listField), in: .lazyStack(LazyWindow(listID: 0, visible: 0, prefetch: 0)),
              row: base.label, ["value": .value(.item)])
          ]
        }
      }, .badWindow(view: "Root", visible: 0, prefetch: 0)
    ),
    (
      "a record that does not exist",
      { base in
        let row = try base.screen.view("Row", inputs: [.record("item", base.items)]) { _ in [] }
        _ = try base.screen.view("Root") { _ in [.child(row, ["item": .record(.constant(.record(5)))])] }
      }, .recordOutOfRange(view: "Root", input: "item", id: 5, count: 2)
    ),
    (
      "an empty view name", { base in _ = try base.screen.view("") { _ in [] } },
      .emptyName(what: "view")
    ),
    (
      "an action the view does not declare",
      { base in _ = try base.screen.view("Root") { _ in [.onAppear(action: "load")] } },
      .unknownAction(view: "Root", action: "load", known: [])
    ),
    (
      "a button for an undeclared action",
      { base in
        _ = try base.screen.view("Root") { view in [view.button(.constant(.string("Go")), action: "go")] }
      }, .unknownAction(view: "Root", action: "go", known: [])
    ),
    (
      "an action name the screen has",
      { base in
        _ = try base.screen.view("A") { view throws(DeclarationError) in
          [.onAppear(action: try view.action("load", []))]
        }
        _ = try base.screen.view("B") { view throws(DeclarationError) in
          [.onAppear(action: try view.action("load", []))]
        }
      }, .duplicateAction(view: "B", action: "load")
    ),
    (
      "an action writing an input that is not a binding",
      { base in
        _ = try base.screen.view("Row", inputs: [.value("n")]) { view throws(DeclarationError) in
          [.onAppear(action: try view.action("reset", [.set(try view.input("n"), .constant(.int(0)))]))]
        }
      }, .notAWriteTarget(view: "Row", action: "reset")
    ),
    (
      "an action writing a string to a number",
      { base in
        _ = try base.screen.view("Root") { view throws(DeclarationError) in
          [.onAppear(action: try view.action("reset", [.set(.field(base.count), .constant(.string("0")))]))]
        }
      }, .wrongWriteType(view: "Root", action: "reset", expected: .int, given: .string)
    ),
    (
      "an action toggling a number in a withAnimation block",
      { base in
        _ = try base.screen.view("Root") { view throws(DeclarationError) in
          [
            .onAppear(
              action: try view.action("flip", [.withAnimation([.mutate(.field(base.count), .toggle)])]))
          ]
        }
      }, .mutationDoesNotApply(view: "Root", action: "flip", mutation: "toggle()", type: .int)
    ),
    (
      "a binding to a constant",
      { base in
        _ = try base.screen.view("Form") { view throws(DeclarationError) in
          [try view.control("TextField", "name", binding: .constant(.string("")))]
        }
      }, .notABindingSource(view: "Form")
    ),
    (
      "a control name the screen has",
      { base in
        _ = try base.screen.view("Form") { view throws(DeclarationError) in
          [
            try view.control("TextField", "name", binding: .field(base.count)),
            try view.control("Stepper", "name", binding: .field(base.count)),
          ]
        }
      }, .duplicateControl(view: "Form", control: "name")
    ),
    (
      "a store that is not the screen's",
      { base in _ = try base.screen.view("Holder", holds: [4]) { _ in [] } },
      .unknownStore(view: "Holder", store: 4)
    ),
    (
      "a store owned twice",
      { base in
        _ = try base.screen.view("A", owns: [base.model.index]) { _ in [] }
        _ = try base.screen.view("B", owns: [base.model.index]) { _ in [] }
      }, .ownedStoreTwice(store: "Model")
    ),
    (
      "a store owned by a row",
      { base in
        let row = try base.screen.view("Row", owns: [base.model.index]) { _ in [] }
        let root = try base.screen.view("Root") { _ in [.forEach(.field(base.items.listField), row: row, [:])]
        }
        _ = try base.screen.build(root: root)
      }, .ownedStoreInRepeatedView(view: "Row", store: "Model")
    ),
    (
      "an old input outside a view's ==",
      { base in _ = try base.screen.view("Root", inputs: [.value("n")]) { _ in [.text(.old(0))] } },
      .comparisonOutsideEquality(view: "Root")
    ),
    (
      "a view's == reading a field",
      { base in
        _ = try base.screen.view("Odd", inputs: [.value("n")], equality: .custom(.field(base.count))) { _ in
          []
        }
      }, .equalityReadsOutsideInputs(view: "Odd")
    ),
    (
      "arithmetic on a string",
      { base in
        _ = try base.screen.view("Root") { _ in
          [.text(.binary(.multiply, .constant(.string("a")), .field(base.count)))]
        }
      }, .wrongOperand(view: "Root", operation: "*", type: .string)
    ),
  ]

  @Test(arguments: mistakes.indices)
  func aMistakeIsATypedErrorNamingIt(_ index: Int) throws {
    let (_, mistake, expected) = Self.mistakes[index]
    let base = try Base()
    #expect(throws: expected) { try mistake(base) }
  }

  @Test func messagesNameTheViewAndSayWhatToDo() {
    let error = DeclarationError.missingArgument(view: "Root", child: "Label", input: "value")
    #expect(error.description == "view 'Root' creates 'Label' without its input 'value'; pass every input")
  }

  @Test func anEditMustGiveTheBoundType() throws {
    let base = try Base()
    let form = try base.screen.view("Form") { view throws(DeclarationError) in
      [try view.control("TextField", "count", binding: .field(base.count))]
    }
    let screen = try base.screen.build(root: form)
    #expect(throws: DeclarationError.traceWrongType(frame: 1, field: "count", expected: .int, given: .string))
    {
      try Scenario(screen: screen, frames: [Frame([.edit(control: "count", .string("1"))])])
    }
  }

  @Test func aRootFromAnotherScreenIsRefused() throws {
    let other = ScreenBuilder()
    _ = try other.view("A") { _ in [] }
    let second = try other.view("B") { _ in [] }
    let screen = ScreenBuilder()
    _ = try screen.view("Only") { _ in [] }
    #expect(throws: DeclarationError.unknownRoot(1)) { try screen.build(root: second) }
  }

  @Test func traceMistakesNameTheFrame() throws {
    let base = try Base()
    let root = try base.screen.view("Root") { _ in [.text(.field(base.count))] }
    let screen = try base.screen.build(root: root)
    let cases: [(Event, DeclarationError)] = [
      (
        .set(base.count, .string("x")),
        .traceWrongType(frame: 2, field: "count", expected: .int, given: .string)
      ),
      (
        .mutate(base.count, .toggle),
        .traceMutationDoesNotApply(frame: 2, field: "count", mutation: "toggle()", type: .int)
      ),
      (.set(FieldRef(store: 3, index: 0), .int(1)), .traceUnknownField(frame: 2, store: 3, index: 0)),
      (
        .mutate(base.items.listField, .append(7)),
        .traceRecordOutOfRange(frame: 2, field: "items", id: 7, count: 2)
      ),
      (.scroll(listID: 4, firstVisible: 1), .traceUnknownList(frame: 2, listID: 4)),
      (
        .setState(view: "Root", state: "on", .bool(true)),
        .traceUnknownState(frame: 2, view: "Root", state: "on")
      ),
      (.perform(action: "save"), .traceUnknownAction(frame: 2, action: "save")),
      (.edit(control: "name", .string("a")), .traceUnknownControl(frame: 2, control: "name")),
    ]
    for (event, expected) in cases {
      #expect(throws: expected) {
        try Scenario(screen: screen, frames: [Frame([.mutate(base.count, .add(1))]), Frame([event])])
      }
    }
  }
}
