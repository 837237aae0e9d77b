/// What `bench advise` prints: markdown for people, JSON for CI and editors.
public enum AdviceFormat: String, CaseIterable, Sendable {
  case markdown
  case json
}
