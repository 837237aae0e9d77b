import SwiftSyntax

/// What lies outside the files the import read, judged against the whole app
/// (docs/advise.md, "Not judged"): a view or a type the app neither declares nor extends is a
/// package's or the SDK's, which cannot name the app's models; its calls reach the app's code
/// only through what the app gives it (a closure, a delegate or observer, a function, a
/// binding or `&`).
extension AppUses {
  /// Whether `outside`, what a warning is about, is in no fix's way in this app: an app with
  /// an Xcode project (or a folder given as one) around the files, every file of it read, and
  /// no type of its name is declared or extended there, or, for a call, the type or function
  /// it is rooted in is the app's and can change nothing a view reads, judged on all of the
  /// app (`inertNames`), or a global variable of a type so judged; a call's type also runs no
  /// code later (`OutsideEffect.runsCode`), and nothing of the app gives its root or its type
  /// code (`codeTakers`).
  func isOutside(_ outside: ImportWarning.Outside) -> Bool {
    // Without an app around the files (`root`), the files given are not the whole app; nor
    // are a package's own `Sources` and `Tests` (`AppFolder`): a sibling package may name
    // its models.
    guard let root, AppFolder.marker(of: root) != "Package.swift", unread.isEmpty else { return false }
    switch outside {
    case .view(let name):
      return declarations[name] == nil && extensions[name] == nil
    case .defaultsWrite(let key):
      return !codeTakers.contains("UserDefaults") && namesKeyOnlyToWrite(key)
    case .call(let root, let type):
      // A name the type's starts (`AVPlayerItemDidPlayToEndTime` of `AVPlayer`) may be what
      // an observer of it is keyed by.
      // A function outside any type (`playClick()`) is one only the app's inert ones: a
      // package's may write what a package's view shows.
      let undeclared =
        type.first?.isUppercase == true && declarations[type] == nil && extensions[type] == nil
      return (undeclared || inertNames.contains(type)) && !OutsideEffect.runsCode.contains(type)
        && !codeTakers.contains(root) && !codeTakers.contains { $0.hasPrefix(type) }
    case .global(let name):
      // One property of that name in the app, at the top level, of a type it states: a member
      // of that name could be what the call is on.
      guard let found = properties[name], found.count == 1, let global = found.first, global.owner == nil,
        let type = global.type
      else { return false }
      return isOutside(.call(root: name, type: type))
    }
  }

  /// The names `node` may give code to, if it gives any: a call with an argument that may be
  /// code, or an assignment of one (`player.delegate = coordinator`, `timer.handler = { … }`);
  /// then every name of what it is called on or assigns to, up the chain of members and
  /// calls, with their arguments (`NotificationCenter`, `player` of
  /// `NotificationCenter.default.publisher(for: n, object: player.currentItem).sink { … }`),
  /// and those its other arguments use. Closures' own statements are left out.
  static func codeTakers(of node: some SyntaxProtocol) -> Set<String> {
    if let call = node.as(FunctionCallExprSyntax.self) {
      let arguments = call.arguments.map(\.expression)
      guard
        call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
          || arguments.contains(where: mayBeCode)
      else { return [] }
      return names(inChain: call.calledExpression).union(
        arguments.filter { !$0.is(ClosureExprSyntax.self) }.flatMap(names(in:)))
    }
    if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let target = sequence.elements.first, let value = sequence.elements.last, mayBeCode(value)
    {
      // `=`, or `+=` and its kind (`handlers += [handler]`): what is assigned and what to.
      let operation = Array(sequence.elements)[1]
      let assigns =
        operation.is(AssignmentExprSyntax.self)
        || operation.as(BinaryOperatorExprSyntax.self).map {
          OutsideEffect.compoundAssignments.contains($0.operator.text)
        }
          == true
      return assigns ? names(inChain: target).union(names(in: value)) : []
    }
    return []
  }

  /// Whether every place the app writes `key` as a literal (`"isList"`) gives it to a
  /// defaults method as `forKey:`: no `@AppStorage("isList")`, no constant holding it, no
  /// package's key made of it reads it back into a view.
  private func namesKeyOnlyToWrite(_ key: String) -> Bool {
    let quoted = "\"\(key)\""
    for text in texts.values {
      var rest = text[...]
      while let found = rest.range(of: quoted) {
        let before = rest[..<found.lowerBound].reversed().drop { $0 == " " }
        guard String(before.prefix(7).reversed()) == "forKey:" else { return false }
        rest = rest[found.upperBound...]
      }
    }
    return true
  }

  /// Whether `expr`, an argument or an assigned value, may be code or reach it: anything but a
  /// literal (a text's interpolations of inert values among them) or an implicit member
  /// (`.default`); so a closure, `self`, a selector, `&x`, a
  /// function or an object passed by name (`action: handleTick`, `delegate: coordinator`,
  /// `StoreObserver.shared`), a key path.
  private static func mayBeCode(_ expr: ExprSyntax) -> Bool {
    if expr.is(StringLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self)
      || expr.is(FloatLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self)
      || expr.is(NilLiteralExprSyntax.self)
    {
      // A text's interpolations reach code only where one calls, writes or gives `self`
      // (`"Saved \(entry.id)"` gives a value; a logger may read it later, which changes
      // nothing).
      return expr.as(StringLiteralExprSyntax.self)?.segments.contains { segment in
        guard let interpolation = segment.as(ExpressionSegmentSyntax.self) else { return false }
        return interpolation.expressions.contains { argument in
          !ActionTranslator.isInert(argument.expression)
            || argument.expression.tokens(viewMode: .sourceAccurate).contains {
              $0.tokenKind == .keyword(.self)
            }
        }
      } ?? false
    }
    return expr.as(MemberAccessExprSyntax.self).map { $0.base != nil } ?? true
  }

  /// Every name of a chain of members and calls, with the names the calls' arguments use
  /// (`player`, `currentItem` of `player?.currentItem.observe`), stopping at what is not one
  /// (a view's modifier chain after a closure).
  private static func names(inChain expr: ExprSyntax) -> Set<String> {
    var names: Set<String> = []
    var current: ExprSyntax? = expr
    while let node = current {
      if let member = node.as(MemberAccessExprSyntax.self) {
        names.insert(member.declName.baseName.text)
        current = member.base
      } else if let call = node.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
        names.formUnion(
          call.arguments.map(\.expression).filter { !$0.is(ClosureExprSyntax.self) }.flatMap(Self.names(in:)))
        current = call.calledExpression
      } else if let optional = node.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let unwrapped = node.as(ForceUnwrapExprSyntax.self) {
        current = unwrapped.expression
      } else {
        if let reference = node.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
        current = nil
      }
    }
    return names
  }

  /// The names `expr` uses, closures left out.
  static func names(in expr: some SyntaxProtocol) -> Set<String> {
    let finder = ReferencedNames(viewMode: .sourceAccurate)
    finder.walk(expr)
    return finder.found
  }
}

/// The names a node refers to, closures left out.
private final class ReferencedNames: SyntaxVisitor {
  var found: Set<String> = []

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.baseName.text)
    return .visitChildren
  }
}
