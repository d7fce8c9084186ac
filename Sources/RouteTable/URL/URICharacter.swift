/// Character classes of RFC 3986 and RFC 3987, on UTF-8 bytes and scalar values.
enum URICharacter {
  @inline(__always)
  static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  @inline(__always)
  static func isUppercase(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }

  /// `ALPHA / DIGIT / "+" / "-" / "."`
  @inline(__always)
  static func isScheme(_ byte: UInt8) -> Bool {
    isAlpha(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }

  /// `ALPHA / DIGIT / "-" / "." / "_" / "~"`
  @inline(__always)
  static func isUnreserved(_ byte: UInt8) -> Bool {
    if isAlpha(byte) || isDigit(byte) { return true }
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): return true
    default: return false
    }
  }

  /// A reg-name character other than `%`: unreserved or sub-delimiter.
  @inline(__always)
  static func isRegName(_ byte: UInt8) -> Bool {
    inMask(byte, low: 0x2bff_7fd2_0000_0000, high: 0x47ff_fffe_87ff_fffe)
  }

  /// A userinfo character other than `%`.
  @inline(__always)
  static func isUserinfo(_ byte: UInt8) -> Bool {
    inMask(byte, low: 0x2fff_7fd2_0000_0000, high: 0x47ff_fffe_87ff_fffe)
  }

  /// A `pchar` other than `%`: unreserved, sub-delimiter, `:` or `@`.
  @inline(__always)
  static func isPathCharacter(_ byte: UInt8) -> Bool {
    inMask(byte, low: 0x2fff_7fd2_0000_0000, high: 0x47ff_fffe_87ff_ffff)
  }

  /// A query or fragment character other than `%`: a `pchar`, `/` or `?`.
  @inline(__always)
  static func isQueryCharacter(_ byte: UInt8) -> Bool {
    inMask(byte, low: 0xafff_ffd2_0000_0000, high: 0x47ff_fffe_87ff_ffff)
  }

  /// Whether an ASCII byte's bit is set in a 128-bit class (`low` for bytes 0–63, `high` for
  /// 64–127); the masks are the character classes above, spelled out as bits for speed.
  @inline(__always)
  private static func inMask(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
    if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
    if byte < 128 { return (high >> UInt64(byte &- 64)) & 1 != 0 }
    return false
  }

  /// RFC 3987 `ucschar`, minus the bidirectional formatting characters that §4.1 forbids in
  /// IRIs (and the isolates Unicode added later, for the same reason).
  static func isIRICharacter(_ value: UInt32, privateUseAllowed: Bool) -> Bool {
    if isBidirectionalFormatting(value) { return false }
    switch value {
    case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF: return true
    case 0x10000...0xEFFFD: return value & 0xFFFF <= 0xFFFD
    case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: return privateUseAllowed
    default: return false
    }
  }

  /// LRM, RLM, LRE, RLE, PDF, LRO, RLO and the isolates LRI, RLI, FSI, PDI.
  static func isBidirectionalFormatting(_ value: UInt32) -> Bool {
    switch value {
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
