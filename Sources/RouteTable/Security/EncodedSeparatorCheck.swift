/// `encoded-separator`: a path parameter hides a path separator or a `..` segment behind percent
/// encoding (`%2F`, `%5C`, `%2E%2E`). The route sees one harmless segment, but an app that builds a
/// file path or an API URL from the decoded value walks out of the directory it meant
/// (`/file/..%2F..%2Fsecrets` → `../../secrets`): path traversal.
enum EncodedSeparatorCheck {
  static func warnings(for values: [InspectedValue]) -> [LinkWarning] {
    values.compactMap(warning(for:))
  }

  static func warning(for value: InspectedValue) -> LinkWarning? {
    if let escape = encodedSeparator(in: value.raw) {
      return LinkWarning(
        .encodedSeparator,
        "\(value.description) '\(SafeText.quoted(value.raw))' has an encoded separator '\(escape)'"
      )
    }
    if hasDotDotSegment(value.decoded) {
      return LinkWarning(
        .encodedSeparator,
        "\(value.description) '\(SafeText.quoted(value.raw))' decodes to a '..' segment")
    }
    if let again = value.decodedTwice,
      let escape = encodedSeparator(in: value.decoded)
        ?? (hasDotDotSegment(again) ? "%2E%2E" : nil)
    {
      return LinkWarning(
        .encodedSeparator,
        "\(value.description) '\(SafeText.quoted(value.raw))' has a separator '\(escape)' "
          + "encoded twice")
    }
    return nil
  }

  /// The first `%2F` or `%5C` (either case) in percent-encoded text, as written.
  static func encodedSeparator(in text: String) -> String? {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= 3, let base = bytes.baseAddress else { return nil }
      // Through a pointer, a byte at a time: a 64 KiB value of escapes is read at a few
      // instructions a byte.
      let end = bytes.count - 2
      var index = 0
      while index < end {
        if base[index] == UInt8(ascii: "%") {
          let high = base[index &+ 1]
          let low = base[index &+ 2] | 0x20
          if (high == UInt8(ascii: "2") && low == UInt8(ascii: "f"))
            || (high == UInt8(ascii: "5") && low == UInt8(ascii: "c"))
          {
            return String(decoding: bytes[index...(index + 2)], as: UTF8.self)
          }
        }
        index &+= 1
      }
      return nil
    }
  }

  /// Whether a `/`- or `\`-separated segment of `text` is `..`.
  static func hasDotDotSegment(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= 2, let base = bytes.baseAddress else { return false }
      // Only a `..` pair can be one: each is looked at with the bytes around it.
      let count = bytes.count
      var index = 0
      while index < count &- 1 {
        if base[index] == UInt8(ascii: "."), base[index &+ 1] == UInt8(ascii: ".") {
          let startsSegment = index == 0 || isSeparator(base[index - 1])
          let endsSegment = index + 2 == count || isSeparator(base[index + 2])
          if startsSegment && endsSegment { return true }
        }
        index &+= 1
      }
      return false
    }
  }

  @inline(__always)
  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\")
  }
}
