/// A validated route table config (docs/config.md).
public struct RouteConfig: Hashable, Sendable {
  public var version: Int
  /// Custom schemes, lowercased.
  public var schemes: [String]
  /// The schemes whose links take the opaque form `music:track:ID` (docs/config.md): what
  /// `build` and `samples` write for them.
  public var opaqueSchemes: [String]
  /// The schemes whose links take both forms, `tg:resolve` and `tg://resolve`, as one link
  /// (`forms` in docs/config.md): neither is `non-canonical-form`.
  public var twoFormSchemes: [String] = []
  /// The platforms of the custom schemes that are not for both (`platforms` in docs/config.md).
  public var schemePlatforms: [String: Platforms] = [:]
  public var hosts: [HostPattern]
  public var options: RouteOptions
  /// Named types in declaration order.
  public var namedTypes: [NamedType]
  /// Routes in declaration order (which never changes a result).
  public var routes: [RouteDefinition]

  public init(
    version: Int, schemes: [String], opaqueSchemes: [String] = [], hosts: [HostPattern],
    options: RouteOptions, namedTypes: [NamedType], routes: [RouteDefinition]
  ) {
    self.version = version
    self.schemes = schemes
    self.opaqueSchemes = opaqueSchemes
    self.hosts = hosts
    self.options = options
    self.namedTypes = namedTypes
    self.routes = routes
  }

  /// Every host a link of the table is served from, each once: the table's, then those routes
  /// list under them (`status.slack.com` under `:workspace.slack.com`). Each serves its own
  /// association file.
  public var servingHosts: [HostPattern] {
    var serving = hosts
    for route in routes {
      for host in route.hosts ?? [] where !serving.contains(host) { serving.append(host) }
    }
    return serving
  }

  /// The parameters the hosts `route` answers on bind (`:workspace.slack.com`), once each.
  public func hostParameters(of route: RouteDefinition) -> [String] {
    (route.hosts ?? hosts).hostParameters
  }
}

/// An entry of `types`.
public struct NamedType: Hashable, Sendable {
  public var name: String
  public var type: ParamType

  public init(name: String, type: ParamType) {
    self.name = name
    self.type = type
  }
}

/// A config that cannot be loaded, with every problem found.
public struct ConfigError: Error, Hashable, Sendable {
  /// All problems, errors and warnings, in source order.
  public var diagnostics: [Diagnostic]

  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}
