/// One sample link of `linkcheck samples`: a route's pattern filled with example values on one
/// scheme or host, or why no such link could be made.
public struct Sample: Hashable, Sendable {
  public var route: String
  /// The pattern as written, and its 0-based index in the route's `paths`.
  public var pattern: String
  public var pathIndex: Int
  public var origin: LinkOrigin
  /// The link, which resolves to ``route``; or why none could be built.
  public var result: Result<String, BuildError>

  public init(
    route: String, pattern: String, pathIndex: Int, origin: LinkOrigin,
    result: Result<String, BuildError>
  ) {
    self.route = route
    self.pattern = pattern
    self.pathIndex = pathIndex
    self.origin = origin
    self.result = result
  }
}
