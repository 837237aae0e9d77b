import SwiftSyntax

extension AppUses {
  /// Parts of `view`'s body moved into new child views (extract-read, state-in-child; docs/
  /// advise.md, "Patches"). Each part must be whole statements of a closure of the body (a
  /// container's content, a branch, a row), holding no other part; the child declares what the
  /// statements use of the view: its environment values and models as written, a model held
  /// by the view as `@ObservedObject`, `@Bindable` or `let` (given by the call), and the
  /// `@State`s that move with it. Anything else the statements use of the view (an input, a
  /// method, a name of an enclosing closure) stops the patch, at its place. What else the
  /// statements hold (a modifier such as `.onDelete`) moves with them: the advisor imports the
  /// patched files again and keeps the patch only if they run as predicted.
  func extracting(_ moves: [FixEdit.PartMove], from view: String) -> Result<[SourceEdit], FixPatch.Refusal> {
    guard let file = single(view) ?? file(of: moves, declaring: view), let tree = tree(file),
      let structure = Self.declaration(StructDeclSyntax.self, named: view, in: tree)
    else { return .failure(.init(why: "struct \(view) must be declared once in the files read")) }
    // The child is declared at file scope, after the view: what only the view's scope gives
    // (its generic parameters, its nested types, its extensions) it would lack; an attribute
    // that says where or when the view may be used (`@MainActor`) it takes as written.
    if let extended = extensions[view]?.first {
      return .failure(.init(why: "\(view) is extended in \(extended): move the parts by hand"))
    }
    if structure.genericParameterClause != nil || !Extraction.copiesAttributes(of: structure)
      || structure.memberBlock.members.contains(where: {
        !$0.decl.is(VariableDeclSyntax.self) && !$0.decl.is(FunctionDeclSyntax.self)
          && !$0.decl.is(InitializerDeclSyntax.self) && Extraction.nestedName(of: $0.decl) == nil
      })
    {
      return .failure(
        .init(
          why:
            "\(view) is generic, has attributes other than @MainActor or @available, or #if members: move the parts by hand"
        ))
    }
    if let taken = moves.first(where: { declarations[$0.child] != nil }) {
      return .failure(.init(why: "the app already declares a type \(taken.child): move the parts by hand"))
    }
    let extraction = Extraction(
      file: file, tree: tree, structure: structure, bytes: Array((texts[file] ?? "").utf8),
      converter: SourceLocationConverter(fileName: file, tree: tree))
    var edits: [SourceEdit] = []
    var children: [String] = []
    for move in moves {
      let others = moves.filter { $0.child != move.child }.flatMap(\.places)
      switch extraction.move(move, others: others) {
      case .failure(let refusal): return .failure(refusal)
      case .success(let (made, child)):
        edits += made
        children.append(child)
      }
    }
    // After the view's line that closes it, so that the diff only adds lines.
    let bytes = extraction.bytes
    var end = structure.endPositionBeforeTrailingTrivia.utf8Offset
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    let text = children.joined()
    edits.append(
      end < bytes.count && bytes[end] == UInt8(ascii: "\n")
        ? SourceEdit(file: file, range: end + 1..<end + 1, replacement: String(text.dropFirst()) + "\n")
        : SourceEdit(file: file, range: end..<end, replacement: text))
    return .success(edits)
  }
}

extension AppUses {
  /// Where the app declares `view` more than once (one for each target or platform, in files
  /// of their own): the file of the one the parts to move are in, if they are all in one that
  /// declares it once. The move edits that file alone and keeps the view's inputs, so the
  /// others, and what makes any of them, are as they were.
  fileprivate func file(of moves: [FixEdit.PartMove], declaring view: String) -> String? {
    let files = Set(moves.flatMap(\.places).map { ImportedScreen.canonical($0.file) })
    guard files.count == 1, let file = files.first,
      (declarations[view] ?? []).filter({ ImportedScreen.canonical($0) == file }).count == 1
    else { return nil }
    return (declarations[view] ?? []).first { ImportedScreen.canonical($0) == file }
  }
}

/// One view's body, its parts being moved out.
private struct Extraction {
  let file: String
  let tree: SourceFileSyntax
  let structure: StructDeclSyntax
  let bytes: [UInt8]
  let converter: SourceLocationConverter
  /// The view's members by name: stored properties with their declarations, and the names of
  /// its methods and computed properties.
  var stored: [String: VariableDeclSyntax] = [:]
  var computed: Set<String> = []
  /// The getter of `body`: the parts moved are statements in it.
  var body: Range<AbsolutePosition>?

