/// Where a built link points: a custom scheme (`flightdeck://…`) or an https host
/// (`https://flightdeck.example.com/…`).
public enum LinkOrigin: Hashable, Sendable {
  case scheme(String)
  case host(String)

  /// `flightdeck://` or `https://flightdeck.example.com`, for messages and listings.
  public var text: String {
    switch self {
    case .scheme(let scheme): scheme + "://"
    case .host(let host): "https://" + host
    }
  }
}

extension LinkOrigin {
  /// The parameter of a host written `:name.example.com`, which a value fills.
  public var hostParameter: String? {
    guard case .host(let host) = self, host.hasPrefix(":") else { return nil }
    return String(host.dropFirst().prefix { $0 != "." })
  }

  /// The URL of `path` (percent-encoded, from its `/`) and `tail` (`?…#…`) here, in the one form
  /// every URL reader takes apart the same way: an opaque scheme's `music:track:ID`; else
  /// `app://first/rest`, or `app:///first/rest` when the first segment holds a `:` or `@` that
  /// other readers would take for a port or a user.
  func url(path: String, tail: String, opaqueSchemes: [String]) -> String {
    switch self {
    case .host(let host):
      return "https://" + host + path + tail
    case .scheme(let scheme) where opaqueSchemes.contains(scheme):
      let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
      return scheme + ":" + segments.map { $0.replacing(":", with: "%3A") }.joined(separator: ":")
        + tail
    case .scheme(let scheme):
      let rest = path.dropFirst()
      let first = rest.prefix { $0 != "/" }
      let separator = first.contains { $0 == ":" || $0 == "@" } ? ":///" : "://"
      return scheme + separator + rest + tail
    }
  }
}

extension CompiledRoute {
  /// Where the route answers, in the order a default is chosen: its custom schemes, then its
  /// https hosts (a wildcard host as its `app.` subdomain, a host with a parameter as written:
  /// the parameter's value fills it).
  var linkOrigins: [LinkOrigin] {
    schemes.map(LinkOrigin.scheme)
      + hosts.map { .host($0.parameter == nil ? $0.sampleHost() : $0.text) }
  }

  /// The route's host that `origin`, written `:name.example.com`, names.
  func hostPattern(of origin: LinkOrigin) -> HostPattern? {
    guard origin.hostParameter != nil, case .host(let written) = origin else { return nil }
    return hosts.first { $0.text == written.lowercased() }
  }

  /// The host `pattern` of the route names with `label` as its parameter's value, when a link
  /// on it reads the value back as given and the route reaches it through `pattern`.
  func host(of pattern: HostPattern, filling label: String) -> String? {
    guard let host = pattern.host(filling: label), hosts.mostSpecific(matching: host) == pattern
    else { return nil }
    return host
  }

  /// ``linkOrigins`` as a link names them, for the lints' sample links: a host parameter
  /// filled with the first example of its type that a link reads back as given (else `app`).
  var sampleOrigins: [LinkOrigin] {
    linkOrigins.map { origin in
      guard let pattern = hostPattern(of: origin), let name = pattern.parameter else {
        return origin
      }
      let filled = SampleURL.candidateValues(for: definition.type(of: name)).lazy.compactMap {
        value in
        self.host(of: pattern, filling: value).flatMap { pattern.label(of: $0) == value ? $0 : nil }
      }
      return .host(filled.first ?? pattern.sampleHost())
    }
  }
}
