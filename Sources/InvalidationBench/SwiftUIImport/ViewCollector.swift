import SwiftSyntax

/// Finds the views of SwiftUI source (`struct X: View`) with their stored properties, read
/// as a screen file's view: inputs, `@State`, the models they hold or own, their own `==`,
/// and the body with the computed properties and `@ViewBuilder` functions it uses.
struct ViewCollector {
  /// Store keys by class name.
  let stores: [String: String]
  /// Record collections by their element type.
  let records: [String: String]
  /// The element types whose records are `ObservableObject`s of their own: a view given one
  /// holds it (docs/swiftui-import.md, "Rows of model objects").
  var objectRecords: Set<String> = []
  /// The constant lists of the files (`SourceSymbols.constantLists`).
  var constantLists: [String: Int] = [:]
  /// The enum cases of the files (`SourceSymbols.enumCases`).
  var enumCases = EnumCases()

  struct Found {
    var draft: ScreenDraft.View
    let body: CodeBlockItemListSyntax?
    /// The file the body is written in (an extension's may be another than the view's).
    let bodyFile: String
    let bodyConverter: SourceLocationConverter
    /// Computed properties and functions, inlined where the body shows them, read where it
    /// uses their value; those of the view's extensions too.
    var helpers: [String: ViewHelper]
  }

  /// The views of `symbols`: structs declared `View` or made one by an extension. What an
  /// `extension View` (or `SwiftUI.View`) of the files declares is every view's helper, as the
  /// compiler makes it a member of each (`iconBorder(size)` in a body); a view's own helper or
  /// stored property of the same name wins.
  func views(in symbols: SourceSymbols, warnings: inout [ImportWarning]) -> [Found] {
    var shared: [String: ViewHelper] = [:]
    if let view = symbols.types["View"], view.declaration == nil {
      let parts = view.extensions.filter { ViewHelper.extendsView($0.group) }
      shared = ViewHelper.helpers(
        in: parts.flatMap { part in
          part.group.memberBlock.members.map { SourceSymbols.Member(decl: $0.decl, part: part) }
        }
      )
      .mapValues { helper in
        var helper = helper
        helper.isShared = true
        return helper
      }
    }
    return symbols.views.compactMap { symbol in
      guard var found = view(symbol, in: symbols, warnings: &warnings) else { return nil }
      let stored = Set(
        found.draft.inputs.map(\.name) + found.draft.state.map(\.name) + found.draft.models.keys)
      found.helpers.merge(shared.filter { !stored.contains($0.key) }) { own, _ in own }
      return found
    }
  }

  private func view(
    _ symbol: SourceSymbols.TypeSymbol, in symbols: SourceSymbols, warnings: inout [ImportWarning]
  ) -> Found? {
    guard let declaration = symbol.declaration else { return nil }
    let scope = SourceScope.enclosing(declaration.group) + [symbol.name]
    let file = declaration.file
    let converter = declaration.converter
    var draft = ScreenDraft.View(name: symbol.name, place: declaration.place(of: declaration.group))
    draft.spans = symbol.spans
    var body: (CodeBlockItemListSyntax, SourceSymbols.Part)?
    var initializers: [(InitializerDeclSyntax, SourceSymbols.Part)] = []
    for member in symbol.members {
      if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "==",
        let expr = Self.singleExpression(function.body?.statements)
      {
        draft.equatable = .custom(
          SourceExpression(expr, renames: [:], file: member.part.file, converter: member.part.converter))
        continue
      }
      if let initializer = member.decl.as(InitializerDeclSyntax.self) {
        initializers.append((initializer, member.part))
        continue
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else {
          continue
        }
        if name == "body", let accessor = binding.accessorBlock {
          body = ViewHelper.getter(accessor).map { ($0, member.part) }
          continue
        }
        // Stored properties are in the declaration only (an extension cannot add one).
        guard binding.isStored, member.part.group.id == declaration.group.id else { continue }
        let collector = PropertyReader(
          file: file, converter: converter, stores: stores, records: records, objectRecords: objectRecords,
          constantLists: constantLists, enumCases: enumCases,
          modelClass: { symbols.className($0, used: SourceScope.use(of: $1, in: scope)) })
        collector.property(name, binding, variable, &draft, warnings: &warnings)
        if let observers = binding.accessorBlock {
          warnings.append(
            SourcePlace(observers, file: file, converter).warning(
              .approximated,
              "kept '\(name)' of \(draft.name) as stored; its willSet/didSet do not run when it is written"))
        }
      }
    }
    // A struct with an initializer of its own in its declaration has no memberwise one.
    draft.hasMemberwiseInitializer = !symbol.declaredMembers.contains {
      $0.decl.is(InitializerDeclSyntax.self)
    }
    draft.initializers = Self.initializers(
      initializers, of: draft, memberwise: draft.hasMemberwiseInitializer, warnings: &warnings)
    if symbol.inherited.contains("Equatable") && draft.equatable == nil { draft.equatable = .memberwise }
    let helpers = ViewHelper.helpers(of: symbol)
    return Found(
      draft: draft, body: body?.0, bodyFile: body?.1.file ?? file,
      bodyConverter: body?.1.converter ?? converter,
      helpers: helpers)
  }

