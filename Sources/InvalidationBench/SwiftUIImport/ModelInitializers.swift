import SwiftSyntax

/// What a model's initializers do, read against its stored properties (docs/swiftui-import.md,
/// "What a model's init does"). The screen starts a model from its fields' first values and
/// runs nothing of an `init`: a literal every initializer making the model sets a property to
/// is that property's first value, as the source states (over a declared value too: the init
/// runs after it); any other statement (a subscription, a load, a call of a method, another
/// value set over a declared one) is a warning at its place, named after the class whose
/// init it is. Setting a property to what is not a literal is left to the property's own
/// warning (its first value is guessed); a call of the SDK's outside effects
/// (`OutsideEffect`) changes nothing a view reads.
struct ModelInitializers {
  /// The literal every initializer making the model sets each property to.
  private(set) var literals: [String: SourceExpression] = [:]
  /// The properties an initializer making the model sets to something other than `nil` that
  /// is no first value of `literals`: an optional of them declared without a value does not
  /// start `nil` as stated (`init(data: T) { self.data = data }`); its first value is open.
  private(set) var setOtherwise: Set<String> = []
  /// What the screen does not run, at its place.
  private(set) var warnings: [ImportWarning] = []

  /// The initializers of `lineage`, a model class and its base classes, named `model`;
  /// `reach` is what of the app a statement may reach (`InitStatementEffect.Context`).
  init(of model: String, lineage: [SourceSymbols.TypeSymbol], reach: InitStatementEffect.Context) {
    var stored: [String: PatternBindingSyntax] = [:]
    for member in lineage.flatMap(\.declaredMembers) {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      for binding in variable.bindings where binding.isStored {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName {
          stored[name] = binding
        }
      }
    }
    let initializers = lineage.flatMap { type in
      type.members.compactMap { member in
        member.decl.as(InitializerDeclSyntax.self).map {
          (initializer: $0, part: member.part, owner: type.name)
        }
      }
    }
    // What each initializer sets each property to, in order.
    var sets: [String: [Assignment]] = [:]
    // The properties in the order the initializers first set them: the warnings' order.
    var order: [String] = []
    let context = Self.context(reach, lineage: lineage, stored: stored)
    for (initializer, part, owner) in initializers {
      var locals = InitStatementEffect.Locals()
      for item in initializer.body?.statements ?? [] {
        defer { locals = InitStatementEffect.locals(locals, after: item) }
        if let (name, value) = Self.assignment(item.item, among: stored) {
          if sets[name] == nil { order.append(name) }
          sets[name, default: []].append((value, part, item, part.place(of: initializer), owner))
          continue
        }
        if Self.isDelegation(item.item) { continue }
        if let expr = item.item.as(ExprSyntax.self),
          OutsideEffect.isOutside(expr, roots: reach.outsideRoots, viewNames: { stored[$0] != nil })
        {
          continue
        }
        read(item, of: part, by: owner, for: model, locals: locals, in: context)
      }
    }
    // The initializers that make the model: its own, or else its nearest base class's (each
    // runs its bases' by `super.init`).
    let making =
      lineage.reversed().lazy.map { type in
        type.members.filter { $0.decl.is(InitializerDeclSyntax.self) }.map { $0.part.place(of: $0.decl) }
      }.first { !$0.isEmpty } ?? []
    let makers = Set(making)
    for name in order {
      let found = sets[name] ?? []
      let texts = Set(found.map(\.value.trimmedDescription))
      let setBy = Set(found.map(\.by))
      // One literal, set once by each initializer that makes the model: the first value the
      // source states.
      if !making.isEmpty, setBy == makers, found.count == making.count, texts.count == 1,
        let only = found.first,
        ModelCollector.isLiteral(only.value)
      {
        literals[name] = SourceExpression(
          only.value, renames: [:], file: only.part.file, converter: only.part.converter)
        continue
      }
      if found.contains(where: { makers.contains($0.by) && !$0.value.is(NilLiteralExprSyntax.self) }) {
        setOtherwise.insert(name)
      }
      guard let declared = stored[name]?.initializer?.value else { continue }
      for set in found where set.value.trimmedDescription != declared.trimmedDescription {
        var warning = set.part.place(of: set.item).warning(
          .guessed,
          "took the declared first value of '\(name)' (\(ImportWarning.snippet(declared.trimmedDescription))) over what \(set.owner)'s init sets it to: the screen runs no init"
        )
        warning.firstValueOf = .init(model: model, field: name)
        warnings.append(warning)
      }
    }
  }

