/// A link built for a route, checked by resolving it.
public struct BuiltLink: Hashable, Sendable {
  /// The percent-encoded URL.
  public var url: String
  /// Which of the route's `paths` was filled, 0-based.
  public var pathIndex: Int
  public var origin: LinkOrigin
  /// What the URL resolves to: the requested route, with the given values.
  public var resolution: Resolution

  public init(url: String, pathIndex: Int, origin: LinkOrigin, resolution: Resolution) {
    self.url = url
    self.pathIndex = pathIndex
    self.origin = origin
    self.resolution = resolution
  }
}
