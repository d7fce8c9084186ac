extension ParamType {
  /// ``accept(_:)`` for a value still percent-encoded in `raw` (a path capture): the same
  /// verdict and value, without building intermediate strings when `raw` has no escapes.
  func accept(raw: UnsafeBufferPointer<UInt8>) -> ParamValue? {
    guard !raw.contains(UInt8(ascii: "%")) else {
      return accept(
        PercentDecoding.decodeLossless(String(utf8Bytes: raw)))
    }
    // Without escapes the value is the ASCII text itself (the URL reader encodes non-ASCII).
    switch self {
    case .string:
      return raw.isEmpty ? nil : .string(String(utf8Bytes: raw))
    case .int:
      return Self.integer(raw).map(ParamValue.int)
    case .bool:
      if raw.elementsEqual("true".utf8) { return .bool(true) }
      if raw.elementsEqual("false".utf8) { return .bool(false) }
      return nil
    case .uuid:
      return Self.isUUID(raw) ? .uuid(String(utf8Bytes: raw)) : nil
    case .enumeration(let type):
      let isASCII = raw.allSatisfy { $0 < 0x80 }
      guard isASCII, type.values.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else {
        return accept(String(utf8Bytes: raw))
      }
      return type.values.contains { $0.hasUTF8(raw) } ? .string(String(utf8Bytes: raw)) : nil
    case .pattern(let type):
      if let asciiRegex = type.asciiRegex, let verdict = asciiRegex.wholeMatch(raw) {
        return verdict ? .string(String(utf8Bytes: raw)) : nil
      }
      return accept(String(utf8Bytes: raw))
    case .double:
      return accept(String(utf8Bytes: raw))
    }
  }

  /// `-?(0|[1-9][0-9]*)` within `Int64`, as ``accept(_:)`` reads an `int`.
  static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { index = 1 }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      return index + 1 == bytes.count ? 0 : nil
    }
    // Accumulated negatively so that `Int64.min` fits.
    var value: Int64 = 0
    while index < bytes.count {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = shifted.subtractingReportingOverflow(Int64(digit))
      guard !overflow1, !overflow2 else { return nil }
      value = next
      index += 1
    }
    if negative { return value }
    return value == .min ? nil : -value
  }

  /// 8-4-4-4-12 hex digits, either case.
  static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    // Five words: bytes 0–7, 8–15 (dashes at 8 and 13), 16–23 (dashes at 18 and 23), 24–31,
    // and 28–35 (overlapping the fourth, to reach the end without a shorter read).
    let second = ByteWord.load(bytes, at: 8)
    let third = ByteWord.load(bytes, at: 16)
    let secondDashes: UInt64 = 0x0000_FF00_0000_00FF
    let thirdDashes: UInt64 = 0xFF00_0000_00FF_0000
    let dashes = ByteWord.ones &* UInt64(UInt8(ascii: "-"))
    guard second & secondDashes == dashes & secondDashes,
      third & thirdDashes == dashes & thirdDashes
    else { return false }
    // The dashes read as the digit `0` below.
    let zeros = ByteWord.ones &* UInt64(UInt8(ascii: "0"))
    let hex =
      hexDigits(ByteWord.load(bytes, at: 0))
      & hexDigits(second & ~secondDashes | zeros & secondDashes)
      & hexDigits(third & ~thirdDashes | zeros & thirdDashes)
      & hexDigits(ByteWord.load(bytes, at: 24)) & hexDigits(ByteWord.load(bytes, at: 28))
    return hex == ByteWord.highBits
  }

  /// `0x80` in each hex digit of `word`, either case.
  @inline(__always)
  private static func hexDigits(_ word: UInt64) -> UInt64 {
    ByteWord.digits(word)
      | ByteWord.inRange(word | 0x2020_2020_2020_2020, UInt8(ascii: "a"), UInt8(ascii: "f"))
  }
}

extension ParamType {
  /// Whether ``accept(raw:)`` would accept `raw`, without building the value (no string is
  /// copied when `raw` has no escapes): what the resolver's fast path checks before it knows
  /// which route wins.
  func admits(raw: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !raw.contains(UInt8(ascii: "%")) else { return accept(raw: raw) != nil }
    switch self {
    case .string:
      return !raw.isEmpty
    case .int:
      return Self.integer(raw) != nil
    case .bool:
      return raw.elementsEqual("true".utf8) || raw.elementsEqual("false".utf8)
    case .uuid:
      return Self.isUUID(raw)
    case .enumeration(let type):
      // The same bytes are the same string. Other bytes may still be a value canonically
      // equivalent (`K` and U+212A KELVIN SIGN), but not when both sides are ASCII.
      if type.values.contains(where: { $0.hasUTF8(raw) }) { return true }
      guard raw.allSatisfy({ $0 < 0x80 }), type.isASCII else { return accept(raw: raw) != nil }
      return false
    case .pattern(let type):
      if let asciiRegex = type.asciiRegex, let verdict = asciiRegex.wholeMatch(raw) {
        return verdict
      }
      return accept(raw: raw) != nil
    case .double:
      return accept(raw: raw) != nil
    }
  }
}

extension EnumType {
  /// Whether every allowed value is ASCII, so that bytes compare as the strings do.
  var isASCII: Bool { values.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } }
}

extension String {
  /// Whether the string's UTF-8 is `bytes`.
  func hasUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8.elementsEqual(bytes)
  }
}
