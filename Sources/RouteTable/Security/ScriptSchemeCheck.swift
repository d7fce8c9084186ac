/// `script-scheme`: a value is a `javascript:`, `data:`, `file:` or `vbscript:` URL. Handed to a
/// WebView, a redirect or an "open URL" call it runs script in the app's origin or reads local
/// files (the classic WebView deep-link attack).
enum ScriptSchemeCheck {
  static let schemes = ["javascript", "data", "file", "vbscript"]

  /// The dangerous scheme a browser would act on in `value` (decoded once or, when that
  /// decodes further, twice), if any.
  static func openedScheme(of value: InspectedValue) -> String? {
    guard
      let scheme = scriptScheme(of: value.decoded)
        ?? value.decodedTwice.flatMap(scriptScheme(of:)),
      opens(scheme, (value.decodedTwice ?? value.decoded).utf8)
    else { return nil }
    return scheme
  }

  /// The warning for `value`, whose ``openedScheme(of:)`` is `scheme`.
  static func warning(for value: InspectedValue, scheme: String) -> LinkWarning {
    LinkWarning(
      .scriptScheme,
      "\(value.description) is a '\(scheme):' link, which can run script or read files when opened"
    )
  }

  /// Whether a browser would act on the UTF-8 `text` as a `scheme:` link: `file:` needs a path
  /// after it (`file:/…`) and `data:` its `,`, so that `File:Photo.jpg` or `Data:Analysis`,
  /// ordinary titles, are not taken for links.
  static func opens(_ scheme: String, _ text: some Collection<UInt8>) -> Bool {
    guard scheme == "file" || scheme == "data" else { return true }
    guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { return true }
    let rest = text[text.index(after: colon)...].drop { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    return scheme == "file"
      ? rest.first == UInt8(ascii: "/") || rest.first == UInt8(ascii: "\\")
      : rest.contains(UInt8(ascii: ","))
  }

  /// The dangerous scheme `text` starts with, read as a browser would: leading controls and
  /// spaces dropped, tabs and newlines anywhere ignored, letters in any case.
  static func scriptScheme(of text: String) -> String? {
    scriptScheme(utf8: text.utf8)
  }

  /// ``scriptScheme(of:)`` on the UTF-8 bytes of the text.
  static func scriptScheme(utf8: some Collection<UInt8>) -> String? {
    // Nearly every value is told apart by its first letter; the schemes it may start are then
    // matched one at a time (their initials differ: one at most), with nothing copied: a
    // link's value may be checked thousands of times in one URL.
    guard let first = utf8.first(where: { $0 > 0x20 }) else { return nil }
    let initial = lowercased(first)
    for number in schemeBytes.indices where schemeBytes[number][0] == initial {
      if starts(utf8, with: schemeBytes[number]) { return schemes[number] }
    }
    return nil
  }

  /// Whether `utf8` is `scheme` then `:`, read as a browser reads it: leading controls and
  /// spaces dropped, tabs and newlines anywhere ignored, letters in any case.
  private static func starts(_ utf8: some Collection<UInt8>, with scheme: [UInt8]) -> Bool {
    var length = 0
    var started = false
    for byte in utf8 {
      if !started && byte <= 0x20 { continue }
      started = true
      if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      if byte == UInt8(ascii: ":") { return length == scheme.count }
      guard length < scheme.count, scheme[length] == lowercased(byte) else { return false }
      length += 1
    }
    return false
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }

  private static let schemeBytes = schemes.map { Array($0.utf8) }
}
