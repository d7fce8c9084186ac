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
  public func matches(_ host: String) -> Bool { matches(LinkText(host)) }

  /// On the UTF-8 (a normalised host is ASCII), without building `.domain` for every link.
  func matches(_ host: LinkText) -> Bool {
    host.withBytes { host in
      guard isWildcard else { return domain.hasBytes(host) }
      let suffix = host.count - domain.utf8.count
      guard suffix > 1, host[suffix - 1] == UInt8(ascii: ".") else { return false }
      // `*` is a wildcard in a config, never part of a name a link can look up.
      return domain.hasBytes(UnsafeBufferPointer(rebasing: host[suffix...]))
        && !host[..<suffix].contains(UInt8(ascii: "*"))
    }
  }

  /// As written in a config: `example.com` or `*.example.com`.
  public var text: String { isWildcard ? "*." + domain : domain }
}
