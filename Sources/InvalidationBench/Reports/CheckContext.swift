/// What a check's forms need beside its comparison: where the screens and the setup are
/// declared, the folders its paths are written from, and the command that records a new
/// baseline, as hints give it.
public struct CheckContext: Sendable {
  public let places: CheckPlaces
  /// `nil`: every path as the baseline keys it.
  public let paths: CheckPaths?
  /// The whole `bench baseline update` that records this check's selection.
  public let updateCommand: String

  public init(
    places: CheckPlaces = CheckPlaces(screens: [:], setup: CheckPlaces.Place(file: "", line: 1)),
    paths: CheckPaths? = nil, updateCommand: String = "bench baseline update"
  ) {
    self.places = places
    self.paths = paths
    self.updateCommand = updateCommand
  }

  /// How `reader` sees the check's paths.
  func display(for reader: CheckPaths.Reader) -> CheckPaths.Display {
    paths?.display(for: reader) ?? .keyed
  }
}
