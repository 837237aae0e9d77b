import SwiftSyntax

/// What an expression the screen cannot compute reads, so that its value can be derived from
/// it (docs/swiftui-import.md, "Derived values"): each longest name or member chain in it
/// that compiles (`model.items` in `model.items.filter { … }.count`), and through the names
/// it uses, what those stand for: a local `let` or `if let`, a computed property or function
/// of the view (its extensions too), a stored property with its own value, and a computed
/// property or method of a model (`model.isAuthorized` reads what its getter reads).
struct DerivedReads {
  /// Compiles and checks an expression in the view, `nil` if the screen cannot say it.
  let compile: (SwiftExpression) -> Expr?
  let names: ScreenNames
  let view: ScreenDraft.View
  /// The models' computed members, by store key.
  let members: [String: [String: [SourceExpression]]]
  /// The models' `subscript(dynamicMember:)`s, by store key.
  let lookups: [String: DynamicMemberLookup]

  /// The reads found: each operand once, with its text in the screen's names.
  private(set) var operands: [(text: String, expr: Expr)] = []
  /// The references whose reads were kept (for the summary, against `ReadCensus`).
  private(set) var kept: [SourcePlace] = []
  private var following: Set<String> = []
  private var takesCases = true

  /// Inlining and member calls nest at most this deep.
  static let depthLimit = 8

  init(
    compile: @escaping (SwiftExpression) -> Expr?, names: ScreenNames, view: ScreenDraft.View,
    members: [String: [String: [SourceExpression]]], lookups: [String: DynamicMemberLookup]
  ) {
    self.compile = compile
    self.names = names
    self.view = view
    self.members = members
    self.lookups = lookups
  }

  /// Adds what `source` reads; with `casesTested`, the cases its own derived value tests too
  /// (not those of the rows' data it is given as well).
  mutating func add(_ source: SourceExpression, casesTested: Bool = true) {
    guard let whole = try? source.compilable("a derived value") else { return }
    let outer = takesCases
    defer { takesCases = outer }
    takesCases = casesTested
    visit(Syntax(whole.syntax), source, whole)
  }

  private mutating func visit(_ node: Syntax, _ source: SourceExpression, _ whole: SwiftExpression) {
    // What an interaction's closure reads is read when it runs, not by the body.
    // A derived value's text has no statements: the view's functions do not decide here.
    if let closure = node.as(ClosureExprSyntax.self), ActionClosures.isAction(closure, actions: []) { return }
    // An implicit member (`.allSessions`) is a case or a static member of the type the
    // context asks for, never the view's property of that name.
    if let member = node.as(MemberAccessExprSyntax.self), member.base == nil { return }
    if let expr = node.as(ExprSyntax.self), let chain = Self.chain(expr) {
      read(chain, source, whole)
      return
    }
    // A derived value's case tested (`derived(item, 0) as Bool`, the import's own) is one of
    // its operands: declared again, it reads the same.
    if takesCases, let literal = node.as(IntegerLiteralExprSyntax.self),
      let value = Int(literal.literal.text),
      node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        == "derived"
    {
      if !operands.contains(where: { $0.text == literal.literal.text }) {
        operands.append((literal.literal.text, .constant(.int(value))))
      }
      return
    }
    for child in node.children(viewMode: .sourceAccurate) { visit(child, source, whole) }
  }

