import SwiftSyntax

/// The declarations an import reads in a source file: those at the top level and those nested
/// in types and extensions (`extension Feature { struct Row: View }`). An import reads the
/// active source of one platform (`ActiveSource`), which has no `#if` left; a file parsed as
/// written (`AppSources.tree`) has its `#if`s, and what each branch declares counts.
enum SourceDeclarations {
  /// Every declaration of `source`, outer ones before those they contain.
  static func all(in source: SourceFileSyntax) -> [DeclSyntax] {
    var found: [DeclSyntax] = []
    for item in source.statements {
      if let decl = item.item.as(DeclSyntax.self) { collect(decl, nested: true, into: &found) }
    }
    return found
  }

  /// The members of a type.
  static func members(of block: MemberBlockSyntax) -> [DeclSyntax] {
    block.members.map(\.decl)
  }

  private static func collect(_ decl: DeclSyntax, nested: Bool, into found: inout [DeclSyntax]) {
    // A file parsed as written (`AppSources.tree`) still has its `#if`s: what each branch
    // declares counts.
    if let conditional = decl.as(IfConfigDeclSyntax.self) {
      for clause in conditional.clauses {
        switch clause.elements {
        case .statements(let items):
          for item in items {
            if let inner = item.item.as(DeclSyntax.self) { collect(inner, nested: nested, into: &found) }
          }
        case .decls(let members):
          for member in members { collect(member.decl, nested: nested, into: &found) }
        default: break
        }
      }
      return
    }
    found.append(decl)
    guard nested, let block = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock else { return }
    for member in block.members { collect(member.decl, nested: true, into: &found) }
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
