import Foundation

/// A check as the diagnostics a Run Script build phase prints, which Xcode shows in its issue
/// navigator and at the line: `FILE:LINE: error: …` per finding, `FILE:LINE: note: …` per view
/// that appeared or disappeared, paths made absolute from `folder` (docs/ci.md, "Xcode").
struct XcodeDiagnostics {
  let text: String

  init(_ comparison: BaselineComparison, places: CheckPlaces, folder: String) {
    func absolute(_ file: String) -> String {
      file.hasPrefix("/") ? file : URL(fileURLWithPath: folder).appendingPathComponent(file).standardized.path
    }
    var lines: [String] = []
    for finding in CheckFinding.all(in: comparison) {
      let place = finding.location(in: places)
      lines.append("\(absolute(place.file)):\(place.line): error: \(finding.title): \(finding.message)")
    }
    for change in comparison.viewChanges where change.kind == .appeared || change.kind == .disappeared {
      let place = CheckFinding.place(change.source).map { CheckPlaces.Place(file: $0.file, line: $0.line) }
      let prefix = place.map { "\(absolute($0.file)):\($0.line): " } ?? ""
      lines.append("\(prefix)note: \(change.sentence)")
    }
    text = lines.map { $0 + "\n" }.joined()
  }
}
