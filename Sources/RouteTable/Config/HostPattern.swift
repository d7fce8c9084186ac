/// A host from `hosts`: an exact name or `*.example.com` (any subdomain, not the domain itself).
public struct HostPattern: Hashable, Sendable {
  /// Lowercased, in punycode, without the `*.` of a wildcard.
  public var domain: String
  public var isWildcard: Bool

  public init(domain: String, isWildcard: Bool) {
    self.domain = domain
    self.isWildcard = isWildcard
  }

  /// Whether a normalised host (lowercase, punycode) is covered.
  public func matches(_ host: String) -> Bool { matches(host[...]) }

  func matches(_ host: Substring) -> Bool {
    guard isWildcard else { return host == domain }
    // On the UTF-8 (a normalised host is ASCII), without building `.domain` for every link.
    let (host, domain) = (host.utf8, domain.utf8)
    guard host.count > domain.count + 1 else { return false }
    let suffix = host.index(host.endIndex, offsetBy: -domain.count)
    // `*` is a wildcard in a config, never part of a name a link can look up.
    return host[host.index(before: suffix)] == UInt8(ascii: ".")
      && host[suffix...].elementsEqual(domain) && !host[..<suffix].contains(UInt8(ascii: "*"))
  }

  /// As written in a config: `example.com` or `*.example.com`.
  public var text: String { isWildcard ? "*." + domain : domain }
}