  /// What `lineage`'s members say a statement of its init may reach: `stored` (its stored
  /// properties) but for those with observers or `lazy`, which run code, are its other members.
  private static func context(
    _ reach: InitStatementEffect.Context, lineage: [SourceSymbols.TypeSymbol],
    stored: [String: PatternBindingSyntax]
  ) -> InitStatementEffect.Context {
    var context = reach
    for (name, binding) in stored {
      let lazy = binding.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains {
        $0.name.tokenKind == .keyword(.lazy)
      }
      if binding.accessorBlock == nil, lazy != true {
        context.stored.insert(name)
      } else {
        context.members.insert(name)
      }
    }
    for member in lineage.flatMap(\.members) {
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        context.members.insert(function.name.plainName)
      }
      for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] where !binding.isStored {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName {
          context.members.insert(name)
        }
      }
    }
    return context
  }

  /// The warnings of `item`, a statement of `owner`'s init that is no assignment of a stored
  /// property: none where it changes nothing of the model, a guess of each field it may set,
  /// or a statement left out.
  private mutating func read(
    _ item: CodeBlockItemSyntax, of part: SourceSymbols.Part, by owner: String, for model: String,
    locals: InitStatementEffect.Locals, in context: InitStatementEffect.Context
  ) {
    switch InitStatementEffect.of(item, locals: locals, in: context) {
    case .none:
      // Locals, reads of what the app saved, a trap: the model starts as if it were not there.
      return
    case .sets(let names):
      for name in names {
        var warning = part.place(of: item).warning(
          .guessed,
          "took the first value of '\(name)' as if \(owner)'s init left it: '\(ImportWarning.snippet(item.trimmedDescription))' may set it to what the source does not say"
        )
        warning.firstValueOf = .init(model: model, field: name)
        warnings.append(warning)
      }
    case .unknown:
      warnings.append(
        part.place(of: item).warning(
          .skipped,
          "left out '\(ImportWarning.snippet(item.trimmedDescription))' of \(owner)'s init: the screen starts a model from its fields' first values and runs nothing else an init does (a subscription, a load)"
        ))
    }
  }

  /// A property set by an initializer: the value, where, by which initializer of which class.
  private typealias Assignment = (
    value: ExprSyntax, part: SourceSymbols.Part, item: CodeBlockItemSyntax, by: SourcePlace, owner: String
  )

  /// The stored property `item` sets and the value (`self.count = 0`, `count = 0`,
  /// `_count = …` of a wrapper's storage), if it is such an assignment.
  private static func assignment(
    _ item: CodeBlockItemSyntax.Item, among stored: [String: PatternBindingSyntax]
  )
    -> (name: String, value: ExprSyntax)?
  {
    guard let sequence = item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
      let target = sequence.elements.first, let value = sequence.elements.last
    else { return nil }
    let written: String?
    if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      written = member.declName.baseName.plainName
    } else {
      written = target.as(DeclReferenceExprSyntax.self)?.baseName.plainName
    }
    guard var name = written else { return nil }
    if name.hasPrefix("_"), stored[name] == nil { name.removeFirst() }
    return stored[name] != nil ? (name, value) : nil
  }

  /// Whether `item` hands the initialization on: `super.init(…)`, `self.init(…)`, with or
  /// without `try`.
  private static func isDelegation(_ item: CodeBlockItemSyntax.Item) -> Bool {
    var expr = item.as(ExprSyntax.self)
    if let attempt = expr?.as(TryExprSyntax.self) { expr = attempt.expression }
    guard let call = expr?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base
    else { return false }
    return base.is(SuperExprSyntax.self)
      || base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }
}