  /// The view's initializers in the order of the source; one that hands over to another
  /// (`self.init(…)`) gives what that one gives (`ViewInitializerDelegation`), the memberwise
  /// one too where the declaration has no `init`, resolved a round at a time so that one may
  /// hand over to one that hands over; where none takes its arguments, only what it assigns
  /// itself, with a warning at the call.
  private static func initializers(
    _ declarations: [(InitializerDeclSyntax, SourceSymbols.Part)], of draft: ScreenDraft.View,
    memberwise: Bool,
    warnings: inout [ImportWarning]
  ) -> [ScreenDraft.ViewInitializer] {
    var read = declarations.map { initializer($0.0, in: $0.1, warnings: &warnings) }
    let calls = declarations.map { ViewInitializerDelegation.call(in: $0.0) }
    var resolved = declarations.indices.map {
      calls[$0] == nil && !ViewInitializerDelegation.handsOver(declarations[$0].0)
    }
    let implicit =
      memberwise
      ? declarations.first.map { [ViewInitializerDelegation.memberwise(of: draft, at: $0.1.place(of: $0.0))] }
        ?? [] : []
    for _ in declarations.indices {
      var changed = false
      for index in declarations.indices where !resolved[index] {
        guard let call = calls[index] else { continue }
        let targets = implicit + declarations.indices.filter { $0 != index && resolved[$0] }.map { read[$0] }
        guard
          let given = ViewInitializerDelegation.given(
            read[index], declarations[index].0, through: call, to: targets, in: declarations[index].1)
        else { continue }
        read[index] = ScreenDraft.ViewInitializer(
          parameters: read[index].parameters, given: given, place: read[index].place)
        resolved[index] = true
        changed = true
      }
      guard changed else { break }
    }
    for index in declarations.indices where !resolved[index] {
      guard let call = calls[index] else { continue }
      warnings.append(
        declarations[index].1.place(of: call).warning(
          .approximated,
          "read this initializer of \(draft.name) without the one it hands over to: none of the others takes these arguments, or one is a local of its own"
        ))
    }
    return read
  }

