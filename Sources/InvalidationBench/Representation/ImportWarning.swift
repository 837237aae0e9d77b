/// Something an import could not resolve, with the guess it made, at the position of the
/// expression or statement it is about.
public struct ImportWarning: Sendable, Codable, Hashable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let column: Int
  public let message: String
  /// What the import did with the source here, set where the warning is made.
  public let kind: Kind
  /// What lies outside the files that this warning is about, when the whole app can show it
  /// to be in no fix's way (docs/advise.md, "Not judged"). Not written with the warning: only
  /// the advice of the same run asks.
  public var outside: Outside?
  /// For a first value guessed for a property written `Bool` (no `?`) or an enum of the files:
  /// the other values it may start with (`true`; the other cases), which the advice runs too
  /// (docs/advise.md, "Open values"). Not written with the warning either.
  public var otherValues: [String] = []
  /// For a view kept as an element (`kept 'Avatar' as an element …`): the view's name. The
  /// warning stands for that view's own evaluations, which no run counts, and for what it does
  /// inside, which no run does; its arguments' reads are read, or warned about apart. Only a
  /// fix that changes that view has it in its footprint (docs/advise.md, "Footprint"). With
  /// `passedConstant`, the view given that constant. Not written with the warning either.
  public var element: String?
  /// For a constant passed to the view `element` in place of an argument that reads nothing
  /// the screen can change (`Tag(tint: Theme.accent)`): the argument as written. Where the
  /// whole app shows it the same at each evaluation (`AppUses.isConstant`), a fix that keeps
  /// the view's inputs keeps what it is given, and only a fix that changes that view has the
  /// warning in its footprint (docs/advise.md, "Footprint"). Not written with the warning
  /// either.
  public var passedConstant: String?
  /// For a first value guessed at a statement of a model's initializer rather than at the
  /// field (`if let saved = … { self.items = saved }` may set `items`): the field. A guess
  /// about a field nothing on the screen reads or writes is in no fix's way
  /// (docs/advise.md, "Footprint"). Not written with the warning either.
  public var firstValueOf: ModelField?

  /// A stored property of a model class, by their names.
  public struct ModelField: Sendable, Hashable {
    public let model: String
    public let field: String
  }

  /// What lies outside the files: a package's or the SDK's, if the whole app declares no
  /// type of its name, and so cannot name the app's models.
  public enum Outside: Sendable {
    /// A view kept as an element, given only values its parent reads (literals, implicit
    /// members, its models' fields holding plain values): the warning stands for its own
    /// evaluations, which no count includes.
    case view(String)
    /// A call given no code, rooted in `root`, the type `type` or a property of that type
    /// (`player?.pause()`), or a function called by its name (`root` and `type` both name it):
    /// done, if `type` runs no code of the app's later (a task, a timer,
    /// a subject; `OutsideEffect.runsCode`) and no code of the app gives `root` or `type` a
    /// closure, `self` or a selector (a delegate, an observer it would call back).
    case call(root: String, type: String)
    /// A call given no code, rooted in a name nothing of the screen holds (`logger` of
    /// `logger.debug("Saved")`): a global variable's, judged as a call on the type the app
    /// states for it (`let logger = Logger(…)`), where the app declares it once and no
    /// property of that name anywhere else.
    case global(String)
    /// A write of the standard defaults under a key written as a literal
    /// (`UserDefaults.standard.set(isList, forKey: "isList")`, `removeObject(forKey:)`): done,
    /// if the app names that key nowhere else (no `@AppStorage("isList")` reads it) and gives
    /// `UserDefaults` no code (an observer of its changes).
    case defaultsWrite(key: String)
  }

  /// A warning on one line: source quoted in `message` may span several.
  init(file: String, at position: FilePosition, kind: Kind, _ message: String) {
    self.file = file
    line = position.line
    column = position.column
    self.kind = kind
    // Most messages are one line already: an import makes thousands.
    let isOneLine =
      !message.contains(where: \.isNewline) && message.first?.isWhitespace != true
      && message.last?.isWhitespace != true
    self.message =
      isOneLine
      ? message
      : message.split(whereSeparator: \.isNewline).map {
        $0.trimmingCharacters(in: .whitespaces)
      }.joined(separator: " ")
  }

  /// What the import `decided` where `error` refused the source, and why.
  init(_ kind: Kind, _ decided: String, because error: ScreenFileError) {
    self.init(
      file: error.file, at: FilePosition(line: error.line, column: error.column), kind: kind,
      "\(decided): \(error.message)")
  }

  /// What a warning says the import did with the source, for the summary's count by kind.
  public enum Kind: String, CaseIterable, Sendable, Codable {
    case derived = "derived"
    case guessed = "constants or first values guessed"
    case dropped = "reads dropped"
    case skipped = "statements skipped"
    case leftOut = "left out"
    case opaque = "kept opaque"
    case approximated = "approximated"

    /// The kinds from the one that changes counts most (reads lost) to the least (a value
    /// derived from what was read), for a summary that shows the worst first.
    public static let bySeverity: [Kind] = [
      .dropped, .skipped, .opaque, .leftOut, .guessed, .approximated, .derived,
    ]

    /// Whether a warning of this kind says the import did not read the source it is at
    /// completely: a read or statement lost, a view kept opaque or left out, a value guessed.
    /// A fix that touches such a place is not judged (docs/advise.md, "Not judged"). An
    /// approximated or derived value keeps who reads and writes what, which the fixes move.
    public var blocksAdvice: Bool {
      switch self {
      case .dropped, .skipped, .opaque, .leftOut, .guessed: true
      case .approximated, .derived: false
      }
    }
  }

  private enum CodingKeys: String, CodingKey {
    case file, line, column, message, kind
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    file = try container.decode(String.self, forKey: .file)
    line = try container.decode(Int.self, forKey: .line)
    column = try container.decode(Int.self, forKey: .column)
    message = try container.decode(String.self, forKey: .message)
    // Results written before kinds were stored have none: their kind is not known.
    kind = try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .approximated
  }

  /// Warnings are the same when they say the same at the same place: what the advice asks of
  /// them (`outside`, `otherValues`) is not written, so a warning read back equals its
  /// original.
  public static func == (lhs: ImportWarning, rhs: ImportWarning) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.message, lhs.kind) == (
      rhs.file, rhs.line, rhs.column, rhs.message, rhs.kind
    )
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(message)
    hasher.combine(kind)
  }

  /// `FILE:LINE:COLUMN`.
  public var position: String { "\(file):\(line):\(column)" }

  /// Where it is.
  var place: SourcePlace { SourcePlace(file: file, at: FilePosition(line: line, column: column)) }

  public var description: String { "\(position): warning: \(message)" }
}

extension ImportWarning {
  /// Source quoted in a warning: on one line, at most 40 characters.
  static func snippet(_ source: some CustomStringConvertible) -> String {
    let line = source.description.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return line.count > 40 ? line.prefix(39) + "…" : line
  }
}
