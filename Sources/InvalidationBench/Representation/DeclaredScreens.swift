import Foundation

/// The screens an imported workload declared from its draft, one per set of the parameter
/// values the screen depends on (all but `frames` and `seed`, which only the trace uses): a
/// run, its check and `bench advise` declare each screen once (docs/swiftui-import.md,
/// "Stages").
final class DeclaredScreens: @unchecked Sendable {
  /// A draft declared: its screen, the draft with what was decided written in, and the names
  /// a trace compiles against.
  struct Declared {
    let screen: Screen
    let draft: ScreenDraft
    let names: ScreenNames
    /// A screen file's own `trace:`, if it has one.
    var trace: YAMLValue? = nil
  }

  private let lock = NSLock()
  private var screens: [[String: Int]: Declared] = [:]

  /// The screen of `draft` rooted at `root` for `parameters`, declared now if it has not been.
  func declared(_ draft: ScreenDraft, root: String, parameters: [String: Int]) throws(DeclarationError)
    -> Declared
  {
    try declared(parameters: parameters) { () throws(DeclarationError) in
      var declarer = DraftDeclarer(draft, parameters: parameters)
      let screen = try declarer.screen(root: root)
      return Declared(screen: screen, draft: declarer.draft, names: declarer.names)
    }
  }

  /// The screen declared for `parameters`, made by `making` if none has been.
  func declared<Failure: Error>(
    parameters: [String: Int], making: () throws(Failure) -> Declared
  ) throws(Failure) -> Declared {
    let key = Self.key(parameters)
    if let made = lock.withLock({ screens[key] }) { return made }
    let made = try making()
    lock.withLock { screens[key] = made }
    return made
  }

  /// The values a screen depends on: all but `frames` and `seed`, which only the trace uses.
  private static func key(_ parameters: [String: Int]) -> [String: Int] {
    parameters.filter { $0.key != "frames" && $0.key != WorkloadParameter.seed.name }
  }

  /// Keeps a screen declared elsewhere (the import's own declaration) for `parameters`.
  func keep(_ declared: Declared, parameters: [String: Int]) {
    let key = Self.key(parameters)
    lock.withLock { screens[key] = declared }
  }
}
