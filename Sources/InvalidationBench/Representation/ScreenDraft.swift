/// What an import found in SwiftUI source, in the terms of a screen: its models, views,
/// bodies and interactions, each expression with its source position. `DraftDeclarer` declares
/// it as a typed screen and writes back what it had to decide; `ScreenDraftWriter` writes it
/// as a screen file for `bench import`.
struct ScreenDraft: Sendable {
  struct Store: Sendable {
    /// The key expressions use: the class name with a lowercase first letter.
    let key: String
    let className: String
    var fields: [Field] = []
    /// `ObservableObject` (whole-object) or `@Observable`.
    var isObservableObject: Bool
    /// The first array of structs the model holds, as its record collection.
    var records: Records?
    let place: SourcePlace
    /// Where a screen file names its class (`class:`), if it does.
    var classPlace: SourcePlace?
    /// The lines of its declaration and extensions (none for a model the import made).
    var spans: [SourceSpan] = []
    /// The expressions of each computed property and method that returns a value, in the
    /// model's own names (`self.x` and `x` are its fields): a read of one is derived from
    /// what these read.
    var members: [String: [SourceExpression]] = [:]
    /// The methods of the model, which an action that calls one runs.
    var methods: [String: ViewHelper] = [:]
    /// Its computed properties with a setter, which a write of one runs.
    var setters: [String: ViewHelper] = [:]
    /// Its `subscript(dynamicMember:)`, if it is `@dynamicMemberLookup`.
    var dynamicMembers: DynamicMemberLookup?
    /// What saves the model's objects, if a framework does.
    var persistence: Persistence?
    /// The generic class it is a specialization of, when the files declare it as a type
    /// alias (`typealias Post = Entity<PostData>`): a fix that changes the class changes
    /// every specialization.
    var genericClass: String?

    /// Whether a fix may change the model's class (make it `@Observable`, take `@Published`
    /// off a field, split it): not a Core Data entity, whose notifying is the framework's,
    /// nor a specialization of a generic class, which is every specialization's.
    var classCanChange: Bool { persistence != .coreData && genericClass == nil }
    /// Of the model context's store, the model types the files do not declare that a `@Query`
    /// fetches, each a list of numbers (`queryList(of:)`).
    var queried: [String] = []
    /// The `willSet` and `didSet` observers of its fields, by field, which run around each
    /// write of the field, as in the real type.
    var observers: [String: (willSet: ViewHelper?, didSet: ViewHelper?)] = [:]

    /// The frameworks that save a model's objects, which a view fetches.
    enum Persistence: Sendable {
      /// A SwiftData `@Model` class (observed as `@Observable` is), fetched by `@Query`.
      case swiftData
      /// A Core Data entity class (an `NSManagedObject`, an `ObservableObject` whose `@NSManaged`
      /// properties publish), fetched by `@FetchRequest`.
      case coreData

      /// The property wrapper that fetches its models.
      var fetcher: String { self == .swiftData ? "@Query" : "@FetchRequest" }
    }

    /// The field an `ObservableObject` that calls `objectWillChange.send()` gets, which each
    /// call flips: a notification of every holder, as in the real type.
    static let willChange = "objectWillChange"

    /// The store a SwiftData model context stands for: a list of each model type that a
    /// `@Query` fetches, which `insert` and `delete` change.
    static let modelContext = "modelContext"

    /// The environment keys of the contexts that save models, whose `insert` and `delete`
    /// change what a query fetches: SwiftData's and Core Data's.
    static let contexts: Set<String> = [modelContext, "managedObjectContext"]

    /// The model context's field listing the models of `type`: `todoList` for `Todo`.
    static func queryList(of type: String) -> String {
      type.prefix(1).lowercased() + type.dropFirst() + "List"
    }

    /// The store of the saved models of `type`, a `@Model` class the files declare: its
    /// records are the models (`todoStore`).
    static func queryStore(of type: String) -> String {
      type.prefix(1).lowercased() + type.dropFirst() + "Store"
    }

    /// What a `@Query` of `type` reads: the records of its store (`todoStore.todoList`), or,
    /// for a model the files do not declare, the model context's list of numbers
    /// (`modelContext.todoList`).
    static func queryPath(of type: String, in stores: [String: Store]) -> String {
      let list = queryList(of: type)
      if stores[queryStore(of: type)]?.records?.name == list { return "\(queryStore(of: type)).\(list)" }
      return "\(modelContext).\(list)"
    }
  }

  struct Field: Sendable {
    let name: String
    var initial: SourceExpression
    var observed: Bool
    /// Whether its type is `Equatable`: an `@Observable` model notifies on every write of one
    /// that is not (R6).
    var equatable = true
    /// Whether it holds a plain value, by its literal or its written type (a number, a text, a
    /// date, a `Bool`; `ModelCollector.plainTypes`): not an object nor code a view given it
    /// may observe or run.
    var holdsPlainValue = false
    /// Whether it holds a model object of the files, by its written type or the initializer
    /// that makes it (`var tabManager: TabManager`): a view given it as a plain value would
    /// not observe it.
    var holdsModel = false
    /// Where a screen file names the field (its key).
    var place: SourcePlace? = nil
  }

