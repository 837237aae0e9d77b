import SwiftSyntax

/// Finds the views of SwiftUI source (`struct X: View`) with their stored properties, read
/// as a screen file's view: inputs, `@State`, the models they hold or own, their own `==`,
/// and the body with the computed properties and `@ViewBuilder` functions it uses.
struct ViewCollector {
  let file: String
  let converter: SourceLocationConverter
  /// Store keys by class name.
  let stores: [String: String]
  /// Record collections by their element type.
  let records: [String: String]

  struct Found {
    var draft: ScreenDraft.View
    let body: CodeBlockItemListSyntax?
    /// Computed properties and functions, inlined where the body shows them, read where it
    /// uses their value; with those of the view's extensions (`ViewHelper.extensions`).
    var helpers: [String: ViewHelper]
  }

  func views(in source: SourceFileSyntax, warnings: inout [ImportWarning]) -> [Found] {
    var found: [Found] = []
    for decl in SourceDeclarations.all(in: source) {
      guard let declaration = decl.as(StructDeclSyntax.self),
        let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedText),
        inherited.contains("View")
      else { continue }
      found.append(view(declaration, equatable: inherited.contains("Equatable"), warnings: &warnings))
    }
    return found
  }

  private func view(_ declaration: StructDeclSyntax, equatable: Bool, warnings: inout [ImportWarning])
    -> Found
  {
    var draft = ScreenDraft.View(name: declaration.name.plainName, place: place(of: declaration))
    var body: CodeBlockItemListSyntax?
    for member in SourceDeclarations.members(of: declaration.memberBlock) {
      if let function = member.as(FunctionDeclSyntax.self), function.name.text == "==",
        let expr = Self.singleExpression(function.body?.statements)
      {
        draft.equatable = .custom(SourceExpression(expr, renames: [:], file: file, converter: converter))
        continue
      }
      guard let variable = member.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else {
          continue
        }
        if name == "body", let accessor = binding.accessorBlock {
          body = ViewHelper.getter(accessor)
          continue
        }
        if binding.isStored {
          property(name, binding, variable, &draft, warnings: &warnings)
          if let observers = binding.accessorBlock {
            warnings.append(
              SourcePlace(observers, file: file, converter).warning(
                "kept '\(name)' of \(draft.name) as stored; its willSet/didSet do not run when it is written")
            )
          }
        }
      }
    }
    if equatable && draft.equatable == nil { draft.equatable = .memberwise }
    let helpers = ViewHelper.helpers(in: declaration.memberBlock, file: file, converter: converter)
    return Found(draft: draft, body: body, helpers: helpers)
  }

  private func property(
    _ name: String, _ binding: PatternBindingSyntax, _ variable: VariableDeclSyntax,
    _ draft: inout ScreenDraft.View, warnings: inout [ImportWarning]
  ) {
    let attributes = variable.attributes
    let type = binding.typeAnnotation?.type
    // A generic model (`Store<AppState>`) is its class (`Store`).
    let typeName = type?.as(IdentifierTypeSyntax.self).map { $0.name.text } ?? type?.trimmedText ?? ""
    // `= Model()`, `= .init()` with the type written before it, or a shared instance
    // (`= Model.shared`; the format has one instance per model class anyway).
    let called = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText
    let shared = binding.initializer?.value.as(MemberAccessExprSyntax.self)?.base?.trimmedText
    let initializedClass =
      called.map { $0.hasPrefix(".") ? typeName : $0 } ?? shared.flatMap { stores[$0] == nil ? nil : $0 }
    if let attribute = attributes.attribute(among: [
      "StateObject", "ObservedObject", "EnvironmentObject", "Bindable", "State", "Environment",
      "AppStorage", "SceneStorage", "FocusState", "GestureState",
    ]) {
      let wrapper = attribute.attributeName.trimmedText
      // `@Environment(Model.self)`, `@Environment(\.key)`.
      if wrapper == "Environment", let argument = attribute.arguments?.trimmedText {
        if argument.hasPrefix("\\.") {
          // `\.window.value` reads the key `window`: a change of it is what re-runs the view.
          draft.environmentReads[name] = Self.environmentKey(argument.dropFirst(2))
        } else if let key = stores[String(argument.replacingOccurrences(of: ".self", with: ""))] {
          draft.models[name] = key
        } else {
          draft.unknownModels[name] = argument.replacingOccurrences(of: ".self", with: "")
        }
        return
      }
      let className = initializedClass ?? typeName
      if let key = stores[className] {
        draft.models[name] = key
        if ["StateObject", "State"].contains(wrapper) && initializedClass != nil {
          draft.owns.append(key)
        } else if ["ObservedObject", "EnvironmentObject"].contains(wrapper) {
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
        let models = ModelCollector(file: file, converter: converter)
        draft.state.append((name, models.initialValue(binding, inState: true, warnings: &warnings)))
      }
      return
    }
    if attributes.hasAttribute("Binding") {
      draft.inputs.append((name, .binding))
      draft.inputGuesses[name] = guess(forType: typeName, at: binding)
      return
    }
    if let value = binding.initializer?.value {
      // A stored property with its own value: what a parent may pass in its place is left out.
      draft.constants[name] = SourceExpression(value, renames: [:], file: file, converter: converter)
      return
    }
    if let key = stores[typeName] {
      // A model passed as a plain property: an @Observable read through it, or an
      // ObservableObject the view does not observe.
      draft.models[name] = key
      return
    }
    if let collection = records[typeName] {
      draft.inputs.append((name, .record(collection)))
      return
    }
    let isClosure =
      type?.is(FunctionTypeSyntax.self) == true
      || type?.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
      || typeName.contains("->")
    draft.inputs.append((name, isClosure ? .closure : .value))
    if !isClosure { draft.inputGuesses[name] = guess(forType: typeName, at: binding) }
  }

  private func guess(forType type: String, at binding: PatternBindingSyntax) -> SourceExpression {
    SourceExpression(ModelCollector.guess(forType: type), at: place(of: binding))
  }

  private func place(of node: some SyntaxProtocol) -> SourcePlace {
    SourcePlace(node, file: file, converter)
  }

  /// The environment key a key path (without its `\.`) reads: its first component.
  static func environmentKey(_ path: Substring) -> String {
    String(path.split(separator: ".").first ?? path)
  }

  /// The expression of a body that is only that expression, or only `return` it.
  static func singleExpression(_ statements: CodeBlockItemListSyntax?) -> ExprSyntax? {
    guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
    if let expr = item.as(ExprSyntax.self) { return expr }
    return item.as(ReturnStmtSyntax.self)?.expression
  }
}
