/// A check as GitHub workflow commands: an `::error` per regression, at the view's source line
/// where it has one, which GitHub shows on the pull request's diff; a `::notice` per view that
/// appeared or disappeared.
struct GitHubAnnotations {
  let text: String

  init(_ comparison: BaselineComparison) {
    var lines: [String] = []
    let findings = CheckFinding.all(in: comparison)
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
        "::notice title=\(Self.property("\(change.view) on \(change.engine)"))::\(Self.data(change.sentence))"
      )
    }
    lines.append(
      "::\(comparison.verdict == .regressed ? "error" : "notice") title=bench check::\(Self.data(Self.verdict(comparison, findings)))"
    )
    text = lines.joined(separator: "\n") + "\n"
  }

  private static func verdict(_ comparison: BaselineComparison, _ findings: [CheckFinding]) -> String {
    switch comparison.verdict {
    case .regressed: "regression: \(findings.count) finding(s)"
    case .improved: "improved; run 'bench baseline update' to lock the lower counts in"
    case .unchanged: "unchanged"
    }
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
