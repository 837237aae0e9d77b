/// A rule of the model, as the rule table of docs/rules.md states it with its evidence. The list is
/// defined once here; reports name the rules their counts rest on.
public enum Rule: String, Sendable, CaseIterable, Codable {
  case coalescing = "R1"
  case topDown = "R2"
  case comparison = "R3"
  case equatableViews = "R4"
  case wholeObject = "R5"
  case propertyLevel = "R6"
  case deferredClosures = "R7"
  case containers = "R8"
  case environment = "R9"
  case state = "R10"
  case observers = "R11"
  case transactions = "R12"
  case lifecycle = "R13"
  case bindings = "R14"
  case identity = "R15"
  case presentations = "R16"

  /// The rule's short name.
  public var title: String {
    switch self {
    case .coalescing: "coalescing"
    case .topDown: "top-down"
    case .comparison: "default comparison"
    case .equatableViews: ".equatable() and a view's own =="
    case .wholeObject: "whole-object"
    case .propertyLevel: "property-level"
    case .deferredClosures: "deferred closures"
    case .containers: "containers and lazy rows"
    case .environment: "environment"
    case .state: "@State"
    case .observers: "observer modifiers"
    case .transactions: "transactions and actions"
    case .lifecycle: "lifecycle"
    case .bindings: "bindings"
    case .identity: "identity"
    case .presentations: "presentations"
    }
  }

  /// The strongest evidence the rule rests on.
  public var evidence: EvidenceLevel {
    switch self {
    case .coalescing, .topDown, .equatableViews, .wholeObject, .propertyLevel, .containers,
      .environment, .lifecycle, .identity:
      .apple
    case .comparison, .observers, .transactions, .bindings, .presentations:
      .observed
    case .deferredClosures, .state:
      .reimplementation
    }
  }

  /// `R1 coalescing (Apple documentation or engineer)`.
  public var summary: String {
    "\(rawValue) \(title) (\(evidence.rawValue))"
  }

  /// The rules every run rests on, and those of the constructs `scenario`'s screen and trace
  /// use; an engine's own are its catalogue entry's (`EngineKind.rules(of:on:)`).
  static func used(by scenario: Scenario) -> Set<Rule> {
    var rules: Set<Rule> = [.coalescing, .topDown, .comparison]
    let screen = scenario.screen
    for view in screen.views {
      switch view.equality {
      case .structural: break
      case .equatable, .custom: rules.insert(.equatableViews)
      }
      if !view.state.isEmpty { rules.insert(.state) }
      if !view.holds.isEmpty { rules.insert(.wholeObject) }
      if view.inputs.contains(where: \.isBinding) { rules.insert(.bindings) }
      if view.presented { rules.insert(.presentations) }
      switch view.role {
      case .observer: rules.formUnion([.observers, .transactions])
      case .row: rules.insert(.deferredClosures)
      case .control: rules.insert(.bindings)
      case .view, .scope: break
      }
      var parts = view.body
      while let part = parts.popLast() {
        switch part.kind {
        case .forEach: rules.formUnion([.containers, .deferredClosures])
        case .environment(_, _, let content):
          rules.insert(.environment)
          parts += content
        case .conditional(_, let then, let otherwise): parts += then + otherwise
        case .lifecycle: rules.formUnion([.lifecycle, .transactions])
        case .child(let child): if child.id != nil { rules.insert(.identity) }
        case .element, .observer, .scope: break
        }
      }
    }
    for frame in scenario.frames {
      for event in frame.events {
        switch event {
        case .perform: rules.insert(.transactions)
        case .edit: rules.insert(.bindings)
        case .setState: rules.insert(.state)
        case .set, .mutate, .scroll: break
        }
      }
    }
    return rules
  }
}
