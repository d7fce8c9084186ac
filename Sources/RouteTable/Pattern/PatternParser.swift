/// Turns tokens into a part list following URLPattern's pattern parser with the pathname
/// options (delimiter `/`, prefix `/`) and the "canonicalize a pathname" encoding of fixed text.
struct PatternParser {
  /// A parsed part with the position of the token it came from, for error reporting.
  struct LocatedPart {
    var part: PatternPart
    /// 0-based scalar offset of the parameter's `:name`, `(regex)` or `*` token, or of the
    /// fixed text's first character.
    var index: Int
  }

  /// URLPattern's segment wildcard regex for the `/` delimiter: a `(…)` with exactly this text
  /// is the same part as a plain `:name`.
  static let segmentWildcardRegex = "[^\\/]+?"
  static let fullWildcardRegex = ".*"
  static let prefixCharacter = "/"

  private let tokens: [PatternToken]
  private var index = 0
  private var parts: [LocatedPart] = []
  private var pendingFixedText = ""
  private var pendingFixedIndex = 0
  private var nextNumberedName = 0

  private init(tokens: [PatternToken]) {
    self.tokens = tokens
  }

  static func parse(_ source: String) throws(PatternSyntaxError) -> [LocatedPart] {
    var parser = PatternParser(tokens: try PatternTokenizer.tokenize(source))
    try parser.run()
    return parser.parts
  }

  private mutating func run() throws(PatternSyntaxError) {
    while index < tokens.count {
      let charToken = consume(.char)
      let nameToken = consume(.name)
      let regexToken = consumeRegexOrWildcard(after: nameToken)
      if nameToken != nil || regexToken != nil {
        var prefix = charToken?.value ?? ""
        if !prefix.isEmpty && prefix != Self.prefixCharacter {
          appendPendingFixedText(prefix, at: charToken!.index)
          prefix = ""
        }
        flushPendingFixedText()
        let modifier = consumeModifier()
        try addPart(
          prefix: prefix, name: nameToken, regex: regexToken, suffix: "", modifier: modifier,
          at: charToken?.index)
        continue
      }
      if let fixedToken = charToken ?? consume(.escapedChar) {
        appendPendingFixedText(fixedToken.value, at: fixedToken.index)
        continue
      }
      if let openToken = consume(.open) {
        let prefix = consumeText()
        let name = consume(.name)
        let regex = consumeRegexOrWildcard(after: name)
        let suffix = consumeText()
        try requireClose(openedAt: openToken)
        let modifier = consumeModifier()
        try addPart(
          prefix: prefix.text, name: name, regex: regex, suffix: suffix.text, modifier: modifier,
          at: prefix.index ?? openToken.index)
        continue
      }
      flushPendingFixedText()
      try requireEnd()
    }
  }

  // MARK: Tokens

  private mutating func consume(_ kind: PatternToken.Kind) -> PatternToken? {
    guard index < tokens.count, tokens[index].kind == kind else { return nil }
    defer { index += 1 }
    return tokens[index]
  }

  /// A `(regex)`, or a `*` standing for a full wildcard. After `:name` a `*` is a modifier.
  private mutating func consumeRegexOrWildcard(after name: PatternToken?) -> PatternToken? {
    if let regex = consume(.regex) { return regex }
    return name == nil ? consume(.asterisk) : nil
  }

  private mutating func consumeModifier() -> PatternToken? {
    consume(.otherModifier) ?? consume(.asterisk)
  }

  private mutating func consumeText() -> (text: String, index: Int?) {
    var text = ""
    var start: Int?
    while let token = consume(.char) ?? consume(.escapedChar) {
      text += token.value
      start = start ?? token.index
    }
    return (text, start)
  }

