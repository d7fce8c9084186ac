/// Eight bytes of text tested at once, read as one word with the usual bit tricks: text is
/// nearly always plain ASCII, and a word at a time takes a few instructions where a byte at a
/// time takes as many per byte.
///
/// Each test returns a word in which the high bit of every matching byte is set; the other bits
/// are noise until ``marks(_:)`` clears them, once for any number of tests joined with `|`. A
/// borrow may also mark a byte after a match, never one before it: whether any byte matches is
/// always exact, and so is the lowest mark.
enum ByteWords {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The bytes below `bound` (at most 0x80).
  @inline(__always)
  static func below(_ bound: UInt8, in word: UInt64) -> UInt64 {
    (word &- ones &* UInt64(bound)) & ~word
  }

  /// The bytes equal to `byte`.
  @inline(__always)
  static func equal(to byte: UInt8, in word: UInt64) -> UInt64 {
    let difference = word ^ (ones &* UInt64(byte))
    return (difference &- ones) & ~difference
  }

  /// The bytes that are not ASCII.
  @inline(__always)
  static func nonASCII(in word: UInt64) -> UInt64 {
    word
  }

  /// The bytes that are DEL (0x7F) or not ASCII: adding one carries into the high bit of DEL,
  /// and into the next byte only from 0xFF, itself marked.
  @inline(__always)
  static func deleteOrNonASCII(in word: UInt64) -> UInt64 {
    word | (word &+ ones)
  }

  /// The marks of `tests` (joined with `|`), without the noise.
  @inline(__always)
  static func marks(_ tests: UInt64) -> UInt64 {
    tests & highs
  }

  /// Whether `matches` finds a byte in `bytes`: eight bytes at a time, the last eight overlapping
  /// the others; shorter text in two overlapping halves, or padded with `A`, which no test here
  /// looks for.
  @inline(__always)
  static func contains(
    in bytes: UnsafeBufferPointer<UInt8>, where matches: (UInt64) -> UInt64
  ) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    if count >= 8 {
      var offset = 0
      while offset + 8 < count {
        if marks(matches(word(raw, at: offset))) != 0 { return true }
        offset += 8
      }
      return marks(matches(word(raw, at: count - 8))) != 0
    }
    if count >= 4 {
      let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
      let high = UInt64(
        UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
      return marks(matches(low | high << 32)) != 0
    }
    var padded: UInt64 = 0x4141_4141_4141_4141
    for byte in bytes { padded = padded << 8 | UInt64(byte) }
    return marks(matches(padded)) != 0
  }

  /// The eight bytes at `offset`, the first one lowest.
  @inline(__always)
  static func word(_ bytes: UnsafeRawPointer, at offset: Int) -> UInt64 {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }
}
