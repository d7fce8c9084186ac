/// SplitMix64: a small, fast generator whose fixed seed makes every corpus reproducible.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func uuid() -> String {
    let hex = Array("0123456789ABCDEF")
    let digits = (0..<32).map { _ in hex[Int(next() % 16)] }
    let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }
    return groups.joined(separator: "-")
  }
}
