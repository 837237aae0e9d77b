import Foundation

/// Why a results or baseline file could not be read.
public enum ResultsFileError: Error, Equatable, CustomStringConvertible {
  case malformed
  case unsupportedVersion(Int, supported: Int)
  /// Readable, but inconsistent: says what.
  case invalid(String)

  public var description: String {
    switch self {
    case .malformed:
      "it is not a results file of this tool (malformed JSON or missing fields)"
    case .unsupportedVersion(let version, let supported):
      "it has version \(version), and this build reads only version \(supported)"
    case .invalid(let problem):
      problem
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
  static func encode<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(value)
  }
}
