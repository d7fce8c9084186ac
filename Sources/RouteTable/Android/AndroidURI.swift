/// A link as Android's `Uri.parse` takes it apart for intent matching: the scheme as written
/// (compared exactly), the host without user info, the port (`nil` when none is written), the
/// percent-decoded path (`""` when nothing follows the authority), the raw query and fragment.
public struct AndroidURI: Hashable, Sendable {
  public var scheme: String
  public var host: String?
  public var port: Int?
  public var path: String
  public var query: String?
  public var fragment: String?

  public init(_ text: String) {
    var rest = Substring(text)
    if let colon = rest.firstIndex(of: ":"),
      !rest[..<colon].contains(where: { $0 == "/" || $0 == "?" || $0 == "#" })
    {
      scheme = String(rest[..<colon])
      rest = rest[rest.index(after: colon)...]
    } else {
      scheme = ""
    }
    if let hash = rest.firstIndex(of: "#") {
      fragment = PercentDecoding.decodeLossless(rest[rest.index(after: hash)...])
      rest = rest[..<hash]
    }
    if let question = rest.firstIndex(of: "?") {
      query = String(rest[rest.index(after: question)...])
      rest = rest[..<question]
    }
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex(of: "/") ?? rest.endIndex
      var authority = rest[..<end]
      rest = rest[end...]
      if let at = authority.lastIndex(of: "@") {
        authority = authority[authority.index(after: at)...]
      }
      if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
        port = Int(authority[authority.index(after: colon)...])
        authority = authority[..<colon]
      }
      host = String(authority)
    }
    path = PercentDecoding.decodeLossless(rest)
  }

  /// The query's items as written (`name=value`, or a bare name), each decoded: split on `&`, or
  /// on `;` when there is no `&`.
  public var queryParameters: [String] {
    guard let query, !query.isEmpty else { return [] }
    let separator: Character = query.contains("&") ? "&" : ";"
    return query.split(separator: separator).map { PercentDecoding.decodeLossless($0) }
  }

  /// The query's items as names and values (a bare name has the value `""`).
  public var queryItems: [(name: String, value: String)] {
    queryParameters.map { item in
      guard let equals = item.firstIndex(of: "=") else { return (item, "") }
      return (String(item[..<equals]), String(item[item.index(after: equals)...]))
    }
  }
}
