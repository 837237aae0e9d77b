import SwiftSyntax

/// Finds the models of SwiftUI source: `@Observable` classes (with `@ObservationIgnored`) and
/// `ObservableObject` classes (`@Published` and plain properties), with their initial values.
struct ModelCollector {
  let file: String
  let converter: SourceLocationConverter
  /// The constant lists of the files (`SourceSymbols.constantLists`): a collection starting
  /// as one has as many elements.
  var constantLists: [String: Int] = [:]
  /// The enum cases of the files (`SourceSymbols.enumCases`): `Mode.dark` is a case.
  var enumCases = EnumCases()
  /// Which written types are `Equatable` (R6).
  var types = TypeEquatability()
  /// The model classes of the files, and whether each is tracked by property (`@Observable`,
  /// `@Model`): an array of those holds objects, not values.
  var modelClasses: [String: Bool] = [:]
  /// The names of the records the models read before this one declare: a view given a record
  /// names its records alone, so objects are not made records of a name taken.
  var recordNamesTaken: Set<String> = []
  /// The attributes of the files' `ObservableObject` classes (`objectAttributes(in:)`): an
  /// `ObservableObject`'s array of those holds objects of their own.
  var objectClasses: [String: ObjectClass] = [:]
  /// The first values the model's initializers state (`ModelInitializers.literals`).
  var initialized: [String: SourceExpression] = [:]
  /// The properties an initializer sets otherwise (`ModelInitializers.setOtherwise`).
  var setByInitializers: Set<String> = []

  /// An `ObservableObject` class as the elements of a model's array: its attributes, and the
  /// places of those that are `var`s but not `@Published` (a write of one notifies here).
  struct ObjectClass {
    let attributes: [(name: String, initial: SourceExpression)]
    let unpublished: [(name: String, place: SourcePlace)]
  }

