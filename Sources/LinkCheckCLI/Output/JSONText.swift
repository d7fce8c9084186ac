import RouteTable

/// The few JSON spellings the renderers need: strings, numbers, and objects with keys in a fixed
/// order.
enum JSONText {
  /// `value` as a JSON string (``JSONSource/string(_:)``): `"` and `\` escaped, and every
  /// character ``VisibleText`` escapes as `\n`, `\t`, … or `\u001b`.
  static func string(_ value: String) -> String {
    JSONSource.string(value)
  }

  /// `value` as a JSON number that reads back as the same `Double`; `null` when not finite.
  static func number(_ value: Double) -> String {
    value.isFinite ? value.description : "null"
  }

  /// `{"k1":v1,"k2":v2}` from already encoded values, in the given order.
  static func object(_ members: [(key: String, value: String)]) -> String {
    "{" + members.map { string($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
  }

  /// `[v1,v2]` from already encoded values.
  static func array(_ elements: [String]) -> String {
    "[" + elements.joined(separator: ",") + "]"
  }

  /// `\u001b` for a scalar below U+10000.
  static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
