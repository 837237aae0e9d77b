import SwiftSyntax

/// The expressions of a body: each compiled where it stands, or derived from what it reads,
/// or (deciding) replaced by a stand-in with a warning, or (refusing) an error at its place.
extension BodyDeclarer {
  /// Why an expression was refused, and where; the compiler's error when it gave one.
  struct Refusal: Error {
    let place: SourcePlace
    let reason: String
    var error: ScreenFileError? = nil

    /// The refusal as an error at its place.
    var asError: ScreenFileError {
      error
        ?? ScreenFileError(file: place.file, line: place.position.line, column: place.position.column, reason)
    }
  }

  /// Refusing, `refusal` as an error; deciding, nothing (the caller decides).
  func decide(_ refusal: Refusal) throws(ScreenFileError) {
    if policy == .refuse { throw refusal.asError }
  }

  /// `source` compiled and checked in this view, of a type among `types` where that is known.
  /// Refusing (a screen file), only compiled: the declaration checks the whole body, and its
  /// errors point at the part (`ScreenFilePlaces`).
  func compile(_ source: SourceExpression, _ what: String, expecting types: [ValueType]? = nil)
    throws(Refusal) -> Expr
  {
    do {
      let expr = try compiler.compile(try source.compilable(what))
      guard policy == .decide else { return expr }
      // A local named as a model's key stands for one of its objects, which the screen holds
      // as one (a row's `bottle` of `Bottle`s): that is the model.
      if let local = source.rebound.first(where: { names.stores[$0] == nil }) {
        throw Refusal(
          place: source.place,
          reason: "'\(local)' here is a local name for another value than the view's '\(local)'")
      }
      try checker.check(expr)
      if let types, let type = checker.staticType(expr), !types.contains(type) {
        throw Refusal(
          place: source.place,
          reason: "\(what) is \(type.withArticle), not \(types.map(\.withArticle).joined(separator: " or "))")
      }
      return expr
    } catch let refusal as Refusal {
      throw refusal
    } catch {
      throw Self.refusal(error, at: source.place)
    }
  }

  /// `source` compiled; or, where the screen cannot compute it, derived from what it reads
  /// (docs/swiftui-import.md, "Derived values"); or, where it reads nothing the screen can
  /// change, the stand-in `stand` in its place with a warning saying what was `decided` (or,
  /// refusing, the error).
  mutating func value(
    _ source: inout SourceExpression, _ what: String, expecting types: [ValueType]? = nil, stand: String,
    decided: String
  ) throws(ScreenFileError) -> Expr {
    do {
      return try exactOrDerived(&source, what, expecting: types)
    } catch {
      try decide(error)
      warn(.approximated, error.place, "in \(view), \(decided): \(error.reason)")
      source = source.replaced(by: stand)
      return (try? compile(source, what)) ?? .constant(.bool(true))
    }
  }

  /// The warning that `source` compares an enum's case as the text of its name, if it does.
  mutating func warnIfComparingCaseNames(_ source: SourceExpression) {
    guard source.comparesCaseNames else { return }
    warn(
      .approximated, source.place,
      "in \(view), tested the case as '\(ImportWarning.snippet(source.text))': the screen has no enums, so a case is the text of its name (its associated values left out)"
    )
  }

