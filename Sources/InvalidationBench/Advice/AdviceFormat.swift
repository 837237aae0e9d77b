/// What `bench advise` prints: markdown for people, JSON for CI and editors, the top
/// suggestion's patch for `git apply`.
public enum AdviceFormat: String, CaseIterable, Sendable {
  case markdown
  case json
  case diff
}
