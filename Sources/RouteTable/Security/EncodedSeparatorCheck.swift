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
      var index = 0
      while index + 2 < bytes.count {
        if bytes[index] == UInt8(ascii: "%") {
          let high = bytes[index + 1]
          let low = bytes[index + 2] | 0x20
          if (high == UInt8(ascii: "2") && low == UInt8(ascii: "f"))
            || (high == UInt8(ascii: "5") && low == UInt8(ascii: "c"))
          {
            return String(decoding: bytes[index...(index + 2)], as: UTF8.self)
          }
        }
        index += 1
      }
      return nil
    }
  }

  static func hasDotDotSegment(_ text: String) -> Bool {
    // One pass over the bytes: the length of the current segment and whether it is all dots.
    var text = text
    return text.withUTF8 { bytes in
      var length = 0
      var dots = 0
      for byte in bytes {
        if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") {
          if length == 2 && dots == 2 { return true }
          (length, dots) = (0, 0)
        } else {
          length += 1
          if byte == UInt8(ascii: ".") { dots += 1 }
        }
      }
      return length == 2 && dots == 2
    }
  }
}
