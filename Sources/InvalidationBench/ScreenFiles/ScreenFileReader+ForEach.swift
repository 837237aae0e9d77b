/// A screen file's `ForEach`: its data, the container it is in (a lazy one with the rows it
/// shows and prefetches), and a row view with its arguments or content written inline.
extension ScreenFileReader {
  mutating func forEach(_ data: YAMLValue, _ entries: Entries, in body: inout BodyContext)
    throws(ScreenFileError) -> ScreenDraft.Part
  {
    let collection = try expression(data, "the ForEach's data")
    let container = try entries["in"]?.scalar("the container")
    let list = try window(container, at: data, entries)
    switch (entries["row"], entries["content"]) {
    case (let row?, nil):
      if let source = entries["source"] {
        throw source.error("source goes with content written inline; a row view has its own, under views")
      }
      let name = try row.scalar("the row view")
      guard inputs[name] != nil else {
        throw row.error(
          "'\(name)' is not a view of this file\(NameSuggestion.hint(for: name, in: inputs.keys)); declare it under views"
        )
      }
      let arguments = try childArguments(of: name, entries["arguments"] ?? row.emptyMapping)
      return .forEach(
        data: collection, container: container, list: list, row: name, arguments: arguments, content: [],
        source: nil)
    case (nil, let content?):
      if let extra = entries["arguments"] {
        throw extra.error("arguments go with row; content written inline takes none")
      }
      body.path.append(0)
      let parts = try self.parts(content, what: "the ForEach's content", in: &body)
      body.path.removeLast()
      return .forEach(
        data: collection, container: container, list: list, row: nil, arguments: [], content: parts,
        source: try entries["source"]?.scalar("the rows' source, as File.swift:12"))
    default:
      throw data.error("a ForEach has either row: View (with arguments) or content: [parts]")
    }
  }

  /// The lazy list a `ForEach` in `container` is, with its window (`visible:`, `prefetch:`),
  /// checked; `nil` for a container that builds every row.
  private mutating func window(_ container: String?, at data: YAMLValue, _ entries: Entries)
    throws(ScreenFileError) -> String?
  {
    let name = container ?? ScreenVocabulary.Container.vStack.rawValue
    guard let kind = ScreenVocabulary.Container(rawValue: name) else {
      let all = ScreenVocabulary.Container.allCases.map(\.rawValue)
      throw entries["in"]!.error(
        "unknown container '\(name)'\(NameSuggestion.hint(for: name, in: all)); use \(all.joined(separator: ", "))"
      )
    }
    guard kind.isLazy else {
      if let extra = entries.first(where: { ["visible", "prefetch", "list"].contains($0.key) }) {
        let lazy = ScreenVocabulary.Container.allCases.filter(\.isLazy).map(\.rawValue)
        throw extra.keyValue.error(
          "\(extra.key) is for lazy containers (\(lazy.joined(separator: ", "))); \(name) builds every row")
      }
      return nil
    }
    guard let visibleValue = entries["visible"] else {
      throw data.error("a ForEach in \(name) needs visible: the number of rows on screen")
    }
    let visible = try size(visibleValue, "visible")
    let prefetch = try entries["prefetch"].map { v throws(ScreenFileError) in try size(v, "prefetch") } ?? 4
    guard (1...1_000_000).contains(visible), (0...1_000_000).contains(prefetch) else {
      throw visibleValue.error(
        "a lazy container shows 1 to 1,000,000 rows (visible: \(visible)) and prefetches 0 to 1,000,000 (prefetch: \(prefetch)); give values in those ranges"
      )
    }
    let list = try entries["list"]?.scalar("the list's name") ?? "list"
    guard lists.insert(list).inserted else {
      throw (entries["list"] ?? data).error(
        "a lazy list named '\(list)' exists already; name this one with list: name")
    }
    draft.listWindows[list] = ScreenDraft.ListWindow(
      visible: try expression(visibleValue, "visible"),
      prefetch: try entries["prefetch"].map { v throws(ScreenFileError) in try expression(v, "prefetch") }
        ?? SourceExpression("4", at: place(visibleValue)))
    return list
  }
}
