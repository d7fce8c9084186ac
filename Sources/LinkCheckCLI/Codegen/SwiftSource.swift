import RouteTable

/// The one way table text becomes Swift source. Every string of the table that the generated file
/// holds goes through the function for the place it lands (a comment line, a string literal, the
/// embedded table, an identifier), so that nothing a table says can end a comment, close, escape
/// or interpolate a literal, name something else, or hide text from a reviewer (every character
/// ``HiddenCharacter`` names is written as an escape, tab aside).
enum SwiftSource {
  /// `text` for one line of a `//` comment: a line break cannot start code after it.
  static func comment(_ text: String) -> String {
    escaping(text, keepingTabs: true) { "\\u{\(hex($0))}" }
  }

  /// A string literal whose value is `text`.
  static func stringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if HiddenCharacter.isHidden(scalar) {
          result += "\\u{\(hex(scalar))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A multi-line raw string literal whose value is `text` exactly, its lines as written: the
  /// first line opens the literal (to follow `= `), the others are indented by `indent`. The
  /// `#` delimiter is one longer than any `"#…` or `\#…` in `text`, so that no content can close
  /// the literal or start an escape or interpolation in it; a carriage return (which Swift would
  /// read as a line break) and hidden characters are the only escapes.
  static func multilineLiteral(_ text: String, indent: String) -> [String] {
    // Read as Swift reads source, by code points: `\#` and a combining mark are one Character.
    var longestRun = 0
    var run: Int?
    for scalar in text.unicodeScalars {
      if scalar == "#", let current = run {
        run = current + 1
        longestRun = max(longestRun, current + 1)
      } else {
        run = scalar == "\"" || scalar == "\\" ? 0 : nil
      }
    }
    let delimiter = String(repeating: "#", count: longestRun + 1)
    let body = escaping(text, keepingTabs: true, lineFeeds: true) { scalar in
      scalar == "\r" ? "\\\(delimiter)r" : "\\\(delimiter)u{\(hex(scalar))}"
    }
    return [delimiter + "\"\"\""]
      + body.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
        indent + String($0)
      } + [indent + "\"\"\"" + delimiter]
  }

  /// `flight-detail` → `flightDetail` (`FlightDetail` when `upper`): words are runs of letters
  /// and digits (ASCII, or Unicode identifier characters that are not hidden), joined in camel
  /// case; nothing left gives `value`, a leading digit gets `_`, a keyword backticks.
  static func identifier(_ name: String, upper: Bool) -> String {
    var words: [String] = []
    var word = ""
    for scalar in name.unicodeScalars {
      if isWordScalar(scalar) {
        word.unicodeScalars.append(scalar)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    var result = ""
    for (index, word) in words.enumerated() {
      let first = word.prefix(1)
      result += (index == 0 && !upper ? first.lowercased() : first.uppercased()) + word.dropFirst()
    }
    if result.isEmpty { result = "value" }
    if let head = result.unicodeScalars.first, !isHeadScalar(head) { result = "_" + result }
    return keywords.contains(result) ? "`\(result)`" : result
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    return scalar.properties.isXIDContinue && !HiddenCharacter.isHidden(scalar)
  }

  private static func isHeadScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
      : scalar.properties.isXIDStart
  }

  /// `text` with each hidden character (and a carriage return) replaced by `escape`; line feeds
  /// kept only when `lineFeeds`.
  private static func escaping(
    _ text: String, keepingTabs: Bool, lineFeeds: Bool = false,
    _ escape: (Unicode.Scalar) -> String
  ) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let kept = (scalar == "\t" && keepingTabs) || (scalar == "\n" && lineFeeds)
      if !kept && HiddenCharacter.isHidden(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    String(scalar.value, radix: 16, uppercase: true)
  }

  /// Swift's keywords, and the contextual ones that read as an operator or statement where the
  /// generated code uses a value (`String(await)`).
  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "super",
    "self", "Self", "throw", "throws", "true", "try", "Type", "package", "await", "async", "some",
    "any", "consume", "copy", "each", "discard", "borrowing", "consuming", "then", "unsafe",
    "sending",
  ]
}
