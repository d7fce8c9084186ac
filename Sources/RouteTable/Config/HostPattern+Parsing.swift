extension HostPattern {
  /// Why a `hosts` entry is not a host pattern, and how to fix it.
  struct Problem: Error {
    var reason: String
    var help: String?
  }

  /// Reads a `hosts` entry: a host name (Unicode labels become punycode, letters lowercase),
  /// `*.` and a host name, or `:name.` and a host name. Schemes, ports, paths and malformed
  /// labels are rejected, each with a fix.
  static func parse(_ text: String) -> Result<HostPattern, Problem> {
    func failure(_ reason: String, help: String? = nil) -> Result<HostPattern, Problem> {
      .failure(Problem(reason: reason, help: help))
    }
    guard !text.isEmpty else { return failure("it is empty") }
    let utf8 = text.utf8
    if let schemeEnd = utf8.indices.first(where: { utf8[$0...].starts(with: "://".utf8) }) {
      let afterScheme = utf8.index(schemeEnd, offsetBy: 3)
      let host = text[afterScheme...].prefix { $0 != "/" && $0 != ":" }
      return failure(
        "a host has no scheme",
        help: "write the host alone, without '\(text[..<afterScheme])': '\(host)'")
    }
    // Before the port check: an IPv6 literal is full of ':'.
    if text.hasPrefix("[") {
      return failure(
        "an IPv6 address is not a universal-link or app-link domain",
        help: "list the domain name that serves the association file; iOS and Android verify "
          + "links only for domain names")
    }
    if let slash = text.utf8.firstIndex(of: UInt8(ascii: "/")) {
      return failure(
        "a host has no path",
        help: "write the host alone, without '\(text[slash...])': '\(text[..<slash])'")
    }
    if text.hasPrefix(":") { return parseParameter(text) }
    if let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) {
      if text[..<colon].hasSuffix(".") {
        return failure(
          "a parameter takes the leftmost label only",
          help: "write it first, as in ':name.example.com'")
      }
      return failure(
        "a host has no port",
        help: "write the host alone, without '\(text[colon...])': '\(text[..<colon])'")
    }
    let isWildcard = text.hasPrefix("*.")
    let domain = isWildcard ? String(text.dropFirst(2)) : text
    if domain.utf8.contains(UInt8(ascii: "*")) {
      return failure(
        "'*' may only stand alone as the first label",
        help: "write a wildcard as '*.example.com'; it matches every subdomain")
    }
    if domain.hasSuffix(".") {
      return failure("a host does not end with '.'", help: "remove the final dot")
    }
    // Read by bytes: the checks are all of ASCII characters, and labels end at each `.` as
    // ``HostName`` ends them.
    for label in domain.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
      guard !label.isEmpty else { return failure("it has an empty label") }
      if let bad = label.first(where: {
        $0 < 0x80
          && !(URICharacter.isAlpha($0) || URICharacter.isDigit($0) || $0 == UInt8(ascii: "-"))
      }) {
        return failure(
          "'\(Character(Unicode.Scalar(bad)))' is not allowed",
          help: "a host label holds only letters, digits and '-'")
      }
      if label.count > 63, label.allSatisfy({ $0 < 0x80 }) {
        return failure("label '\(Substring(label))' is longer than 63 characters")
      }
      if label.first == UInt8(ascii: "-") || label.last == UInt8(ascii: "-") {
        return failure("label '\(Substring(label))' starts or ends with '-'")
      }
    }
    guard let ascii = HostName.ascii(domain) else {
      return failure(HostName.problem(in: domain) ?? "it is not a host name")
    }
    return .success(HostPattern(domain: ascii, isWildcard: isWildcard))
  }

  /// `:name.` and a host name: `name` as a path parameter's (URLPattern's name characters).
  private static func parseParameter(_ text: String) -> Result<HostPattern, Problem> {
    let name = text.dropFirst().prefix { $0 != "." }
    guard let first = name.unicodeScalars.first,
      PatternTokenizer.isNameScalar(first, first: true),
      name.unicodeScalars.dropFirst().allSatisfy({
        PatternTokenizer.isNameScalar($0, first: false)
      })
    else {
      return .failure(
        Problem(
          reason: "'\(name)' is not a parameter name",
          help: "a host parameter is ':' and a name of letters, digits and '_', as in "
            + "':workspace.example.com'"))
    }
    let domain = text.dropFirst(name.utf8.count + 1)
    guard domain.count > 1 else {
      return .failure(
        Problem(
          reason: "a host parameter needs a domain after it",
          help: "write ':\(name).' and the domain, as in ':\(name).example.com'"))
    }
    return parse(String(domain.dropFirst())).flatMap { host in
      guard host.kind == .exact else {
        return .failure(
          Problem(
            reason: "a host has one parameter or one '*', first",
            help: "write ':\(name).\(host.domain)'"))
      }
      return .success(HostPattern(domain: host.domain, kind: .parameter(String(name))))
    }
  }

  /// Whether every host this pattern matches is matched by `other` too.
  func isCovered(by other: HostPattern) -> Bool {
    switch kind {
    case .exact: other.matches(domain)
    case .parameter:
      other.kind != .exact && (domain == other.domain || other.isWildcard && other.matches(domain))
    case .wildcard: other.isWildcard && (domain == other.domain || other.matches(domain))
    }
  }

  /// Whether this pattern and `other` match the same hosts (`:a.x.com` and `:b.x.com` do).
  func matchesSameHosts(as other: HostPattern) -> Bool {
    domain == other.domain && rank == other.rank
  }
}