  /// An initializer of a view: its parameters, and what it gives each stored property
  /// (`self.title = title`, `title = title.uppercased()`), in the parameters' names.
  private static func initializer(
    _ decl: InitializerDeclSyntax, in part: SourceSymbols.Part, warnings: inout [ImportWarning]
  ) -> ScreenDraft.ViewInitializer {
    var parameters: [ScreenDraft.ViewInitializer.Parameter] = []
    for parameter in decl.signature.parameterClause.parameters {
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.plainName
      let name = (parameter.secondName ?? parameter.firstName).plainName
      let type = parameter.type
      let isClosure =
        type.is(FunctionTypeSyntax.self)
        || type.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
      parameters.append(
        .init(
          label: label, name: name,
          defaultValue: parameter.defaultValue.map {
            SourceExpression($0.value, renames: [:], file: part.file, converter: part.converter)
          }, isClosure: isClosure))
    }
    var given: [String: SourceExpression] = [:]
    for item in decl.body?.statements ?? [] {
      guard let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression,
        let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
        let target = sequence.elements.first, var value = sequence.elements.last
      else { continue }
      // `self.title`, `title` (a property where no parameter has its name), `_title`.
      var name: String?
      if let member = target.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        name = member.declName.baseName.plainName
      } else if let reference = target.as(DeclReferenceExprSyntax.self),
        !parameters.contains(where: { $0.name == reference.baseName.plainName })
      {
        name = reference.baseName.plainName
      }
      guard var property = name else { continue }
      // `_count = State(initialValue: c)`, `_item = Binding(…)`: the wrapper's property.
      if property.hasPrefix("_") {
        property.removeFirst()
        if let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first?.expression {
          value = first
        }
      }
      given[property] = SourceExpression(value, renames: [:], file: part.file, converter: part.converter)
    }
    return ScreenDraft.ViewInitializer(
      parameters: parameters, given: given, place: part.place(of: decl))
  }
}

/// Reads a view's stored properties into its draft: inputs (with their defaults), `@State`,
/// the models it holds or owns, environment values and constants.
private struct PropertyReader {
  let file: String
  let converter: SourceLocationConverter
  let stores: [String: String]
  let records: [String: String]
  let objectRecords: Set<String>
  let constantLists: [String: Int]
  let enumCases: EnumCases
  /// The class a property names by `name`, as Swift finds it from the view
  /// (`SourceSymbols.className`): of namesake classes, the one of the view's namespace.
  let modelClass: (_ name: String, _ binding: PatternBindingSyntax) -> String

  func property(
    _ name: String, _ binding: PatternBindingSyntax, _ variable: VariableDeclSyntax,
    _ draft: inout ScreenDraft.View, warnings: inout [ImportWarning]
  ) {
    let attributes = variable.attributes
    let type = binding.typeAnnotation?.type
    // A generic model (`Store<AppState>`) is its class (`Store`); a nested one
    // (`WorkspaceDocument.SearchState`), its own name, as the models are keyed.
    let typeName = modelClass(
      type?.as(IdentifierTypeSyntax.self).map { $0.name.text } ?? type?.as(MemberTypeSyntax.self).map {
        $0.name.text
      }
        ?? type?.trimmedText ?? "", binding)
    // `= Model()`, `= .init()` with the type written before it, or a shared instance
    // (`= Model.shared`; the format has one instance per model class anyway).
    // `= Model<Post>()`: a generic model is its class, as written in the type.
    let callee = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
    let called = (callee?.as(GenericSpecializationExprSyntax.self)?.expression ?? callee)?.trimmedText
    let shared = binding.initializer?.value.as(MemberAccessExprSyntax.self)?.base?.trimmedText
    // `Workspace.SearchState()`: a nested class, by its own name.
    let initializedClass =
      called.map {
        $0.hasPrefix(".") ? typeName : modelClass(String($0.split(separator: ".").last ?? ""), binding)
      }
      ?? shared.flatMap { stores[$0] == nil ? nil : $0 }
    // `@Query var todos: [Todo]`: the model context's list of Todo (SwiftData);
    // `@FetchRequest(…) var todos: FetchedResults<Todo>`, Core Data's.
    if attributes.hasAttribute("Query") || attributes.hasAttribute("FetchRequest") {
      query(
        name, binding, typeName: typeName, isFetchRequest: attributes.hasAttribute("FetchRequest"), &draft)
      return
    }
    if Self.isOwnConstant(attributes, binding) {
      draft.constants[name] =
        binding.initializer.map { SourceExpression($0.value, renames: [:], file: file, converter: converter) }
        ?? SourceExpression("\"\(name)\"", at: place(of: binding))
      return
    }
    if let attribute = attributes.attribute(among: Self.wrappers) {
      wrapped(
        name, by: attribute, binding, typeName: typeName, initialized: initializedClass, &draft,
        warnings: &warnings)
      return
    }
    if attributes.hasAttribute("ViewBuilder") { draft.builders.insert(name) }
    if attributes.hasAttribute("Binding") {
      draft.inputs.append((name, .binding))
      draft.inputGuesses[name] = guess(forType: typeName, at: binding)
      return
    }
    if let value = binding.initializer?.value {
      valued(name, value, binding, variable, typeName: typeName, &draft)
      return
    }
    // A record (a struct of a model's array, a `@Model` the screen lists) before a model: a
    // view given one `Note` is given one of the listed ones, not the one instance of the class.
    if let collection = records[typeName] {
      recordInput(name, of: collection, typed: typeName, binding, &draft, warnings: &warnings)
      return
    }
    if let key = stores[typeName] {
      // A model passed as a plain property: an @Observable read through it, or an
      // ObservableObject the view does not observe.
      draft.models[name] = key
      return
    }
    let isClosure =
      type?.is(FunctionTypeSyntax.self) == true
      || type?.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
      || typeName.contains("->")
    draft.inputs.append((name, isClosure ? .closure : .value))
    if isClosure { ViewCollector.noteClosure(name, typed: typeName, in: &draft) }
    if !isClosure { draft.inputGuesses[name] = guess(forType: typeName, at: binding) }
    implicitNil(name, binding, variable, isClosure: isClosure, &draft)
  }