  /// The stores of `symbols`: `@Observable` and SwiftData `@Model` classes (every stored
  /// property tracked, as the macros make them) and `ObservableObject` classes; `structs` are
  /// those of every file (`structs(in:)`).
  static func stores(
    in symbols: SourceSymbols, structs: [String: [(name: String, initial: SourceExpression)]],
    warnings: inout [ImportWarning]
  ) -> [ScreenDraft.Store] {
    var stores: [ScreenDraft.Store] = []
    let types = TypeEquatability(symbols)
    let modelClasses = Dictionary(
      symbols.models.map {
        ($0.name, $0.attributes.contains("Observable") || $0.attributes.contains("Model"))
      },
      uniquingKeysWith: { first, _ in first })
    let warnedBefore = warnings.count
    // A base class's fields are read again for each subclass: its warnings are said once.
    defer {
      var seen: Set<ImportWarning> = []
      let added = warnings[warnedBefore...].filter { seen.insert($0).inserted }
      warnings.replaceSubrange(warnedBefore..., with: added)
    }
    // Which model's records each name is, so that a model's own base classes take none.
    var recordOwners: [String: String] = [:]
    let reach = InitStatementEffect.Context(appOf: symbols)
    let objectClasses = objectAttributes(in: symbols, structs: structs, models: Set(modelClasses.keys))
    for symbol in symbols.models {
      guard let declaration = symbol.declaration else { continue }
      let observable = symbol.attributes.contains("Observable") || symbol.attributes.contains("Model")
      let name = symbol.name
      // A namesake class is kept with its outer types' names (`StacksView.ViewModel`): its
      // key joins them (`stacksViewViewModel`).
      let plain = name.split(separator: ".").joined()
      var store = ScreenDraft.Store(
        key: plain.prefix(1).lowercased() + plain.dropFirst(), className: name,
        isObservableObject: !observable, place: declaration.place(of: declaration.group))
      store.persistence =
        symbol.attributes.contains("Model") ? .swiftData : symbols.isManagedObject(symbol) ? .coreData : nil
      (store.spans, store.genericClass) = (symbol.spans, symbols.genericClassAliases[name])
      // A subclass has its base classes' stored properties and methods, the nearest base's
      // winning over the farther, and its own over theirs.
      let lineage = symbols.baseClasses(of: symbol).reversed() + [symbol]
      let ownLineage = Set(lineage.map(\.name))
      let recordNames = Set(recordOwners.filter { !ownLineage.contains($0.value) }.keys)
      let initializers = ModelInitializers(of: name, lineage: lineage, reach: reach)
      warnings += initializers.warnings
      for member in lineage.flatMap(\.declaredMembers) {
        let collector = ModelCollector(
          file: member.part.file, converter: member.part.converter, constantLists: symbols.constantLists,
          enumCases: symbols.enumCases, types: types, modelClasses: modelClasses,
          recordNamesTaken: recordNames, objectClasses: objectClasses,
          initialized: initializers.literals, setByInitializers: initializers.setOtherwise)
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        else { continue }
        for binding in variable.bindings where binding.isStored {
          collector.field(binding, of: variable, in: &store, structs: structs, warnings: &warnings)
        }
      }
      if store.isObservableObject,
        lineage.flatMap(\.members).contains(where: { $0.decl.description.contains("objectWillChange.send()") }
        )
      {
        // A manual notification: a field of its own that `objectWillChange.send()` flips
        // (`ActionTranslator`), which notifies every holder as any `@Published` write does.
        store.fields.append(
          ScreenDraft.Field(
            name: ScreenDraft.Store.willChange, initial: SourceExpression("false", at: store.place),
            observed: true)
        )
      }
      // A protocol extension's members come first: the class's and its bases' own win.
      let inherited = ViewHelper.helpers(in: symbols.protocolExtensionMembers(of: symbol))
      for (member, helper) in Array(inherited) + lineage.flatMap(ViewHelper.helpers(of:)) {
        if helper.returnsValue { store.members[member] = helper.expressions(renames: [:]) }
        if helper.isFunction { store.methods[member] = helper }
        if helper.setter != nil { store.setters[member] = helper }
      }
      store.dynamicMembers = Self.dynamicMembers(of: lineage, fields: Set(store.fields.map(\.name)))
      if let records = store.records, recordOwners[records.name] == nil { recordOwners[records.name] = name }
      stores.append(store)
    }
    return stores
  }

