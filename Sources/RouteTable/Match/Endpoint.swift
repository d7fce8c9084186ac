/// Where a URL points, once its scheme and host are known to belong to the table.
enum Endpoint: Hashable, Sendable {
  /// A custom scheme the table lists, e.g. `flightdeck`.
  case customScheme
  /// An https URL to a host the table lists (or an http one, with `options.androidHttp`).
  case universalLink

  /// Decides whether the URL's scheme and host belong to the table (README "How a URL is read").
  init(of url: borrowing LinkURL, in table: EndpointTable) throws(ResolveFailure) {
    switch url.schemeKind {
    case .https:
      guard let host = url.hostText, table.lists(host: host) else {
        throw table.unknownHost(url.host ?? "", column: url.scheme.utf8.count + 4)
      }
      self = .universalLink
    case .http where url.hostText.map(table.lists(host:)) ?? false:
      guard table.takesHTTP else {
        throw ResolveFailure(
          .insecureScheme, .endpoint(.insecure(host: url.host ?? "")), column: 1)
      }
      self = .universalLink
    case .listed:
      self = .customScheme
    case .http, .other:
      throw table.unknownScheme(url.scheme)
    }
  }

  /// Whether routes that answer on `scopes` answer on `url`, whose endpoint this is. The
  /// scheme or host is read from the link only when `scopes` are not the table's own: the
  /// endpoint holds no text, which every link would copy and release.
  func isAnswered(by scopes: EndpointScopes, of url: borrowing LinkURL) -> Bool {
    switch self {
    case .customScheme: scopes.hasEveryScheme || scopes.schemes.contains(url.scheme)
    case .universalLink:
      scopes.hasEveryHost
        || url.hostText.map { host in scopes.hosts.contains { $0.matches(host) } } == true
    }
  }
}

/// The schemes and hosts routes answer on, and whether they are the table's: a link's scheme or
/// host is then known to be among them (``Endpoint`` decided it), and is not compared again for
/// each group of routes.
struct EndpointScopes: Sendable {
  let schemes: [String]
  let hosts: [HostPattern]
  let hasEveryScheme: Bool
  let hasEveryHost: Bool

  /// `schemes` and `hosts` in a table whose own are `tableSchemes` and `tableHosts`.
  init(
    schemes: [String], hosts: [HostPattern], tableSchemes: [String], tableHosts: [HostPattern]
  ) {
    self.schemes = schemes
    self.hosts = hosts
    hasEveryScheme = schemes == tableSchemes
    hasEveryHost = hosts == tableHosts
  }
}

/// The table's schemes and hosts as ``Endpoint`` decides on them, and the failures of a link to
/// others. A class: every link reads it.
final class EndpointTable: Sendable {
  let schemes: [String]
  /// The schemes as the reader looks a link's up, with those whose links take the opaque form
  /// `music:track:ID`.
  let schemeNames: SchemeNames
  let hosts: [HostPattern]
  /// Whether `http` links to the hosts are the table's too (`options.androidHttp`).
  let takesHTTP: Bool
  /// What an unknown scheme may have meant: the schemes, and `https` when there are hosts.
  private let schemeSuggestions: [String]

  init(
    schemes: [String], opaqueSchemes: [String], twoFormSchemes: [String], hosts: [HostPattern],
    takesHTTP: Bool
  ) {
    self.schemes = schemes
    schemeNames = SchemeNames(
      schemes: schemes, opaqueSchemes: opaqueSchemes, twoFormSchemes: twoFormSchemes)
    self.hosts = hosts
    self.takesHTTP = takesHTTP
    schemeSuggestions = schemes + (hosts.isEmpty ? [] : ["https"])
  }

  /// Whether one of the hosts matches `host`.
  func lists(host: LinkText) -> Bool {
    hosts.contains { $0.matches(host) }
  }

