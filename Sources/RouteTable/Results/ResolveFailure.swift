/// Why a URL does not resolve (README "Output").
public struct ResolveFailure: Error, Hashable, Sendable {
  /// The stable error codes.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    case invalidURL = "invalid-url"
    case unknownScheme = "unknown-scheme"
    case unknownHost = "unknown-host"
    case insecureScheme = "insecure-scheme"
    case noMatch = "no-match"
    case invalidParam = "invalid-param"
    case missingQuery = "missing-query"
    case invalidQuery = "invalid-query"
    /// Deciding the link would take more work than one link is allowed (``MatchLimit``), so
    /// that no link takes more than about a millisecond.
    case matchLimit = "match-limit"
  }

  public var code: Code
  /// One line, lowercase, no trailing period; user values quoted in `'…'`.
  public var message: String
  /// 1-based column in the input where the problem is, where it applies.
  public var column: Int?
  /// The route that got furthest, and why it did not match.
  public var nearest: NearMiss?
  /// Warnings raised before the failure (e.g. while reading the URL).
  public var warnings: [LinkWarning]
  /// A fix, where one is known: the link a pasted form wraps.
  public var help: String?

  public init(
    _ code: Code, _ message: String, column: Int? = nil, nearest: NearMiss? = nil,
    warnings: [LinkWarning] = []
  ) {
    self.code = code
    self.message = message
    self.column = column
    self.nearest = nearest
    self.warnings = warnings
  }

  /// `CODE: MESSAGE (nearest: ROUTE: REASON)`, or `CODE: ROUTE: MESSAGE` when the nearest
  /// route's reason is the message: the failure in one line for a finding that quotes it.
  public var summary: String {
    guard let nearest else { return "\(code.rawValue): \(message)" }
    if nearest.reason == message { return "\(code.rawValue): \(nearest.route): \(message)" }
    return "\(code.rawValue): \(message) (nearest: \(nearest.route): \(nearest.reason))"
  }
}

/// The route that came closest to matching, with the reason it did not.
public struct NearMiss: Hashable, Sendable {
  public var route: String
  /// e.g. `segment 2 'abc' is not a uuid`.
  public var reason: String

  public init(route: String, reason: String) {
    self.route = route
    self.reason = reason
  }
}
