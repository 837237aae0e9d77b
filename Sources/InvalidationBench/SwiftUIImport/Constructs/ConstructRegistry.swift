import SwiftSyntax

/// The SwiftUI names the import knows, each listed once: the families that translate views
/// and modifiers (`ConstructTranslator`), and the value types it reads without translating.
/// Two lists sit below it because layers below the import use them: the screen format's own
/// names (containers, controls, lifecycle modifiers: `ScreenVocabulary`, which the families
/// take theirs from) and the calls whose closures are actions (`ActionClosures.calls`, which
/// derived values use too) (docs/architecture.md, "Adding a construct").
enum ConstructRegistry {
  /// Every family, in no particular order: a name belongs to one family only.
  static let families: [ConstructFamily] = [
    ConstructFamily(ContainerTranslator.self), ConstructFamily(TextTranslator.self),
    ConstructFamily(ControlTranslator.self), ConstructFamily(ButtonTranslator.self),
    ConstructFamily(NavigationTranslator.self), ConstructFamily(PresentationTranslator.self),
    ConstructFamily(LifecycleTranslator.self), ConstructFamily(IdentityTranslator.self),
    ConstructFamily(EnvironmentTranslator.self), ConstructFamily(SearchTranslator.self),
    ConstructFamily(InteractionTranslator.self), ConstructFamily(FrameworkViewTranslator.self),
    ConstructFamily(StyleTranslator.self), ConstructFamily(GestureTranslator.self),
  ]

  private static let byView: [String: ConstructFamily] = index(\.views)

  private static let byModifier: [String: ConstructFamily] = index(\.modifiers)

  /// Each family by the names `names` gives it (the first family's, were one listed twice).
  private static func index(_ names: KeyPath<ConstructFamily, Set<String>>) -> [String: ConstructFamily] {
    var found: [String: ConstructFamily] = [:]
    for family in families {
      for name in family[keyPath: names] where found[name] == nil { found[name] = family }
    }
    return found
  }

  /// The family that translates the view `name`, if one does.
  static func viewFamily(_ name: String) -> ConstructFamily? {
    byView[name]
  }

  /// The parts `expr` is, if a family reads it as an expression of its own (`Text(a) +
  /// Text(b)`).
  static func expression(_ expr: ExprSyntax, in body: inout BodyTranslator) -> [ScreenDraft.Part]? {
    for family in families {
      if let parts = family.expression(expr, &body) { return parts }
    }
    return nil
  }

  /// The family that translates the modifier `name`: the one that lists it, or, for a
  /// modifier whose closure the user starts (`onTapGesture`, `onSubmit`), the interactions'.
  static func modifierFamily(_ name: String) -> ConstructFamily? {
    byModifier[name]
      ?? (InteractionTranslator.startsAction(name) ? ConstructFamily(InteractionTranslator.self) : nil)
  }

  /// The standard library's, Foundation's and the frameworks' types a body makes values of
  /// (`Text(String(localized: title))`, `Double(count)`), and Foundation's
  /// `NSLocalizedString(_:comment:)`: capitalized calls that are no views.
  static let valueTypes: Set<String> = [
    "NSLocalizedString", "String", "Int", "Double", "Float", "CGFloat", "Bool", "Character", "Date", "URL",
    "UUID", "Decimal",
    "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "Array", "Set", "Dictionary",
    "Int64", "Int32", "UInt", "TimeInterval", "Measurement", "NSNumber", "Data", "IndexSet", "Range",
    "ClosedRange", "DateComponents", "DateInterval", "Duration", "Locale", "TimeZone", "Calendar",
    // SwiftUI's, Core Graphics' and the platforms' values a modifier is given
    // (`.listRowInsets(EdgeInsets(top: 8, …))`, `Image(uiImage: UIImage(named: name)!)`).
    "EdgeInsets", "NSEdgeInsets", "UIEdgeInsets", "CGSize", "CGPoint", "CGRect", "CGVector",
    "StrokeStyle", "Angle", "UnitPoint", "GridItem", "Font", "NSFont", "UIFont", "NSColor", "UIColor",
    "CGColor", "NSImage", "UIImage", "NSAttributedString",
  ]