  /// The failure of an `https` URL to `host`, which the table does not list (`column`: where
  /// the host starts).
  func unknownHost(_ host: String, column: Int) -> ResolveFailure {
    let hint: EndpointRefusal.HostHint
    if host.utf8.contains(UInt8(ascii: "*")) {
      // A config's wildcard written into a link: no name a link can look up holds a `*`.
      hint = .wildcard
    } else if hosts.contains(where: { $0.isWildcard && $0.domain == host }) {
      // A `*.` pattern never covers its apex: suggesting it would suggest what already failed.
      hint = .apex
    } else if let pattern = hosts.first(where: {
      $0.parameter != nil && host.hasSuffix("." + $0.domain)
    }) {
      // `eu.acme.slack.com` for `:workspace.slack.com`: a parameter takes one label.
      hint = .oneLabel(pattern: pattern)
    } else if let parent = hosts.first(where: {
      $0.kind == .exact && host.hasSuffix("." + $0.domain)
    }) {
      // `www.example.com` for `example.com`: a subdomain of a listed host, not a typo of a
      // sibling that happens to be as many letters away.
      hint = .subdomain(of: parent.domain)
    } else {
      hint = .closest(Suggestion.closest(to: host, among: hosts.map(\.text)))
    }
    return ResolveFailure(
      .unknownHost, .endpoint(.unknownHost(host, hint: hint)), column: column)
  }

  func unknownScheme(_ scheme: String) -> ResolveFailure {
    ResolveFailure(
      .unknownScheme,
      .endpoint(
        .unknownScheme(
          scheme, closest: Suggestion.closest(to: scheme, among: schemeSuggestions))),
      column: 1)
  }
}

/// Why a link's scheme or host is not the table's, as found (``message`` says it).
enum EndpointRefusal: Sendable {
  /// What may help with a host the table does not list.
  enum HostHint: Sendable {
    /// The link holds a `*`, which only a table's `hosts` can.
    case wildcard
    /// The table lists `*.` of the host, which covers its subdomains only.
    case apex
    /// The host has more labels than a listed host parameter takes.
    case oneLabel(pattern: HostPattern)
    /// The host is a subdomain of a listed one.
    case subdomain(of: String)
    /// The nearest listed host, if one is near.
    case closest(String?)
  }

  case unknownHost(String, hint: HostHint)
  case unknownScheme(String, closest: String?)
  /// An `http` link to a host the table lists.
  case insecure(host: String)

  var message: String {
    let message: MessageText
    switch self {
    case .unknownHost(let host, let hint):
      message = "host \(quoted: host) is not one of the table's hosts\(hint, for: host)"
    case .unknownScheme(let scheme, let closest):
      message = "scheme \(quoted: scheme) is not one of the table's schemes\(suggesting: closest)"
    case .insecure(let host):
      message = "'http' link to \(quoted: host); universal links must use 'https'"
    }
    return message.text
  }
}

extension MessageText.StringInterpolation {
  /// What may help with `host`, after `; `.
  fileprivate mutating func appendInterpolation(_ hint: EndpointRefusal.HostHint, for host: String)
  {
    switch hint {
    case .wildcard:
      appendLiteral("; '*' is a wildcard in 'hosts', not part of a host a link can name")
    case .apex:
      appendLiteral("; add ")
      appendInterpolation(quoted: host)
      appendLiteral(" to 'hosts': '*.")
      appendInterpolation(host)
      appendLiteral("' covers its subdomains only")
    case .oneLabel(let pattern):
      appendLiteral("; ")
      appendInterpolation(quoted: pattern.text)
      appendLiteral(" takes one label before ")
      appendInterpolation(quoted: pattern.domain)
    case .subdomain(let parent):
      appendLiteral("; it is a subdomain of ")
      appendInterpolation(quoted: parent)
      appendLiteral(": add it to 'hosts', or '*.")
      appendInterpolation(parent)
      appendLiteral("' for every subdomain")
    case .closest(let suggestion): appendInterpolation(suggesting: suggestion)
    }
  }

  /// `; did you mean '…'?` when there is a suggestion.
  fileprivate mutating func appendInterpolation(suggesting suggestion: String?) {
    guard let suggestion else { return }
    appendLiteral("; did you mean ")
    appendInterpolation(quoted: suggestion)
    appendLiteral("?")
  }
}
