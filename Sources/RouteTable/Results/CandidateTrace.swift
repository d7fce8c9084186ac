/// How one route fared against a URL, for `--explain`.
public struct CandidateTrace: Hashable, Sendable {
  /// The route's verdict.
  public enum Verdict: String, Hashable, Sendable {
    /// The route that resolved the URL.
    case won
    /// It matched, but a more specific route won.
    case outranked
    /// Its pattern matched but a value did not fit.
    case rejected
    /// None of its patterns matched the path.
    case unmatched
    /// It does not answer on the URL's scheme or host.
    case otherEndpoint = "other-endpoint"
  }

  public var route: String
  /// The pattern that matched or came closest, if any.
  public var pattern: String?
  public var verdict: Verdict
  /// Why, in one lowercase line: `segment 2 'abc' is not a uuid`, `lower rank than 'flightNew'`.
  public var reason: String

  public init(route: String, pattern: String?, verdict: Verdict, reason: String) {
    self.route = route
    self.pattern = pattern
    self.verdict = verdict
    self.reason = reason
  }
}

/// A resolution together with every candidate route and why it won or lost.
public struct Explanation: Hashable, Sendable {
  public var result: Result<Resolution, ResolveFailure>
  /// One entry per route of the table, the winner first, then the others by how close they came.
  public var candidates: [CandidateTrace]

  public init(result: Result<Resolution, ResolveFailure>, candidates: [CandidateTrace]) {
    self.result = result
    self.candidates = candidates
  }
}
