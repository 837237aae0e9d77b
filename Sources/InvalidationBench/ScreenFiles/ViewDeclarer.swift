/// Declares one view of a screen file through the `ScreenBuilder`: its inputs, `@State`,
/// equality, the stores it holds or owns, its actions and its body.
struct ViewDeclarer {
  let names: ScreenNames
  let builder: ScreenBuilder

  static let keys = ["source", "inputs", "state", "equatable", "holds", "owns", "actions", "body"]

  func declare(_ entry: (key: String, keyValue: YAMLValue, value: YAMLValue)) throws(ScreenFileError) {
    let name = entry.key
    let fields = try entry.value.mapping("the view '\(name)'", allowed: Self.keys)
    if let source = fields["source"] {
      builder.viewSources[name] = try source.scalar("the view's source, as File.swift:12")
    }
    let inputs = try self.inputs(fields["inputs"], view: name)
    var state: [StateSpec] = []
    for item in try fields["state"]?.mapping("the @State of \(name)") ?? [] {
      let value = try names.constants.constant(
        SwiftExpression(item.value, what: "the initial value of \(item.key)"))
      state.append(StateSpec(item.key, value))
    }
    let expressions = ViewExpressionCompiler(names: names, view: name, inputs: inputs, state: state)
    let equality = try self.equality(fields["equatable"], expressions)
    let holds = try stores(fields["holds"], what: "holds")
    let owns = try stores(fields["owns"], what: "owns")
    let actionEntries = try fields["actions"]?.mapping("the actions of \(name)") ?? []
    let body = fields["body"] ?? entry.keyValue.empty
    let names = self.names
    let builder = self.builder
    let id: ViewID
    do throws(DeclarationError) {
      id = try builder.view(name, inputs: inputs, state: state, equality: equality, holds: holds, owns: owns)
      {
        scope throws(DeclarationError) in
        do throws(ScreenFileError) {
          let actions = ActionCompiler(expressions: expressions)
          for action in actionEntries {
            let steps = try actions.steps(action.value, action: action.key)
            do throws(DeclarationError) {
              try scope.action(action.key, steps)
            } catch {
              throw action.keyValue.error("\(error)")
            }
            names.actions.insert(action.key)
          }
          let compiler = BodyReader(names: names, builder: builder, scope: scope, expressions: expressions)
          return try compiler.parts(body, what: "the body of \(name)")
        } catch {
          throw .screenFile(error)
        }
      }
    } catch {
      if case .screenFile(let error) = error { throw error }
      if case .ownedStoreTwice = error, let owns = fields["owns"] { throw owns.error("\(error)") }
      if let path = builder.failedPart, let part = Self.part(at: path[...], in: body) {
        throw part.error("\(error)")
      }
      if let (action, path) = builder.failedStatement,
        let statements = actionEntries.first(where: { $0.key == action })?.value,
        let statement = Self.statement(at: path[...], in: statements)
      {
        throw statement.error("\(error)")
      }
      throw entry.keyValue.error("\(error)")
    }
    names.views[name] = id
    names.inputs[name] = inputs
    names.state[name] = state
  }

  /// The item of a body at `path` (indices, and between them branches: 0 for `then` or
  /// `content`, 1 for `else`).
  private static func part(at path: ArraySlice<Int>, in list: YAMLValue) -> YAMLValue? {
    guard let index = path.first, let items = try? list.sequence("a body"), items.indices.contains(index)
    else { return nil }
    let item = items[index]
    guard let branch = path.dropFirst().first else { return item }
    guard let entries = try? item.mapping("a part") else { return nil }
    let inner = branch == 0 ? entries["then"] ?? entries["content"] : entries["else"]
    return inner.flatMap { part(at: path.dropFirst(2), in: $0) }
  }

  /// The statement of an action at `path`, through its `withAnimation` and `async` blocks.
  private static func statement(at path: ArraySlice<Int>, in list: YAMLValue) -> YAMLValue? {
    guard let index = path.first, let items = try? list.sequence("an action"), items.indices.contains(index)
    else { return nil }
    guard path.count > 1 else { return items[index] }
    guard let block = (try? items[index].mapping("a block"))?.first?.value else { return nil }
    return statement(at: path.dropFirst(), in: block)
  }

  private func inputs(_ value: YAMLValue?, view: String) throws(ScreenFileError) -> [InputSpec] {
    var inputs: [InputSpec] = []
    for entry in try value?.mapping("the inputs of \(view)") ?? [] {
      guard ScreenNames.isSwiftName(entry.key) else {
        throw entry.keyValue.error("'\(entry.key)' cannot name an input; use a Swift name")
      }
      let kind = try entry.value.scalar("the kind of input \(entry.key)").trimmingCharacters(in: .whitespaces)
      switch kind {
      case "value": inputs.append(.value(entry.key))
      case "closure": inputs.append(.closure(entry.key))
      case "binding": inputs.append(.binding(entry.key))
      case let record where record.hasPrefix("record(") && record.hasSuffix(")"):
        let collectionName = String(record.dropFirst("record(".count).dropLast())
        guard
          let collection = names.stores.values.compactMap(\.collection).first(where: {
            $0.name == collectionName
          })
        else {
          throw entry.value.error(
            "no store has the records '\(collectionName)'; name a store's records: collection")
        }
        inputs.append(.record(entry.key, collection))
      default:
        throw entry.value.error(
          "unknown input kind '\(kind)'; use value, closure, binding or record(collection)")
      }
    }
    return inputs
  }

  private func equality(_ value: YAMLValue?, _ expressions: ViewExpressionCompiler) throws(ScreenFileError)
    -> ViewEquality
  {
    guard let value else { return .structural }
    if case .mapping = value.node {
      let spec = try value.mapping("equatable", allowed: ["ignoring"], required: ["ignoring"])
      var ignoring: Set<String> = []
      for item in try spec["ignoring"]!.sequence("ignoring") {
        let input = try item.scalar("an input name")
        guard expressions.inputs.contains(where: { $0.name == input }) else {
          throw item.error("view '\(expressions.view)' has no input '\(input)' to ignore")
        }
        ignoring.insert(input)
      }
      return .equatable(ignoring: ignoring)
    }
    switch try value.scalar("equatable") {
    case "true": return .equatable(ignoring: [])
    case "false": return .structural
    default:
      var custom = expressions
      custom.inEquality = true
      return .custom(try custom.compile(SwiftExpression(value, what: "the view's ==")))
    }
  }

  private func stores(_ value: YAMLValue?, what: String) throws(ScreenFileError) -> [Int] {
    var indices: [Int] = []
    for item in try value?.sequence(what) ?? [] {
      let name = try item.scalar("a store name")
      guard let store = names.stores[name] else {
        throw item.error("unknown store '\(name)'; \(what) names stores declared under stores")
      }
      indices.append(store.index)
    }
    return indices
  }
}
