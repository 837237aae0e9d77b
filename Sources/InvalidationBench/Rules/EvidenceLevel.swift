/// How strong the evidence for a rule of the model is, strongest first (docs/rules.md "The render
/// pass").
public enum EvidenceLevel: String, Sendable, CaseIterable, Codable {
  /// Apple's documentation, or an Apple engineer speaking for the framework.
  case apple = "Apple documentation or engineer"
  /// An independent reimplementation of the framework (OpenSwiftUI, OpenAttributeGraph),
  /// from its code or tests.
  case reimplementation = "independent reimplementation"
  /// Behaviour observed on real SwiftUI (experiments, tests run against it, reports).
  case observed = "observed behaviour"
  /// Reasoning from related facts; nothing states or shows it directly.
  case indirect
}
