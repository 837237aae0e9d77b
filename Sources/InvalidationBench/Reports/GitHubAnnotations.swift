/// A check as GitHub workflow commands: an `::error` per regression, at the view's source line
/// where it has one, which GitHub shows on the pull request's diff; a `::notice` per view that
/// appeared or disappeared; paths relative to the repository's root, as GitHub reads them.
struct GitHubAnnotations {
  let text: String

  init(_ comparison: BaselineComparison, context: CheckContext) {
    var lines: [String] = []
    let display = context.display(for: .repository)
    let findings = CheckFinding.all(in: comparison, display)
    for finding in findings {
      var properties: [String] = []
      if let place = finding.place {
        properties += ["file=\(Self.property(place.file))", "line=\(place.line)"]
      }
      properties.append("title=\(Self.property(finding.title))")
      lines.append("::error \(properties.joined(separator: ","))::\(Self.data(finding.message))")
    }
    for change in comparison.viewChanges where change.kind == .appeared || change.kind == .disappeared {
      lines.append(
        "::notice title=\(Self.property("\(change.view) on \(change.engine)"))::\(Self.data(change.sentence(display)))"
      )
    }
    lines.append(
      "::\(comparison.verdict == .regressed ? "error" : "notice") title=bench check::\(Self.data(Self.verdict(comparison, findings, context.updateCommand)))"
    )
    text = lines.joined(separator: "\n") + "\n"
  }

  private static func verdict(_ comparison: BaselineComparison, _ findings: [CheckFinding], _ update: String)
    -> String
  {
    switch comparison.verdict {
    case .regressed: "regression: \(findings.count) finding(s)"
    case .improved: "improved; run '\(update)' to lock the lower counts in"
    case .unchanged: "unchanged"
    }
  }

  /// An error that ends a check (exit 1 or 5) as a workflow command, at `file` and `line`
  /// when it has them.
  static func error(_ message: String, file: String? = nil, line: Int? = nil) -> String {
    var properties = [String]()
    if let file { properties.append("file=\(property(file))") }
    if let line { properties.append("line=\(line)") }
    properties.append("title=bench check")
    return "::error \(properties.joined(separator: ","))::\(data(message))\n"
  }

  // The escapes of GitHub's workflow commands (actions/toolkit, `command.ts`).
  private static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  private static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
