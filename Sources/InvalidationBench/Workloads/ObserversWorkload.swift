/// Views that must react to `count` without showing it: one through the observer modifier
/// `onChange(of:in:)` (with an `onFirstAppear` load), one through `onReceive`, against one
/// reading `count` in its body to react. Each frame `count += 1`, except every
/// `same-value-every`-th, which writes the value `count` already has.
///
/// `onReceive` needs a publisher, which only `ObservableObject` stores have; on `@Observable`
/// stores it is realized as `onChange(of:in:)`, what a developer porting the screen would write.
public struct ObserversWorkload: Workload {
  static let frames = WorkloadParameter.frames(500)
  static let sameValueEvery = WorkloadParameter(
    "same-value-every", default: 3, range: 0...1_000_000,
    "every n-th frame writes count to its own value (0: never)")

  public init() {}

  public var name: String { "observers" }
  public var summary: String {
    "onChange, onReceive and onFirstAppear against reading a value in the body to react"
  }
  public var parameters: [WorkloadParameter] { [Self.frames, Self.sameValueEvery] }
  public var ciValues: [WorkloadParameter: Int] { [Self.frames: 100] }

  public func scenario(_ values: ParameterValues) throws(DeclarationError) -> Scenario {
    let screen = ScreenBuilder()
    let model = try screen.store("CounterModel")
    let count = try model.field("count", .int(0))
    let changeReactor = try screen.view("ChangeReactor") { view throws(DeclarationError) in
      let log = try view.action("logChange", [])
      let load = try view.action("load", [])
      return [
        .text(.constant(.string("reacts with onChange"))),
        try view.observeChange(of: .field(count), action: log),
        .onFirstAppear(action: load),
      ]
    }
    let receiveReactor = try screen.view("ReceiveReactor") { view throws(DeclarationError) in
      let log = try view.action("logReceive", [])
      return [
        .text(.constant(.string("reacts with onReceive"))),
        try view.onReceive(count, action: log),
      ]
    }
    let bodyReactor = try screen.view("BodyReactor") { _ in
      [.element("Reaction", .field(count))]
    }
    let root = try screen.view("ObserverScreen") { _ in
      [.child(changeReactor), .child(receiveReactor), .child(bodyReactor)]
    }
    var current = 0
    let frames = (1...values[Self.frames]).map { frame -> Frame in
      if isEvery(values[Self.sameValueEvery], frame) {
        return Frame([.set(count, .int(current))])
      }
      current += 1
      return Frame([.mutate(count, .add(1))])
    }
    return try Scenario(screen: screen.build(root: root), frames: frames)
  }
}
