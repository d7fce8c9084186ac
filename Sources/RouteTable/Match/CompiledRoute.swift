/// A route prepared once at load time for fast, repeated matching. A class: the table's route
/// list, its by-name lookup and the index all hold the same routes.
final class CompiledRoute: Sendable {
  let definition: RouteDefinition
  /// Each pattern with its rank, best first, so that a route's best matching pattern is found first.
  let patterns: RankedPatterns
  /// The schemes and hosts the route answers on (the table's unless restricted).
  let scopes: EndpointScopes
  /// Custom schemes the route answers on.
  var schemes: [String] { scopes.schemes }
  /// https hosts the route answers on.
  var hosts: [HostPattern] { scopes.hosts }
  /// The parameters the route's screen has: the hosts', path ones in pattern order, then the
  /// query and the fragment. What a parent receives up the chain.
  let parameterNames: [String]
  /// Whether the pattern a link's host matched is looked for: one of the route's hosts binds a
  /// parameter, or ranks below an exact host while other routes answer on other hosts (with
  /// the same hosts, every candidate's host ranks the same).
  let matchesHostPatterns: Bool
  /// The parameters the route's hosts bind (`:name.example.com`), with their types.
  let hostParameters: [(name: String, type: TypeCheck)]
  /// For each of ``patterns``, the type of each of its groups.
  let groupTypes: [[TypeCheck]]
  /// For each of ``patterns``, where its groups are when it is made of whole segments.
  let segmentCaptures: [SegmentCaptures?]
  /// The `fragments` patterns with their ranks, best first, and the types of their groups.
  let fragmentPatterns: RankedPatterns
  let fragmentGroupTypes: [[TypeCheck]]
  /// The `query` declarations, in order.
  let queryDeclarations: [QueryDeclaration]
  /// The `fragment` declaration's type, prepared for its values; `nil` without one.
  let fragmentType: TypeCheck?
  /// Whether the route declares query parameters or a fragment.
  let declaresQueryOrFragment: Bool
  /// Whether the route declares a fragment.
  let declaresFragment: Bool

  /// `schemes` and `hosts` are the table's, for a route without its own; `rankingHosts`: whether
  /// other routes answer on other hosts.
  init(
    _ definition: consuming RouteDefinition, schemes: [String], hosts: [HostPattern],
    rankingHosts: Bool
  ) {
    let params = definition.params
    let typed = Self.typedParameters(of: params)
    let paths = definition.paths
    let patterns = RankedPatterns(paths, ranks: paths.map { $0.rank(typedParameters: typed) })
    self.patterns = patterns
    groupTypes = patterns.paths.map { $0.groupNames.map { TypeCheck(params[$0] ?? .string) } }
    segmentCaptures = patterns.paths.map(SegmentCaptures.init)
    let fragments = definition.fragments
    fragmentPatterns = RankedPatterns(
      fragments, ranks: fragments.map { $0.rank(typedParameters: typed) })
    fragmentGroupTypes = fragmentPatterns.paths.map {
      $0.groupNames.map { TypeCheck(params[$0] ?? .string) }
    }
    scopes = EndpointScopes(
      schemes: definition.schemes ?? schemes, hosts: definition.hosts ?? hosts,
      tableSchemes: schemes, tableHosts: hosts)
    matchesHostPatterns = scopes.hosts.contains {
      $0.parameter != nil || (rankingHosts && $0.kind != .exact)
    }
    queryDeclarations = definition.query.map(QueryDeclaration.init)
    fragmentType = definition.fragment.map { TypeCheck($0.type) }
    declaresFragment = definition.fragment != nil
    declaresQueryOrFragment = !definition.query.isEmpty || declaresFragment
    var names = scopes.hosts.hostParameters
    hostParameters = names.map { ($0, TypeCheck(params[$0] ?? .string)) }
    for pattern in paths + fragments {
      for name in pattern.groupNames where !names.contains(name) && !name.isNumberedGroup {
        names.append(name)
      }
    }
    names += params.keys.filter { !names.contains($0) }.sorted()
    parameterNames =
      names + definition.query.map(\.name) + (definition.fragment.map { [$0.name] } ?? [])
    self.definition = definition
  }

  /// Parameters whose declared type is not `string`: they rank as regex parts (README "Which route
  /// wins").
  var typedParameters: Set<String> { Self.typedParameters(of: definition.params) }

  private static func typedParameters(of params: [String: ParamType]) -> Set<String> {
    Set(params.compactMap { name, type in type == .string ? nil : name })
  }

  var hasFragmentPatterns: Bool { !fragmentPatterns.paths.isEmpty }

  /// Whether the route answers on the scheme or host of `url`, whose endpoint is `endpoint`.
  func accepts(_ endpoint: Endpoint, of url: borrowing LinkURL) -> Bool {
    endpoint.isAnswered(by: scopes, of: url)
  }
}

/// A route's patterns with their ranks, best first, as two parallel arrays (a route with one
/// pattern shares its definition's `paths`).
struct RankedPatterns: RandomAccessCollection, Sendable {
  /// The patterns, best rank first.
  let paths: [PathPattern]
  /// The rank of each of ``paths``.
  let ranks: [PatternRank]

  /// `paths` in declaration order with the rank of each; sorted by rank, best first (a stable
  /// sort: equal ranks keep their order).
  init(_ paths: [PathPattern], ranks: [PatternRank]) {
    guard paths.count > 1 else {
      self.paths = paths
      self.ranks = ranks
      return
    }
    let order = ranks.indices.sorted { ranks[$0] > ranks[$1] }
    self.paths = order.map { paths[$0] }
    self.ranks = order.map { ranks[$0] }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { paths.count }

  subscript(position: Int) -> (pattern: PathPattern, rank: PatternRank) {
    (paths[position], ranks[position])
  }
}

extension String {
  /// URLPattern numbers unnamed groups (`*`, `(regex)`) `"0"`, `"1"`, …
  var isNumberedGroup: Bool {
    !isEmpty && utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }
}