  /// A name or member chain, longest first (`a.b.c`, `a.b`, `a`), or `nil` if `expr` is none.
  private static func chain(_ expr: ExprSyntax) -> [ExprSyntax]? {
    if expr.is(DeclReferenceExprSyntax.self) { return [expr] }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      return chain(base).map { [expr] + $0 }
    }
    if let optional = expr.as(OptionalChainingExprSyntax.self) { return chain(optional.expression) }
    if let forced = expr.as(ForceUnwrapExprSyntax.self) { return chain(forced.expression) }
    return nil
  }

  private mutating func read(_ chain: [ExprSyntax], _ source: SourceExpression, _ whole: SwiftExpression) {
    guard let root = chain.last?.as(DeclReferenceExprSyntax.self) else { return }
    let name = whole.resolved(root.baseName.plainName)
    let plain = name.hasPrefix("$") ? String(name.dropFirst()) : name
    // A chain on `self` is one on the member it names.
    let member = chain.count >= 2 ? chain[chain.count - 2].as(MemberAccessExprSyntax.self) : nil
    // `self.model.sorted`, a model's computed property, reads what its getter reads, as
    // `model.sorted` does.
    if root.baseName.tokenKind == .keyword(.self), let member, chain.count >= 3,
      let computed = chain[chain.count - 3].as(MemberAccessExprSyntax.self)
    {
      let model = whole.resolved(member.declName.baseName.plainName)
      let name = computed.declName.baseName.plainName
      if let store = names.stores[model],
        let expressions = members[model]?[name]
          ?? lookups[model].flatMap({ $0.answers(name) ? $0.getter : nil })
      {
        follow("\(model).\(name)", expressions, model: (model, store), at: root, source)
        return
      }
    }
    if root.baseName.tokenKind == .keyword(.self), let member {
      if !keep(ExprSyntax(member), source, whole) {
        follow(member.declName.baseName.plainName, at: root, source)
      }
      return
    }
    if let bound = source.bindings[plain] {
      // A local name: what it stands for is read here.
      follow("local \(plain)", [bound], at: root, source)
      return
    }
    if let store = names.stores[plain], let member {
      let memberName = member.declName.baseName.plainName
      let lookup = lookups[plain].flatMap { $0.answers(memberName) ? $0.getter : nil }
      if let expressions = members[plain]?[memberName] ?? lookup {
        follow("\(plain).\(memberName)", expressions, model: (plain, store), at: root, source)
        return
      }
    }
    for candidate in chain where keep(candidate, source, whole) { return }
    follow(plain, at: root, source)
  }

  /// Keeps `candidate` as an operand if it compiles; whether it did.
  private mutating func keep(_ candidate: ExprSyntax, _ source: SourceExpression, _ whole: SwiftExpression)
    -> Bool
  {
    guard let expr = compile(SwiftExpression(reparsing: candidate, of: whole)) else { return false }
    let text = SourceNames.text(candidate, source.renames)
    if !operands.contains(where: { $0.text == text }) { operands.append((text, expr)) }
    for reference in candidate.tokens(viewMode: .sourceAccurate)
    where reference.parent?.is(DeclReferenceExprSyntax.self) == true {
      kept.append(source.place(of: reference))
    }
    return true
  }

  /// Reads what the view's helper or constant `name` reads, if it is one.
  private mutating func follow(
    _ name: String, at reference: DeclReferenceExprSyntax, _ source: SourceExpression
  ) {
    if let expressions = view.helperValues[name] {
      follow(name, expressions, at: reference, source)
    } else if let constant = view.constants[name] {
      follow(name, [constant], at: reference, source)
    }
  }

  private mutating func follow(
    _ key: String, _ expressions: [SourceExpression], model: (key: String, store: StoreNames)? = nil,
    at reference: DeclReferenceExprSyntax, _ source: SourceExpression
  ) {
    guard !following.contains(key), following.count < Self.depthLimit else { return }
    following.insert(key)
    defer { following.remove(key) }
    kept.append(source.place(of: reference))
    for expression in expressions {
      if let model {
        readModel(Syntax(expression.syntax), model: model.key, store: model.store)
      } else {
        add(expression)
      }
    }
  }

  /// In a model's member: its fields, by `x` or `self.x`, and its other members.
  private mutating func readModel(_ node: Syntax, model: String, store: StoreNames) {
    if let reference = node.as(DeclReferenceExprSyntax.self) {
      let isMemberName = reference.keyPathInParent == \MemberAccessExprSyntax.declName
      let base = reference.parent?.as(MemberAccessExprSyntax.self)?.base
      guard !isMemberName || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      else {
        return
      }
      let name = reference.baseName.plainName
      let field = store.fields[name] ?? (store.collection?.name == name ? store.collection?.listField : nil)
      if let field {
        let text = "\(model).\(name)"
        if !operands.contains(where: { $0.text == text }) { operands.append((text, .field(field))) }
      } else if let expressions = members[model]?[name], !following.contains("\(model).\(name)"),
        following.count < Self.depthLimit
      {
        following.insert("\(model).\(name)")
        for expression in expressions { readModel(Syntax(expression.syntax), model: model, store: store) }
        following.remove("\(model).\(name)")
      }
      return
    }
    for child in node.children(viewMode: .sourceAccurate) { readModel(child, model: model, store: store) }
  }
}
