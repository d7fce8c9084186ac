/// A host from `hosts`: an exact name, `:name.example.com` (one label, bound to parameter
/// `name`), or `*.example.com` (any subdomain, not the domain itself).
public struct HostPattern: Hashable, Sendable {
  /// What a pattern matches before its domain, in the order routes are preferred by host
  /// (README "Which route wins"): an exact host outranks a parameter, which outranks `*.`.
  public enum Kind: Hashable, Sendable {
    /// The domain itself.
    case exact
    /// One label, bound to the parameter of this name (URLPattern hostname syntax).
    case parameter(String)
    /// Any run of labels.
    case wildcard

    static let exactRank: UInt8 = 2
  }

  /// Lowercased, in punycode, without the `*.` or `:name.` before it.
  public var domain: String
  public var kind: Kind

  public init(domain: String, kind: Kind) {
    self.domain = domain
    self.kind = kind
  }

  public init(domain: String, isWildcard: Bool) {
    self.init(domain: domain, kind: isWildcard ? .wildcard : .exact)
  }

  public var isWildcard: Bool { kind == .wildcard }

  /// The parameter the leftmost label binds, for `:name.example.com`.
  public var parameter: String? {
    if case .parameter(let name) = kind { return name }
    return nil
  }

  /// How specific the pattern is: 2 for an exact host, 1 for a parameter, 0 for `*.`.
  var rank: UInt8 {
    switch kind {
    case .exact: Kind.exactRank
    case .parameter: 1
    case .wildcard: 0
    }
  }

  /// Whether a normalised host (lowercase, punycode) is covered.
  public func matches(_ host: String) -> Bool { matches(LinkText(host)) }

  /// On the UTF-8 (a normalised host is ASCII), without building `.domain` for every link.
  func matches(_ host: LinkText) -> Bool {
    host.withBytes { host in
      guard kind != .exact else { return domain.hasBytes(host) }
      let suffix = host.count - domain.utf8.count
      guard suffix > 1, host[suffix - 1] == UInt8(ascii: ".") else { return false }
      let labels = host[..<(suffix - 1)]
      // `*` is a wildcard in a config, never part of a name a link can look up.
      return domain.hasBytes(UnsafeBufferPointer(rebasing: host[suffix...]))
        && !labels.contains(UInt8(ascii: "*"))
        && (kind == .wildcard || !labels.contains(UInt8(ascii: ".")))
    }
  }

  /// The leftmost label of `host`, which this pattern matches: a parameter's value.
  func label(of host: String) -> Substring {
    host.prefix(host.utf8.count - domain.utf8.count - 1)
  }

  /// As written in a config: `example.com`, `:name.example.com` or `*.example.com`.
  public var text: String {
    switch kind {
    case .exact: domain
    case .parameter(let name): ":" + name + "." + domain
    case .wildcard: "*." + domain
    }
  }

  /// As the platforms list it (an associated domain, an intent filter's host): they know no
  /// parameters, so `:name.example.com` is `*.example.com`.
  public var platformText: String { kind == .exact ? domain : "*." + domain }

  /// A host this pattern matches, for samples: the domain, or its `app.` subdomain.
  func sampleHost() -> String { kind == .exact ? domain : "app." + domain }

  /// The host this pattern names with `label` before its domain, as a link's host is read
  /// (lowercase, punycode); `nil` when that is not a host the pattern matches.
  func host(filling label: String) -> String? {
    guard let host = HostName.ascii(label + "." + domain), matches(host) else { return nil }
    return host
  }
}

extension [HostPattern] {
  /// The most specific of the patterns that matches a normalised host: an exact one, then one
  /// with a parameter, then `*.` (README "Which route wins"). iOS asks that host's association
  /// file first.
  public func mostSpecific(matching host: String) -> HostPattern? {
    mostSpecific(matching: LinkText(host))
  }

  func mostSpecific(matching host: LinkText) -> HostPattern? {
    var best: HostPattern?
    for pattern in self where best.map({ pattern.rank > $0.rank }) ?? true {
      if pattern.matches(host) { best = pattern }
    }
    return best
  }

  /// The parameters the patterns bind, once each, in order.
  var hostParameters: [String] {
    var names: [String] = []
    for name in compactMap(\.parameter) where !names.contains(name) { names.append(name) }
    return names
  }
}
