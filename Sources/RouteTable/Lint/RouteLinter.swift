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
  /// Evaluates one route against one URL, as resolution would (pattern, types, query).
  func evaluate(_ route: CompiledRoute, on url: String) -> MatchedCandidate? {
    guard let link = try? URLReader.read(url) else { return nil }
    // The table's own sample links, not a user's: their work is not counted.
    return CandidateEvaluation(url: link, work: .uncounted).evaluate(route)
      .matchedCandidate
  }
}
