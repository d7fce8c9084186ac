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
  public func matches(_ host: String) -> Bool {
    guard isWildcard else { return host == domain }
    return host.count > domain.count + 1 && host.hasSuffix("." + domain)
  }

  /// As written in a config: `example.com` or `*.example.com`.
  public var text: String { isWildcard ? "*." + domain : domain }
}
