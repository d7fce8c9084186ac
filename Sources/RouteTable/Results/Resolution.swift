/// What a URL that resolves opens (README "Output").
public struct Resolution: Hashable, Sendable {
  /// The winning route's name.
  public var route: String
  /// The route's ancestors, root first, ending with the route itself.
  public var chain: [ChainEntry]
  /// Path, query and fragment values, typed, defaults filled in.
  public var params: [NamedValue]
  /// Query names present in the URL but not declared by the route, in URL order, each once.
  public var extraQuery: [String]
  public var warnings: [LinkWarning]

  public init(
    route: String, chain: [ChainEntry], params: [NamedValue], extraQuery: [String],
    warnings: [LinkWarning]
  ) {
    self.route = route
    self.chain = chain
    self.params = params
    self.extraQuery = extraQuery
    self.warnings = warnings
  }

  /// The value of parameter `name` (path, query or fragment): `resolution["id"]?.uuidString`.
  public subscript(name: String) -> ParamValue? { params[name] }
}

/// One screen of a route chain with its own parameters (after parent mapping).
public struct ChainEntry: Hashable, Sendable {
  public var route: String
  public var params: [NamedValue]

  public init(route: String, params: [NamedValue]) {
    self.route = route
    self.params = params
  }

  /// The value of this screen's parameter `name`.
  public subscript(name: String) -> ParamValue? { params[name] }
}