  /// `source` compiled; or, where the screen cannot compute it, derived from what it reads,
  /// with a warning, `source` then stating it; a refusal if it reads nothing the screen can
  /// change. Refusing, only compiled.
  mutating func exactOrDerived(
    _ source: inout SourceExpression, _ what: String, expecting types: [ValueType]? = nil
  ) throws(Refusal) -> Expr {
    guard policy == .decide else { return try exact(source, what) }
    var refusal = Refusal(place: source.place, reason: "the screen cannot compute it")
    if !source.mustDerive {
      do {
        let expr = try compile(source, what, expecting: types)
        guard derivedRowData != nil, Self.readsItem(source) else {
          keep(source)
          // A local named as a model's key (a row's `bottle` of `Bottle`s) is the model: the
          // screen holds one object of each.
          if let local = source.rebound.first(where: { names.stores[$0] != nil }) {
            warn(
              .approximated, source.place,
              "in \(view), took '\(local)' as the model's one object: the screen holds one of each model, and this local stands for '\(ImportWarning.snippet(source.bindings[local]?.text ?? local))'"
            )
          }
          warnIfComparingCaseNames(source)
          return expr
        }
        // The element `item` stands for is taken from data the screen derives: what it shows
        // changes when that data does, which its id alone would not say.
        refusal = Refusal(
          place: source.place, reason: "the rows are taken from derived data, so an element changes with it")
      } catch {
        refusal = error
        // A local standing for a literal or a name of the view is that (a helper's parameter given one).
        if let literal = source.withStatedLocals, derivedRowData == nil || !Self.readsItem(literal),
          let expr = try? compile(literal, what, expecting: types)
        {
          keep(source)
          source = source.replaced(by: literal.text)
          return expr
        }
      }
    } else if source.testedCase != nil {
      refusal = Refusal(
        place: source.place, reason: "the screen has no optionals or enums, so the branch taken is a guess")
    }
    let type = types?.first ?? .string
    guard let (expr, text, reads) = derived(source, as: type) else {
      let why =
        type == .list
        ? "and it reads no list or whole number to derive the rows from"
        : "and it reads nothing the screen can change"
      throw Refusal(place: refusal.place, reason: refusal.reason + ", " + why)
    }
    warn(
      .derived,
      source.place,
      "in \(view), derived \(what) '\(ImportWarning.snippet(source.text))' from \(reads): \(refusal.reason)")
    source = source.replaced(by: text)
    return expr
  }

  /// An optional modifier argument (`.id`, `.task(id:)`) compiled or derived; `nil`, and
  /// `source` too, with a warning saying it was `dropped`, if it reads nothing changeable.
  mutating func optional(_ source: inout SourceExpression?, _ what: String, dropped: String)
    throws(ScreenFileError) -> Expr?
  {
    guard var value = source else { return nil }
    do {
      let expr = try exactOrDerived(&value, what)
      source = value
      return expr
    } catch {
      try decide(error)
      warn(.approximated, error.place, "in \(view), \(dropped): \(error.reason)")
      source = nil
      return nil
    }
  }

  /// Whether `source` reads the row's `item`, in the screen's names.
  static func readsItem(_ source: SourceExpression) -> Bool {
    source.text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
      .contains { $0 == "item" || $0.hasPrefix("item.") }
  }

  /// `source` compiled as it stands, its references kept.
  mutating func exact(_ source: SourceExpression, _ what: String, expecting types: [ValueType]? = nil)
    throws(Refusal) -> Expr
  {
    let expr = try compile(source, what, expecting: types)
    keep(source)
    return expr
  }

  /// Keeps every reference of `source`, which is compiled as it stands.
  mutating func keep(_ source: SourceExpression) {
    var pending = [source]
    var seen: Set<SourcePlace> = [source.place]
    while let next = pending.popLast() {
      for token in next.syntax.tokens(viewMode: .sourceAccurate)
      where token.parent?.is(DeclReferenceExprSyntax.self) == true {
        kept.insert(next.place(of: token))
        // A local's value is read where it was given (a helper's parameter: at the call).
        if token.parent?.keyPathInParent != \MemberAccessExprSyntax.declName,
          let bound = next.bindings[token.plainName], seen.insert(bound.place).inserted
        {
          pending.append(bound)
        }
      }
    }
  }

