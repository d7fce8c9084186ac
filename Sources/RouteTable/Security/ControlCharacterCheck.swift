/// `control-char`: a decoded value carries a control character or a bidirectional formatting
/// character. Control characters (`%00`, `%0A`, `%1B`) truncate strings in C APIs, forge lines in
/// logs and inject terminal escapes; bidirectional overrides such as U+202E make a value read
/// differently from what it is (`exe.txt` shown for `txt.exe`).
enum ControlCharacterCheck {
  static func warning(for value: InspectedValue) -> LinkWarning? {
    // Printable ASCII throughout (nearly every value) is safe: only other text needs scalars.
    let isPrintableASCII = value.decoded.utf8.withContiguousStorageIfAvailable {
      $0.allSatisfy { $0 &- 0x20 < 0x5F }
    }
    if isPrintableASCII == true { return nil }
    guard let scalar = value.decoded.unicodeScalars.first(where: isDangerous) else { return nil }
    return LinkWarning(
      .controlChar, "\(value.description) contains \(Self.describe(scalar)) once decoded")
  }

  /// C0 and C1 controls, DEL, line and paragraph separators, and the bidirectional formatting
  /// characters of Unicode's Bidi_Control property.
  static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x20...0x7E: false
    case 0x2028, 0x2029: true
    // The Unicode property lookup is slow; the fast cases above cover almost every character.
    default: scalar.value >= 0x61C && scalar.properties.isBidiControl
    }
  }

  /// `U+202E (right-to-left override)`; names from the Unicode database, lowercased.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let code =
      "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
      + String(scalar.value, radix: 16, uppercase: true)
    let name = scalar.properties.name ?? controlNames[scalar.value]
    return name.map { "\(code) (\($0.lowercased()))" } ?? code
  }

  /// Controls have no Unicode name; these are their usual ones.
  private static let controlNames: [UInt32: String] = [
    0x00: "null", 0x07: "bell", 0x08: "backspace", 0x09: "tab", 0x0A: "line feed",
    0x0B: "vertical tab", 0x0C: "form feed", 0x0D: "carriage return", 0x1B: "escape",
    0x7F: "delete", 0x85: "next line",
  ]
}
