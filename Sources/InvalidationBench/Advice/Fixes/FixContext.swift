/// The screen the fixes of a catalog are found in (`FixDefinition.candidates`): its draft, its
/// root, and the views the run as written re-ran; with what several kinds ask of it.
struct FixContext {
  let draft: ScreenDraft
  let root: String
  /// The views the run as written re-ran, when known: moving or wrapping parts of another
  /// view saves nothing (`FixProspect`), and is not listed.
  var reRan: Set<String>? = nil

  /// The views whose parts a fix may move or wrap.
  var movable: [ScreenDraft.View] {
    draft.views.filter { reRan?.contains($0.name) ?? true }
  }

  /// The views holding or owning the store `key`.
  func holders(of key: String) -> [String] {
    draft.views.filter { $0.holds.contains(key) || $0.owns.contains(key) }.map(\.name)
  }

  /// The views some view shows, as a child or a row.
  var shown: Set<String> {
    Set(draft.views.flatMap { ScreenDraft.Part.all(in: $0.body).compactMap(Self.childName) })
  }

  /// The view a part shows as a child or a row, if any.
  static func childName(_ part: ScreenDraft.Part) -> String? {
    switch part {
    case .child(let name, _, _, _): name
    case .forEach(_, _, _, let row, _, _, _): row
    default: nil
    }
  }

  /// A place as a fix names it: `FILE:LINE`.
  static func written(_ place: SourcePlace) -> String {
    "\(place.file):\(place.position.line)"
  }
}
