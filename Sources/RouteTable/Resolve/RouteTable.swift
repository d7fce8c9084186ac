/// A loaded route table: the library entry point an app embeds.
///
/// ```swift
/// let table = try RouteTable(json: bytes)
/// switch table.resolve("flightdeck://flight/6F9619FF-8B86-D011-B42D-00C04FC964FF") {
/// case .success(let resolution): print(resolution.chain)
/// case .failure(let failure): print(failure.code, failure.message)
/// }
/// ```
public struct RouteTable: Sendable {
  /// The validated config the table was built from.
  public let config: RouteConfig
  let routes: [CompiledRoute]
  let routesByName: [String: CompiledRoute]
  /// The routes compiled for resolving: a trie over their segments and their chains.
  let index: RouteIndex

  /// Loads a table from the bytes of a JSON config; throws every problem found.
  public init(json bytes: some Collection<UInt8>) throws(ConfigError) {
    self.init(config: try RouteConfig(json: bytes))
  }

  /// Builds a table from an already validated config.
  public init(config: RouteConfig) {
    self.config = config
    // One pass, reading each definition in place: mapping copied every definition (and the
    // config with it) on the way, and the by-name table went through an array of pairs.
    var routes: [CompiledRoute] = []
    routes.reserveCapacity(config.routes.count)
    var routesByName: [String: CompiledRoute] = [:]
    routesByName.reserveCapacity(config.routes.count)
    var typedSets = TypedParameterSets()
    for index in config.routes.indices {
      let route = CompiledRoute(
        config.routes[index], schemes: config.schemes, hosts: config.hosts, typedSets: &typedSets)
      routes.append(route)
      // The first route of a name keeps it (one hash of the name unless it comes again).
      if let first = routesByName.updateValue(route, forKey: route.definition.name) {
        routesByName[route.definition.name] = first
      }
    }
    self.routes = routes
    self.routesByName = routesByName
    self.index = RouteIndex(config: config, routes: routes, routesByName: routesByName)
  }

  /// Resolves one URL (one trimmed input line) to its route chain, or says precisely why it
  /// does not resolve. Both are worked out as far as their properties are read (see
  /// ``Resolution`` and ``ResolveFailure``).
  public func resolve(_ input: String) -> Result<Resolution, ResolveFailure> {
    resolve(input, failures: .deferred)
  }

  /// ``resolve(_:)`` with a failure's properties worked out at once, for a caller that reads
  /// them all (the CLI, for every failing line): a deferred failure decides the link again.
  package func resolveExplainingFailures(_ input: String) -> Result<Resolution, ResolveFailure> {
    resolve(input, failures: .explained)
  }

  private func resolve(_ input: String, failures: FastResolver.Failures)
    -> Result<Resolution, ResolveFailure>
  {
    // A plain URL is laid out once, for the fast match and, when it fails, its failure.
    switch FastResolver.resolve(input, in: index, failures: failures) {
    case .success(let compact)?: return .success(Resolution(compact))
    case .failure(let failure)?: return .failure(failure)
    case nil: return IndexedResolver.resolveGenerally(input, in: index)
    }
  }

  /// ``resolve(_:)`` by trying every route in turn: the reference the index must agree with.
  func resolveLinearly(_ input: String) -> Result<Resolution, ResolveFailure> {
    RouteResolver(table: self, tracing: false).resolve(input).result
  }

  /// Resolves one URL and reports every route that was tried and why it won or lost.
  public func explain(_ input: String) -> Explanation {
    RouteResolver(table: self, tracing: true).resolve(input)
  }
}
