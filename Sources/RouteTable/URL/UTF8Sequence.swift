/// Checks, one byte at a time, that text is valid UTF-8 (RFC 3629), remembering where the
/// sequence being checked started so an error can point at it: for percent-decoded text, at its
/// first `%`, or, for one cut short, at where it stops.
struct UTF8Sequence {
  private var remaining = 0
  private var lower: UInt8 = 0x80
  private var upper: UInt8 = 0xBF
  /// Input offset of the first byte of the sequence in progress, or of the rejected byte.
  private(set) var start = 0

  /// How many bytes the scalar that `lead` begins takes, in valid UTF-8.
  @inline(__always)
  static func length(leadingWith lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  /// Whether the bytes so far end on a scalar boundary.
  var isComplete: Bool { remaining == 0 }
  /// Whether the byte ``accept(_:at:)`` refused ended a sequence in progress by not being a
  /// continuation byte at all (`%E2%82x`), rather than being a wrong one (`%ED%A0`).
  private(set) var isCutShort = false

  /// Takes the next decoded byte, which came from `offset` in the input; `false` when the bytes
  /// can no longer be valid UTF-8 (``start`` then says where the broken sequence began).
  mutating func accept(_ byte: UInt8, at offset: Int) -> Bool {
    if remaining > 0 {
      guard lower <= byte && byte <= upper else {
        isCutShort = byte & 0xC0 != 0x80
        return false
      }
      remaining -= 1
      lower = 0x80
      upper = 0xBF
      return true
    }
    start = offset
    switch byte {
    case 0x00...0x7F: return true
    case 0xC2...0xDF: remaining = 1
    case 0xE0: (remaining, lower) = (2, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: remaining = 2
    case 0xED: (remaining, upper) = (2, 0x9F)
    case 0xF0: (remaining, lower) = (3, 0x90)
    case 0xF1...0xF3: remaining = 3
    case 0xF4: (remaining, upper) = (3, 0x8F)
    default: return false
    }
    return true
  }
}
