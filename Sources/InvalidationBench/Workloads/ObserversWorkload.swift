/// Views that must react to `count` without showing it: one through `onChange` (with an
/// `onFirstAppear` load), one through `onReceive`, against one reading `count` in its body to
/// react. Each frame `count += 1`, except every `same-value-every`-th, which writes the value
/// `count` already has.
///
/// `onReceive` needs a publisher, which only `ObservableObject` stores have; on `@Observable`
/// stores it is realized as `onChange`, what a developer porting the screen would write.
public struct ObserversWorkload: Workload {
  public init() {}

  public var name: String { "observers" }
  public var summary: String {
    "onChange, onReceive and onFirstAppear against reading a value in the body to react"
  }
  public var parameters: [WorkloadParameter] {
    [
      .frames(500),
      WorkloadParameter(
        "same-value-every", default: 3, range: 0...1_000_000,
        "every n-th frame writes count to its own value (0: never)"),
      .seed,
    ]
  }

  public func scenario(_ values: ParameterValues) -> Scenario {
    let store = StoreSchema(name: "CounterModel")
    let count = store.field("count", .int(0))
    let changeReactor = ViewDecl("ChangeReactor") { _ in
      [
        .text(.constant(.string("reacts with onChange"))),
        .onChange(of: .field(count), action: "log"),
        .onFirstAppear(action: "load"),
      ]
    }
    let receiveReactor = ViewDecl("ReceiveReactor") { _ in
      [
        .text(.constant(.string("reacts with onReceive"))),
        .onReceive(count, action: "log"),
      ]
    }
    let bodyReactor = ViewDecl("BodyReactor") { _ in
      [.element("Reaction", .field(count))]
    }
    let root = ViewDecl("ObserverScreen") { _ in
      [.child(changeReactor), .child(receiveReactor), .child(bodyReactor)]
    }
    var current = 0
    let frames = (1...values["frames"]).map { frame -> Frame in
      if isEvery(values["same-value-every"], frame) {
        return Frame([.set(count, .int(current))])
      }
      current += 1
      return Frame([.mutate(count, .add(1))])
    }
    return Scenario(screen: Screen(stores: [store], root: root), frames: frames)
  }
}
