/// The platforms a custom scheme or a route is for (`platforms` in docs/config.md): an iOS-only
/// scheme (`youtube://`) is none of the Android checks' business, and an Android-only route none
/// of the AASA file's.
public struct Platforms: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let ios = Platforms(rawValue: 1)
  public static let android = Platforms(rawValue: 2)
  /// The default.
  public static let both: Platforms = [.ios, .android]

  /// The config's names, in the order they are listed.
  static let names: [(name: String, platform: Platforms)] = [("ios", .ios), ("android", .android)]

  /// The config's names of these platforms: `["ios", "android"]` for both.
  public var names: [String] { Self.names.filter { contains($0.platform) }.map(\.name) }
}

extension RouteConfig {
  /// Whether the links of `route` on `origin` are for `platform`: both the route and, for a
  /// custom scheme, the scheme must be.
  public func isFor(_ platform: Platforms, route: RouteDefinition, on origin: LinkOrigin) -> Bool {
    guard route.platforms.contains(platform) else { return false }
    if case .scheme(let scheme) = origin { return platforms(ofScheme: scheme).contains(platform) }
    return true
  }

  /// The platforms of custom scheme `scheme`.
  public func platforms(ofScheme scheme: String) -> Platforms {
    schemePlatforms[scheme] ?? .both
  }
}
