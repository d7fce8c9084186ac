extension JSONParser {
  /// Reads a string starting at its opening quote. A string without escapes (nearly all of a
  /// config) is copied once, at its end.
  mutating func readString() throws(JSONSyntaxError) -> String {
    let quote = index
    index += 1
    let contentStart = index
    // The text read so far, kept once an escape makes it differ from the bytes.
    var unescaped: [UInt8]?
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        if unescaped == nil {
          unescaped = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        }
        try readEscape(into: &unescaped!)
      } else if byte == UInt8(ascii: "\"") {
        let text =
          unescaped.map { String(decoding: $0, as: UTF8.self) }
          ?? String(
            decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
        index += 1
        return text
      } else {
        let start = index
        try skipStringCharacter(byte)
        unescaped?.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      }
    }
    throw failure(
      "unexpected-end", "unterminated string", at: quote, help: "close the string with '\"'")
  }

  /// Steps over one unescaped character of a string, rejecting control characters and bytes
  /// that are not UTF-8.
  private mutating func skipStringCharacter(_ byte: UInt8) throws(JSONSyntaxError) {
    if byte >= 0x80 {
      try skipScalar()
    } else if byte < 0x20 {
      let scalar = Unicode.Scalar(byte)
      let help =
        byte == 0x0A || byte == 0x0D
        ? "a string cannot span lines: close it with '\"', or write the line break as '\\n'"
        : "write it escaped, as '\(Self.escapeText(for: byte))'"
      throw failure(
        "control-character", "raw control character \(scalar.codePointText) in a string",
        at: index, help: help)
    } else {
      index += 1
    }
  }

  private static func escapeText(for byte: UInt8) -> String {
    switch byte {
    case 0x08: return "\\b"
    case 0x09: return "\\t"
    case 0x0C: return "\\f"
    default:
      let hex = String(byte, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }

  /// Decodes the escape at `index` (a backslash) and appends its UTF-8.
  private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
    let backslash = index
    guard index + 1 < bytes.count else {
      throw failure("unexpected-end", "unterminated string", at: backslash)
    }
    let letter = bytes[index + 1]
    index += 2
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(letter)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      let scalar = try readUnicodeEscape(backslash: backslash)
      utf8.append(contentsOf: UTF8.encode(scalar)!)
    default:
      index = backslash
      var shown = "\\"
      if letter >= 0x20 && letter < 0x7F {
        shown.unicodeScalars.append(Unicode.Scalar(letter))
      }
      throw failure(
        "invalid-escape", "invalid escape '\(shown)' in a string", at: backslash,
        help: "to put a backslash in a string, write it twice: '\\\(shown)'")
    }
  }

  /// Reads the four hex digits after `\u` (and a second escape for a surrogate pair).
  private mutating func readUnicodeEscape(
    backslash: Int
  ) throws(JSONSyntaxError) -> Unicode.Scalar {
    let unit = try readHexQuad(backslash: backslash)
    switch unit {
    case 0xD800...0xDBFF:
      if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      {
        let lowBackslash = index
        index += 2
        let low = try readHexQuad(backslash: lowBackslash)
        if (0xDC00...0xDFFF).contains(low) {
          return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        }
      }
      throw loneSurrogate(unit, at: backslash)
    case 0xDC00...0xDFFF:
      throw loneSurrogate(unit, at: backslash)
    default:
      return Unicode.Scalar(unit)!
    }
  }

  private mutating func loneSurrogate(_ unit: UInt32, at backslash: Int) -> JSONSyntaxError {
    failure(
      "invalid-escape", "lone surrogate '\\u\(String(unit, radix: 16))' in a string",
      at: backslash,
      help: "a surrogate must be paired: high '\\ud800'-'\\udbff', then low '\\udc00'-'\\udfff'")
  }

  private mutating func readHexQuad(backslash: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = PercentDecoding.hexValue(bytes[index]) else {
        throw failure(
          "invalid-escape", "'\\u' must be followed by four hex digits", at: backslash,
          help: "write a code point as '\\u00e9'")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// Steps over one multi-byte UTF-8 scalar at `index` (RFC 3629: no overlong forms, no
  /// surrogates, nothing above U+10FFFF), or throws `invalid-utf8` at its first byte.
  mutating func skipScalar() throws(JSONSyntaxError) {
    let start = index
    var sequence = UTF8Sequence()
    repeat {
      guard index < bytes.count, sequence.accept(bytes[index], at: index) else {
        index = start
        throw invalidUTF8()
      }
      index += 1
    } while !sequence.isComplete
  }

  private mutating func invalidUTF8() -> JSONSyntaxError {
    let byte = String(bytes[index], radix: 16)
    return failure(
      "invalid-utf8", "invalid utf-8: byte 0x\(byte) does not start a valid sequence", at: index,
      help: "save the file as UTF-8")
  }
}