  struct Records: Sendable {
    let name: String
    let elementType: String
    /// The records there are: those in the list at first, and room for those an action adds.
    let count: Int
    var attributes: [(name: String, initial: SourceExpression)]
    /// How many are in the list at first (all when `nil`).
    var listed: Int? = nil
    /// The kind of object the elements are, not structs: `@Observable` classes and SwiftData
    /// models `.observable`, `ObservableObject`s `.combine`, whatever their store's kind.
    var objects: StoreFlavour? = nil
    /// Where a screen file names the records (`name:`).
    var place: SourcePlace? = nil
  }

  /// The kind of a view's input, as the screen format names it.
  enum InputKind: Equatable, Sendable {
    case value, closure, binding
    /// A record of the collection named so.
    case record(String)

    /// As a screen file writes it.
    var written: String {
      switch self {
      case .value: "value"
      case .closure: "closure"
      case .binding: "binding"
      case .record(let collection): "record(\(collection))"
      }
    }
  }

  struct View: Sendable {
    let name: String
    /// Where the view is declared.
    let place: SourcePlace
    /// The lines of its declaration and extensions (none for a view the import made).
    var spans: [SourceSpan] = []
    var inputs: [(name: String, kind: InputKind)] = []
    /// The closure inputs that return nothing (`let retry: () -> Void`): a closure a parent
    /// gives one runs on an event, not when the parent's body is evaluated.
    var callbacks: Set<String> = []
    /// The closure inputs that return a plain value (`let titleForCase: (Item) -> String`): the
    /// view calls one given it where it needs the value, so a closure given one is no content
    /// of the parent's body.
    var valueFunctions: Set<String> = []
    /// The `@ViewBuilder` stored properties (`@ViewBuilder let content: Content`): the
    /// memberwise initializer takes a closure for each.
    var builders: Set<String> = []
    /// A first value for each value or binding input, from its type, should it become `@State`.
    var inputGuesses: [String: SourceExpression] = [:]
    /// The default of each input declared with one (`var count: Int = 0`), in the view's own
    /// file: what a call that leaves it out passes.
    var inputDefaults: [String: SourceExpression] = [:]
    /// Of those, the ones the memberwise initializer gives (an optional `var` with no value:
    /// `nil`): a call may leave them out, but a root's are still given from outside.
    var implicitDefaults: Set<String> = []
    /// The view's own initializers, through which a call's arguments reach its inputs.
    var initializers: [ViewInitializer] = []
    /// Whether Swift makes it a memberwise initializer (it declares none of its own).
    var hasMemberwiseInitializer = true
    /// Made by the import, not written in the source (the root of views run side by side):
    /// reports name no place for it.
    var isSynthetic = false
    /// Made by the import for what a `.sheet`, `.alert`, … presents (`PresentationTranslator`)
    /// or a link pushes (`NavigationTranslator`): the closure it is given is the import's, not
    /// the source's.
    var isPresentation = false
    /// Evaluated only while shown (docs/rules.md, R16): a presentation's content, its body one
    /// `if` on what presents it; written `presented: true` in a screen file.
    var presented = false
    var state: [(name: String, initial: SourceExpression)] = []
    /// The wrapper of each state kept with another than `@State` (`AppStorage` of
    /// `@AppStorage("k") var k = 0`), by name: what a fix moving it says it moves.
    var stateWrappers: [String: String] = [:]
    /// Of the root: its inputs that no view of the files gives it, held as `@State` (the
    /// default trace writes them as a parent would pass new values).
    var givenByParent: [String] = []
    var holds: [String] = []
    var owns: [String] = []
    /// Properties holding a model, by property name, with the store key they stand for, and
    /// `@Environment(\.key)` properties with their key: the names expressions are renamed to.
    var models: [String: String] = [:]
    var environmentReads: [String: String] = [:]
    /// Stored properties with their own value (`let title = "Inbox"`), and the expressions of
    /// each computed property and function (`ViewHelper`): a value that uses one is derived
    /// from what these read.
    var constants: [String: SourceExpression] = [:]
    /// A picker's options (the values of its `.tag`s, as written), by the control's name: its
    /// edit in the default trace takes them in turn.
    var pickerOptions: [String: [String]] = [:]
    /// Where each `Picker` and `Menu` is written with its title and content (a picker's
    /// options, a menu's items): the content moves with its control, so a fix moves all of
    /// them or none (docs/advise.md).
    var controlContent: [Set<SourcePlace>] = []
    var helperValues: [String: [SourceExpression]] = [:]
    /// Where the body and its helpers read the view's stored properties (`ReadCensus`).
    var reads: [SourceRead] = []
    /// Properties holding a model the files do not declare, with its type.
    var unknownModels: [String: String] = [:]
    /// `@Query` properties (SwiftData) and `@FetchRequest` ones (Core Data), with the model
    /// type each fetches.
    var queries: [String: String] = [:]
    /// Where each of `queries` is declared.
    var queryPlaces: [String: SourcePlace] = [:]
    /// The `@FetchRequest`s among `queries`.
    var fetchRequests: Set<String> = []
    var equatable: Equality?
    var actions: [Action] = []
    var body: [Part] = []
    /// The actions of its `onChange` parts that also run when the view first appears
    /// (`initial: true`).
    var initialOnChange: Set<String> = []
    /// Where a screen file writes the view's parts and keys, for errors found once the view is
    /// declared; `nil` for an import, whose parts carry their places.
    var filePlaces: ScreenFilePlaces?

