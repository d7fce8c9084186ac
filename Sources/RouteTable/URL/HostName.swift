/// Host name normalisation shared by the URL reader and the config's `hosts`.
///
/// Deliberately simpler than UTS #46: ASCII labels are lowercased, labels with non-ASCII
/// characters are lowercased with Unicode case mapping (no NFC, no further mapping) and written in
/// punycode with the `xn--` prefix. A label written as `xn--…` is kept as it is.
public enum HostName {
  /// The host lowercased with each Unicode label in punycode (`xn--…`, RFC 3492), or `nil` when
  /// it is not a valid host name.
  ///
  /// Valid: an IP literal in brackets (`[::1]`, RFC 3986), or dot-separated non-empty labels of
  /// RFC 3986 `reg-name` characters (unreserved and sub-delimiters, so `*` and `_` pass) or
  /// non-ASCII IRI characters; a single trailing dot is kept. No DNS length limits are applied.
  public static func ascii(_ host: some StringProtocol) -> String? {
    let host = String(host)
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
