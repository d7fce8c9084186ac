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

  /// 32 upper-case hex digits grouped 8-4-4-4-12.
  mutating func uuid() -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for digit in 0..<32 {
      if digit == 8 || digit == 12 || digit == 16 || digit == 20 { text.append(UInt8(ascii: "-")) }
      text.append(hex[Int(next() % 16)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
