/// Host name normalisation shared by the URL reader and the config's `hosts`.
///
/// Simpler than UTS #46: the characters that stand for ASCII are mapped as browsers map them
/// (full-width letters, digits and signs; `．` `。` `｡` as dots), ASCII labels are lowercased,
/// labels with other non-ASCII characters are lowercased with Unicode case mapping and written
/// in punycode with the `xn--` prefix. A label written as `xn--…` is kept as it is. A host with a
/// combining mark (`café` written `cafe` + U+0301) is refused, not guessed at: without NFC it
/// would become a label no browser produces (``problem(in:)`` says so).
public enum HostName {
  /// The host lowercased with each Unicode label in punycode (`xn--…`, RFC 3492), or `nil` when
  /// it is not a valid host name.
  ///
  /// Valid: an IP literal in brackets (`[::1]`, RFC 3986), or dot-separated non-empty labels of
  /// RFC 3986 `reg-name` characters (unreserved and sub-delimiters, so `*` and `_` pass) or
  /// non-ASCII IRI characters; a single trailing dot is kept. No DNS length limits are applied.
  public static func ascii(_ host: some StringProtocol) -> String? {
    let host = mapped(String(host))
    guard problem(in: host) == nil else { return nil }
    guard let first = host.utf8.first else { return nil }
    if first == UInt8(ascii: "[") {
      guard host.utf8.last == UInt8(ascii: "]"), host.utf8.count > 2,
        IPLiteral.isValid(host.utf8.dropFirst().dropLast())
      else { return nil }
      return String(decoding: host.utf8.map(lowercasedASCII), as: UTF8.self)
    }
    var labels = host.split(separator: ".", omittingEmptySubsequences: false)
    let trailingDot = labels.count > 1 && labels.last?.isEmpty == true
    if trailingDot { labels.removeLast() }
    var result = ""
    result.reserveCapacity(host.utf8.count)
    for (position, label) in labels.enumerated() {
      if position > 0 { result += "." }
      guard let asciiLabel = asciiLabel(label) else { return nil }
      result += asciiLabel
    }
    if trailingDot { result += "." }
    return result
  }

  /// Why a host cannot be read as written, when it is for a reason other than a character
  /// that no host may hold: a combining mark.
  public static func problem(in host: some StringProtocol) -> String? {
    guard
      let mark = host.unicodeScalars.first(where: {
        $0.value >= 0x300 && $0.properties.canonicalCombiningClass != .notReordered
      })
    else { return nil }
    let hex = String(mark.value, radix: 16, uppercase: true)
    let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return "it holds the combining mark U+\(code) (decomposed text); write the host precomposed "
      + "(NFC), as browsers send it"
  }

  /// `host` with UTS #46's mapping of full-width ASCII (U+FF01–U+FF5E) and of the ideographic
  /// full stops (U+3002, U+FF0E, U+FF61) to the ASCII they stand for.
  private static func mapped(_ host: String) -> String {
    guard host.utf8.contains(where: { $0 >= 0xE3 }) else { return host }
    var result = ""
    for scalar in host.unicodeScalars {
      switch scalar.value {
      case 0x3002, 0xFF0E, 0xFF61: result += "."
      case 0xFF01...0xFF5E: result.unicodeScalars.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func asciiLabel(_ label: Substring) -> String? {
    guard !label.isEmpty else { return nil }
    if label.utf8.allSatisfy({ $0 < 0x80 }) {
      guard label.utf8.allSatisfy(URICharacter.isRegName) else { return nil }
      return String(decoding: label.utf8.map(lowercasedASCII), as: UTF8.self)
    }
    let lowered = label.lowercased()
    let isValid = lowered.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        ? URICharacter.isRegName(UInt8(scalar.value))
        : URICharacter.isIRICharacter(scalar.value, privateUseAllowed: false)
    }
    guard isValid, let encoded = Punycode.encode(lowered.unicodeScalars) else { return nil }
    return "xn--" + encoded
  }

  private static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
    URICharacter.isUppercase(byte) ? byte | 0x20 : byte
  }
}
