/// Which routes a set of links reaches (`--coverage` on `resolve` and `test`).
///
/// A route is *hit* when a link resolves to it, and *reached* when it appears in a resolved
/// chain (as the route or as an ancestor). Coverage counts the routes that have paths, since
/// only those can be linked: a route is covered when some link hits it. Counts from separate
/// runs (or separate workers) add up with ``merge(_:)``.
public struct RouteCoverage: Hashable, Sendable {
  /// Routes in declaration order, and whether each has paths.
  public let routes: [(name: String, isLinkable: Bool)]
  /// Links that resolved to each route.
  public private(set) var hits: [String: Int] = [:]
  /// Resolved chains each route appears in.
  public private(set) var chainHits: [String: Int] = [:]
  /// Links counted, resolved or not.
  public private(set) var links = 0
  /// Links that resolved.
  public private(set) var resolved = 0

  public init(table: RouteTable) {
    routes = table.config.routes.map { ($0.name, !$0.paths.isEmpty) }
  }

  /// Counts one link's result.
  public mutating func record(_ result: Result<Resolution, ResolveFailure>) {
    links += 1
    guard case .success(let resolution) = result else { return }
    resolved += 1
    hits[resolution.route, default: 0] += 1
    for entry in resolution.chain { chainHits[entry.route, default: 0] += 1 }
  }

  /// Adds the counts of another run over the same table.
  public mutating func merge(_ other: RouteCoverage) {
    hits.merge(other.hits, uniquingKeysWith: +)
    chainHits.merge(other.chainHits, uniquingKeysWith: +)
    links += other.links
    resolved += other.resolved
  }

  /// Routes with paths that no link resolved to, in declaration order.
  public var unreached: [String] {
    routes.filter { $0.isLinkable && hits[$0.name] == nil }.map(\.name)
  }

  /// Routes without paths, which links can only reach as ancestors.
  public var parentOnly: [String] {
    routes.filter { !$0.isLinkable }.map(\.name)
  }

  /// Covered routes with paths among all routes with paths.
  public var covered: (count: Int, total: Int) {
    let linkable = routes.filter(\.isLinkable)
    return (linkable.filter { hits[$0.name] != nil }.count, linkable.count)
  }

  /// Covered share in percent, 0 to 100; 100 for a table without linkable routes.
  public var percent: Double {
    let (count, total) = covered
    return total == 0 ? 100 : Double(count) * 100 / Double(total)
  }

  public static func == (lhs: RouteCoverage, rhs: RouteCoverage) -> Bool {
    lhs.routes.map(\.name) == rhs.routes.map(\.name) && lhs.hits == rhs.hits
      && lhs.chainHits == rhs.chainHits && lhs.links == rhs.links && lhs.resolved == rhs.resolved
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(routes.map(\.name))
    hasher.combine(hits)
    hasher.combine(links)
  }
}
