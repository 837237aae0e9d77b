import SwiftSyntax

extension SourceSymbols {
  /// What `type` conforms to or inherits, through the base classes and protocols the files
  /// declare (`class ProfileModel: BaseModel` where `BaseModel: ObservableObject`): its own
  /// `inherited`, then theirs.
  func conformances(of type: TypeSymbol) -> Set<String> {
    var found = type.inherited
    var pending = Array(type.inherited)
    while let name = pending.popLast() {
      guard let base = types[name], base !== type else { continue }
      for inherited in base.inherited where found.insert(inherited).inserted {
        pending.append(inherited)
      }
    }
    return found
  }

  /// The classes `type` inherits from in the files, nearest first (cycles, which the
  /// compiler refuses, end the chain).
  func baseClasses(of type: TypeSymbol) -> [TypeSymbol] {
    var chain: [TypeSymbol] = []
    var current = type
    while let base = current.inherited.lazy.compactMap({ types[$0] }).first(where: \.isClass),
      base !== type, !chain.contains(where: { $0 === base })
    {
      chain.append(base)
      current = base
    }
    return chain
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
