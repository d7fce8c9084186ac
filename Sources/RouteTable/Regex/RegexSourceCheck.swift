/// Rejects regular expression text that JavaScript (with the `v` flag URLPattern uses) rejects
/// but Swift's more permissive `Regex` syntax would accept, so a pattern that browsers refuse is
/// refused here too. Best effort: it covers escapes and stray brackets, the common differences.
enum RegexSourceCheck {
  /// Letters that may follow `\` in JavaScript's unicode modes.
  private static let escapeLetters = Set("dDwWsSbBfnrtvcxupPkq".unicodeScalars)

  /// What JavaScript refuses in `text`, with the 0-based position of the scalar at fault; `nil`
  /// when nothing is found.
  static func problem(in text: String) -> (message: String, position: Int)? {
    let scalars = Array(text.unicodeScalars)
    var classDepth = 0
    var position = 0
    while position < scalars.count {
      let scalar = scalars[position]
      switch scalar {
      case "\\":
        // The tokenizer guarantees an escape never ends the text; be safe anyway.
        guard position + 1 < scalars.count else { return nil }
        let escaped = scalars[position + 1]
        let isValid =
          escapeLetters.contains(escaped) || ("0"..."9").contains(escaped)
          || !(("a"..."z").contains(escaped) || ("A"..."Z").contains(escaped))
        guard isValid else {
          return (
            "invalid escape '\\\(escaped)' in regular expression '\(SafeText.quoted(text))'",
            position
          )
        }
        position += 2
        continue
      case "[":
        classDepth += 1
      case "]":
        guard classDepth > 0 else {
          return (
            "unmatched ']' in regular expression '\(SafeText.quoted(text))'; escape it as '\\]'",
            position
          )
        }
        classDepth -= 1
      case "{" where classDepth == 0:
        guard let close = quantifierEnd(scalars, from: position) else {
          return (
            "'{' in regular expression '\(SafeText.quoted(text))' is not a quantifier; escape it as '\\{'",
            position
          )
        }
        position = close
      case "}" where classDepth == 0:
        return (
          "unmatched '}' in regular expression '\(SafeText.quoted(text))'; escape it as '\\}'",
          position
        )
      default:
        break
      }
      position += 1
    }
    return nil
  }

  /// The index of the `}` ending a `{n}`, `{n,}` or `{n,m}` quantifier starting at `start`.
  private static func quantifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var position = start + 1
    var digits = 0
    var commas = 0
    while position < scalars.count {
      let scalar = scalars[position]
      if ("0"..."9").contains(scalar) {
        digits += 1
      } else if scalar == "," && digits > 0 && commas == 0 {
        commas += 1
      } else if scalar == "}" {
        return digits > 0 ? position : nil
      } else {
        return nil
      }
      position += 1
    }
    return nil
  }
}
