import RouteTable

/// ``JSONText``'s spellings written straight into bytes, for renderers that produce millions of
/// lines: the same bytes, without intermediate strings.
enum JSONBytes {
  /// `value` as a JSON string (see ``JSONText/string(_:)``).
  static func appendString(_ value: String, to output: inout ByteWriter) {
    if value.utf8.withContiguousStorageIfAvailable({ appendString($0, to: &output) }) == nil {
      var value = value
      value.withUTF8 { appendString($0, to: &output) }
    }
  }

  /// The UTF-8 text `bytes` as a JSON string.
  @inline(__always)
  static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteWriter) {
    if isPlain(bytes) {
      // Most values need no escape at all: the quotes and one copy.
      output.write(upTo: bytes.count + 2) { start in
        start[0] = UInt8(ascii: "\"")
        ByteWriter.copy(bytes, to: start + 1)
        start[bytes.count + 1] = UInt8(ascii: "\"")
        return bytes.count + 2
      }
    } else {
      appendEscaping(bytes, to: &output)
    }
  }

  /// `head`, `value` as a JSON string, then `tail`: the member a renderer writes most often
  /// (`"route":"…","params":{`), with one capacity check and one pass over `value` when it needs
  /// no escape. Inlined, so that the copies of `head` and `tail` are of known sizes.
  @inline(__always)
  static func appendString(
    _ value: String, between head: StaticString, and tail: StaticString,
    to output: inout ByteWriter
  ) {
    if value.utf8.withContiguousStorageIfAvailable({
      appendString($0, between: head, and: tail, to: &output)
    }) == nil {
      var value = value
      value.withUTF8 { appendString($0, between: head, and: tail, to: &output) }
    }
  }

  /// ``appendString(_:between:and:to:)`` of the UTF-8 text `bytes`.
  @inline(__always)
  static func appendString(
    _ bytes: UnsafeBufferPointer<UInt8>, between head: StaticString, and tail: StaticString,
    to output: inout ByteWriter
  ) {
    let headBytes = UnsafeBufferPointer(start: head.utf8Start, count: head.utf8CodeUnitCount)
    let tailBytes = UnsafeBufferPointer(start: tail.utf8Start, count: tail.utf8CodeUnitCount)
    guard isPlain(bytes) else {
      output.append(headBytes)
      appendEscaping(bytes, to: &output)
      output.append(tailBytes)
      return
    }
    let count = headBytes.count + bytes.count + tailBytes.count + 2
    output.write(upTo: count) { start in
      ByteWriter.copy(headBytes, to: start)
      var position = headBytes.count
      start[position] = UInt8(ascii: "\"")
      ByteWriter.copy(bytes, to: start + position + 1)
      position += bytes.count + 1
      start[position] = UInt8(ascii: "\"")
      ByteWriter.copy(tailBytes, to: start + position + 1)
      return count
    }
  }

  /// ``appendString(_:to:)`` for text with something to escape; kept out of line so that the
  /// common case stays small.
  @inline(never)
  private static func appendEscaping(
    _ bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteWriter
  ) {
    output.append(UInt8(ascii: "\""))
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C {
        output.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        appendEscape(byte, to: &output)
        start = index + 1
        index += 1
      } else if byte >= 0x7F {
        // DEL, C1 controls and bidirectional formatting characters are escaped as
        // ``JSONSource/string(_:)`` escapes them (rare: its text is worth a copy); other
        // non-ASCII text is copied as it is.
        let (scalar, length) = scalar(in: bytes, at: index)
        if VisibleText.isControl(scalar) {
          output.append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
          output.append(utf8: String(JSONSource.string(String(scalar)).dropFirst().dropLast()))
          start = index + length
        }
        index += length
      } else {
        index += 1
      }
    }
    output.append(UnsafeBufferPointer(rebasing: bytes[start...]))
    output.append(UInt8(ascii: "\""))
  }

  /// Whether every byte of `bytes` is printable ASCII other than `"` and `\`, which a JSON string
  /// holds as they are.
  @inline(__always)
  static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    !ByteWords.contains(in: bytes) { word in
      ByteWords.below(0x20, in: word) | ByteWords.equal(to: 0x22, in: word)
        | ByteWords.equal(to: 0x5C, in: word) | ByteWords.deleteOrNonASCII(in: word)
    }
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

  private static func appendEscape(_ byte: UInt8, to output: inout ByteWriter) {
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
      let hex: StaticString = "0123456789abcdef"
      output.append("u00")
      output.append(hex.utf8Start[Int(byte >> 4)])
      output.append(hex.utf8Start[Int(byte & 0xF)])
    }
  }

  static func appendInteger(_ value: some BinaryInteger, to output: inout ByteWriter) {
    if let number = Int(exactly: value) {
      output.appendDecimal(number)
    } else {
      output.append(utf8: String(value))
    }
  }

  /// `value` as a JSON string, onto an array.
  static func appendString(_ value: String, to output: inout [UInt8]) {
    var writer = ByteWriter()
    appendString(value, to: &writer)
    output += writer.bytes
  }

  /// `value` in decimal, onto an array.
  static func appendInteger(_ value: some BinaryInteger, to output: inout [UInt8]) {
    var writer = ByteWriter()
    appendInteger(value, to: &writer)
    output += writer.bytes
  }
}
