/// What a URL that resolves opens (README "Output").
public struct Resolution: Hashable, Sendable {
  /// The winning route's name.
  public var route: String {
    get { routeName }
    set {
      freezeChain()
      routeName = newValue
    }
  }
  private var routeName: String
  /// The route's ancestors, root first, ending with the route itself. Built when read from the
  /// route's chain plan and the values the link was resolved with, unless a parent's type had to
  /// check a value while it was resolved.
  public var chain: [ChainEntry] {
    get { chainAndParams.chain }
    set { chainSource = .built(newValue) }
  }
  /// ``chain`` and ``params`` in one read, the values made once for both (each of the two
  /// makes them when read alone).
  public var chainAndParams: (chain: [ChainEntry], params: [NamedValue]) {
    let params = values.params
    let plan: ChainPlan
    switch chainSource {
    case .built(let chain): return (chain, params)
    case .planned(let planned): plan = planned
    }
    // The parts ``forEachChainPart(_:)`` writes; the route's own entry holds `params`.
    var chain: [ChainEntry] = []
    chain.reserveCapacity(plan.steps.count + 1)
    forEachChainPart { part in
      switch part {
      case .entry(let route):
        chain.append(
          ChainEntry(route: route, params: chain.count == plan.steps.count ? params : []))
      case .value(let name, let view) where chain.count <= plan.steps.count:
        chain[chain.count - 1].params.append(NamedValue(name: name, value: view.value))
      case .value, .end: break
      }
    }
    return (chain, params)
  }
  private(set) var chainSource: ChainSource
  /// Path, query and fragment values, typed, defaults filled in. Made when read from what the
  /// route's types accepted.
  public var params: [NamedValue] {
    get { values.params }
    set {
      freezeChain()
      values = .given(newValue)
    }
  }
  private(set) var values: Values
  /// Query names present in the URL but not declared by the route, in URL order, each once.
  public var extraQuery: [String]
  public var warnings: [LinkWarning]

  public init(
    route: String, chain: [ChainEntry], params: [NamedValue], extraQuery: [String],
    warnings: [LinkWarning]
  ) {
    routeName = route
    chainSource = .built(chain)
    values = .given(params)
    self.extraQuery = extraQuery
    self.warnings = warnings
  }

  init(
    route: String, chain: ChainSource, candidate: MatchedCandidate, extraQuery: [String],
    warnings: [LinkWarning]
  ) {
    routeName = route
    chainSource = chain
    values = .bound(candidate)
    self.extraQuery = extraQuery
    self.warnings = warnings
  }

  /// Where the chain comes from: given, or built when read from the route's plan with the route
  /// and values it was resolved with (a change to ``route`` or ``params`` builds it first, so
  /// that it stays what it was).
  enum ChainSource: Sendable {
    case built([ChainEntry])
    case planned(ChainPlan)
  }

  private mutating func freezeChain() {
    if case .planned = chainSource { chainSource = .built(chain) }
  }

  /// Where the values come from: given, or the facts the winning route's types recorded (held
  /// by the candidate the resolver kept, not copied out of it).
  enum Values: Sendable {
    case given([NamedValue])
    case bound(MatchedCandidate)

    var params: [NamedValue] {
      switch self {
      case .given(let params): params
      case .bound(let candidate): candidate.params
      }
    }

    subscript(name: String) -> ParamValue? {
      switch self {
      case .given(let params): params[name]
      case .bound(let candidate): candidate[name]
      }
    }
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
  public subscript(name: String) -> ParamValue? { values[name] }
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
