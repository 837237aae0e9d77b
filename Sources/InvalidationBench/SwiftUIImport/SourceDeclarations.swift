import SwiftSyntax

/// The declarations an import reads in a source file: those at the top level and those nested
/// in types and extensions (`extension Feature { struct Row: View }`), and of each `#if` the
/// first branch, as a build for one platform would see them.
enum SourceDeclarations {
  /// Every declaration of `source`, outer ones before those they contain.
  static func all(in source: SourceFileSyntax) -> [DeclSyntax] {
    var found: [DeclSyntax] = []
    for item in source.statements { collect(Syntax(item.item), nested: true, into: &found) }
    return found
  }

  /// The members of a type, with the first branch of each `#if`.
  static func members(of block: MemberBlockSyntax) -> [DeclSyntax] {
    var found: [DeclSyntax] = []
    for member in block.members { collect(Syntax(member.decl), nested: false, into: &found) }
    return found
  }

  private static func collect(_ node: Syntax, nested: Bool, into found: inout [DeclSyntax]) {
    guard let decl = node.as(DeclSyntax.self) else { return }
    if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      switch ifConfig.clauses.first?.elements {
      case .statements(let items)?:
        for item in items { collect(Syntax(item.item), nested: nested, into: &found) }
      case .decls(let members)?:
        for member in members { collect(Syntax(member.decl), nested: nested, into: &found) }
      default: break
      }
      return
    }
    found.append(decl)
    guard nested, let block = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock else { return }
    for member in block.members { collect(Syntax(member.decl), nested: true, into: &found) }
  }
}

extension PatternBindingSyntax {
  /// Whether the property is stored: no accessors, or only `willSet`/`didSet` observers
  /// (`var tint: Color { didSet { save() } }` holds its value like `var tint: Color`).
  var isStored: Bool {
    guard let accessors = accessorBlock?.accessors else { return true }
    guard case .accessors(let list) = accessors else { return false }
    return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
  }
}
