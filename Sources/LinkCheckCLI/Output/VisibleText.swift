import RouteTable

/// User text made safe for a terminal line: every character ``HiddenCharacter`` hides (controls,
/// bidirectional formatting, invisible format characters) is shown as a `\u001b` escape instead
/// of being sent raw.
enum VisibleText {
  static func escaping(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += JSONText.unicodeEscape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    HiddenCharacter.isHidden(scalar)
  }
}
