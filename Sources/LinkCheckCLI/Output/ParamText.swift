import RouteTable

/// Parameter values as the text format shows them: `name: value`, strings bare unless they
/// would be ambiguous, then as JSON strings.
enum ParamText {
  /// `route` or `route(name: value, …)`.
  static func entry(route: String, params: [NamedValue]) -> String {
    guard !params.isEmpty else { return VisibleText.escaping(route) }
    let list = params.map { "\(VisibleText.escaping($0.name)): \(value($0.value))" }
    return VisibleText.escaping(route) + "(" + list.joined(separator: ", ") + ")"
  }

  static func value(_ value: ParamValue) -> String {
    switch value {
    case .string(let text), .uuid(let text): bareOrQuoted(text)
    case .int(let number): String(number)
    case .double(let number): number.description
    case .bool(let flag): String(flag)
    case .list(let values): "[" + values.map(Self.value).joined(separator: ", ") + "]"
    }
  }

  /// `text` as is, or as a JSON string when it is empty or holds a space, a separator of the
  /// text format (`,` `(` `)` `[` `]`), a quote, a backslash or a control character.
  static func bareOrQuoted(_ text: String) -> String {
    needsQuotes(text) ? JSONText.string(text) : text
  }

  private static func needsQuotes(_ text: String) -> Bool {
    if text.isEmpty { return true }
    // Nearly every value is ASCII: judge its bytes, and ask Unicode's properties (hundreds of
    // instructions a character) only about the rest.
    var copy = text
    let asciiVerdict = copy.withUTF8 { bytes -> Bool? in
      var needs = false
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        needs = needs || asciiNeedsQuotes(byte)
      }
      return needs
    }
    if let asciiVerdict { return asciiVerdict }
    return text.unicodeScalars.contains {
      specials.contains($0) || VisibleText.isControl($0) || $0.properties.isWhitespace
    }
  }

  private static let specials: Set<Unicode.Scalar> = [",", "(", ")", "[", "]", "\"", "\\"]
  /// Whether the ASCII `byte` makes a value need quotes: a control, a space or a special.
  private static func asciiNeedsQuotes(_ byte: UInt8) -> Bool {
    switch byte {
    case 0...0x20, 0x7F, UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\""), UInt8(ascii: "\\"):
      true
    default: false
    }
  }
}
