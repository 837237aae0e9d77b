import Foundation

/// The `parameters` of a screen file: each a name (lowercase, with '-') with a default, and
/// optionally a range, a CI value and a line of help. `frames` is always a parameter (its
/// default 100 unless declared); `seed` is added when the trace makes random choices.
struct ParameterDeclarations {
  private(set) var parameters: [WorkloadParameter] = []
  private(set) var ciValues: [WorkloadParameter: Int] = [:]

  init(_ value: YAMLValue?) throws(ScreenFileError) {
    var sawFrames = false
    for entry in try value?.mapping("the parameters") ?? [] {
      let name = entry.key
      guard ScreenFile.isParameterName(name) else {
        throw entry.keyValue.error(
          "the parameter name '\(name)' must be lowercase letters, digits and '-', as tap-every")
      }
      guard name != "seed" else {
        throw entry.keyValue.error(
          "seed is added by the tool when the trace makes random choices; drop it here")
      }
      var defaultValue: Int
      var range = name == "frames" ? 1...1_000_000 : 0...1_000_000
      var summary = name == "frames" ? "frames to run" : name
      var ci: Int?
      if case .mapping = entry.value.node {
        let fields = try entry.value.mapping(
          "the parameter '\(name)'", allowed: ["default", "range", "ci", "about"], required: ["default"])
        defaultValue = try fields["default"]!.integer("the default of \(name)")
        if let rangeValue = fields["range"] { range = try Self.range(rangeValue, name: name) }
        ci = try fields["ci"]?.integer("the ci value of \(name)")
        summary = try fields["about"]?.scalar("the about of \(name)") ?? summary
        if let ci, !range.contains(ci) {
          throw fields["ci"]!.error(
            "the ci value of \(name), \(ci), is outside its range \(range.lowerBound)...\(range.upperBound)")
        }
        guard range.contains(defaultValue) else {
          throw fields["default"]!.error(
            "the default of \(name), \(defaultValue), is outside its range \(range.lowerBound)...\(range.upperBound)"
          )
        }
      } else {
        defaultValue = try entry.value.integer("the default of \(name)")
        guard range.contains(defaultValue) else {
          throw entry.value.error(
            "the default of \(name), \(defaultValue), is outside \(range.lowerBound)...\(range.upperBound); give a range: with default: and range:"
          )
        }
      }
      if name == "frames" {
        sawFrames = true
        guard range.lowerBound >= 1, range.upperBound <= 1_000_000 else {
          throw entry.value.error("frames must stay within 1...1000000")
        }
      }
      let parameter = WorkloadParameter(name, default: defaultValue, range: range, summary)
      parameters.append(parameter)
      if let ci { ciValues[parameter] = ci }
    }
    if !sawFrames { parameters.append(.frames(100)) }
  }

  /// `a...b`, whole numbers with a at most b.
  private static func range(_ value: YAMLValue, name: String) throws(ScreenFileError) -> ClosedRange<Int> {
    let text = try value.scalar("the range of \(name)")
    let bounds = text.split(separator: "...", omittingEmptySubsequences: false).map {
      Int($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: ""))
    }
    guard bounds.count == 2, let lower = bounds[0], let upper = bounds[1], lower <= upper else {
      throw value.error(
        "the range of \(name) is written low...high with whole numbers, as 0...100, not '\(text)'")
    }
    return lower...upper
  }
}
