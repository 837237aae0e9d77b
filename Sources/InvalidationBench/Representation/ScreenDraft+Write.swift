import SwiftOperators
import SwiftSyntax

extension ScreenDraft {
  /// A write of an action, typed from its syntax (`WriteSyntax`): the location it writes, how,
  /// and the value, each an expression in the screen's names (docs/swiftui-import.md,
  /// "Actions").
  struct Write: Sendable {
    var target: SourceExpression
    let operation: WriteSyntax.Operation
    var value: SourceExpression?

    init(target: SourceExpression, operation: WriteSyntax.Operation, value: SourceExpression? = nil) {
      self.target = target
      self.operation = operation
      self.value = value
    }

    /// The write `statement` is (its operators folded: `level = on ? 10 : 0`), its parts in
    /// its names and at their places in the source, or `nil` if it is not one.
    static func from(_ statement: SourceExpression) -> Write? {
      let folded =
        OperatorTable.standardOperators.foldAll(statement.syntax) { _ in }.as(ExprSyntax.self)
        ?? statement.syntax
      guard let syntax = WriteSyntax(folded) else { return nil }
      func part(_ node: ExprSyntax) -> SourceExpression {
        var part = SourceExpression(
          detached: node, renames: statement.renames, place: statement.place(of: node))
        part.bindings = statement.bindings
        return part
      }
      return Write(target: part(syntax.target), operation: syntax.operation, value: syntax.value.map(part))
    }

    /// Where the statement is: where its target starts.
    var place: SourcePlace { target.place }

    /// As a screen file writes it: `shelf.count += 1`, `isOn.toggle()`.
    var text: String {
      target.text + operation.written(value: value?.text)
    }

    /// The names along the target as the screen names them, `self.` left out:
    /// `counterModel.items[3].done` is `counterModel`, `items`, `done`.
    var path: [String] {
      var names = WriteSyntax.path(of: target.syntax)
      if let first = names.first, let renamed = target.renames[first] {
        names[0] = renamed
      }
      return names
    }

    /// The target and the value.
    var expressions: [SourceExpression] { [target] + (value.map { [$0] } ?? []) }

    /// The write with `transform` applied to its target and value.
    func map(_ transform: (SourceExpression) -> SourceExpression) -> Write {
      Write(target: transform(target), operation: operation, value: value.map(transform))
    }
  }
}
