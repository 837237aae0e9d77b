import SwiftSyntax

extension ViewHelper {
  /// The computed properties and functions of a type, in its declaration and its extensions
  /// (its `body` and `==` left out).
  static func helpers(of symbol: SourceSymbols.TypeSymbol) -> [String: ViewHelper] {
    helpers(in: symbol.members)
  }

  /// The computed properties and functions among `members`.
  static func helpers(in members: [SourceSymbols.Member]) -> [String: ViewHelper] {
    var helpers: [String: ViewHelper] = [:]
    for member in members {
      let (file, converter) = (member.part.file, member.part.converter)
      if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text != "==",
        !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        let statements = function.body?.statements
      {
        let clause = function.signature.parameterClause.parameters
        let parameters = clause.map { ($0.secondName ?? $0.firstName).plainName }
        let name = function.name.plainName
        var helper = ViewHelper(
          parameters: parameters, isFunction: true, statements: statements,
          returnsValue: function.signature.returnClause != nil,
          returnType: function.signature.returnClause?.type.trimmedText, file: file, converter: converter)
        helper.labels = clause.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.plainName }
        helper.defaults = clause.map { $0.defaultValue?.value }
        // Overloads: the first one written stands for the name; a call takes the one it fits.
        if helpers[name] == nil { helpers[name] = helper } else { helpers[name]!.overloads.append(helper) }
        continue
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName,
          name != "body", let accessor = binding.accessorBlock, let statements = getter(accessor)
        else { continue }
        var helper = ViewHelper(
          parameters: [], isFunction: false, statements: statements, returnsValue: true,
          returnType: binding.typeAnnotation?.type.trimmedText, file: file, converter: converter)
        if case .accessors(let list) = accessor.accessors,
          let set = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = set.body
        {
          helper.setter = (body.statements, set.parameters?.name.plainName ?? "newValue")
        }
        helpers[name] = helper
      }
    }
    return helpers
  }
}
