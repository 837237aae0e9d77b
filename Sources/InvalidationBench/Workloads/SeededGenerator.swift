/// SplitMix64: a small, fast generator whose sequence is fixed by its seed on every platform,
/// so traces (and therefore counts) are the same everywhere.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: Int) {
    state = UInt64(truncatingIfNeeded: seed)
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound` by modulo (bias is irrelevant for traces); 0 when `bound` is not
  /// positive.
  public mutating func below(_ bound: Int) -> Int {
    bound > 0 ? Int(next() % UInt64(bound)) : 0
  }

  /// A lowercase letter or a space, for typing.
  public mutating func character() -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz ")
    return String(letters[below(letters.count)])
  }
}
