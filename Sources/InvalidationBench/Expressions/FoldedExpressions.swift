import Foundation
import SwiftSyntax

/// The expressions parsed and folded so far, by their text: `bench advise` declares a screen
/// again for every fix it tries, and the same text always parses and folds to the same tree.
/// Only trees that parsed are kept; past `limit` texts it starts over, so that a scan of a
/// large app holds no more than that many.
final class FoldedExpressions: @unchecked Sendable {
  /// The one the process shares.
  static let shared = FoldedExpressions()
  /// The most texts kept at once.
  static let limit = 20_000

  // Guards `trees`: imports of several folders run on several threads.
  private let lock = NSLock()
  private var trees: [Key: ExprSyntax] = [:]

  /// What a tree was made from: a screen file's scalar, or an expression of a Swift file with
  /// its leading trivia (whose length its positions keep).
  enum Key: Hashable {
    case scalar(String)
    case imported(String)
  }

  /// The tree of `key`, made by `making` if none is kept.
  func tree<Failure: Error>(_ key: Key, making: () throws(Failure) -> ExprSyntax) throws(Failure)
    -> ExprSyntax
  {
    if let kept = lock.withLock({ trees[key] }) { return kept }
    let made = try making()
    lock.withLock {
      if trees.count >= Self.limit { trees.removeAll(keepingCapacity: true) }
      trees[key] = made
    }
    return made
  }
}
