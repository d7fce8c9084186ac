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
    // Bytes, not scalars: only ASCII letters can make a scheme, and most values are not one.
    var scheme: [UInt8] = []
    var started = false
    var sawColon = false
    for byte in text.utf8 {
      if !started && byte <= 0x20 { continue }
      started = true
      if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      if byte == UInt8(ascii: ":") {
        sawColon = true
        break
      }
      guard byte < 0x80, scheme.count < 10 else { return nil }
      scheme.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
    }
    guard sawColon else { return nil }
    return schemes.first { $0.utf8.elementsEqual(scheme) }
  }
}
