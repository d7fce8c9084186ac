/// Why a URL does not resolve (SPEC §6).
///
/// A failure returned by ``RouteTable/resolve(_:)`` for a plain URL holds only its code, the
/// input and the table: the other properties are worked out when read (by deciding the failure
/// again and writing its message), so that code which only needs to know that a link fails, or
/// why in one word, pays for no message. Read them once into locals when using several, or call
/// ``materialized()``. Setting a property, or building a failure with
/// ``init(_:_:column:nearest:warnings:)``, stores them. Equality and hashing compare the
/// values, whichever form holds them.
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
    /// that no link takes more than about a millisecond: not in SPEC §6, which has no code for
    /// it.
    case matchLimit = "match-limit"
  }

  /// The four properties besides the code, stored.
  struct Details: Hashable, Sendable {
    var message: String
    var column: Int?
    var nearest: NearMiss?
    var warnings: [LinkWarning]
  }

  /// Stored details, boxed: a failure stays small, and copying one costs a reference.
  final class StoredDetails: Sendable {
    let details: Details

    init(_ details: Details) {
      self.details = details
    }
  }

  public var code: Code
  // Exactly one of the two is set (two optionals rather than an enum of both forms, as in
  // ``Resolution``).
  /// What the details of a plain URL's failure are worked out from when read.
  let deferred: DeferredFailureDetails?
  private let stored: StoredDetails?

  public init(
    _ code: Code, _ message: String, column: Int? = nil, nearest: NearMiss? = nil,
    warnings: [LinkWarning] = []
  ) {
    self.init(
      code, storing: Details(message: message, column: column, nearest: nearest, warnings: warnings)
    )
  }

  /// A failure whose details `deferred` works out when they are read.
  init(_ code: Code, deferred: DeferredFailureDetails) {
    self.code = code
    self.deferred = deferred
    stored = nil
  }

  private init(_ code: Code, storing details: Details) {
    self.code = code
    deferred = nil
    stored = StoredDetails(details)
  }

  /// All four properties, worked out for a deferred failure. The getters below read their one
  /// field straight from stored details instead, rather than copying all four.
  var details: Details {
    deferred?.details() ?? stored!.details
  }

  /// The same failure with every property worked out and stored, for code that reads several.
  public func materialized() -> ResolveFailure {
    deferred == nil ? self : ResolveFailure(code, storing: details)
  }

  private mutating func update(_ change: (inout Details) -> Void) {
    var details = self.details
    change(&details)
    self = ResolveFailure(code, storing: details)
  }

  /// One line, lowercase, no trailing period; user values quoted in `'…'`.
  public var message: String {
    get { if let stored { stored.details.message } else { details.message } }
    set { update { $0.message = newValue } }
  }

  /// 1-based column in the input where the problem is, where it applies.
  public var column: Int? {
    get { if let stored { stored.details.column } else { details.column } }
    set { update { $0.column = newValue } }
  }

  /// The route that got furthest, and why it did not match.
  public var nearest: NearMiss? {
    get { if let stored { stored.details.nearest } else { details.nearest } }
    set { update { $0.nearest = newValue } }
  }

  /// Warnings raised before the failure (e.g. while reading the URL).
  public var warnings: [LinkWarning] {
    get { if let stored { stored.details.warnings } else { details.warnings } }
    set { update { $0.warnings = newValue } }
  }

  public static func == (lhs: ResolveFailure, rhs: ResolveFailure) -> Bool {
    lhs.code == rhs.code && lhs.details == rhs.details
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    details.hash(into: &hasher)
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

extension ResolveFailure: CustomDebugStringConvertible {
  /// The code and the properties, whichever form holds them (the stored fields say only which).
  public var debugDescription: String {
    "ResolveFailure(\(code.rawValue), \(details))"
  }
}