  /// A plain property of a record's type: the record given. One of `ObservableObject`s is held
  /// by the view that is given it, where SwiftUI holds it only through `@ObservedObject`.
  private func recordInput(
    _ name: String, of collection: String, typed typeName: String, _ binding: PatternBindingSyntax,
    _ draft: inout ScreenDraft.View, warnings: inout [ImportWarning]
  ) {
    draft.inputs.append((name, .record(collection)))
    guard objectRecords.contains(typeName) else { return }
    warnings.append(
      place(of: binding).warning(
        .approximated,
        "took '\(name)' as held, as @ObservedObject would hold it: a plain property of an ObservableObject holds nothing, so SwiftUI would not re-run \(draft.name) when it changes"
      ))
  }

  /// `var note: String?`: the memberwise initializer gives an optional `var` the default nil
  /// (not one with a property wrapper: its initializer is the wrapper's). A closure's nil is
  /// the same each time: `{ }`, always equal (R3).
  private func implicitNil(
    _ name: String, _ binding: PatternBindingSyntax, _ variable: VariableDeclSyntax, isClosure: Bool,
    _ draft: inout ScreenDraft.View
  ) {
    let type = binding.typeAnnotation?.type
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.attributes.isEmpty,
      type?.is(OptionalTypeSyntax.self) == true
        || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
    else { return }
    draft.inputDefaults[name] = SourceExpression(isClosure ? "{ }" : "nil", at: place(of: binding))
    draft.implicitDefaults.insert(name)
  }

  /// The property wrappers a view's stored property may have that make it no input.
  static let wrappers = [
    "StateObject", "ObservedObject", "EnvironmentObject", "Bindable", "State", "Environment",
    "AppStorage", "SceneStorage", "FocusState", "GestureState", "AccessibilityFocusState",
  ]

  /// The property wrappers whose value the view owns and keeps as it is while shown.
  static let constantWrappers = ["Namespace", "ScaledMetric"]

  /// Whether a property with `attributes` is a value the view owns and no parent gives
  /// (`@Namespace var ns`, `@ScaledMetric var size = 20`), which stays as it is while the view
  /// is shown (the text size does not change in a trace): a constant of the view, never an
  /// input a trace would write. A `@ScaledMetric` without a value is the memberwise
  /// initializer's parameter (`quantityTextSize: 40`): the base size each parent gives, an
  /// input of the view.
  private static func isOwnConstant(_ attributes: AttributeListSyntax, _ binding: PatternBindingSyntax)
    -> Bool
  {
    guard let wrapper = attributes.attribute(among: constantWrappers) else { return false }
    return wrapper.attributeName.trimmedText != "ScaledMetric" || binding.initializer != nil
      || wrapper.arguments != nil
  }