  init(
    file: String, tree: SourceFileSyntax, structure: StructDeclSyntax, bytes: [UInt8],
    converter: SourceLocationConverter
  ) {
    self.file = file
    self.tree = tree
    self.structure = structure
    self.bytes = bytes
    self.converter = converter
    for member in structure.memberBlock.members.map(\.decl) {
      if let variable = member.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          if binding.accessorBlock == nil { stored[name] = variable } else { computed.insert(name) }
          if name == "body", let accessors = binding.accessorBlock { body = accessors.range }
        }
      } else if let function = member.as(FunctionDeclSyntax.self) {
        computed.insert(function.name.text)
      }
    }
  }

  /// The attributes a child takes as its view has them: an isolation or an availability
  /// (`@MainActor`, `@available(iOS 17, *)`), which hold of the parts it is made of too.
  static let copiedAttributes: Set<String> = ["MainActor", "available", "preconcurrency"]

  /// Whether every attribute of `structure` is one the child takes as written.
  static func copiesAttributes(of structure: StructDeclSyntax) -> Bool {
    structure.attributes.allSatisfy { element in
      element.as(AttributeSyntax.self).map { copiedAttributes.contains($0.attributeName.trimmedDescription) }
        ?? false
    }
  }

  /// The name of a type `decl` declares inside the view (`enum Tab`, `typealias FontState`).
  static func nestedName(of decl: DeclSyntax) -> String? {
    guard
      decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
        || decl.is(TypeAliasDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
    else { return nil }
    return decl.asProtocol(NamedDeclSyntax.self)?.name.text
  }

  /// The first word of `items` naming a type the view declares: the child, declared outside
  /// the view, would not see it by that name.
  private func nestedType(usedBy items: [CodeBlockItemSyntax]) -> TokenSyntax? {
    let nested = Set(structure.memberBlock.members.compactMap { Self.nestedName(of: $0.decl) })
    guard !nested.isEmpty else { return nil }
    return items.lazy.flatMap { $0.tokens(viewMode: .sourceAccurate) }.first { token in
      if case .identifier(let text) = token.tokenKind { return nested.contains(text) }
      return false
    }
  }

  /// The wrappers a child can declare as the view does, or be given by its call.
  private enum Holding {
    /// Copied as written (`@Environment(…)`, `@EnvironmentObject`, a `@State` that moves).
    case copied
    /// Given by the call, declared with this text (`@ObservedObject var model: Model`).
    case given(String)
  }

  /// `move` made: the statements replaced by the call of the new child, a moving state's
  /// declaration removed; and the child's declaration, to follow the view's.
  func move(_ move: FixEdit.PartMove, others: [SourcePlace]) -> Result<
    ([SourceEdit], String), FixPatch.Refusal
  > {
    let items: [CodeBlockItemSyntax]
    let range: Range<Int>
    switch statements(of: move, others: others) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let found): (items, range) = found
    }
    // What the statements use of the view, and of the closures around them.
    let names = Names()
    for item in items { names.walk(item) }
    if let refusal = foreignName(in: names, around: items[0], child: move.child) { return .failure(refusal) }
    if let nested = nestedType(usedBy: items) {
      return .failure(
        .init(
          why:
            "\(written(nested)): \(nested.text) is a type the view declares, which \(move.child) would not see: move the parts by hand"
        ))
    }
    var declarations: [String] = []
    var arguments: [String] = []
    var edits: [SourceEdit] = []
    let members = Set(names.used.map { $0.name.hasPrefix("$") ? String($0.name.dropFirst()) : $0.name })
    for name in stored.keys.filter(members.contains).sorted(by: { order($0) < order($1) }) {
      let declaration = stored[name]!
      switch given(name, declaration, names: names, move: move, around: items[0]) {
      case .failure(let refusal): return .failure(refusal)
      case .success(.copied): declarations.append(declaration.trimmedDescription)
      case .success(.given(let text)):
        declarations.append(text)
        arguments.append("\(name): \(name)")
      }
      if move.state.contains(name) { edits.append(removal(of: declaration)) }
    }
    if let inner = names.used.first(where: { computed.contains($0.name) }) {
      return .failure(
        .init(
          why:
            "\(written(inner.node)): \(inner.name) is a method or computed property of \(structure.name.text): move it to \(move.child) by hand"
        ))
    }
    if let refusal = stateUsedOutside(move.state, range) { return .failure(refusal) }
    edits.append(
      SourceEdit(file: file, range: range, replacement: "\(move.child)(\(arguments.joined(separator: ", ")))")
    )
    return .success((edits, child(move.child, declarations: declarations, statements: range)))
  }

  /// The statements `move` takes, one after another in one block, and the range of their
  /// text; refused where a part is not a statement of its own, or another child's part is
  /// among them.
  private func statements(of move: FixEdit.PartMove, others: [SourcePlace]) -> Result<
    ([CodeBlockItemSyntax], Range<Int>), FixPatch.Refusal
  > {
    var items: [CodeBlockItemSyntax] = []
    for place in move.places {
      guard let item = statement(at: place) else {
        return .failure(
          .init(
            why:
              "\(place.written): this part of \(structure.name.text)'s body is not a statement of its own (a modifier's argument, or the body's outermost view): move it by hand"
          ))
      }
      if !items.contains(where: { $0.id == item.id }) { items.append(item) }
    }
    // Statements one after another in one list, in order.
    guard let list = items.first?.parent?.as(CodeBlockItemListSyntax.self),
      items.allSatisfy({ $0.parent?.id == list.id })
    else {
      return .failure(
        .init(why: "the parts of \(move.child) are not statements of one block: move them by hand"))
    }
    let indices = list.indices
    let positions = items.compactMap { item in indices.firstIndex { list[$0].id == item.id } }.sorted()
    let first = list[positions[0]]
    let last = list[positions[positions.count - 1]]
    guard positions.count == items.count,
      list.distance(from: positions[0], to: positions[positions.count - 1]) == positions.count - 1
    else {
      return .failure(
        .init(why: "the parts of \(move.child) are not statements one after another: move them by hand"))
    }
    let range =
      first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
    for other in others {
      if let offset = offset(of: other), range.contains(offset) {
        return .failure(
          .init(
            why:
              "\(other.written): a part another child takes is in the statements \(move.child) would take: move them by hand"
          ))
      }
    }
    return .success(([first] + items.filter { $0.id != first.id }, range))
  }

  /// A name the statements use that would mean something else in the child: `self` given as
  /// a value or `Self` (the child's), or a name of the code around them.
  private func foreignName(in names: Names, around first: CodeBlockItemSyntax, child: String)
    -> FixPatch.Refusal?
  {
    if let own = names.used.first(where: {
      $0.name == "Self" || ($0.name == "self" && $0.node.parent?.is(MemberAccessExprSyntax.self) != true)
    }) {
      return .init(
        why:
          "\(written(own.node)): the statements use \(own.name), which would be \(child): move them by hand")
    }
    let local = enclosingNames(of: first)
    if let used = names.used.first(where: {
      local.contains($0.name) || $0.name.hasPrefix("$") && Int($0.name.dropFirst()) != nil
    }) {
      return .init(
        why:
          "\(written(used.node)): \(used.name) is a name of the code around the statements: move them by hand"
      )
    }
    return nil
  }

  /// How the child has the view's property `name` (`declaration`): copied, or given by the
  /// call; refused where a modifier around the statements may set it, or a moving state has no
  /// first value.
  private func given(
    _ name: String, _ declaration: VariableDeclSyntax, names: Names, move: FixEdit.PartMove,
    around first: CodeBlockItemSyntax
  ) -> Result<Holding, FixPatch.Refusal> {
    let attribute = declaration.attributes.first?.as(AttributeSyntax.self)
    if attribute?.attributeName.trimmedDescription.hasPrefix("Environment") == true,
      let modifier = environmentSetting(
        around: first, keyPath: attribute?.trimmedDescription.contains("\\.") == true)
    {
      return .failure(
        .init(
          why:
            "\(written(modifier)): a modifier around the statements may change \(name) for them: move them by hand"
        ))
    }
    if move.state.contains(name), declaration.bindings.first?.initializer == nil {
      return .failure(.init(why: "\(written(declaration)): \(name) has no first value here: move it by hand"))
    }
    return holding(
      declaration, name: name, moving: move.state.contains(name), bound: names.bound.contains(name),
      models: move.models)
  }

  /// A state that moves used elsewhere in the view than in `range`, the statements that move.
  private func stateUsedOutside(_ states: [String], _ range: Range<Int>) -> FixPatch.Refusal? {
    for state in states {
      let uses = Names()
      uses.walk(structure.memberBlock)
      if let outside = uses.used.first(where: {
        ($0.name == state || $0.name == "$" + state || $0.name == "_" + state)
          && !range.contains($0.node.positionAfterSkippingLeadingTrivia.utf8Offset)
      }) {
        return .init(
          why:
            "\(written(outside.node)): \(state) is used outside the statements that move: move them by hand")
      }
    }
    return nil
  }

  /// How the child holds `name`, declared by the view with `declaration`.
  private func holding(
    _ declaration: VariableDeclSyntax, name: String, moving: Bool, bound: Bool, models: [String]
  ) -> Result<
    Holding, FixPatch.Refusal
  > {
    let wrapper = declaration.attributes.first?.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    let type = Self.type(of: declaration)
    guard declaration.bindings.count == 1 else {
      return .failure(
        .init(why: "\(written(declaration)): \(name) is declared with others: declare it alone"))
    }
    let inside = Names()
    inside.walk(declaration)
    if inside.used.contains(where: { $0.name == "Self" || $0.name == "self" }) {
      return .failure(
        .init(why: "\(written(declaration)): \(name) uses the view's own type: move the parts by hand"))
    }
    func given(_ introducer: String) -> Result<Holding, FixPatch.Refusal> {
      guard models.contains(name) else {
        return .failure(
          .init(why: "\(written(declaration)): \(name) is not a model of the view: move the parts by hand"))
      }
      if let type, isPrivate(type) {
        return .failure(
          .init(
            why: "\(written(declaration)): \(type) is private to its file's scope: move the parts by hand"))
      }
      guard let type else {
        return .failure(.init(why: "\(written(declaration)): \(name) has no written type: give it one"))
      }
      return .success(.given("\(introducer) \(name): \(type)"))
    }
    switch wrapper {
    case "Environment"?, "EnvironmentObject"?: return .success(.copied)
    // A stored preference moved whole reads the same key of the same store in the child.
    case "State"? where moving, "AppStorage"? where moving, "SceneStorage"? where moving:
      return .success(.copied)
    case "StateObject"?, "ObservedObject"?: return given("@ObservedObject var")
    case "Bindable"?: return given("@Bindable var")
    case "State"?, nil:
      // A model the view holds (an @Observable in @State, or given as a plain property).
      return given(bound ? "@Bindable var" : "let")
    default:
      return .failure(
        .init(
          why: "\(written(declaration)): \(name) is held with @\(wrapper ?? ""): move the statements by hand")
      )
    }
  }

  /// The type `declaration` writes, or makes (`Model()`).
  private static func type(of declaration: VariableDeclSyntax) -> String? {
    guard let binding = declaration.bindings.first else { return nil }
    if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription }
    if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)
    {
      return name.baseName.text
    }
    return nil
  }

  /// The new view: its declarations, then its body of the statements at `range`, indented as
  /// the view's members are.
  private func child(_ name: String, declarations: [String], statements range: Range<Int>) -> String {
    let base = indentation(of: structure.positionAfterSkippingLeadingTrivia.utf8Offset)
    let member =
      structure.memberBlock.members.first.map {
        indentation(of: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
      }
      ?? base + "  "
    let unit = String(member.dropFirst(base.count))
    let inner = member + unit
    let from = indentation(of: range.lowerBound).count
    let lines = String(decoding: bytes[range], as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let body = lines.enumerated().map { index, line -> String in
      if index == 0 { return inner + line }
      let spaces = line.prefix { $0 == " " || $0 == "\t" }.count
      return line.isEmpty ? "" : inner + line.dropFirst(min(spaces, from))
    }
    let members = declarations.map { member + $0 + "\n" }.joined()
    let attributes = structure.attributes.map { base + $0.trimmedDescription + "\n" }.joined()
    return "\n\n\(attributes)\(base)struct \(name): View {\n\(members)\n\(member)var body: some View {\n"
      + body.joined(separator: "\n") + "\n\(member)}\n\(base)}"
  }

  /// The statement of a closure of the body holding `place` (the innermost).
  private func statement(at place: SourcePlace) -> CodeBlockItemSyntax? {
    guard let offset = offset(of: place),
      let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
      body?.contains(token.position) == true
    else { return nil }
    var node = Syntax(token)
    while let parent = node.parent {
      if let item = parent.as(CodeBlockItemSyntax.self),
        item.parent?.parent?.is(ClosureExprSyntax.self) == true
      {
        return item
      }
      if parent.is(MemberBlockSyntax.self) { return nil }
      node = parent
    }
    return nil
  }

  /// The names the closures and blocks around `item` declare before it: a closure's
  /// parameters, `let`s, `if let`s and `for` variables.
  private func enclosingNames(of item: CodeBlockItemSyntax) -> Set<String> {
    var names: Set<String> = []
    var node = Syntax(item)
    while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
      if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
        names.formUnion(
          signature.trimmedDescription.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
      }
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        for sibling in list where sibling.position < node.position {
          if let variable = sibling.item.as(VariableDeclSyntax.self) {
            names.formUnion(
              variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
          }
        }
      }
      if let conditions = parent.as(IfExprSyntax.self)?.conditions {
        names.formUnion(
          conditions.compactMap {
            $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.trimmedDescription
          })
      }
      if let loop = parent.as(ForStmtSyntax.self) { names.insert(loop.pattern.trimmedDescription) }
      node = parent
    }
    return names
  }

  /// A modifier between the statements and the body that may set what an `@Environment` the
  /// child copies reads there: `.environment` or `.environmentObject` for a type's object,
  /// any modifier for a key path's value (`\.isEnabled`: `.disabled(…)`).
  private func environmentSetting(around item: CodeBlockItemSyntax, keyPath: Bool) -> Syntax? {
    var node = Syntax(item)
    while let parent = node.parent, !parent.is(AccessorBlockSyntax.self), !parent.is(MemberBlockSyntax.self) {
      if let call = parent.as(FunctionCallExprSyntax.self),
        let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)
      {
        let name = modifier.declName.baseName.text
        if keyPath || name == "environment" || name == "environmentObject" {
          return Syntax(modifier.declName)
        }
      }
      node = parent
    }
    return nil
  }

  /// Whether the file declares the type `name` `private` or `fileprivate`.
  private func isPrivate(_ name: String) -> Bool {
    tree.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == name, let parent = token.parent, !parent.is(VariableDeclSyntax.self),
        let declaration = parent.asProtocol(WithModifiersSyntax.self)
      else { return false }
      return declaration.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }
  }

  /// The position of member `name` among the view's declarations.
  private func order(_ name: String) -> Int {
    stored[name]?.position.utf8Offset ?? Int.max
  }

  /// `declaration` and its line removed.
  private func removal(of declaration: VariableDeclSyntax) -> SourceEdit {
    var start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = declaration.endPositionBeforeTrailingTrivia.utf8Offset
    let lineStart = SourceEdit.indentation(before: start, in: bytes)
    if lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") { start = lineStart }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
    return SourceEdit(file: file, range: start..<end, replacement: "")
  }

  private func offset(of place: SourcePlace) -> Int? {
    guard place.file == file || ImportedScreen.canonical(place.file) == ImportedScreen.canonical(file) else {
      return nil
    }
    return converter.position(ofLine: place.position.line, column: place.position.column).utf8Offset
  }

  private func indentation(of offset: Int) -> String {
    String(decoding: bytes[SourceEdit.indentation(before: offset, in: bytes)..<offset], as: UTF8.self)
  }

  private func written(_ node: some SyntaxProtocol) -> String {
    SourcePlace(node, file: file, converter).written
  }
}

/// The plain names statements use (`name`, `$name`, `self.name`), each at its place, and those
/// bound with `$name`.
private final class Names: SyntaxVisitor {
  var used: [(name: String, node: Syntax)] = []
  var bound: Set<String> = []

  init() {
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // A member's name after a dot (`model.title`) is the member's, not the view's.
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id,
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
    {
      return .visitChildren
    }
    // A key path's components (`\.self`, `\.id`) name members of its root, not the view's.
    if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
    let name = node.baseName.text
    used.append((name, Syntax(node)))
    if name.hasPrefix("$") { bound.insert(String(name.dropFirst())) }
    return .visitChildren
  }
}
