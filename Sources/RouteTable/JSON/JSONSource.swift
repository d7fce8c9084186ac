/// JSON text written by the tool: compact values for messages that show a rule
/// (`{"/":"/buy/*"}`), and the one way text becomes a JSON string, in a generated file or in a
/// record the CLI prints.
public enum JSONSource {
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

  /// A JSON string literal: `"` and `\` escaped, and every character ``HiddenCharacter`` names
  /// (controls, bidirectional and invisible ones) as `\uXXXX`, a surrogate pair beyond U+FFFF,
  /// so that no table text can end the string or hide in the file.
  public static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      default:
        guard HiddenCharacter.isHidden(scalar) else {
          result.unicodeScalars.append(scalar)
          continue
        }
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      }
    }
    return result + "\""
  }
}
