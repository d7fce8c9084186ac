/// Finds the route-table mistakes that ship broken links (README "Which route wins"): ambiguous and
/// shadowed routes, wildcards that swallow their siblings, regexes that accept an empty segment,
/// and parent-only routes that nothing uses, pattern types without an `example`. Each finding names
/// the routes involved and a URL that shows the problem.
public struct RouteLinter {
  let table: RouteTable

  public init(table: RouteTable) {
    self.table = table
  }

  /// Every finding, in source order.
  public func findings() -> [Diagnostic] {
    let found =
      AmbiguityCheck(table: table).findings() + ShadowingCheck(table: table).findings()
      + PatternWarnings(table: table).findings() + ExampleCheck(table: table).findings()
    return found.sorted {
      ($0.position?.offset ?? .max, $0.code) < ($1.position?.offset ?? .max, $1.code)
    }
  }
}

extension RouteTable {
  /// The matches of the routes `named` that accept `url`, the link read as the resolver reads
  /// it (``Resolver/outcomes(of:on:)``); `nil` when the link is not the table's.
  func matches(of named: [String], on url: String) -> [String: MatchedCandidate]? {
    let numbers = named.compactMap { compiled.numbersByName[$0] }
    guard let outcomes = Resolver(table: compiled).outcomes(of: numbers, on: url)
    else { return nil }
    var matches: [String: MatchedCandidate] = [:]
    for (number, outcome) in outcomes {
      if let match = outcome.matchedCandidate {
        matches[compiled.routes[Int(number)].definition.name] = match
      }
    }
    return matches
  }
}
