/// Why a link cannot be built (reverse routing), with a stable code.
public struct BuildError: Error, Hashable, Sendable {
  /// The stable codes.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    case unknownRoute = "unknown-route"
    /// The route has no `paths`: only its children can be linked.
    case noPaths = "no-paths"
    case unknownParameter = "unknown-parameter"
    case missingParameter = "missing-parameter"
    /// A name given twice that is not a `repeated` query parameter.
    case duplicateParameter = "duplicate-parameter"
    /// A value its type does not accept.
    case invalidValue = "invalid-value"
    case unknownScheme = "unknown-scheme"
    case unknownHost = "unknown-host"
    case invalidPathIndex = "invalid-path-index"
    /// The values cannot be written into the pattern so that they read back the same.
    case unrepresentable = "unrepresentable"
    /// The URL resolves, but a more specific route wins it.
    case opensOtherRoute = "opens-other-route"
    /// The URL does not resolve (a check the builder cannot satisfy, e.g. a required query).
    case doesNotResolve = "does-not-resolve"
  }

  public var code: Code
  /// One line, lowercase, no trailing period; user values quoted in `'…'`.
  public var message: String
  /// A known fix, e.g. `did you mean 'flightDetail'?`.
  public var help: String?

  public init(_ code: Code, _ message: String, help: String? = nil) {
    self.code = code
    self.message = message
    self.help = help
  }

  /// Whether the request itself is wrong (a name, a value, a flag), rather than the table being
  /// unable to produce a link for a valid request.
  public var isRequestProblem: Bool {
    switch code {
    case .unrepresentable, .opensOtherRoute, .doesNotResolve: false
    default: true
    }
  }
}
