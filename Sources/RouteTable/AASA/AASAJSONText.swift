/// Compact JSON text of a value as written, for messages that show a rule: `{"/":"/buy/*"}`.
enum AASAJSONText {
  static func compact(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let text): text
    case .string(let text): string(text)
    case .array(let elements): "[" + elements.map(compact).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { string($0.key) + ":" + compact($0.value) }.joined(separator: ",") + "}"
    }
  }

  /// A JSON string literal: `"` and `\` escaped, control characters as `\u00XX`.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
