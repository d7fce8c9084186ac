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
  /// Everything compiled from the config, behind one reference: the resolver hands the table
  /// around, and a copy retains one object instead of each field.
  final class Compiled: Sendable {
    /// The routes in declaration order.
    let routes: [CompiledRoute]
    /// Each name's first route.
    let routesByName: [String: CompiledRoute]
    /// Each name's first route's position in ``routes``.
    let numbersByName: [String: Int32]
    /// How each route's chain is built.
    let chainPlans: [ChainPlan]
    /// The routes indexed by their patterns' segments.
    let index: RouteIndex
    let endpoints: EndpointTable
    let security: SecurityCheck
    /// The table-wide `allowWarnings`, for links no route accepts.
    let allowedWarnings: Set<LinkWarning.Code>

    init(
      routes: [CompiledRoute], index: RouteIndex, endpoints: EndpointTable,
      security: SecurityCheck, allowedWarnings: Set<LinkWarning.Code>
    ) {
      self.routes = routes
      numbersByName = Dictionary(
        routes.enumerated().map { ($1.definition.name, Int32($0)) },
        uniquingKeysWith: { first, _ in first })
      let routesByName = numbersByName.mapValues { routes[Int($0)] }
      self.routesByName = routesByName
      chainPlans = routes.map { ChainPlan(for: $0, routesByName: routesByName) }
      self.index = index
      self.endpoints = endpoints
      self.security = security
      self.allowedWarnings = allowedWarnings
    }
  }

  var compiled: Compiled
  var routes: [CompiledRoute] { compiled.routes }
  var routesByName: [String: CompiledRoute] { compiled.routesByName }
  var index: RouteIndex { compiled.index }
  var endpoints: EndpointTable { compiled.endpoints }
  var security: SecurityCheck { compiled.security }

  /// Loads a table from the bytes of a JSON config; throws every problem found.
  public init(json bytes: some Collection<UInt8>) throws(ConfigError) {
    self.init(config: try RouteConfig(json: bytes))
  }

  /// Builds a table from an already validated config.
  public init(config: RouteConfig) {
    self.config = config
    // Candidates' hosts can differ in rank only when routes answer on different hosts.
    let hostLists = Set(config.routes.map { $0.hosts ?? config.hosts }.filter { !$0.isEmpty })
    let routes = config.routes.map {
      CompiledRoute(
        $0, schemes: config.schemes, hosts: config.hosts, rankingHosts: hostLists.count > 1)
    }
    compiled = Compiled(
      routes: routes, index: RouteIndex(routes: routes),
      endpoints: EndpointTable(
        schemes: config.schemes, opaqueSchemes: config.opaqueSchemes,
        twoFormSchemes: config.twoFormSchemes, hosts: config.hosts,
        takesHTTP: config.options.androidHttp),
      security: SecurityCheck(config: config), allowedWarnings: config.options.allowWarnings)
  }

  /// This table with `codes` also allowed on every route and for links no route accepts, as
  /// `--allow` does for one run.
  public func allowing(_ codes: Set<LinkWarning.Code>) -> RouteTable {
    guard !codes.isSubset(of: config.options.allowWarnings) else { return self }
    var config = config
    config.options.allowWarnings.formUnion(codes)
    for index in config.routes.indices {
      config.routes[index].options.allowWarnings.formUnion(codes)
    }
    return RouteTable(config: config)
  }

  /// Resolves one URL (one trimmed input line) to its route chain, or says precisely why it
  /// does not resolve.
  /// With `repairing`, the link a pasted form wraps is read (``PastedLink``), with the
  /// warning `repaired`.
  public func resolve(_ input: String, repairing: Bool = false) -> Result<
    Resolution, ResolveFailure
  > {
    var untraced: [CandidateTrace]? = nil
    return Resolver(table: compiled, repairing: repairing).resolve(input, trace: &untraced)
  }

  /// Resolves one URL and reports every route of the table and why it won or lost: the same
  /// resolution as ``resolve(_:)``, traced.
  public func explain(_ input: String, repairing: Bool = false) -> Explanation {
    var trace: [CandidateTrace]? = []
    let result = Resolver(table: compiled, repairing: repairing).resolve(input, trace: &trace)
    return Explanation(result: result, candidates: trace ?? [])
  }

  /// Whether the table's named type `type` (under `types`) accepts `value`, decoded: what typed
  /// code generated from the table checks before it builds a value.
  public func accepts(_ value: String, type name: String) -> Bool {
    config.namedTypes.first { $0.name == name }?.type.accept(value) != nil
  }
}
