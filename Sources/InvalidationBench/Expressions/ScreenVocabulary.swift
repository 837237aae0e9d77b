/// The names of the screen format (docs/screen-format.md), defined once: the screen-file
/// reader (`ScreenFileReader`), the SwiftUI import and its writer take their cases from here, and a
/// test checks the committed JSON schema against them.
enum ScreenVocabulary {
  /// What a `ForEach` may be `in:` (R8), and the layout containers the import reads through.
  enum Container: String, CaseIterable {
    case vStack = "VStack"
    case hStack = "HStack"
    case zStack = "ZStack"
    case group = "Group"
    case section = "Section"
    case scrollView = "ScrollView"
    case form = "Form"
    case list = "List"
    case lazyVStack = "LazyVStack"
    case lazyHStack = "LazyHStack"
    case lazyVGrid = "LazyVGrid"
    case lazyHGrid = "LazyHGrid"

    /// Builds only the visible rows (a `List` gathers every row's id too): it takes
    /// `visible:`, `prefetch:` and `list:`.
    var isLazy: Bool { !Self.eager.contains(self) }

    /// The containers that build every row.
    static let eager: [Container] = [.vStack, .hStack, .zStack, .group, .section, .scrollView, .form]
  }

  /// SwiftUI views that only wrap their content, which the import reads through; they are
  /// not `ForEach` containers of the format.
  static let wrappers = ["NavigationStack", "NavigationView"]

  /// The controls a binding can be given to (`TextField: $text`).
  enum Control: String, CaseIterable {
    case textField = "TextField"
    case secureField = "SecureField"
    case textEditor = "TextEditor"
    case toggle = "Toggle"
    case slider = "Slider"
    case stepper = "Stepper"
    case picker = "Picker"
    case datePicker = "DatePicker"
  }

  /// The lifecycle and observer modifiers, and the keys each takes beside its own.
  enum Lifecycle: String, CaseIterable {
    case onAppear, onDisappear, onFirstAppear, task, onChange, observeChange, onReceive, onEvent

    /// The keys a part of this kind may have beside its own.
    var otherKeys: [String] {
      switch self {
      case .onAppear, .onDisappear, .onFirstAppear, .onEvent: []
      case .task: ["id"]
      case .onChange: ["action", "initial"]
      case .observeChange, .onReceive: ["action"]
      }
    }
  }

  /// The parts that are not elements, views, controls or lifecycle modifiers.
  static let structures = ["if", "ForEach", "environment", "chain", "Button"]

  /// The words a body's part may start with that are not views: no view may be named so
  /// (a view named `Button` is shown instead of the framework's).
  static var keywords: Set<String> {
    Set(structures.filter { $0 != "Button" } + Lifecycle.allCases.map(\.rawValue))
  }

  /// The store kinds, by the protocol or macro the source declares them with.
  static let kinds: [String: StoreFlavour] = ["ObservableObject": .combine, "Observable": .observable]
}
