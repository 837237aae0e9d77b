/// A check as the diagnostics a Run Script build phase prints, which Xcode shows in its issue
/// navigator and at the line: `FILE:LINE: error: …` per finding, `FILE:LINE: note: …` per view
/// that appeared or disappeared, paths absolute (docs/ci.md, "Xcode"); the messages' paths
/// relative to the working folder, as a person reads them.
struct XcodeDiagnostics {
  let text: String

  init(_ comparison: BaselineComparison, context: CheckContext) {
    let absolute = context.display(for: .absolute)
    let person = context.display(for: .person)
    var lines: [String] = []
    let messages = CheckFinding.all(in: comparison, person)
    for (finding, placed) in zip(messages, CheckFinding.all(in: comparison, absolute)) {
      let place = placed.location(in: context.places, absolute)
      lines.append("\(place.file):\(place.line): error: \(finding.title): \(finding.message)")
    }
    for change in comparison.viewChanges where change.kind == .appeared || change.kind == .disappeared {
      let place = CheckFinding.place(change.source.map(absolute.source))
      let prefix = place.map { "\($0.file):\($0.line): " } ?? ""
      lines.append("\(prefix)note: \(change.sentence(person))")
    }
    text = lines.map { $0 + "\n" }.joined()
  }
}