  /// The `subscript(dynamicMember:)` with a getter of a model `@dynamicMemberLookup` makes
  /// (or a base class of it), with every member the model declares: the model's own first.
  private static func dynamicMembers(of lineage: [SourceSymbols.TypeSymbol], fields: Set<String>)
    -> DynamicMemberLookup?
  {
    guard lineage.contains(where: { $0.attributes.contains("dynamicMemberLookup") }) else { return nil }
    var declared: Set<String> = []
    var found: (getter: [SourceExpression], parameters: Set<String>)?
    for member in lineage.reversed().flatMap(\.members) {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        declared.formUnion(
          variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName })
      } else if let function = member.decl.as(FunctionDeclSyntax.self) {
        declared.insert(function.name.plainName)
      } else if found == nil, let lookup = member.decl.as(SubscriptDeclSyntax.self),
        !lookup.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        lookup.parameterClause.parameters.first?.firstName.text == "dynamicMember",
        let accessor = lookup.accessorBlock, let statements = ViewHelper.getter(accessor)
      {
        let helper = ViewHelper(
          parameters: [], isFunction: false, statements: statements, returnsValue: true,
          returnType: lookup.returnClause.type.trimmedText, file: member.part.file,
          converter: member.part.converter)
        let parameters = lookup.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).plainName }
        found = (helper.expressions(renames: [:]), Set(parameters))
      }
    }
    guard let found else { return nil }
    return DynamicMemberLookup(
      declared: declared, getter: found.getter,
      field: DynamicMemberLookup.field(read: found.getter, parameters: found.parameters, among: fields))
  }

  /// A stored property of a model: a field, or its records.
  private func field(
    _ binding: PatternBindingSyntax, of variable: VariableDeclSyntax, in store: inout ScreenDraft.Store,
    structs: [String: [(name: String, initial: SourceExpression)]], warnings: inout [ImportWarning]
  ) {
    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else {
      return
    }
    if let element = Self.arrayElement(binding) {
      let objects = modelClasses[element] == true && !store.isObservableObject
      if let attributes = structs[element], !objects || !recordNamesTaken.contains(identifier) {
        // A model class's objects (Core Data's entities among them, `ObservableObject`s), or
        // structs, values.
        let kind: StoreFlavour? = modelClasses[element].map { $0 ? .observable : .combine }
        records(of: binding, identifier, element, attributes, objects: kind, in: &store, warnings: &warnings)
        return
      }
      // A model's array of `ObservableObject`s: each element an object of its own.
      if let object = objectClasses[element], !recordNamesTaken.contains(identifier) {
        records(
          of: binding, identifier, element, object.attributes, objects: .combine, in: &store,
          warnings: &warnings)
        for (name, place) in object.unpublished {
          warnings.append(
            place.warning(
              .approximated,
              "took '\(name)' of \(element), which is not @Published, as notifying the views that hold its object when written"
            ))
        }
        return
      }
      if modelClasses[element] != nil {
        // The format has one instance per model class: every view given an element is given
        // that one, so a change of one element re-runs the views of all.
        warnings.append(
          place(of: binding).warning(
            .approximated,
            "took the elements of '\(identifier)' as numbers and every view given one as given the one \(element) of the screen: a change of one element re-runs the views of every element"
          ))
      }
    }
    // A constant never changes: `@Observable` and `@Model` track only `var`s. Core Data's
    // `@NSManaged` properties publish as `@Published` ones do (docs/swiftui-import.md, "Core Data").
    let observed =
      variable.bindingSpecifier.tokenKind == .keyword(.var)
      && (store.isObservableObject
        ? Self.publishers.contains { variable.attributes.hasAttribute($0) }
        : !variable.attributes.hasAttribute("ObservationIgnored")
          && !variable.attributes.hasAttribute("Transient"))
    // A collection (`[T]`, `Set`, a dictionary, an `IdentifiedArray`) is a list of elements.
    let initial = initialized[identifier] ?? initialValue(binding, inState: true, warnings: &warnings)
    if case .accessors(let accessors)? = binding.accessorBlock?.accessors {
      func observer(_ kind: String) -> ViewHelper? {
        accessors.first { $0.accessorSpecifier.text == kind }?.body.map {
          ViewHelper(
            parameters: [], isFunction: true, statements: $0.statements, returnsValue: false,
            file: file, converter: converter)
        }
      }
      store.observers[identifier] = (observer("willSet"), observer("didSet"))
      warnings.append(
        place(of: binding).warning(
          .approximated,
          "runs the willSet/didSet of '\(identifier)' of \(store.className) around each write an action makes; an edit through a binding (a control's) does not run them"
        ))
    }
    var field = ScreenDraft.Field(name: identifier, initial: initial, observed: observed)
    field.equatable = isEquatable(binding)
    field.holdsPlainValue =
      binding.initializer.map { Self.isLiteral($0.value) && !$0.value.is(NilLiteralExprSyntax.self) } ?? false
      || binding.typeAnnotation.map { Self.plainTypes.contains($0.type.trimmedText.replacing("?", with: "")) }
        ?? false
    let written =
      binding.typeAnnotation?.type.trimmedText
      ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText
    field.holdsModel =
      written.map { modelClasses[$0.replacing("?", with: "").replacing("!", with: "")] != nil } ?? false
    store.fields.append(field)
  }

  /// An array of the files' structs or model objects: the store's records, as many as the
  /// source lists at first (an empty array: none), or, where it does not say (a fetch fills it),
  /// an assumed few; with room for as many more as an action adds. Elements that are objects of
  /// the files' model classes (`objects`) are objects of their own, whatever their model's
  /// kind: `@Observable` ones observed by property, `ObservableObject`s each notifying its
  /// holders (docs/swiftui-import.md, "Rows of model objects").
  private func records(
    of binding: PatternBindingSyntax, _ identifier: String, _ element: String,
    _ attributes: [(name: String, initial: SourceExpression)], objects: StoreFlavour?,
    in store: inout ScreenDraft.Store, warnings: inout [ImportWarning]
  ) {
    guard store.records == nil else {
      warnings.append(
        place(of: binding).warning(
          .leftOut, "kept only the first array of \(store.className) as records; '\(identifier)' is left out")
      )
      return
    }
    let written = binding.initializer?.value.as(ArrayExprSyntax.self)?.elements.count
    if written == nil {
      var warning = place(of: binding).warning(
        .guessed,
        "took \(Self.assumedElements) records for '\(identifier)': the source does not say how many; a trace that writes the list gives it others"
      )
      warning.otherValues = Self.otherCounts
      warnings.append(warning)
    }
    let listed = written ?? Self.assumedElements
    store.records = ScreenDraft.Records(
      name: identifier, elementType: element, count: listed + Self.recordRoom, attributes: attributes,
      listed: listed, objects: objects, place: place(of: binding))
  }

  /// Whether the property's type, as written or as its initializer names it (`Banner()`), is
  /// `Equatable`.
  private func isEquatable(_ binding: PatternBindingSyntax) -> Bool {
    if let type = binding.typeAnnotation?.type { return types.isEquatable(type) }
    let called = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
    guard let name = called?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return true }
    return types.isEquatable(TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))))
  }

  /// A model class whose objects are records (a `@Model` a query fetches, an `@Observable`
  /// model's array of `@Observable` objects) and that no view holds as a model is only its
  /// records: its store is dropped, with what was said of its fields' first values. One with
  /// records of its own is kept: its records are what a view given one of them holds.
  static func keepOnlyHeld(
    by found: [ViewCollector.Found], in draft: inout ScreenDraft, records: [String: String]
  ) {
    let used = Set(found.flatMap { $0.draft.models.values })
    let unused = draft.stores.filter {
      records[$0.className] != nil && !used.contains($0.key) && $0.records == nil
    }
    draft.stores.removeAll { store in unused.contains { $0.key == store.key } }
    let places = Set(unused.flatMap { $0.fields.map(\.initial.place) })
    draft.warnings.removeAll { warning in
      places.contains {
        $0.file == warning.file && $0.position.line == warning.line && $0.position.column == warning.column
      }
    }
  }

  /// The element type of an array property (`[Item]`, `Array<Item>`, or `[Item(…), …]`).
  static func arrayElement(_ binding: PatternBindingSyntax) -> String? {
    if let array = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self) {
      return array.element.trimmedText
    }
    if let generic = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
      let argument = generic.genericArgumentClause?.arguments.first
    {
      return argument.trimmedText
    }
    if let array = binding.initializer?.value.as(ArrayExprSyntax.self),
      let call = array.elements.first?.expression.as(FunctionCallExprSyntax.self)
    {
      return call.calledExpression.trimmedText
    }
    return nil
  }

  /// The structs of `symbols` that are not views, the SwiftData `@Model` classes and Core Data
  /// entity classes (what a `@Query` or `@FetchRequest` fetches, a relationship holds) and the
  /// `@Observable` classes (an `@Observable` model's array of them), with their stored
  /// properties (neither `static` nor `@ObservationIgnored`), as record attributes with first
  /// values over the record's `id`.
  static func structs(in symbols: SourceSymbols) -> [String: [(name: String, initial: SourceExpression)]] {
    var structs: [String: [(name: String, initial: SourceExpression)]] = [:]
    let tracked = Set(symbols.models.filter { $0.attributes.contains("Observable") }.map(\.name))
    for symbol in symbols.all
    where (symbol.isStruct && !symbol.inherited.contains("View")) || symbol.attributes.contains("Model")
      || tracked.contains(symbol.name) || symbols.isManagedObject(symbol)
    {
      let attributes = Self.attributes(of: symbol)
      if !attributes.isEmpty { structs[symbol.name] = attributes }
    }
    return structs
  }

  /// The attributes of each `ObservableObject` class of the files, as records' attributes:
  /// a `var` that is not `@Published` is one too, with a warning that its write notifies. A
  /// class holding an array of the files' structs or models has records of its own, which a
  /// record cannot hold: it stays a model (one instance).
  private static func objectAttributes(
    in symbols: SourceSymbols, structs: [String: [(name: String, initial: SourceExpression)]],
    models: Set<String>
  )
    -> [String: ObjectClass]
  {
    var objects: [String: ObjectClass] = [:]
    for symbol in symbols.models
    where !symbol.attributes.contains("Observable") && !symbol.attributes.contains("Model") {
      let attributes = Self.attributes(of: symbol)
      let holdsRecords = symbol.declaredMembers.contains { member in
        member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
          arrayElement(binding).map { structs[$0] != nil || models.contains($0) } ?? false
        } ?? false
      }
      guard !attributes.isEmpty, !holdsRecords else { continue }
      let unpublished = symbol.declaredMembers.flatMap { member -> [(name: String, place: SourcePlace)] in
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          variable.bindingSpecifier.tokenKind == .keyword(.var),
          !Self.publishers.contains(where: { variable.attributes.hasAttribute($0) }),
          !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        else { return [] }
        return variable.bindings.filter(\.isStored).compactMap { binding in
          binding.pattern.as(IdentifierPatternSyntax.self).map {
            ($0.identifier.plainName, member.part.place(of: binding))
          }
        }
      }
      objects[symbol.name] = ObjectClass(attributes: attributes, unpublished: unpublished)
    }
    return objects
  }

  /// The stored properties of a struct or class as records' attributes (but `id`), each with
  /// the first value every record takes: a `Bool` or number literal as written, others made
  /// from the record's `id`.
  private static func attributes(of symbol: SourceSymbols.TypeSymbol) -> [(
    name: String, initial: SourceExpression
  )] {
    var attributes: [(name: String, initial: SourceExpression)] = []
    for member in symbol.declaredMembers {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        !variable.attributes.hasAttribute("ObservationIgnored")
      else { continue }
      for binding in variable.bindings where binding.isStored {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
          name != "id"
        else { continue }
        let initial: String
        let literal = binding.initializer?.value
        if let literal,
          literal.is(BooleanLiteralExprSyntax.self) || literal.is(IntegerLiteralExprSyntax.self)
            || literal.is(FloatLiteralExprSyntax.self)
        {
          // A default the struct declares is every record's first value (`var done = false`).
          attributes.append(
            (name, SourceExpression(literal.trimmedText, at: member.part.place(of: binding))))
          continue
        }
        switch binding.typeAnnotation?.type.trimmedText ?? "" {
        // Core Data's integers have a width (`Int64`).
        case "Int", "Int16", "Int32", "Int64": initial = "id"
        case "Double", "CGFloat", "Float": initial = "id * 1.0"
        case "Bool": initial = "id % 2 == 0"
        default: initial = "\"\(name.prefix(1).uppercased() + name.dropFirst()) \\(id)\""
        }
        attributes.append((name, SourceExpression(initial, at: member.part.place(of: binding))))
      }
    }
    return attributes
  }

  private func place(of node: some SyntaxProtocol) -> SourcePlace {
    SourcePlace(node, file: file, converter)
  }

  /// A literal initial value as written; otherwise a guess from the type, with a warning at
  /// the property.
  func initialValue(
    _ binding: PatternBindingSyntax, inState: Bool = false, warnings: inout [ImportWarning]
  ) -> SourceExpression {
    if let value = binding.initializer?.value, Self.isLiteral(value) {
      return SourceExpression(value, renames: [:], file: file, converter: converter)
    }
    // `Mode.all.rawValue` of an enum of the files is the raw value its case states.
    if let value = binding.initializer?.value, let raw = enumCases.rawValue(of: value) {
      return SourceExpression(raw, at: place(of: value))
    }
    // An optional without a value of its own starts `nil`, as the source says, unless an
    // initializer making the model sets it to something else.
    let setByInitializer = binding.pattern.as(IdentifierPatternSyntax.self).map {
      setByInitializers.contains($0.identifier.plainName)
    }
    if binding.initializer == nil, binding.typeAnnotation.map({ Self.isOptional($0.type) }) == true,
      setByInitializer != true
    {
      return SourceExpression("nil", at: place(of: binding))
    }
    // A model's array stays a guess: a fetch replaces it with a list the screen cannot know.
    if inState, let list = stateList(binding, warnings: &warnings) { return list }
    var guess = Self.guess(forType: binding.typeAnnotation?.type.trimmedText ?? "")
    var kind = ImportWarning.Kind.guessed
    // A value of an enum of the files is one of its cases, each the text of its name: the
    // first declared is the guess, the others are open (`Theme` of `case auto, light, dark`).
    var others: [String]?
    if binding.initializer == nil, let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self),
      type.genericArgumentClause == nil, let cases = enumCases.cases(of: type.name.text),
      let first = cases.first
    {
      guess = "\"\(first)\""
      others = cases.dropFirst().map { "\"\($0)\"" }
    }
    // An enum case (`.dark`, or `Mode.dark` of an enum of the files) is the text of its name,
    // as actions write it (`ActionTranslator`): the value written, told apart as every case
    // is, so approximated, not guessed.
    if guess == "\"\"", let member = binding.initializer?.value.as(MemberAccessExprSyntax.self),
      member.base.map({ enumCases.contains("\($0.trimmedDescription).\(member.declName.baseName.text)") })
        ?? true
    {
      guess = "\"\(member.declName.baseName.text)\""
      kind = .approximated
    }
    let written =
      binding.initializer.map { ImportWarning.snippet($0.value.trimmedText) }
      ?? (setByInitializer == true ? "no initial value; an init sets it" : "no initial value")
    let place = binding.initializer.map { self.place(of: $0.value) } ?? place(of: binding)
    var warning = place.warning(
      kind, "took \(guess) as the first value of '\(binding.pattern.trimmedText)' (\(written))")
    // A `Bool` has one other value, an enum of a few cases a few: the advice runs them too.
    // Any other type has more than a run can stand for (a text, a count the body compares).
    if binding.typeAnnotation?.type.trimmedText == "Bool", guess == "false" { warning.otherValues = ["true"] }
    // The guess is one of the cases, the others are the rest.
    if let others, others.count + 1 <= Self.openCases { warning.otherValues = others }
    warnings.append(warning)
    return SourceExpression(guess, at: place)
  }

  /// Collection types: an array, a set, a dictionary, an identified or ordered collection.
  static let collectionTypes: Set<String> = [
    "Array", "Set", "Dictionary", "IdentifiedArray", "IdentifiedArrayOf", "OrderedSet", "OrderedDictionary",
    "ContiguousArray",
  ]

  /// Whether `type` is a collection (`[T]`, `[K: V]`, `Set<T>`, `IdentifiedArrayOf<T>`, optional too).
  static func isCollection(_ type: TypeSyntax?) -> Bool {
    guard var type else { return false }
    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
    return type.as(IdentifierTypeSyntax.self).map { collectionTypes.contains($0.name.text) } ?? false
  }

  /// The wrappers whose property of an `ObservableObject` sends its `objectWillChange` when
  /// written: `@Published`, and Core Data's `@NSManaged`.
  static let publishers = ["Published", SourceSymbols.managed]

  /// The most cases an enum may have for its guessed first value to be open: the advice runs
  /// each other case in turn (docs/advise.md, "Open values"), two runs each, for the screen as
  /// written and the fix.
  static let openCases = 4

  /// The elements assumed for a collection whose first value the source does not say (a
  /// fetch fills it): a trace that writes the list can give it others.
  static let assumedElements = 3
  /// The records a model's collection has beyond those listed at first: room for appends.
  static let recordRoom = 20
  /// The other lengths a list of `assumedElements` guessed is run with (docs/advise.md, "Open
  /// values"): none and one, as a list in state and as a count of records.
  static let otherLists = ["[]", "[0]"]
  static let otherCounts = ["0", "1"]

  /// A collection (`[Todo(…), …]`, `[]`, `[:]`, `[Todo]()`, `Set<Int>()`, or a property of a
  /// collection type) as a list of as many elements, each a number standing for its content
  /// (docs/screen-format.md, "Lists in state"), with a warning when they are assumed or stand
  /// for contents; `nil` for anything else.
  private func stateList(_ binding: PatternBindingSyntax, warnings: inout [ImportWarning])
    -> SourceExpression?
  {
    let value = binding.initializer?.value
    let isCollection = Self.isCollection(binding.typeAnnotation?.type)
    var count: Int?
    if let array = value?.as(ArrayExprSyntax.self) {
      count = array.elements.count
    } else if let dictionary = value?.as(DictionaryExprSyntax.self) {
      if case .elements(let elements) = dictionary.content { count = elements.count } else { count = 0 }
    } else if let call = value?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil,
      call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self)
        || Self.collectionTypes.contains(call.calledExpression.unspecialized.trimmedDescription)
    {
      count = 0
    } else if let name = value?.trimmedDescription, let listed = constantLists[name] {
      // `Tab.allCases`, `Item.samples`, a global list: as many as the source declares.
      count = listed
    } else if !isCollection {
      return nil
    }
    let place = value.map { self.place(of: $0) } ?? place(of: binding)
    let elements = count ?? Self.assumedElements
    if count == nil {
      var warning = place.warning(
        .guessed,
        "took \(elements) elements for '\(binding.pattern.trimmedText)' (\(value.map { ImportWarning.snippet($0.trimmedText) } ?? "no first value")): the source does not say how many; a trace that writes the list gives it others"
      )
      warning.otherValues = Self.otherLists
      warnings.append(warning)
    } else if elements > 0 {
      warnings.append(
        place.warning(
          .guessed,
          "took \(ImportWarning.snippet(value?.trimmedText ?? "")) as a list of \(elements) elements, each a number standing for its content"
        ))
    }
    return SourceExpression("[" + (0..<elements).map(String.init).joined(separator: ", ") + "]", at: place)
  }

  /// A first value of a property of type `type`, when the source gives none the screen
  /// format takes.
  static func guess(forType type: String) -> String {
    switch type {
    case "Int", "Int?": "0"
    case "Double", "Double?", "CGFloat", "Float": "0.0"
    case "Bool", "Bool?": "false"
    default: "\"\""
    }
  }

  /// The types of plain values: what a field of one holds is no object nor code.
  static let plainTypes: Set<String> = [
    "String", "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat", "Decimal", "Bool", "Date",
    "UUID", "URL",
  ]

  /// The type `binding` is written with (`Child` of `Child?`) or made by (`Child()`), if it
  /// is a plain name.
  static func typeName(of binding: PatternBindingSyntax) -> String? {
    var type = binding.typeAnnotation?.type
    if let optional = type?.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    if let unwrapped = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
    if let type { return type.as(IdentifierTypeSyntax.self).map(\.name.text) }
    return binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(
      DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// Whether `type` is an optional (`T?`, `T!`, `Optional<T>`).
  static func isOptional(_ type: TypeSyntax) -> Bool {
    type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
      || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
  }

  /// Whether `expr` is a literal the screen format takes (`SourceExpression.isLiteral`).
  static func isLiteral(_ expr: ExprSyntax) -> Bool { SourceExpression.isLiteral(expr) }
}
