/// Where a URL points, once its scheme and host are known to belong to the table.
enum Endpoint: Hashable, Sendable {
  /// A custom scheme the table lists, e.g. `flightdeck`.
  case customScheme(String)
  /// An https URL to a host the table lists.
  case universalLink(host: String)

  /// Decides whether the URL's scheme and host belong to the table (SPEC §3 rules 3–4).
  init(of url: LinkURL, in config: RouteConfig) throws(ResolveFailure) {
    try self.init(of: url, in: EndpointTable(schemes: config.schemes, hosts: config.hosts))
  }

  /// Decides against the table's schemes and hosts. (`url` is borrowed: an initializer takes
  /// its arguments owned, and a copy of a `LinkURL` retains each of its strings.)
  init(of url: borrowing LinkURL, in table: EndpointTable) throws(ResolveFailure) {
    switch url.scheme {
    case "https":
      guard let host = url.host, table.lists(host: host) else {
        throw Self.unknownHost(url.host ?? "", in: table, column: url.scheme.utf8.count + 4)
      }
      self = .universalLink(host: host)
    case "http" where url.host.map(table.lists(host:)) ?? false:
      throw Self.insecureScheme(host: url.host ?? "")
    case let scheme where table.schemes.contains(scheme):
      self = .customScheme(scheme)
    case let scheme:
      throw Self.unknownScheme(scheme, in: table)
    }
  }

  /// The failure of a URL with the custom scheme `scheme` (lowercase bytes), or `nil` when the
  /// table lists the scheme: ``init(of:in:)`` for a URL whose scheme is neither `https` nor
  /// `http`, without a `LinkURL`.
  static func failure(customScheme scheme: UnsafeBufferPointer<UInt8>, in table: EndpointTable)
    -> ResolveFailure?
  {
    if table.lists(scheme: scheme) { return nil }
    return unknownScheme(String(utf8Bytes: scheme), in: table)
  }

  // Each message is written once into a string of its size (``MessageText``): these failures
  // are returned for every such URL.

  /// The failure of an `https` URL whose host `host` the table does not list (`column`: where
  /// the host starts), with the security checks' `warnings` on it.
  static func unknownHost(
    _ host: String, in table: EndpointTable, column: Int, warnings: [LinkWarning] = []
  ) -> ResolveFailure {
    let suggestion = table.hostSuggestions.closest(to: host)
    let message = MessageText.make(capacity: host.utf8.count + suggestionCapacity(suggestion) + 40)
    {
      $0.append("host '")
      $0.append(host)
      $0.append("' is not one of the table's hosts")
      appendSuggestion(suggestion, to: &$0)
    }
    return ResolveFailure(.unknownHost, message, column: column, warnings: warnings)
  }

  private static func insecureScheme(host: String) -> ResolveFailure {
    var host = host
    return host.withUTF8 { failure(insecureHost: $0) }
  }

  /// The failure of an `http` URL to the host `host` (lowercase bytes), which the table lists.
  static func failure(insecureHost host: UnsafeBufferPointer<UInt8>) -> ResolveFailure {
    let message = MessageText.make(capacity: host.count + 56) {
      $0.append("'http' link to '")
      $0.append(host)
      $0.append("'; universal links must use 'https'")
    }
    return ResolveFailure(.insecureScheme, message, column: 1)
  }

  private static func unknownScheme(_ scheme: String, in table: EndpointTable) -> ResolveFailure {
    let suggestion = table.schemeSuggestions.closest(to: scheme)
    let message = MessageText.make(
      capacity: scheme.utf8.count + suggestionCapacity(suggestion) + 44
    ) {
      $0.append("scheme '")
      $0.append(scheme)
      $0.append("' is not one of the table's schemes")
      appendSuggestion(suggestion, to: &$0)
    }
    return ResolveFailure(.unknownScheme, message, column: 1)
  }

  private static func suggestionCapacity(_ suggestion: String?) -> Int {
    suggestion.map { $0.utf8.count + 20 } ?? 0
  }

  private static func appendSuggestion(_ suggestion: String?, to message: inout MessageText) {
    guard let suggestion else { return }
    message.append("; did you mean '")
    message.append(suggestion)
    message.append("'?")
  }
}
