import Foundation
import Testing

@testable import InvalidationBench

/// Which arguments the whole app states to be the same at each evaluation
/// (`AppUses.isConstant`, docs/advise.md, "Footprint").
@Suite struct AppConstantsTests {
  static let declared = """
    import SwiftUI

    extension Color {
      static let palette = Palette()
      static var tint: Color { .blue }
    }

    struct Palette {
      let accent = Color("Accent")
      var muted = Color.gray
    }

    enum Tier: CaseIterable {
      case free, pro
      static let best = Tier.pro
    }

    final class Session {
      static let shared = Session()
      var user = ""
    }

    extension UIDevice {
      static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
    }

    func shade() -> Color {
      let hue = 0.5
      return Color(hue: hue, saturation: 1, brightness: 1)
    }

    """

  // Each case by the rules of `isConstant`: a literal (a text's interpolation of a constant), an
  // implicit member, a static `let` and a stored instance `let` after it, an enum's case and
  // synthesized `allCases`, a static member of an SDK value type the app does not add
  // (`Color.red`, `Double.pi`), operators and `?:` of those, an SDK value type the app does not
  // extend made of literals (`Angle`); not a `var` (stored or computed, `.tint` too), a member
  // the SDK makes anew (`Date.now`) or of a type not listed (`Date`, `Self`), a class's object
  // made anew, `Color(…)` of an app that extends `Color` (its own init may read anything), a
  // function of the app's (`.shade()`), a function's local (`hue`), or a name the app does not
  // state (`title`).
  @Test(arguments: [
    ("\"Inbox\"", true), (".red", true), (".system(size: 12)", true), ("Color.palette.accent", true),
    ("Tier.pro", true), ("Tier.allCases", true), ("Tier.best", true), ("Color.red", true),
    ("Double.pi", true),
    ("-2 * 3 + 1", true), ("true ? \"a\" : \"b\"", true), ("Angle(degrees: 90)", true),
    ("\"\\(Tier.best) plan\"", true),
    ("Color.palette.muted", false), ("Color.tint", false), (".tint", false), ("UIDevice.isPad", false),
    ("Date.now", false), ("Date.timeIntervalSinceReferenceDate", false), ("Self.tint", false),
    ("Session()", false), ("Session.shared.user", false), ("Color(\"Brand\")", false), (".shade()", false),
    ("Color.palette.hue", false), ("title", false), ("isOn ? \"a\" : \"b\"", false), ("\"\\(title)\"", false),
    (".now", false),
  ])
  func whatTheAppStatesConstant(text: String, constant: Bool) throws {
    let folder = try PatchTests.app()
    defer { BenchProcess.remove(folder.deletingLastPathComponent()) }
    let file = folder.appendingPathComponent("Theme.swift")
    try Self.declared.write(to: file, atomically: true, encoding: .utf8)
    #expect(AppUses(root: folder.path, given: [file.path]).isConstant(text) == constant)
  }

  // The files given alone are not the whole app: another file may declare a `var` of the name.
  @Test func withoutTheWholeAppNothingIsConstant() throws {
    let folder = try BenchProcess.temporaryFolder()
    defer { BenchProcess.remove(folder) }
    let file = folder.appendingPathComponent("Theme.swift")
    try Self.declared.write(to: file, atomically: true, encoding: .utf8)
    #expect(!AppUses(given: [file.path]).isConstant("Tier.pro"))
  }
}
