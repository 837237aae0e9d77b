import SwiftSyntax

extension SourceSymbols {
  /// What `type` conforms to or inherits, through the base classes and protocols the files
  /// declare (`class ProfileModel: BaseModel` where `BaseModel: ObservableObject`): its own
  /// `inherited`, then theirs.
  func conformances(of type: TypeSymbol) -> Set<String> {
    var found = type.inherited
    var pending = type.inherited.map { (name: $0, from: type) }
    while let (name, holder) = pending.popLast() {
      guard let base = symbol(named: name, from: holder), base !== type else { continue }
      for inherited in base.inherited where found.insert(inherited).inserted {
        pending.append((inherited, base))
      }
    }
    return found
  }

  /// Whether `type` is a Core Data entity class: it inherits `NSManagedObject`, which conforms
  /// to `ObservableObject` (docs/swiftui-import.md, "Core Data").
  func isManagedObject(_ type: TypeSymbol) -> Bool {
    type.isClass && conformances(of: type).contains("NSManagedObject")
  }

  /// The attribute of a property Core Data stores, which notifies as `@Published` does.
  static let managed = "NSManaged"

  /// The classes `type` inherits from in the files, nearest first (cycles, which the
  /// compiler refuses, end the chain).
  func baseClasses(of type: TypeSymbol) -> [TypeSymbol] {
    var chain: [TypeSymbol] = []
    var current = type
    while let base = current.inherited.lazy.compactMap({ self.symbol(named: $0, from: current) }).first(
      where: \.isClass),
      base !== type, !chain.contains(where: { $0 === base })
    {
      chain.append(base)
      current = base
    }
    return chain
  }

  /// The type `name` means in the inheritance clause of `holder`: the one of its name that
  /// Swift finds from there, where a protocol of another namespace shares the name
  /// (`SourceSymbols.shadowed`); otherwise the one of its name.
  func symbol(named name: String, from holder: TypeSymbol) -> TypeSymbol? {
    guard let shadow = shadowed[name], let kept = types[name], let keptPart = kept.declaration,
      let shadowPart = shadow.declaration, let holderPart = holder.declaration
    else { return types[name] }
    let scopes = [SourceScope.enclosing(keptPart.group), SourceScope.enclosing(shadowPart.group)]
    let from = SourceScope.Use(
      scope: SourceScope.enclosing(holderPart.group) + [holder.name], isQualified: false)
    return SourceScope.found(among: scopes, from: from) == scopes[1] && scopes[0] != scopes[1] ? shadow : kept
  }

  /// The members of the extensions of the protocols the files declare that `type` conforms
  /// to, through its base classes and other protocols (`extension StagedFlow { func
  /// stepStage(…) }` of `class ViewModel: StagedFlow`): the type has them where it declares
  /// no namesake of its own. An extension with a `where` clause may not apply to the type and
  /// is left out (docs/swiftui-import.md, "What the source states").
  func protocolExtensionMembers(of type: TypeSymbol) -> [Member] {
    conformances(of: type).sorted().compactMap { name in types[name].flatMap { $0.isProtocol ? $0 : nil } }
      .flatMap { protocolSymbol in
        protocolSymbol.extensions
          .filter { $0.group.as(ExtensionDeclSyntax.self)?.genericWhereClause == nil }
          .flatMap { part in part.group.memberBlock.members.map { Member(decl: $0.decl, part: part) } }
      }
  }

  /// The protocols the files declare that exactly one of `classes` conforms to, each with
  /// that class: a property typed by such a protocol holds that class
  /// (docs/swiftui-import.md, "What the source states").
  func soleConformers(among classes: [String]) -> [String: String] {
    var conformers: [String: [String]] = [:]
    for name in classes {
      guard let type = types[name] else { continue }
      for conformance in conformances(of: type) where types[conformance]?.isProtocol == true {
        conformers[conformance, default: []].append(name)
      }
    }
    return conformers.compactMapValues { $0.count == 1 ? $0[0] : nil }
  }
}
