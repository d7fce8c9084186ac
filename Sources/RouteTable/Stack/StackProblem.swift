/// Why a saved navigation stack is not valid for a table (`linkcheck stack`).
public struct StackProblem: Error, Hashable, Sendable {
  /// The stable codes, one per kind of problem.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// Not a JSON array of `{"route": …, "params": {…}}` objects.
    case invalidStack = "invalid-stack"
    case emptyStack = "empty-stack"
    case unknownRoute = "unknown-route"
    case unknownParameter = "unknown-parameter"
    case missingParameter = "missing-parameter"
    /// A value of the wrong JSON kind, or one its type does not accept.
    case invalidValue = "invalid-value"
    /// The first entry has a parent: the stack must start at a root.
    case notRoot = "not-root"
    /// An entry is not a child of the entry before it.
    case notChild = "not-child"
    /// A child's value disagrees with the parent parameter it fills.
    case parameterMismatch = "parameter-mismatch"
    /// The last entry has no paths, so no URL opens the stack.
    case notLinkable = "not-linkable"
    /// The URL of the last entry opens a different stack (values lost or changed on the way).
    case notReproducible = "not-reproducible"
  }

  public var code: Code
  /// One line, lowercase, no trailing period; user values quoted in `'…'`.
  public var message: String
  /// The 1-based index of the first invalid entry, if the problem is in an entry.
  public var entry: Int?
  /// Where in the stack file the problem is.
  public var position: SourcePosition?
  /// A known fix.
  public var help: String?

  public init(
    _ code: Code, _ message: String, entry: Int? = nil, position: SourcePosition? = nil,
    help: String? = nil
  ) {
    self.code = code
    self.message = message
    self.entry = entry
    self.position = position
    self.help = help
  }
}

/// A stack that is a valid chain of the table, and the link that reproduces it.
public struct ValidStack: Hashable, Sendable {
  /// The entries, root first, with typed values.
  public var chain: [ChainEntry]
  /// The URL of the last entry, which resolves to exactly this chain.
  public var link: BuiltLink

  public init(chain: [ChainEntry], link: BuiltLink) {
    self.chain = chain
    self.link = link
  }
}
