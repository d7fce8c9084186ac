/// What a URL that resolves opens (README "Output").
public struct Resolution: Hashable, Sendable {
  /// The winning route's name.
  public var route: String
  /// The route's ancestors, root first, ending with the route itself. Built when read from the
  /// route's chain plan and the values the link was resolved with, unless a parent's type had to
  /// check a value while it was resolved.
  public var chain: [ChainEntry] {
    get {
      switch chainSource {
      case .built(let chain): chain
      case .planned(let plan, let route, let params):
        // Without a value to convert, the plan cannot refuse.
        (try? plan.chain(route: route, params: params, work: .uncounted).get()) ?? []
      }
    }
    set { chainSource = .built(newValue) }
  }
  private var chainSource: ChainSource
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
    chainSource = .built(chain)
    self.params = params
    self.extraQuery = extraQuery
    self.warnings = warnings
  }

  init(
    route: String, chain: ChainSource, params: [NamedValue], extraQuery: [String],
    warnings: [LinkWarning]
  ) {
    self.route = route
    chainSource = chain
    self.params = params
    self.extraQuery = extraQuery
    self.warnings = warnings
  }

  /// Where the chain comes from: given, or built when read from the route's plan and the route
  /// and values it was resolved with (which later changes to ``route`` or ``params`` leave as
  /// they were).
  enum ChainSource: Sendable {
    case built([ChainEntry])
    case planned(ChainPlan, route: String, params: [NamedValue])
  }

  public static func == (lhs: Resolution, rhs: Resolution) -> Bool {
    lhs.route == rhs.route && lhs.params == rhs.params && lhs.extraQuery == rhs.extraQuery
      && lhs.warnings == rhs.warnings && lhs.chain == rhs.chain
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(route)
    hasher.combine(params)
    hasher.combine(extraQuery)
    hasher.combine(warnings)
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
