/// A root holding a store with `score` and `brandColor`, showing `score` and writing
/// `.environment(\.themeColor, brandColor)` over a chain of `depth` plain views that ends in a
/// view reading `\.themeColor`. Each frame `score += 1`, except every `brand-every`-th, which
/// changes `brandColor`.
public struct EnvironmentWorkload: Workload {
  static let depth = WorkloadParameter(
    "depth", default: 5, range: 0...100_000, "plain views between root and reader")
  static let frames = WorkloadParameter.frames(500)
  static let brandEvery = WorkloadParameter(
    "brand-every", default: 50, range: 0...1_000_000,
    "every n-th frame changes brandColor instead of the score (0: never)")
  static let colors = ["blue", "green", "orange", "purple"]

  public init() {}

  public var name: String { "environment" }
  public var summary: String {
    "a score ticking above an environment value read at the end of a chain of plain views"
  }
  public var parameters: [WorkloadParameter] { [Self.depth, Self.frames, Self.brandEvery] }
  public var ciValues: [WorkloadParameter: Int] { [Self.frames: 100] }

  public func scenario(_ values: ParameterValues) throws(DeclarationError) -> Scenario {
    let screen = ScreenBuilder()
    let model = try screen.store("ThemeModel")
    let score = try model.field("score", .int(0))
    let brandColor = try model.field("brandColor", .string(Self.colors[0]))
    let themeColor = try screen.environmentKey("themeColor", default: .string("black"))
    var next = try screen.view("ThemedLabel") { _ in [.text(.environment(themeColor))] }
    for level in stride(from: values[Self.depth], through: 1, by: -1) {
      let below = next
      next = try screen.view("Link\(level)") { _ in [.child(below)] }
    }
    let top = next
    let root = try screen.view("ThemedScreen") { _ in
      [
        .text(.field(score)),
        .environment(themeColor, .field(brandColor), content: [.child(top)]),
      ]
    }
    var brand = 0
    let frames = (1...values[Self.frames]).map { frame -> Frame in
      if isEvery(values[Self.brandEvery], frame) {
        brand = (brand + 1) % Self.colors.count
        return Frame([.set(brandColor, .string(Self.colors[brand]))])
      }
      return Frame([.mutate(score, .add(1))])
    }
    return try Scenario(screen: screen.build(root: root), frames: frames)
  }
}
