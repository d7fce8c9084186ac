/// The routes the main ``SegmentTrie`` does not hold, indexed so that a URL meets only those that
/// could match it rather than each in turn: routes with their own `schemes` or `hosts` (the
/// main trie's routes answer wherever the table does), and routes with a pattern that is not
/// whole segments (an inline regular expression, a modifier, text around a parameter).
///
/// Routes answering on the same schemes and hosts form a group, found from the URL's scheme or
/// host. A group's trie holds each segment-form pattern as it is, and each other pattern by the
/// whole fixed segments it starts with (a path it matches starts with them), followed by
/// anything; patterns that start otherwise are listed apart and tried on every URL of the group.
struct SideIndex: Sendable {
  private struct Group: Sendable {
    var trie = SegmentTrie()
    /// Routes with a pattern that has no leading fixed segment.
    var unprefixed: [Int32] = []
  }

  private var groups: [Group] = []
  private var groupsByScheme: [String: [Int32]] = [:]
  private var groupsByHost: [String: [Int32]] = [:]
  /// Groups answering on `*.domain`, by `domain`.
  private var groupsByWildcardDomain: [String: [Int32]] = [:]
  /// Every route held here, in table order: what is tried when the candidates overflow.
  let routes: [Int32]

  var isEmpty: Bool { routes.isEmpty }

  init(_ routes: [Int32], of compiledRoutes: [CompiledRoute], nearestOrder: [Int32]) {
    self.routes = routes
    var groupNumbers: [String: Int32] = [:]
    for number in routes {
      let route = compiledRoutes[Int(number)]
      let key =
        route.schemes.joined(separator: " ") + "|"
        + route.hosts.map(\.text).joined(separator: " ")
      let group: Int32
      if let known = groupNumbers[key] {
        group = known
      } else {
        group = Int32(groups.count)
        groupNumbers[key] = group
        groups.append(Group())
        for scheme in route.schemes { groupsByScheme[scheme, default: []].append(group) }
        for host in route.hosts {
          if host.isWildcard {
            groupsByWildcardDomain[host.domain, default: []].append(group)
          } else {
            groupsByHost[host.domain, default: []].append(group)
          }
        }
      }
      let ignoreCase = !route.definition.options.caseSensitive
      for (pattern, _) in route.patterns {
        if let segments = SegmentPattern(pattern, ignoreCase: ignoreCase) {
          groups[Int(group)].trie.insert(segments, route: number, ignoreCase: ignoreCase)
          continue
        }
        let leading = SegmentPattern.leadingLiterals(of: pattern, ignoreCase: ignoreCase)
        guard !leading.isEmpty else {
          if groups[Int(group)].unprefixed.last != number {
            groups[Int(group)].unprefixed.append(number)
          }
          continue
        }
        // The leading segments and nothing more, or followed by more segments.
        for hasTail in [false, true] {
          groups[Int(group)].trie.insert(
            SegmentPattern(units: leading, hasTail: hasTail), route: number,
            ignoreCase: ignoreCase)
        }
      }
    }
    for group in groups.indices { groups[group].trie.finish(nearestOrder: nearestOrder) }
  }

  /// Calls `body` with each group answering on `endpoint` (a group may come twice, through a
  /// host and a wildcard domain).
  private func forEachGroup(answering endpoint: Endpoint, _ body: (Group) -> Void) {
    switch endpoint {
    case .customScheme(let scheme):
      for group in groupsByScheme[scheme] ?? [] { body(groups[Int(group)]) }
    case .universalLink(let host):
      for group in groupsByHost[host] ?? [] { body(groups[Int(group)]) }
      guard !groupsByWildcardDomain.isEmpty else { return }
      // `*.domain` answers on hosts ending in `.domain`, with at least one character before.
      let bytes = host.utf8
      for dot in bytes.indices.dropFirst() where bytes[dot] == UInt8(ascii: ".") {
        let domain = String(host[bytes.index(after: dot)...])
        for group in groupsByWildcardDomain[domain] ?? [] { body(groups[Int(group)]) }
      }
    }
  }

  /// Adds to `list` every route answering on `endpoint` that the path could match.
  func collectCandidates(
    _ path: PathSegments, answering endpoint: Endpoint, into list: inout CandidateList
  ) {
    guard !isEmpty else { return }
    forEachGroup(answering: endpoint) { group in
      group.trie.collectCandidates(path, into: &list)
      for route in group.unprefixed { list.add(route) }
    }
  }

  /// Adds to `list` the routes among which the one that accepts the most leading segments of
  /// the path is found (``PathPattern/progress(on:ignoreCase:)`` then decides): the candidates,
  /// and in each group the route `nearest` prefers among those sharing the most leading fixed
  /// segments with the path. A pattern that leaves its fixed segments accepts exactly those it
  /// shares, so no route outside the list gets further than one inside it.
  func collectNearestCandidates(
    _ path: PathSegments, answering endpoint: Endpoint, nearestOrder: [Int32],
    into list: inout CandidateList
  ) {
    guard !isEmpty else { return }
    forEachGroup(answering: endpoint) { group in
      group.trie.collectCandidates(path, into: &list)
      for route in group.unprefixed { list.add(route) }
      let deepest = group.trie.nearest(path, nearestOrder: nearestOrder)
      if deepest.route >= 0 { list.add(deepest.route) }
    }
  }
}
