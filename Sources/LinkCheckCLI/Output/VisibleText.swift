/// User text made safe for a terminal line: control characters (C0, DEL, C1), line separators
/// and bidirectional formatting characters (U+202E, which reverses what follows) are shown as
/// `\u001b` escapes instead of being sent raw.
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
    if scalar.value < 0x7F { return scalar.value < 0x20 }
    return scalar.value <= 0x9F || scalar.value == 0x2028 || scalar.value == 0x2029
      || (scalar.value >= 0x61C && scalar.properties.isBidiControl)
  }
}