  /// The standard library's and Foundation's methods that make a new value from what they are
  /// called on and change nothing (`items.filter { … }`, `name.lowercased()`,
  /// `calendar.startOfDay(for:)`): a local an action makes with them writes nothing, unless a
  /// model or the view declares a method of the name.
  static let pureMethods: Set<String> = [
    "filter", "map", "compactMap", "flatMap", "sorted", "reversed", "first", "last", "firstIndex",
    "lastIndex",
    "contains", "allSatisfy", "reduce", "min", "max", "prefix", "suffix", "dropFirst", "dropLast",
    "enumerated",
    "joined", "split", "components", "replacingOccurrences", "trimmingCharacters", "lowercased", "uppercased",
    "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "formatted",
    "startOfDay", "date", "dateComponents", "addingTimeInterval", "distance", "appendingPathComponent",
    "appending", "deletingLastPathComponent", "deletingPathExtension", "randomElement", "shuffled",
    "rounded", "squareRoot", "truncatingRemainder", "timeIntervalSince", "hasPrefix", "hasSuffix",
  ]

  /// The standard library's and Foundation's functions outside any type that only make a value
  /// from their arguments (`max(0, min(1, x / width))`, `abs(delta)`): a local an action makes
  /// with them writes nothing, unless the view or a model declares a function of the name.
  /// (`log` is not one: an app's logging function is often named so.)
  static let pureFunctions: Set<String> = [
    "max", "min", "abs", "round", "floor", "ceil", "sqrt", "pow", "exp", "log2", "log10", "sin", "cos",
    "tan", "atan2", "fmod", "zip", "stride",
  ]

  /// Every SwiftUI view and modifier name the families list.
  static var allNames: (views: [String], modifiers: [String]) {
    var views: [String] = []
    var modifiers: [String] = []
    for family in families {
      views += family.views.sorted()
      modifiers += family.modifiers.sorted()
    }
    return (views, modifiers)
  }
}

extension ConstructRegistry {
  /// The SDK's and the standard library's calls whose effects lie outside what a screen shows
  /// (logging, the pasteboard, haptics, sounds, opening a URL, accessibility announcements,
  /// widget reloads, assertions, a pause: `Task.sleep`, `Task.yield`): the root of the call (`print`, `Logger`, `UIPasteboard` of
  /// `UIPasteboard.general.string = …`'s call). Nothing that feeds a view back is listed:
  /// `UserDefaults` (an `@AppStorage` reads it) and `NotificationCenter` (an `.onReceive`
  /// hears it) are not.
  static let outsideEffects: Set<String> = [
    "print", "debugPrint", "dump", "NSLog", "os_log", "Logger", "assert", "assertionFailure",
    "precondition", "preconditionFailure", "UIPasteboard", "NSPasteboard", "UIApplication", "NSApplication",
    "NSApp", "NSWorkspace", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
    "UISelectionFeedbackGenerator", "NSHapticFeedbackManager", "UIAccessibility", "AccessibilityNotification",
    "NSSound", "AudioServicesPlaySystemSound", "WidgetCenter", "Task", "NSOpenPanel", "NSSavePanel",
    "NSAlert",
  ]

  /// What lets a type of the app reach what a view reads without naming a model: the
  /// stores `@AppStorage` and `.onReceive` read, publishers and streams a view may hear,
  /// key paths, and values of any type (a model among them). A type of the app that names one
  /// is never taken for an outside effect (`SourceSymbols.inertNames`).
  static let feedsViews: Set<String> = [
    "UserDefaults", "NotificationCenter", "DistributedNotificationCenter", "NSUbiquitousKeyValueStore",
    "objectWillChange", "Published", "AppStorage", "SceneStorage", "ModelContext", "modelContext",
    "NSManagedObjectContext", "managedObjectContext",
    "PassthroughSubject", "CurrentValueSubject", "AsyncStream", "AsyncThrowingStream", "Any", "AnyObject",
    "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath", "NSObject",
  ]
}
