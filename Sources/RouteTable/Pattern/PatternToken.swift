/// One lexical unit of a pattern, as URLPattern's tokenizer produces it.
struct PatternToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// `{`
    case open
    /// `}`
    case close
    /// `(…)`: the value is the text between the parentheses.
    case regex
    /// `:name`: the value is the name without the colon.
    case name
    /// Any other character, taken literally.
    case char
    /// `\x`: the value is the escaped character.
    case escapedChar
    /// `?` or `+`.
    case otherModifier
    /// `*`: a wildcard or a modifier, depending on what precedes it.
    case asterisk
    /// The end of the pattern.
    case end
  }

  var kind: Kind
  /// Offset of the token's first Unicode scalar in the pattern (0-based).
  var index: Int
  var value: String
}
