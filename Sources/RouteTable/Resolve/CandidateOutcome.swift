/// What happened when one route was tried against a URL.
enum CandidateOutcome: Sendable {
  /// The route accepts the URL: its pattern, types and query all fit.
  case matched(MatchedCandidate)
  /// The pattern matched but a value did not fit (a type, a required query parameter, …).
  case rejected(code: ResolveFailure.Code, reason: String, rank: PatternRank, pattern: PathPattern)
  /// No pattern matched; `progress` is how many leading segments the best pattern accepted.
  case unmatched(progress: Int, reason: String)
}

/// A route that accepts the URL, with the values it takes from it.
struct MatchedCandidate: Sendable {
  let route: CompiledRoute
  let pattern: PathPattern
  let rank: PatternRank
  /// Path, then query, then fragment values.
  let params: [NamedValue]
  let extraQuery: [String]
  /// Whether the match needed the trailing-slash tolerance.
  let strippedTrailingSlash: Bool
  /// Each path group's raw (percent-encoded) capture, for the security checks.
  var pathCaptures: [(name: String, raw: String)] = []
}
