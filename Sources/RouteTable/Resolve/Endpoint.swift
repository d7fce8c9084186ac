/// Where a URL points, once its scheme and host are known to belong to the table.
enum Endpoint: Hashable, Sendable {
  /// A custom scheme the table lists, e.g. `flightdeck`.
  case customScheme(String)
  /// An https URL to a host the table lists.
  case universalLink(host: String)

  /// Decides whether the URL's scheme and host belong to the table (SPEC §3 rules 3–4).
  init(of url: LinkURL, in config: RouteConfig) throws(ResolveFailure) {
    try self.init(of: url, schemes: config.schemes, hosts: config.hosts)
  }

  /// Decides against the table's `schemes` and `hosts`.
  init(of url: LinkURL, schemes: [String], hosts: [HostPattern]) throws(ResolveFailure) {
    let listsHost = { (host: String?) in
      host.map { host in hosts.contains { $0.matches(host) } } ?? false
    }
    switch url.scheme {
    case "https":
      guard let host = url.host, listsHost(host) else {
        let host = url.host ?? ""
        let known = hosts.map(\.text)
        throw ResolveFailure(
          .unknownHost,
          "host '\(host)' is not one of the table's hosts"
            + (Suggestion.closest(to: host, among: known).map { "; did you mean '\($0)'?" } ?? ""),
          column: url.scheme.count + 4)
      }
      self = .universalLink(host: host)
    case "http" where listsHost(url.host):
      throw ResolveFailure(
        .insecureScheme, "'http' link to '\(url.host ?? "")'; universal links must use 'https'",
        column: 1)
    case let scheme where schemes.contains(scheme):
      self = .customScheme(scheme)
    case let scheme:
      let known = schemes + (hosts.isEmpty ? [] : ["https"])
      throw ResolveFailure(
        .unknownScheme,
        "scheme '\(scheme)' is not one of the table's schemes"
          + (Suggestion.closest(to: scheme, among: known).map { "; did you mean '\($0)'?" } ?? ""),
        column: 1)
    }
  }
}
