/// Matching options, set table-wide in `options` and overridable per route (docs/config.md).
public struct RouteOptions: Hashable, Sendable {
  /// How a trailing `/` in the URL's path is treated.
  public enum TrailingSlash: String, Hashable, Sendable, CaseIterable {
    /// `/a/` resolves like `/a`, with a `trailing-slash` warning.
    case ignore
    /// `/a/` only matches a pattern that ends in `/`.
    case strict
  }

  public var trailingSlash: TrailingSlash = .ignore
  /// Literal path text compared case-sensitively. Scheme and host never are.
  public var caseSensitive: Bool = true
  /// `+` in query names and values decodes as a space.
  public var plusIsSpace: Bool = false
  /// Warnings normal for these links: left out of their records, so they never fail `--strict`.
  public var allowWarnings: Set<LinkWarning.Code> = []
  /// The Android app registers `http` for the table's hosts too (and Android verifies both):
  /// `http` links to them resolve, and the Android generator and cross-check include them. A
  /// table option only: the endpoint is decided before any route.
  public var androidHttp: Bool = false

  public init(
    trailingSlash: TrailingSlash = .ignore, caseSensitive: Bool = true, plusIsSpace: Bool = false,
    allowWarnings: Set<LinkWarning.Code> = []
  ) {
    self.trailingSlash = trailingSlash
    self.caseSensitive = caseSensitive
    self.plusIsSpace = plusIsSpace
    self.allowWarnings = allowWarnings
  }
}
