import Foundation

/// Why a results or baseline file could not be read.
public enum ResultsFileError: Error, Equatable, CustomStringConvertible {
  case malformed
  case unsupportedVersion(Int, supported: Int)
  /// Readable, but inconsistent: says what.
  case invalid(String)
  /// The JSON encoder refused the value at this coding path.
  case unencodable(path: String)

  public var description: String {
    switch self {
    case .malformed:
      "it is not a results file of this tool (malformed JSON or missing fields)"
    case .unsupportedVersion(let version, let supported):
      "it has version \(version), and this build reads only version \(supported)"
    case .invalid(let problem):
      problem
    case .unencodable(let path):
      "the results could not be written as JSON (the encoder refused the value at '\(path)'); this is a bug of bench, please report it with the command that ran"
    }
  }
}

/// The part of a versioned file read first.
private struct Envelope: Decodable {
  var version: Int?
}

/// The JSON files this tool writes carry `version` first; a reader refuses any version but its
/// own before decoding the rest.
enum VersionedFile {
  static func decode<T: Decodable>(
    _ type: T.Type, from data: Data, version current: Int
  ) throws(ResultsFileError) -> T {
    guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data),
      let version = envelope.version
    else { throw .malformed }
    guard version == current else { throw .unsupportedVersion(version, supported: current) }
    guard let decoded = try? JSONDecoder().decode(T.self, from: data) else { throw .malformed }
    return decoded
  }

  /// Pretty, key-sorted JSON.
  static func encode<T: Encodable>(_ value: T) throws(ResultsFileError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return try encoder.encode(value)
    } catch {
      // Its description holds the whole value: name only where it failed.
      var path: [any CodingKey] = []
      if case .invalidValue(_, let context)? = error as? EncodingError { path = context.codingPath }
      throw .unencodable(
        path: path.prefix(8).map { $0.intValue.map { "\($0)" } ?? $0.stringValue }.joined(separator: "."))
    }
  }
}
