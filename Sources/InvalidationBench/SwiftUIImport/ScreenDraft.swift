import Foundation

/// What an import found in SwiftUI source, in the terms of a screen file, before it is
/// written out (`ScreenDraftWriter`).
struct ScreenDraft {
  struct Store {
    /// The key expressions use: the class name with a lowercase first letter.
    let key: String
    let className: String
    var fields: [(name: String, initial: String, observed: Bool)] = []
    /// `ObservableObject` (whole-object) or `@Observable`.
    let isObservableObject: Bool
    /// The first array of structs the model holds, as its record collection.
    var records: Records?
    let file: String
    let line: Int
  }

  struct Records {
    let name: String
    let elementType: String
    let count: Int
    var attributes: [(name: String, initial: String)]
  }

  struct View {
    let name: String
    /// Where the view is declared.
    let file: String
    let line: Int
    var inputs: [(name: String, kind: String)] = []
    /// A first value for each value or binding input, from its type, should it become `@State`.
    var inputGuesses: [String: String] = [:]
    var state: [(name: String, initial: String)] = []
    var holds: [String] = []
    var owns: [String] = []
    /// Properties holding a model, by property name, with the store key they stand for, and
    /// `@Environment(\.key)` properties with their key: the names expressions are renamed to.
    var models: [String: String] = [:]
    var environmentReads: [String: String] = [:]
    var equatable: String?
    var actions: [(name: String, statements: [ActionLine])] = []
    var body: [Part] = []

    /// Where the view is declared, as `FILE:LINE`.
    var source: String { "\(file):\(line)" }
  }

  /// A statement of an action, or a block of them that is a transaction of its own.
  indirect enum ActionLine {
    case write(String)
    case withAnimation([ActionLine])
    case async([ActionLine])
  }

  /// A body part, written out as YAML lines.
  indirect enum Part {
    case element(kind: String, content: String)
    case child(name: String, arguments: [(String, String)], id: String?)
    case control(kind: String, binding: String, name: String)
    case button(label: String, action: String)
    case conditional(String, then: [Part], otherwise: [Part])
    case forEach(
      data: String, container: String?, row: String?, arguments: [(String, String)], content: [Part])
    case environment(key: String, value: String, content: [Part])
    case lifecycle(kind: String, value: String?, action: String)

    /// What the import cannot model: an element that shows something and reads nothing.
    static let opaque = Part.element(kind: "Opaque", content: "true")
  }

  var stores: [Store] = []
  var views: [View] = []
  var environmentKeys: [(name: String, initial: String)] = []
  var warnings: [ImportWarning] = []
}

/// Something an import could not resolve, with the guess it made.
public struct ImportWarning: Sendable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let message: String

  /// A warning on one line: source quoted in `message` may span several.
  init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
  }

  public var description: String { "\(file):\(line): warning: \(message)" }
}
