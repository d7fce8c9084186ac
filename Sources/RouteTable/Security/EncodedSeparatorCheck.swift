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
    let bytes = Array(text.utf8)
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == UInt8(ascii: "%") {
        let escape = String(decoding: bytes[index...(index + 2)], as: UTF8.self)
        if ["%2F", "%5C"].contains(escape.uppercased()) { return escape }
      }
      index += 1
    }
    return nil
  }

  /// Whether decoded text is, or has, a `..` segment between `/` or `\` separators.
  static func hasDotDotSegment(_ text: String) -> Bool {
    text.utf8.split(omittingEmptySubsequences: false) {
      $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\")
    }.contains { $0.elementsEqual("..".utf8) }
  }
}