    /// A screen file's `source:` for the view, the Swift declaration it stands for.
    var writtenSource: String?

    /// Where the view is declared, as `FILE:LINE`: the Swift declaration a screen file
    /// names, or where the draft has it.
    var source: String { writtenSource ?? "\(place.file):\(place.position.line)" }
  }

  /// An initializer of a view: its parameters, and what it gives each stored property, in the
  /// parameters' names (`self.title = title`).
  struct ViewInitializer: Sendable {
    struct Parameter: Sendable {
      /// The argument label (`nil` for `_`).
      let label: String?
      let name: String
      let defaultValue: SourceExpression?
      let isClosure: Bool
    }

    let parameters: [Parameter]
    /// What each stored property is given, by property name.
    let given: [String: SourceExpression]
    let place: SourcePlace
  }

  /// How a view compares itself with its last value.
  enum Equality: Sendable {
    /// `Equatable` by its stored properties, or used with `.equatable()`.
    case memberwise
    /// By its stored properties but these inputs (a screen file's `equatable: {ignoring: …}`).
    case memberwiseIgnoring(Set<String>)
    /// Its own `==`.
    case custom(SourceExpression)
  }

  struct Action: Sendable {
    let name: String
    var statements: [ActionLine]
    /// Where a screen file names the action (its key).
    var place: SourcePlace? = nil
    /// The action had a guess of the import's gone the other way: each a guard taken as
    /// passing, here failing (docs/advise.md, "Open values").
    var openBranches: [OpenBranch] = []
  }

  /// An action's statements with the guess at `place` gone the other way.
  struct OpenBranch: Sendable {
    /// Where the guess is: its warning's place.
    let place: SourcePlace
    /// The guess gone the other way, as the advice says it: `'guard !didAppear' failing`,
    /// `'try await feed.load()' throwing`.
    let assumption: String
    let statements: [ActionLine]
  }

  /// A statement of an action, or a block of them that is a transaction of its own.
  indirect enum ActionLine: Sendable {
    case write(Write)
    case withAnimation([ActionLine])
    case async([ActionLine])
    case when(ActionBranch)
  }

  /// `if condition { then } else { otherwise }` in an action, its condition computed when the
  /// action runs (docs/swiftui-import.md, "Actions").
  struct ActionBranch: Sendable {
    var condition: SourceExpression
    var then: [ActionLine]
    var otherwise: [ActionLine]
    /// The `if`'s place, and its condition as written: where and what the warning says when the
    /// screen cannot compute the condition and runs the first branch instead.
    let place: SourcePlace
    let written: String

    /// The statements of both branches as one list, as `BodyChecker.stepPath` numbers them.
    var lines: [ActionLine] { then + otherwise }
  }

  /// A part of a body.
  indirect enum Part: Sendable {
    /// A framework element showing `content` (`"true"` shows nothing that changes); `at` is
    /// where the source shows it.
    case element(kind: String, content: SourceExpression)
    /// An element styled by a second expression (a screen file's `style:`).
    case styledElement(kind: String, content: SourceExpression, style: SourceExpression)
    case child(name: String, arguments: [(String, SourceExpression)], id: SourceExpression?, at: SourcePlace)
    case control(kind: String, binding: SourceExpression, name: String)
    case button(label: SourceExpression, action: String)
    case conditional(SourceExpression, then: [Part], otherwise: [Part])
    /// `list` names a lazy container's list (for scroll events); `source` is where the rows
    /// are written (`FILE:LINE`): a screen file's `source:`, or the import's place.
    case forEach(
      data: SourceExpression, container: String?, list: String?, row: String?,
      arguments: [(String, SourceExpression)], content: [Part], source: String?)
    case environment(key: String, value: SourceExpression, content: [Part])
    case lifecycle(
      kind: ScreenVocabulary.Lifecycle, value: SourceExpression?, action: String, at: SourcePlace)

    /// What the import cannot model, at `place`: an element that shows something and reads
    /// nothing.
    static func opaque(at place: SourcePlace) -> Part {
      .element(kind: "Opaque", content: SourceExpression("true", at: place))
    }
  }

