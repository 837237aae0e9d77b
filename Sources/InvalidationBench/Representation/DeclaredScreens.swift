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
  }

  private let lock = NSLock()
  private var screens: [[String: Int]: Declared] = [:]

  /// The screen of `draft` rooted at `root` for `parameters`, declared now if it has not been.
  func declared(_ draft: ScreenDraft, root: String, parameters: [String: Int]) throws(DeclarationError)
    -> Declared
  {
    let key = parameters.filter { $0.key != "frames" && $0.key != WorkloadParameter.seed.name }
    if let made = lock.withLock({ screens[key] }) { return made }
    var declarer = DraftDeclarer(draft, parameters: parameters)
    let screen = try declarer.screen(root: root)
    let made = Declared(screen: screen, draft: declarer.draft, names: declarer.names)
    lock.withLock { screens[key] = made }
    return made
  }

  /// Keeps a screen declared elsewhere (the import's own declaration) for `parameters`.
  func keep(_ declared: Declared, parameters: [String: Int]) {
    let key = parameters.filter { $0.key != "frames" && $0.key != WorkloadParameter.seed.name }
    lock.withLock { screens[key] = declared }
  }
}
