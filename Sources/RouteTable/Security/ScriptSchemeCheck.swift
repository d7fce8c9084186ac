/// `script-scheme`: a value is a `javascript:`, `data:`, `file:` or `vbscript:` URL. Handed to a
/// WebView, a redirect or an "open URL" call it runs script in the app's origin or reads local
/// files (the classic WebView deep-link attack).
enum ScriptSchemeCheck {
  static let schemes = ["javascript", "data", "file", "vbscript"]

  static func warning(for value: InspectedValue) -> LinkWarning? {
    for text in [value.decoded, value.decodedTwice].compactMap(\.self) {
      if let scheme = scriptScheme(of: text) {
        return LinkWarning(
          .scriptScheme,
          "\(value.description) is a '\(scheme):' link, which can run script or read files when opened"
        )
      }
    }
    return nil
  }

  /// The dangerous scheme `text` starts with, read as a browser would: leading controls and
  /// spaces dropped, tabs and newlines anywhere ignored, letters in any case.
  static func scriptScheme(of text: String) -> String? {
    var scheme = ""
    var started = false
    for scalar in text.unicodeScalars {
      if !started && scalar.value <= 0x20 { continue }
      started = true
      if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
      if scalar == ":" { break }
      guard scalar.isASCII, scheme.count < 10 else { return nil }
      scheme.unicodeScalars.append(scalar)
    }
    guard text.utf8.contains(UInt8(ascii: ":")) else { return nil }
    let lowered = scheme.lowercased()
    return schemes.contains(lowered) ? lowered : nil
  }
}
