extension Unicode.Scalar {
  /// `U+000A`: how messages name a character that cannot be shown.
  var codePointText: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

/// User text made safe to quote inside a one-line message: the characters ``HiddenCharacter``
/// names are shown as `\u{…}` so they can neither break the line nor reorder what a terminal
/// shows, and long text (a 5 MB expression) is cut at 80 characters.
enum SafeText {
  static let maximumLength = 80

  static func quoted(_ text: some StringProtocol) -> String {
    quoted(text, cutAt: maximumLength)
  }

  /// `text` whole, with the hidden characters escaped: for a message built before it is known
  /// what it quotes.
  static func escaped(_ text: String) -> String {
    text.unicodeScalars.contains(where: HiddenCharacter.isHidden)
      ? quoted(text, cutAt: .max) : text
  }

  private static func quoted(_ text: some StringProtocol, cutAt maximumLength: Int) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maximumLength {
        result += "…"
        break
      }
      count += 1
      if HiddenCharacter.isHidden(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