  /// `source` as a value of `type` derived from what it reads (and what its `alongside` and
  /// its bindings read), with its text and a list of the reads for a warning; `nil` if it
  /// reads nothing the screen can change.
  mutating func derived(_ source: SourceExpression, as type: ValueType) -> (Expr, String, String)? {
    // `!x` of a `Bool` the screen cannot compute is `x` derived, negated: `if x` and `if !x`
    // read the same and are never both taken (docs/swiftui-import.md, "Derived values").
    if type == .bool, source.testedCase == nil, source.alongside.isEmpty,
      let prefix = source.syntax.unparenthesized.as(PrefixOperatorExprSyntax.self),
      prefix.operator.text == "!"
    {
      var operand = SourceExpression(
        detached: prefix.expression, renames: source.renames, place: source.place(of: prefix.expression))
      operand.bindings = source.bindings
      guard let (expr, text, reads) = derived(operand, as: .bool) else { return nil }
      return (.unary(.not, expr), "!(\(text))", reads)
    }
    var compiler = self.compiler
    compiler.explains = false
    let checker = self.checker
    var reads = DerivedReads(
      compile: { expression in
        guard let expr = try? compiler.compile(expression), (try? checker.check(expr)) != nil else {
          return nil
        }
        return expr
      }, names: names, view: self.source, members: members, lookups: lookups)
    reads.add(source)
    for other in source.alongside { reads.add(other) }
    if let derivedRowData, reads.operands.contains(where: { $0.text == "item" || $0.text.hasPrefix("item.") })
    {
      reads.add(derivedRowData, casesTested: false)
    }
    var operands = reads.operands
    guard !operands.isEmpty else { return nil }
    var readList = operands.map(\.text).joined(separator: ", ")
    if type == .list {
      // A derived list is the first list it reads (a filter or sort of it), or else `0..<n` of
      // the first whole number, or else 3 rows that stay while what it reads changes.
      if let list = operands.firstIndex(where: { checker.staticType($0.expr) == .list })
        ?? operands.firstIndex(where: { checker.staticType($0.expr) == .int })
      {
        operands.insert(operands.remove(at: list), at: 0)
      } else {
        operands.insert(("3", .constant(.int(3))), at: 0)
        readList += " (3 rows: it reads no list or whole number to count them by)"
      }
    }
    derivedReads.formUnion(reads.kept)
    if let tested = source.testedCase { operands.append(("\(tested)", .constant(.int(tested)))) }
    let expr = Expr.derived(operands.map(\.expr), as: type)
    guard (try? checker.check(expr)) != nil else { return nil }
    let typeName = ViewExpressionCompiler.derivedTypes.first { $0.value == type }?.key ?? "String"
    let text =
      "derived(\(operands.map(\.text).joined(separator: ", ")))" + (type == .string ? "" : " as \(typeName)")
    return (expr, text, readList)
  }

  /// For `$model.username` (or `model.username`, written) where the model looks `username`
  /// up through its `subscript(dynamicMember:)`, the one field that subscript's getter reads
  /// (`$model.viewState`), with why, for the approximated warning to give once it compiles:
  /// reading or writing the member reads or writes that field, and the screen has no member of
  /// its value.
  func throughDynamicMember(_ expr: SourceExpression) -> (expr: SourceExpression, why: String)? {
    guard let member = expr.syntax.unparenthesized.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    let projected = base.baseName.text.hasPrefix("$")
    let written = String(base.baseName.text.dropFirst(projected ? 1 : 0))
    let key = expr.renames[written] ?? written
    let name = member.declName.baseName.plainName
    guard let lookup = lookups[key], lookup.answers(name), let field = lookup.field else { return nil }
    let rewritten = member.with(\.declName, DeclReferenceExprSyntax(baseName: .identifier(field)))
    let why =
      "the model looks '\(name)' up through its subscript(dynamicMember:), which reads \(field), and the screen has no member of its value"
    return (SourceExpression(detached: ExprSyntax(rewritten), renames: expr.renames, place: expr.place), why)
  }

  static func refusal(_ error: any Error, at place: SourcePlace) -> Refusal {
    if let error = error as? ScreenFileError {
      return Refusal(
        place: SourcePlace(file: error.file, at: FilePosition(line: error.line, column: error.column)),
        reason: error.message, error: error)
    }
    return Refusal(place: place, reason: "\(error)")
  }

  static func reason(_ error: any Error) -> String {
    (error as? ScreenFileError)?.message ?? "\(error)"
  }
}
