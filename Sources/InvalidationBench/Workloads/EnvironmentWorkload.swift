/// A root holding a store with `score` and `brandColor`, showing `score` and writing
/// `.environment(\.themeColor, brandColor)` over a chain of `depth` plain views that ends in a
/// view reading `\.themeColor`. Each frame `score += 1`, except every `brand-every`-th, which
/// changes `brandColor`.
public struct EnvironmentWorkload: Workload {
  static let colors = ["blue", "green", "orange", "purple"]

  public init() {}

  public var name: String { "environment" }
  public var summary: String {
    "a score ticking above an environment value read at the end of a chain of plain views"
  }
  public var parameters: [WorkloadParameter] {
    [
      WorkloadParameter("depth", default: 5, range: 0...1000, "plain views between root and reader"),
      .frames(500),
      WorkloadParameter(
        "brand-every", default: 50, range: 0...1_000_000,
        "every n-th frame changes brandColor instead of the score (0: never)"),
      .seed,
    ]
  }

  public func scenario(_ values: ParameterValues) -> Scenario {
    let store = StoreSchema(name: "ThemeModel")
    let score = store.field("score", .int(0))
    let brandColor = store.field("brandColor", .string(Self.colors[0]))
    let themeColor = 0
    var next = ViewDecl("ThemedLabel") { _ in [.text(.environment(themeColor))] }
    for level in stride(from: values["depth"], through: 1, by: -1) {
      let below = next
      next = ViewDecl("Link\(level)") { _ in [.child(below)] }
    }
    let top = next
    let root = ViewDecl("ThemedScreen") { _ in
      [
        .text(.field(score)),
        .environment(themeColor, .field(brandColor), content: [.child(top)]),
      ]
    }
    var brand = 0
    let frames = (1...values["frames"]).map { frame -> Frame in
      if isEvery(values["brand-every"], frame) {
        brand = (brand + 1) % Self.colors.count
        return Frame([.set(brandColor, .string(Self.colors[brand]))])
      }
      return Frame([.mutate(score, .add(1))])
    }
    return Scenario(
      screen: Screen(
        stores: [store], environmentKeys: [EnvironmentKeySpec("themeColor", default: .string("black"))],
        root: root),
      frames: frames)
  }
}
