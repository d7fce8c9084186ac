/// The table's routes compiled for resolving: grouped by the schemes and hosts they answer on,
/// each group in a ``RouteTrie``, with the order `nearest` prefers them in.
final class RouteIndex: Sendable {
  /// Routes that answer on the same schemes and hosts.
  struct Group: Sendable {
    let scopes: EndpointScopes
    var trie = RouteTrie()

    /// Whether the group's routes answer on `endpoint`, that of `url`.
    func accepts(_ endpoint: Endpoint, of url: borrowing LinkURL) -> Bool {
      endpoint.isAnswered(by: scopes, of: url)
    }
  }

  let groups: [Group]
  /// Each route's place in the order `nearest` prefers routes that accept equally many
  /// segments: the higher rank of its best pattern, then its name.
  let nearestOrder: [Int32]
  /// The most segments any trie reads of a path.
  let depth: Int
  /// The work a failing link may spend measuring the patterns the trie can only propose, in
  /// steps (``PatternProgress``).
  let measuringBudget: Int
  /// Whether whole-segment patterns are stored along their segments, and so decided by the walk.
  private let indexesSegments: Bool

  /// `indexingSegments`: whether patterns are stored along their segments; without, every
  /// pattern is proposed for every path and measured in full, which tests compare with.
  init(routes: [CompiledRoute], indexingSegments: Bool = true) {
    measuringBudget = indexingSegments ? PatternProgress.linkBudget : .max
    indexesSegments = indexingSegments
    let preferred = routes.indices.sorted {
      let (lhs, rhs) = (routes[$0], routes[$1])
      switch (lhs.patterns.ranks.first, rhs.patterns.ranks.first) {
      case (let left?, let right?) where left != right: return left > right
      case (nil, _?): return false
      case (_?, nil): return true
      default: return lhs.definition.name < rhs.definition.name
      }
    }
    var order = [Int32](repeating: 0, count: routes.count)
    for (place, route) in preferred.enumerated() { order[route] = Int32(place) }
    nearestOrder = order

    var groups: [Group] = []
    var groupOf: [[String]: [[HostPattern]: Int]] = [:]
    for (number, route) in routes.enumerated() {
      let group: Int
      if let known = groupOf[route.schemes]?[route.hosts] {
        group = known
      } else {
        group = groups.count
        groups.append(Group(scopes: route.scopes))
        groupOf[route.schemes, default: [:]][route.hosts] = group
      }
      for (place, pattern) in route.patterns.paths.enumerated() {
        groups[group].trie.insert(
          pattern, as: PatternKey(route: Int32(number), pattern: Int32(place)),
          ignoreCase: !route.definition.options.caseSensitive, bySegments: indexingSegments)
      }
    }
    for group in groups.indices { groups[group].trie.finish(order: order) }
    self.groups = groups
    depth = groups.map(\.trie.depth).max() ?? 0
  }

  /// Every route answering on `endpoint` (that of `url`) that may match a path of `segments`,
  /// the whole-segment patterns that match it, and the nearest route reached; each trie node
  /// visited is charged to `work` (``MatchLimit``).
  func visit(
    _ segments: PathSegments, answering endpoint: Endpoint, of url: borrowing LinkURL,
    work: inout Int
  ) -> TrieVisit {
    var visit = TrieVisit(decidesWholeSegments: indexesSegments)
    // By index: a copy of a group retained its lists.
    for group in groups.indices where groups[group].accepts(endpoint, of: url) {
      groups[group].trie.walk(segments, order: nearestOrder, into: &visit, work: &work)
    }
    visit.finish()
    return visit
  }
}
