/// ``JSONText``'s spellings written straight into a byte buffer, for renderers that produce
/// millions of lines: the same bytes, without intermediate strings.
enum JSONBytes {
  /// `value` as a JSON string (see ``JSONText/string(_:)``).
  static func appendString(_ value: String, to output: inout [UInt8]) {
    if let done: Void = value.utf8.withContiguousStorageIfAvailable({
      appendString($0, to: &output)
    }) {
      return done
    }
    var value = value
    value.withUTF8 { appendString($0, to: &output) }
  }

  /// The UTF-8 text `bytes` as a JSON string.
  static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var start = 0
    var index = 0
    // Eight bytes at a time while none needs an escape (most values have none at all), then
    // byte by byte.
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count,
        !needsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      {
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C {
        output += UnsafeBufferPointer(rebasing: bytes[start..<index])
        appendEscape(byte, to: &output)
        start = index + 1
        index += 1
      } else if byte >= 0x7F {
        // DEL, C1 controls and bidirectional formatting characters are escaped as
        // ``JSONText/string(_:)`` escapes them; other non-ASCII text is copied as it is.
        let (scalar, length) = scalar(in: bytes, at: index)
        if VisibleText.isControl(scalar) {
          output += UnsafeBufferPointer(rebasing: bytes[start..<index])
          output += JSONText.unicodeEscape(scalar).utf8
          start = index + length
        }
        index += length
      } else {
        index += 1
      }
    }
    output += UnsafeBufferPointer(rebasing: bytes[start...])
    output.append(UInt8(ascii: "\""))
  }

  /// Whether any of the eight bytes in `word` is a control character, `"`, `\`, DEL or not
  /// ASCII (the usual bit tricks: a byte below 0x20, or equal to a given byte, sets its high bit
  /// in the result; a non-ASCII byte has it already).
  @inline(__always)
  private static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let below20 = (word &- ones &* 0x20) & ~word
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let delete = word ^ (ones &* 0x7F)
    let isQuote = (quote &- ones) & ~quote
    let isBackslash = (backslash &- ones) & ~backslash
    let isDelete = (delete &- ones) & ~delete
    return (below20 | isQuote | isBackslash | isDelete | word) & highs != 0
  }

  /// The scalar whose UTF-8 (valid: the bytes come from a `String`) starts at `index`, and its
  /// length in bytes.
  private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (Unicode.Scalar, Int)
  {
    let lead = UInt32(bytes[index])
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var value = length == 1 ? lead : lead & (0xFF >> (length + 1))
    for offset in 1..<max(1, length) {
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  private static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\\"))
    switch byte {
    case 0x22: output.append(0x22)
    case 0x5C: output.append(0x5C)
    case 0x0A: output.append(UInt8(ascii: "n"))
    case 0x0D: output.append(UInt8(ascii: "r"))
    case 0x09: output.append(UInt8(ascii: "t"))
    case 0x08: output.append(UInt8(ascii: "b"))
    case 0x0C: output.append(UInt8(ascii: "f"))
    default:
      let hex: [UInt8] = Array("0123456789abcdef".utf8)
      output += [
        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
        hex[Int(byte & 0xF)],
      ]
    }
  }

  /// A key and its colon: `"key":`.
  static func appendKey(_ key: StaticString, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    output += UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
    output += [UInt8(ascii: "\""), UInt8(ascii: ":")]
  }

  static func appendRaw(_ text: StaticString, to output: inout [UInt8]) {
    output += UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
  }

  static func appendInteger(_ value: some BinaryInteger, to output: inout [UInt8]) {
    if value >= 0 && value < 10 {
      output.append(UInt8(ascii: "0") + UInt8(value))
    } else if let number = Int64(exactly: value), number > 0 {
      // Digits written backwards into a small buffer: `String(value)` allocates for each one.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
        var remaining = number
        var start = 20
        while remaining > 0 {
          start -= 1
          digits[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
          remaining /= 10
        }
        output += UnsafeBufferPointer(rebasing: digits[start..<20])
      }
    } else {
      output += String(value).utf8
    }
  }
}