  /// The rows a lazy container's list shows at once and prefetches, by list name (a screen
  /// file's `visible:` and `prefetch:`); an import's lists have none and show
  /// `BodyDeclarer.visibleRows`.
  struct ListWindow: Sendable {
    var visible: SourceExpression
    var prefetch: SourceExpression
  }

  var stores: [Store] = []
  var views: [View] = []
  var listWindows: [String: ListWindow] = [:]
  var environmentKeys: [String] = []
  /// The default of each environment key that has one (a screen file's); an import's keys
  /// default to "".
  var environmentDefaults: [String: SourceExpression] = [:]
  /// Where a screen file names each environment key.
  var environmentPlaces: [String: SourcePlace] = [:]
  /// Read from a screen file (`ScreenFileReader`): its expressions are the screen's as
  /// written, never rewritten (the item of a row over derived data is not derived again).
  var isScreenFile = false
  /// Whether the stores' kinds are those of the source's models (an import, or a screen file
  /// with `source:`), which the as-written engine runs on.
  var writesModels = true
  var warnings: [ImportWarning] = []

  /// The element types of the records that are `ObservableObject`s of their own (an
  /// `ObservableObject`'s array of them, Core Data's fetched objects), which a view that
  /// observes one holds.
  var objectRecordTypes: Set<String> {
    Set(
      stores.compactMap { store in
        store.records.flatMap { $0.objects == .combine ? $0.elementType : nil }
      })
  }
}

extension ScreenDraft.ActionLine {
  /// The write at `path` (`BodyChecker.stepPath`: indices, through `withAnimation` and
  /// `async` blocks and `if` branches) of `lines`.
  static func write(at path: ArraySlice<Int>, in lines: [ScreenDraft.ActionLine]) -> ScreenDraft.Write? {
    guard let index = path.first, lines.indices.contains(index) else { return nil }
    if case .write(let write) = lines[index] { return path.count == 1 ? write : nil }
    return self.write(at: path.dropFirst(), in: lines[index].inner)
  }

  /// The statements a block holds, or both branches of an `if` (`ActionBranch.lines`); none
  /// for a write.
  var inner: [ScreenDraft.ActionLine] {
    switch self {
    case .write: []
    case .withAnimation(let lines), .async(let lines): lines
    case .when(let branch): branch.lines
    }
  }
}

extension ScreenDraft.Part {
  /// Every part of `parts`, those inside branches, rows and environment blocks too, each
  /// before what it contains (in linear time and without recursion, whatever the nesting).
  static func all(in parts: [ScreenDraft.Part]) -> [ScreenDraft.Part] {
    var found: [ScreenDraft.Part] = []
    var pending = [parts[...]]
    while var list = pending.popLast() {
      guard let part = list.popFirst() else { continue }
      pending.append(list)
      found.append(part)
      switch part {
      case .conditional(_, let then, let otherwise):
        pending.append(otherwise[...])
        pending.append(then[...])
      case .forEach(_, _, _, _, _, let content, _), .environment(_, _, let content):
        pending.append(content[...])
      default: break
      }
    }
    return found
  }

  /// The parts nested inside the part, one level down (a branch's, a row's, an environment
  /// block's).
  var nested: [[ScreenDraft.Part]] {
    switch self {
    case .conditional(_, let then, let otherwise): [then, otherwise]
    case .forEach(_, _, _, _, _, let content, _), .environment(_, _, let content): [content]
    default: []
    }
  }

  /// The first part of `parts` nested deeper than `limit` levels (a `switch`'s cases and an
  /// `if`'s `else if`s count one each), if any, without recursion.
  static func nestedPast(_ limit: Int, in parts: [ScreenDraft.Part]) -> ScreenDraft.Part? {
    var pending = [(parts: parts[...], depth: 1)]
    while let (list, depth) = pending.popLast() {
      for part in list {
        if depth > limit { return part }
        for inner in part.nested { pending.append((inner[...], depth + 1)) }
      }
    }
    return nil
  }

}

/// Where a screen file writes a view's keys and parts: errors the declaration finds in a part
/// (`ScreenBuilder.failedPart`) or in the view as a whole point there.
struct ScreenFilePlaces: Sendable {
  /// The view's name, its key.
  let view: SourcePlace
  /// Its `owns:` list, if it has one.
  var owns: SourcePlace?
  /// Each part's item, by its path in the body (`BodyChecker.path`: indices, and between them
  /// 0 for `then:` or `content:`, 1 for `else:`).
  var parts: [[Int]: SourcePlace] = [:]
}
