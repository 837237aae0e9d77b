import ArgumentParser
import InvalidationBench

/// `--save FORMAT=FILE` of `bench check`: the check's verdict written to a file in one more
/// format, from the same run, so that a CI job derives every output from one check
/// (docs/ci.md, "The GitHub Action").
struct SavedReport: ExpressibleByArgument {
  let format: CheckFormat
  let path: String

  init?(argument: String) {
    guard let equals = argument.firstIndex(of: "="),
      let format = CheckFormat(rawValue: String(argument[..<equals]))
    else { return nil }
    let path = String(argument[argument.index(after: equals)...])
    guard !path.isEmpty else { return nil }
    self.format = format
    self.path = path
  }

  static var defaultCompletionKind: CompletionKind { .file() }
}
