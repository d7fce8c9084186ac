/// Splits a pattern into tokens following URLPattern's tokenizer with the "strict" policy:
/// every malformed construct is an error rather than a literal character.
struct PatternTokenizer {
  private let scalars: [Unicode.Scalar]
  private var tokens: [PatternToken] = []
  private var index = 0

  init(_ source: String) {
    scalars = Array(source.unicodeScalars)
  }

  static func tokenize(_ source: String) throws(PatternSyntaxError) -> [PatternToken] {
    var tokenizer = PatternTokenizer(source)
    try tokenizer.run()
    return tokenizer.tokens
  }

  private mutating func run() throws(PatternSyntaxError) {
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "*":
        emit(.asterisk, from: index, length: 1, value: "*")
      case "+", "?":
        emit(.otherModifier, from: index, length: 1, value: String(scalar))
      case "\\":
        guard index + 1 < scalars.count else {
          throw PatternSyntaxError("'\\' at the end of the pattern escapes nothing", at: index)
        }
        emit(.escapedChar, from: index, length: 2, value: String(scalars[index + 1]))
      case "{":
        emit(.open, from: index, length: 1, value: "{")
      case "}":
        emit(.close, from: index, length: 1, value: "}")
      case ":":
        try readName()
      case "(":
        try readRegex()
      default:
        emit(.char, from: index, length: 1, value: String(scalar))
      }
    }
    tokens.append(PatternToken(kind: .end, index: scalars.count, value: ""))
  }

  private mutating func emit(_ kind: PatternToken.Kind, from start: Int, length: Int, value: String)
  {
    tokens.append(PatternToken(kind: kind, index: start, value: value))
    index = start + length
  }

  private mutating func readName() throws(PatternSyntaxError) {
    var end = index + 1
    while end < scalars.count, Self.isNameScalar(scalars[end], first: end == index + 1) {
      end += 1
    }
    guard end > index + 1 else {
      let found = index + 1 < scalars.count ? " (found '\(scalars[index + 1])')" : ""
      throw PatternSyntaxError("':' is not followed by a parameter name\(found)", at: index)
    }
    let name = String(scalars: scalars[(index + 1)..<end])
    emit(.name, from: index, length: end - index, value: name)
  }

  /// URLPattern's "valid name code point": an identifier character, `$` or `_`.
  static func isNameScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
    if scalar == "$" || scalar == "_" { return true }
    // ASCII's identifier characters are its letters and digits; asking Unicode's property
    // tables costs far more, once for every character of every name at load.
    if scalar.isASCII {
      let letter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      return letter || (!first && ("0"..."9").contains(scalar))
    }
    if first { return scalar.properties.isIDStart }
    return scalar.properties.isIDContinue || scalar == "\u{200C}" || scalar == "\u{200D}"
  }

  /// Reads `(…)`. URLPattern keeps the regex text as written but insists that it is ASCII, that
  /// its parentheses balance, and that nested groups are non-capturing (`(?…`) so that the
  /// pattern's own groups stay the only numbered captures.
  private mutating func readRegex() throws(PatternSyntaxError) {
    let open = index
    let start = index + 1
    var position = start
    var depth = 1
    while position < scalars.count {
      let scalar = scalars[position]
      guard scalar.isASCII else {
        throw PatternSyntaxError(
          "non-ascii character '\(scalar)' in a regular expression", at: position)
      }
      if position == start && scalar == "?" {
        throw PatternSyntaxError(
          "a regular expression cannot start with '?'; write '{(…)}?' to make it optional",
          at: position)
      }
      if scalar == "\\" {
        guard position + 1 < scalars.count else {
          throw PatternSyntaxError("unterminated regular expression: missing ')'", at: open)
        }
        let escaped = scalars[position + 1]
        guard escaped.isASCII else {
          throw PatternSyntaxError(
            "non-ascii character '\(escaped)' in a regular expression", at: position + 1)
        }
        position += 2
        continue
      }
      if scalar == ")" {
        depth -= 1
        if depth == 0 {
          position += 1
          break
        }
      } else if scalar == "(" {
        depth += 1
        guard position + 1 < scalars.count else {
          throw PatternSyntaxError("unterminated regular expression: missing ')'", at: open)
        }
        guard scalars[position + 1] == "?" else {
          throw PatternSyntaxError(
            "capturing group inside a regular expression; use '(?:…)' instead", at: position)
        }
      }
      position += 1
    }
    guard depth == 0 else {
      throw PatternSyntaxError("unterminated regular expression: missing ')'", at: open)
    }
    let length = position - start - 1
    guard length > 0 else {
      throw PatternSyntaxError("empty regular expression '()'", at: open)
    }
    let text = String(scalars: scalars[start..<(start + length)])
    emit(.regex, from: open, length: position - open, value: text)
  }
}