  /// A property with one of `wrappers`: a model held or owned, an environment value, a record
  /// bound, or state the view keeps.
  private func wrapped(
    _ name: String, by attribute: AttributeSyntax, _ binding: PatternBindingSyntax, typeName: String,
    initialized initializedClass: String?, _ draft: inout ScreenDraft.View, warnings: inout [ImportWarning]
  ) {
    let wrapper = attribute.attributeName.trimmedText
    // `@Environment(Model.self)`, `@Environment(\.key)`.
    if wrapper == "Environment", let argument = attribute.arguments?.trimmedText {
      if argument.hasPrefix("\\.") {
        let key = ViewCollector.environmentKey(argument.dropFirst(2))
        draft.environmentReads[name] = key
        if key != argument.dropFirst(2) {
          // `\.editMode?.wrappedValue`: a path the screen format cannot name reads its first key whole.
          warnings.append(
            place(of: attribute).warning(
              .approximated,
              "read '\(name)' (\(argument)) as the whole environment key \(key): a change of any of its members re-runs the view"
            ))
        }
      } else if let key = stores[
        modelClass(
          String(argument.replacingOccurrences(of: ".self", with: "").split(separator: ".").last ?? ""),
          binding)]
      {
        draft.models[name] = key
      } else {
        draft.unknownModels[name] = argument.replacingOccurrences(of: ".self", with: "")
      }
      return
    }
    let className = initializedClass ?? typeName
    // `@Bindable var note: Note` of a `@Model` the screen lists: one of its records.
    if wrapper == "Bindable" || (wrapper == "ObservedObject" && objectRecords.contains(className)),
      let collection = records[className]
    {
      draft.inputs.append((name, .record(collection)))
      return
    }
    if let key = stores[className] {
      draft.models[name] = key
      if ["StateObject", "State"].contains(wrapper) && initializedClass != nil {
        draft.owns.append(key)
      } else if ["ObservedObject", "EnvironmentObject", "StateObject"].contains(wrapper) {
        // A `@StateObject` without a value is given its object (by the memberwise initializer,
        // or `StateObject(wrappedValue:)` in an init): it subscribes to it as a holder does (R5).
        draft.holds.append(key)
      }
      return
    }
    if wrapper == "Bindable" || wrapper.hasSuffix("Object") {
      // Without a type written, the model is named by the value it is given.
      draft.unknownModels[name] =
        className.isEmpty ? binding.initializer?.value.trimmedText ?? name : className
    } else {
      // `@AppStorage`, `@SceneStorage`, `@FocusState` and `@GestureState` are state the view
      // keeps, as `@State` is.
      let models = ModelCollector(
        file: file, converter: converter, constantLists: constantLists, enumCases: enumCases)
      draft.state.append((name, models.initialValue(binding, inState: true, warnings: &warnings)))
      if wrapper != "State" { draft.stateWrappers[name] = wrapper }
    }
  }

  /// A `@Query` or `@FetchRequest` property `name`: what it fetches is its array's element
  /// (`[Todo]`) or its results' (`FetchedResults<Todo>`).
  private func query(
    _ name: String, _ binding: PatternBindingSyntax, typeName: String, isFetchRequest: Bool,
    _ draft: inout ScreenDraft.View
  ) {
    let type = binding.typeAnnotation?.type
    let generic = type?.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.first
    let element =
      type?.as(ArrayTypeSyntax.self)?.element.trimmedDescription ?? generic?.argument.trimmedDescription
      ?? binding.initializer.map { _ in typeName } ?? typeName
    draft.queries[name] = element
    draft.queryPlaces[name] = place(of: binding)
    if isFetchRequest { draft.fetchRequests.insert(name) }
    // Core Data's list of objects, an `ObservableObject`, re-runs the view that fetches it
    // when an object is inserted or deleted.
    if objectRecords.contains(element), records[element] == ScreenDraft.Store.queryList(of: element) {
      draft.holds.append(ScreenDraft.Store.queryStore(of: element))
    }
  }

