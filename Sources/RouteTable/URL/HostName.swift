/// Host name normalisation shared by the URL reader and the config's `hosts`.
///
/// Simpler than UTS #46: the characters that stand for ASCII are mapped as browsers map them
/// (full-width letters, digits and signs; `．` `。` `｡` as dots), ASCII labels are lowercased,
/// labels with other non-ASCII characters are lowercased with Unicode case mapping and written
/// in punycode with the `xn--` prefix. A label written as `xn--…` is kept as it is. A host with a
/// combining mark (`café` written `cafe` + U+0301) is refused, not guessed at: without NFC it
/// would become a label no browser produces (``problem(in:)`` says so). The result is held to
/// DNS's lengths, as UTS #46 holds it with `VerifyDnsLength`: no name longer cannot be looked up,
/// and the conversion stops there, however long the input.
public enum HostName {
  /// The most bytes a name may have in its ASCII form, and one of its labels (RFC 1035 §2.3.4).
  static let maximumLength = 253
  static let maximumLabelLength = 63

  /// The host lowercased with each Unicode label in punycode (`xn--…`, RFC 3492), or `nil` when
  /// it is not a valid host name.
  ///
  /// Valid: an IP literal in brackets (`[::1]`, RFC 3986), or dot-separated non-empty labels of
  /// RFC 3986 `reg-name` characters (unreserved and sub-delimiters, so `*` and `_` pass) or
  /// non-ASCII IRI characters, within DNS's lengths; a single trailing dot is kept.
  public static func ascii(_ host: some StringProtocol) -> String? {
    converted(String(host)).ascii
  }

  /// Why a host cannot be read, when it is for a reason other than a character that no host
  /// may hold: a combining mark, or a name longer than DNS allows.
  public static func problem(in host: some StringProtocol) -> String? {
    converted(String(host)).problem
  }

  private static func converted(_ host: String) -> (ascii: String?, problem: String?) {
    let tooLong =
      "it is longer than the \(maximumLength) bytes a DNS name may have (labels at most "
      + "\(maximumLabelLength))"
    guard let host = mapped(host) else { return (nil, tooLong) }
    if let mark = host.unicodeScalars.first(where: isCombiningMark) {
      return (
        nil,
        "it holds the combining mark \(mark.codePointText) (decomposed text); write the host precomposed "
          + "(NFC), as browsers send it"
      )
    }
    guard let first = host.utf8.first else { return (nil, nil) }
    if first == UInt8(ascii: "[") {
      guard host.utf8.last == UInt8(ascii: "]"), host.utf8.count > 2,
        IPLiteral.isValid(host.utf8.dropFirst().dropLast())
      else { return (nil, nil) }
      return (host.lowercasedASCII, nil)
    }
    // Split on the byte, as UTS #46 splits on the code point: a `.` that a joiner follows still
    // ends a label (as one character with it, it would not).
    var labels = host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
      .map(Substring.init)
    let trailingDot = labels.count > 1 && labels.last?.isEmpty == true
    if trailingDot { labels.removeLast() }
    var result = ""
    result.reserveCapacity(host.utf8.count)
    for (position, label) in labels.enumerated() {
      if position > 0 { result += "." }
      guard let asciiLabel = asciiLabel(label) else { return (nil, nil) }
      result += asciiLabel
      guard asciiLabel.utf8.count <= maximumLabelLength, result.utf8.count <= maximumLength else {
        return (nil, tooLong)
      }
    }
    if trailingDot { result += "." }
    return (result, nil)
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x300 && scalar.properties.canonicalCombiningClass != .notReordered
  }

  /// `host` with UTS #46's mapping of full-width ASCII (U+FF01–U+FF5E) and of the ideographic
  /// full stops (U+3002, U+FF0E, U+FF61) to the ASCII they stand for; `nil` once it has more
  /// scalars than a DNS name has bytes (each scalar takes at least a byte in the ASCII form).
  private static func mapped(_ host: String) -> String? {
    guard host.utf8.contains(where: { $0 >= 0x80 }) else {
      return host.utf8.count <= maximumLength + 1 ? host : nil
    }
    var result = ""
    for (count, scalar) in host.unicodeScalars.enumerated() {
      guard count <= maximumLength else { return nil }
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
      return label.lowercasedASCII
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
}
