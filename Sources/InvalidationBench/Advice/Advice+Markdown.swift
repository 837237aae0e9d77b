extension Advice {
  /// The advice as markdown, with the `top` best suggestions (`bench advise`'s default output).
  public func markdown(top: Int) -> String {
    var out = "# Advice for \(screen) (root \(root)), \(frames) frames\n\n"
    out +=
      "As written: \(evals) body evaluations and \(elements) elements during the frames on as-written.\n"
    out +=
      targets.map { "Deployment targets: \($0).\n" }
      ?? "Deployment targets: not found (the Package.swift or Xcode project above the files names none; give --platforms): a fix that needs a newer OS is not told apart.\n"
    out +=
      app.map { "The app: \($0), where the fixes' claims were checked.\n" }
      ?? "The app: not found above the files (no Xcode project, or Package.swift whose Sources hold them; give --app): the fixes' claims were checked against the given files only.\n"
    if staleFrames > 0 {
      out +=
        "As written, the screen already shows \(staleFrames) stale frames: fix those first (bench run names the views); no fix they could reach is judged.\n"
        + staleCauses.map { "- \($0).\n" }.joined()
    }
    out +=
      "Tried \(tried) fixes in \(Self.formatted(seconds)) s (\(skipped) more could save nothing: the views they touch did not re-run): \(suggestions.count) save evaluations\(withoutPatch.isEmpty ? "" : " as a proven patch, \(withoutPatch.count) more without one"), \(unhelpful.count) save nothing, \(rejected.count) would break the screen; \(notJudged.count) not judged.\n"
    for (rank, suggestion) in suggestions.prefix(top).enumerated() {
      out += Self.section(rank + 1, suggestion)
    }
    if suggestions.count > top {
      out += "\n\(suggestions.count - top) more with --top \(suggestions.count).\n"
    }
    if let combined {
      out += "\n## Together\n\n"
      out +=
        "\(combined.fixes.joined(separator: ", ")): \(evals) → \(combined.evalsAfter) evaluations (saves \(evals - combined.evalsAfter)), elements \(elements) → \(combined.elementsAfter).\n"
    }
    if !withoutPatch.isEmpty {
      out += "\n## Without a patch\n\n"
      out +=
        "Not offered: each saves evaluations in the model, but could not be written as a patch of the files read that, imported again, runs as predicted. Judge the change yourself.\n\n"
      for fix in withoutPatch.prefix(top) {
        out +=
          "- \(fix.kind.rawValue) \(fix.subject) (\(fix.place)): \(fix.evalsBefore) → \(fix.evalsAfter) evaluations (saves \(fix.saved)); no patch: \(fix.noPatch ?? "")\n"
      }
    }
    let costly = unhelpful.filter { $0.saved < 0 }
    if !costly.isEmpty {
      out += "\n## Costs more\n\n"
      for fix in costly.prefix(top) {
        out +=
          "- \(fix.kind.rawValue) \(fix.subject) (\(fix.place)): \(fix.evalsBefore) → \(fix.evalsAfter) evaluations (\(-fix.saved) more), elements \(fix.elementsBefore) → \(fix.elementsAfter)\n"
      }
    }
    if !rejected.isEmpty {
      out += "\n## Rejected\n\n"
      for rejection in rejected {
        out += "- \(rejection.kind.rawValue) \(rejection.subject) (\(rejection.place)): \(rejection.why)\n"
      }
    }
    if !notJudged.isEmpty {
      out += "\n## Not judged\n\n"
      out +=
        "Not tried: each touches what the import did not read completely, relies on what the rest of the app contradicts, or the screen as written is stale; fix what is listed, or judge the fix yourself.\n\n"
      for fix in notJudged {
        out += "- \(fix.kind.rawValue) \(fix.subject) (\(fix.place)):\n"
        for warning in fix.warnings { out += "  - \(warning)\n" }
      }
    }
    out += "\n## What this cannot judge\n\n"
    for limit in limits { out += "- \(limit)\n" }
    return out
  }

  /// The section of the suggestion ranked `rank`.
  private static func section(_ rank: Int, _ suggestion: Suggestion) -> String {
    var out = ""
    out += "\n## \(rank). \(suggestion.change)\n\n"
    out += "- saves \(suggestion.saved) evaluations: \(suggestion.evalsBefore) → \(suggestion.evalsAfter)"
    out += " (elements \(suggestion.elementsBefore) → \(suggestion.elementsAfter))\n"
    if !suggestion.openRuns.isEmpty {
      let saved = [suggestion.saved] + suggestion.openRuns.map { $0.evalsBefore - $0.evalsAfter }
      let range = saved.min() == saved.max() ? "\(saved[0])" : "\(saved.min()!) to \(saved.max()!)"
      out += "- saves \(range) evaluations under each value the source leaves open:\n"
      for run in suggestion.openRuns {
        out +=
          "  - with \(run.assumption) (\(run.place)): \(run.evalsBefore) → \(run.evalsAfter), the same output\n"
      }
    }
    out += "- where: \(suggestion.place) (\(suggestion.kind.rawValue) \(suggestion.subject))\n"
    if !suggestion.needs.isEmpty {
      out +=
        "- needs \(suggestion.needs.joined(separator: ", ")): ranked after the fixes the app can take\n"
    }
    if !suggestion.elsewhere.isEmpty {
      out += "- also change, elsewhere in the app:\n"
      for place in suggestion.elsewhere { out += "  - \(place)\n" }
    }
    for view in suggestion.views {
      out += "- \(view.view)\(view.source.map { " (\($0))" } ?? ""): \(view.before) → \(view.after)\n"
    }
    out += "\n```swift\n\(suggestion.sketch)\n```\n"
    if let patch = suggestion.patch {
      out += "\nThe patch (`--format diff` prints the top one for `git apply`):\n\n```diff\n\(patch)```\n"
    } else if let why = suggestion.noPatch {
      out += "\nNo patch: \(why).\n"
    }
    return out
  }

  /// The top suggestion's patch, for `git apply` (`--format diff`), after a line that names it
  /// (`git apply` skips what comes before the first `diff --git`); `nil` when it has none.
  public var diff: String? {
    guard let top = suggestions.first, let patch = top.patch else { return nil }
    return "# bench advise: \(top.kind.rawValue) \(top.subject), saves \(top.saved) evaluations\n\(patch)"
  }

  private static func formatted(_ seconds: Double) -> String {
    let hundredths = Int((seconds * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }
}
