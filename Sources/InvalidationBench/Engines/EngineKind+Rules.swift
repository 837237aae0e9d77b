extension EngineKind {
  /// The rules of the model this engine's own counts rest on (docs/rules.md, "The render pass").
  func rules(on screen: Screen) -> Set<Rule> {
    switch self {
    case .asWritten: asWrittenRules(on: screen)
    case .wholeObject: [.wholeObject]
    case .propertyLevel: [.propertyLevel]
    case .scoped: [.propertyLevel, .deferredClosures]
    case .equatable: [.equatableViews]
    case .oracle: []
    }
  }

  /// The models' kinds as written, and their records' where those are of the other kind:
  /// they notify as their own kind does.
  private func asWrittenRules(on screen: Screen) -> Set<Rule> {
    var rules: Set<Rule> =
      switch screen.writtenModels ?? .uniform(.observable) {
      case .uniform(.combine): [.wholeObject]
      case .uniform(.observable): [.propertyLevel]
      case .mixed: [.wholeObject, .propertyLevel]
      }
    for store in screen.stores where store.writtenKind != nil {
      switch store.recordObjects {
      case .combine?: rules.insert(.wholeObject)
      case .observable?: rules.insert(.propertyLevel)
      case nil: break
      }
    }
    return rules
  }

  /// The rules that the counts of `scenario` on `engines` rest on, in the rules' order: those
  /// every run needs, the engines' own, and those of the constructs the screen and trace use.
  public static func rules(of scenario: Scenario, on engines: [EngineKind]) -> [Rule] {
    var rules = Rule.used(by: scenario)
    for engine in engines { rules.formUnion(engine.rules(on: scenario.screen)) }
    return Rule.allCases.filter(rules.contains)
  }
}
