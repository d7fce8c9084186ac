/// The `site` of a web target: an http(s) origin, `https://example.com[:port]`, with no
/// userinfo, path, query or fragment (not even a lone `/`).
enum AssetLinksSite {
  /// The finding code and message for `text`, or `nil` for a valid origin.
  static func problem(in text: String) -> (code: String, message: String)? {
    let quoted = "'\(SafeText.quoted(text))'"
    guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
      return ("site-invalid-url", "site \(quoted) is not a URL")
    }
    let scheme = text[..<colon].lowercased()
    guard scheme == "https" || scheme == "http" else {
      return ("site-not-http", "site \(quoted) is not an http or https origin")
    }
    let rest = text[text.index(colon, offsetBy: 3)...]
    let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    var authority = rest[..<end]
    if authority.contains("@") {
      return ("site-userinfo", "site \(quoted) has a user name before its host")
    }
    if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
      let port = authority[authority.index(after: colon)...]
      guard !port.isEmpty, port.utf8.allSatisfy(URICharacter.isDigit), port.count <= 5,
        Int(port)! <= 65535
      else { return ("site-invalid-url", "site \(quoted) has an invalid port") }
      authority = authority[..<colon]
    }
    guard HostName.ascii(authority) != nil else {
      return ("site-invalid-url", "site \(quoted) has an invalid host")
    }
    switch rest[end...].first {
    case "/": return ("site-path", "site \(quoted) has a path; write the origin alone")
    case "?": return ("site-query", "site \(quoted) has a query; write the origin alone")
    case "#": return ("site-fragment", "site \(quoted) has a fragment; write the origin alone")
    default: return nil
    }
  }
}

/// The names Android checks in a manifest and an assetlinks file.
enum AndroidManifestNames {
  /// `com.example.app`: dot-separated parts, each a letter followed by letters, digits or `_`.
  static func isPackageName(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      guard let first = part.utf8.first, URICharacter.isAlpha(first) else { return false }
      return part.utf8.allSatisfy {
        URICharacter.isAlpha($0) || URICharacter.isDigit($0) || $0 == UInt8(ascii: "_")
      }
    }
  }
}