  private mutating func requireClose(openedAt open: PatternToken) throws(PatternSyntaxError) {
    if consume(.close) != nil { return }
    let token = tokens[index]
    switch token.kind {
    case .open:
      throw PatternSyntaxError("groups '{…}' cannot be nested", at: token.index)
    case .end:
      throw PatternSyntaxError("unterminated group: missing '}'", at: open.index)
    case .name, .regex, .asterisk:
      throw PatternSyntaxError(
        "a group '{…}' holds at most one parameter, found another at '\(describe(token))'",
        at: token.index)
    default:
      throw PatternSyntaxError(
        "unexpected '\(describe(token))' inside a group; expected '}'", at: token.index)
    }
  }

  private mutating func requireEnd() throws(PatternSyntaxError) {
    if consume(.end) != nil { return }
    let token = tokens[index]
    switch token.kind {
    case .close:
      throw PatternSyntaxError("unmatched '}'", at: token.index)
    case .otherModifier, .asterisk:
      throw PatternSyntaxError(
        "modifier '\(token.value)' must follow a parameter, '*', '(…)' or '{…}'; "
          + "write '\\\(token.value)' for a literal '\(token.value)'", at: token.index)
    default:
      throw PatternSyntaxError("unexpected '\(describe(token))'", at: token.index)
    }
  }

  private func describe(_ token: PatternToken) -> String {
    switch token.kind {
    case .name: return ":" + token.value
    case .regex: return "(" + token.value + ")"
    case .escapedChar: return "\\" + token.value
    default: return token.value
    }
  }

  // MARK: Parts

  private mutating func appendPendingFixedText(_ text: String, at index: Int) {
    if pendingFixedText.isEmpty { pendingFixedIndex = index }
    pendingFixedText += text
  }

  private mutating func flushPendingFixedText() {
    guard !pendingFixedText.isEmpty else { return }
    let value = PathCanonicalization.canonicalize(pendingFixedText)
    parts.append(
      LocatedPart(part: PatternPart(kind: .fixedText, value: value), index: pendingFixedIndex))
    pendingFixedText = ""
  }

  private mutating func addPart(
    prefix: String, name nameToken: PatternToken?, regex regexToken: PatternToken?,
    suffix: String, modifier modifierToken: PatternToken?, at textIndex: Int?
  ) throws(PatternSyntaxError) {
    let modifier: PatternPart.Modifier =
      switch modifierToken?.value {
      case "?": .optional
      case "*": .zeroOrMore
      case "+": .oneOrMore
      default: .none
      }
    guard nameToken != nil || regexToken != nil else {
      if modifier == .none {
        if !prefix.isEmpty { appendPendingFixedText(prefix, at: textIndex ?? 0) }
        return
      }
      flushPendingFixedText()
      guard !prefix.isEmpty else { return }
      let part = PatternPart(
        kind: .fixedText, value: PathCanonicalization.canonicalize(prefix), modifier: modifier)
      parts.append(LocatedPart(part: part, index: textIndex ?? 0))
      return
    }
    flushPendingFixedText()
    var kind = PatternPart.Kind.segmentWildcard
    var value = ""
    if let regexToken {
      if regexToken.kind == .asterisk {
        kind = .fullWildcard
      } else if regexToken.value == Self.segmentWildcardRegex {
        kind = .segmentWildcard
      } else if regexToken.value == Self.fullWildcardRegex {
        kind = .fullWildcard
      } else {
        kind = .regex
        value = regexToken.value
      }
    }
    let name: String
    if let nameToken {
      name = nameToken.value
    } else {
      name = String(nextNumberedName)
      nextNumberedName += 1
    }
    let location = nameToken?.index ?? regexToken!.index
    if parts.contains(where: { $0.part.isParameter && $0.part.name == name }) {
      throw PatternSyntaxError("duplicate parameter name '\(name)'", at: location)
    }
    let part = PatternPart(
      kind: kind, value: value, modifier: modifier, name: name,
      prefix: PathCanonicalization.canonicalize(prefix),
      suffix: PathCanonicalization.canonicalize(suffix))
    parts.append(LocatedPart(part: part, index: location))
  }
}