  /// A property with its own value: an input with that default (`var count = 0`), or a constant
  /// no parent can pass (a `let`).
  private func valued(
    _ name: String, _ value: ExprSyntax, _ binding: PatternBindingSyntax, _ variable: VariableDeclSyntax,
    typeName: String, _ draft: inout ScreenDraft.View
  ) {
    let type = binding.typeAnnotation?.type
    let initial = SourceExpression(value, renames: [:], file: file, converter: converter)
    // `var count: Int = 0`: the memberwise initializer takes it, with this default; a `let`
    // with its own value is a constant no parent can pass.
    if variable.bindingSpecifier.tokenKind == .keyword(.var), stores[typeName] == nil {
      let isClosure =
        type?.is(FunctionTypeSyntax.self) == true
        || type?.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
        || value.is(ClosureExprSyntax.self)
      draft.inputs.append((name, isClosure ? .closure : .value))
      if isClosure { ViewCollector.noteClosure(name, typed: type?.trimmedDescription ?? "", in: &draft) }
      draft.inputDefaults[name] = initial
      if !isClosure {
        draft.inputGuesses[name] =
          ModelCollector.isLiteral(value) ? initial : guess(forType: typeName, at: binding)
      }
      return
    }
    draft.constants[name] = initial
  }

  private func guess(forType type: String, at binding: PatternBindingSyntax) -> SourceExpression {
    SourceExpression(ModelCollector.guess(forType: type), at: place(of: binding))
  }

  private func place(of node: some SyntaxProtocol) -> SourcePlace {
    SourcePlace(node, file: file, converter)
  }
}

extension ViewCollector {
  /// Whether a function type, as written (`() -> Void`, `((Int) -> ())?`), returns nothing.
  static func returnsNothing(_ type: String) -> Bool {
    result(of: type).map { $0 == "Void" || $0 == "()" } ?? false
  }

  /// The closure input `name` of type `type` among the view's callbacks (returning nothing) or
  /// value functions (returning a plain value), if it is one.
  static func noteClosure(_ name: String, typed type: String, in draft: inout ScreenDraft.View) {
    if returnsNothing(type) { draft.callbacks.insert(name) }
    if returnsPlainValue(type) { draft.valueFunctions.insert(name) }
  }

  /// Whether a function type returns a plain value, no view (`(Item) -> String`).
  static func returnsPlainValue(_ type: String) -> Bool {
    result(of: type).map(plainResults.contains) ?? false
  }

  /// The standard library's and Foundation's value types a function may return that are no
  /// views.
  static let plainResults: Set<String> = [
    "String", "LocalizedStringKey", "Bool", "Int", "Double", "Float", "CGFloat", "Date", "URL",
  ]

  /// What a function type returns, without an optional's mark (`(() -> Void)?`: `Void`).
  private static func result(of type: String) -> String? {
    guard let arrow = type.range(of: "->", options: .backwards) else { return nil }
    var result = type[arrow.upperBound...].filter { !$0.isWhitespace }
    // `(() -> Void)?`: the optional's mark and the parenthesis closing the function type.
    while result.hasSuffix("?")
      || (result.hasSuffix(")") && result.count(where: { $0 == ")" }) > result.count(where: { $0 == "(" }))
    {
      result.removeLast()
    }
    return String(result)
  }

  /// The environment key a key path (without its `\.`) reads: the path, where it is names
  /// (`theme.accent`, a member of `theme`, R9 compares what a view reads); else its first
  /// component (`editMode?.wrappedValue` reads `editMode`).
  static func environmentKey(_ path: Substring) -> String {
    guard ScreenNames.isEnvironmentKey(String(path)) else {
      return String(path.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
    return String(path)
  }

  /// The expression of a body that is only that expression, or only `return` it.
  static func singleExpression(_ statements: CodeBlockItemListSyntax?) -> ExprSyntax? {
    guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
    if let expr = item.as(ExprSyntax.self) { return expr }
    return item.as(ReturnStmtSyntax.self)?.expression
  }
}
