/// The few JSON spellings the renderers need: strings, numbers, and objects with keys in a fixed
/// order.
enum JSONText {
  /// `value` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, … or
  /// `\u001b`, bidirectional formatting characters as `\u202e`; everything else as is (UTF-8).
  static func string(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{00}"..."\u{1F}": result += unicodeEscape(scalar)
      // DEL, C1 controls, bidirectional overrides and line separators are valid raw in JSON but
      // garble a terminal or reorder what it shows.
      case _ where VisibleText.isControl(scalar): result += unicodeEscape(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
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
