/// The routes the main ``SegmentTrie`` does not hold, indexed so that a URL meets only those that
/// could match it rather than each in turn: routes with their own `schemes` or `hosts` (the
/// main trie's routes answer wherever the table does), and routes with a pattern that is not
/// whole segments (an inline regular expression, a modifier, text around a parameter).
///
/// Routes answering on the same schemes and hosts form a group, found from the URL's scheme or
/// host. A group's trie holds each segment-form pattern as it is, and each other pattern by the
/// segments it starts with (``LeadingSegments``: a path it matches starts with them), followed
/// by anything; patterns that start otherwise are listed apart (``UnprefixedRoutes``), by the
/// fixed text they hold if any. So are patterns whose leading segments are parameters only
/// (`/:slug([a-z-]+)-x7`), when they hold such text: in the trie every path would reach them.
/// Patterns that start with a lone `(regex)` segment (`/:id([a-z]{3}\d)`) sit in a branch of
/// the trie for that segment, taken only when a ``FirstSegmentTest`` of the segment does not
/// refuse the path's first: a table of thousands of them proposes each path only the few that
/// fit, rather than overflowing the candidates and trying every route.
struct SideIndex: Sendable {
  private struct Group: Sendable {
    var trie = SegmentTrie()
    /// Routes with a pattern that starts with nothing ``LeadingSegments`` reads.
    var unprefixed = UnprefixedRoutes()
    /// Each pattern by its variants cut before their first parameter unit: how deep a route
    /// gets there is how far it gets, as `nearest` needs when ``trie`` overstates it.
    var fixedTrie = SegmentTrie()
    /// Routes with a variant that starts with a parameter unit (not in ``fixedTrie``), unless
    /// listed by their first segment.
    var startingWithParameter: [Int32] = []
    /// Routes whose patterns all start with the same parameter segment, listed under it: when
    /// it refuses a path's first segment, none of them accepts a leading segment, and `nearest`
    /// passes them by without measuring each.
    var byFirstSegment: [FirstSegment] = []
    /// Where each first segment is in ``byFirstSegment``, by its source and case rule.
    var firstSegmentNumbers: [String: Int] = [:]
    /// The branch of ``trie`` (``SegmentTrie/addBranch(ignoreCase:)``) of each segment of
    /// ``byFirstSegment`` that has a ``FirstSegmentTest``, -1 for the others: it holds the
    /// ways of the segment's routes that start with it, which only the paths whose first
    /// segment it accepts take.
    var firstSegmentBranches: [Int32] = []
    /// The test of each branch's first segment.
    var branchTests: [FirstSegmentTest] = []

    /// Adds one way a route's pattern can begin: `units`, then nothing more or (`tails`) more
    /// segments; `firstSegment` is the source of the parameter segment every way begins with,
    /// if any (``LeadingSegments/firstSegment``).
    mutating func add(
      _ units: [SegmentPattern.Unit], tails: [Bool], route: Int32, ignoreCase: Bool,
      firstSegment: String? = nil
    ) {
      let fixed = Array(units.prefix { $0 != .parameter })
      // A way that starts with the first segment goes into the segment's branch of the trie,
      // if it has one, which only the paths whose first segment it accepts take.
      let listed =
        fixed.isEmpty
        ? firstSegment.flatMap { list(route, under: $0, ignoreCase: ignoreCase) } : nil
      let branch = listed.flatMap { firstSegmentBranches[$0] >= 0 ? firstSegmentBranches[$0] : nil }
      for hasTail in tails {
        trie.insert(
          SegmentPattern(units: units, hasTail: hasTail), route: route, ignoreCase: ignoreCase,
          branch: branch)
      }
      guard !fixed.isEmpty else {
        if listed == nil, startingWithParameter.last != route {
          startingWithParameter.append(route)
        }
        return
      }
      for hasTail in fixed.count < units.count ? [true] : tails {
        fixedTrie.insert(
          SegmentPattern(units: fixed, hasTail: hasTail), route: route, ignoreCase: ignoreCase)
      }
    }

    /// Lists `route` under the parameter segment written `source` (once, however many of its
    /// variants come); returns the segment's number in ``byFirstSegment``, `nil` if the source
    /// does not parse (not expected).
    private mutating func list(_ route: Int32, under source: String, ignoreCase: Bool) -> Int? {
      let key = (ignoreCase ? "i" : "c") + source
      if let number = firstSegmentNumbers[key] {
        if byFirstSegment[number].routes.last != route {
          byFirstSegment[number].routes.append(route)
        }
        return number
      }
      guard let pattern = try? PathPattern(measuredOnly: source) else { return nil }
      if let test = FirstSegmentTest(pattern, ignoreCase: ignoreCase) {
        firstSegmentBranches.append(trie.addBranch(ignoreCase: ignoreCase))
        branchTests.append(test)
      } else {
        firstSegmentBranches.append(-1)
      }
      firstSegmentNumbers[key] = byFirstSegment.count
      byFirstSegment.append(FirstSegment(pattern: pattern, ignoreCase: ignoreCase, routes: [route]))
      return byFirstSegment.count - 1
    }

    /// Adds to `list` every route the path could match by shape: the trie's routes, each
    /// branch's only where its first segment does not refuse the path's (`firstSegment`, as
    /// ``FirstSegmentTest/segment(of:isPrintable:)`` reads it).
    func collectTrieCandidates(
      _ path: PathSegments, firstSegment: UnsafeBufferPointer<UInt8>?,
      into list: inout CandidateList
    ) {
      trie.collectCandidates(path, into: &list)
      guard trie.hasBranches else { return }
      branchTests.withUnsafeBufferPointer { tests in
        trie.collectCandidates(
          path, branches: { tests[Int($0)].verdict(firstSegment) != .refuses }, into: &list)
      }
    }

    /// ``SegmentTrie/nearest(_:nearestOrder:branches:)``: a branch whose first segment
    /// refuses the path's accepts no segment of it.
    func nearest(
      _ path: PathSegments, firstSegment: UnsafeBufferPointer<UInt8>?, nearestOrder: [Int32]
    ) -> (progress: Int, route: Int32) {
      guard trie.hasBranches else { return trie.nearest(path, nearestOrder: nearestOrder) }
      return branchTests.withUnsafeBufferPointer { tests in
        trie.nearest(path, nearestOrder: nearestOrder) {
          tests[Int($0)].verdict(firstSegment) != .refuses
        }
      }
    }

    /// Adds to `list` the routes listed under each first segment that accepts a segment of
    /// the path: its test's verdict, or when it has none or cannot tell, its pattern's
    /// progress on the path (`pathText`).
    func collectAcceptingFirstSegments(
      _ path: PathSegments, firstSegment: UnsafeBufferPointer<UInt8>?,
      text pathText: () -> Substring, into list: inout CandidateList
    ) {
      branchTests.withUnsafeBufferPointer { tests in
        for number in byFirstSegment.indices {
          let branch = firstSegmentBranches[number]
          switch branch >= 0 ? tests[Int(branch)].verdict(firstSegment) : .unsure {
          case .refuses: continue
          case .accepts: break
          case .unsure:
            let segment = byFirstSegment[number]
            guard segment.pattern.progress(on: pathText(), ignoreCase: segment.ignoreCase) > 0
            else { continue }
          }
          for route in byFirstSegment[number].routes { list.add(route) }
        }
      }
    }
  }

  /// A parameter segment that patterns start with, and the routes of those patterns.
  private struct FirstSegment: Sendable {
    let pattern: PathPattern
    let ignoreCase: Bool
    var routes: [Int32]
  }

  private var groups: [Group] = []
  private var groupsByScheme: [String: [Int32]] = [:]
  private var groupsByHost: [String: [Int32]] = [:]
  /// Groups answering on `*.domain`, by `domain`.
  private var groupsByWildcardDomain: [String: [Int32]] = [:]
  /// Every route held here, in table order: what is tried when the candidates overflow.
  let routes: [Int32]
  /// The same routes in the order `nearest` prefers them: what is measured, within the link's
  /// budget, when the candidates for `nearest` overflow.
  let routesByPreference: [Int32]

  var isEmpty: Bool { routes.isEmpty }
  /// Whether any group has a ``FirstSegmentTest``.
  private var hasFirstSegmentTests = false

  init(_ routes: [Int32], of compiledRoutes: [CompiledRoute], nearestOrder: [Int32]) {
    self.routes = routes
    routesByPreference = routes.sorted { nearestOrder[Int($0)] < nearestOrder[Int($1)] }
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
          groups[Int(group)].add(
            segments.units, tails: [segments.hasTail], route: number, ignoreCase: ignoreCase)
        } else if let leading = LeadingSegments(pattern, ignoreCase: ignoreCase),
          leading.variants.allSatisfy({ $0.contains { $0 != .parameter } })
            || !UnprefixedRoutes.hasKey(pattern, ignoreCase: ignoreCase)
        {
          // Each variant's segments and nothing more, or followed by more segments.
          for units in leading.variants {
            groups[Int(group)].add(
              units, tails: [false, true], route: number, ignoreCase: ignoreCase,
              firstSegment: leading.firstSegment)
          }
        } else {
          groups[Int(group)].unprefixed.add(
            pattern, route: number, ignoreCase: ignoreCase, nearestOrder: nearestOrder)
        }
      }
    }
    for group in groups.indices {
      groups[group].trie.finish(nearestOrder: nearestOrder)
      groups[group].fixedTrie.finish(nearestOrder: nearestOrder)
      groups[group].unprefixed.finish(nearestOrder: nearestOrder)
      hasFirstSegmentTests = hasFirstSegmentTests || !groups[group].branchTests.isEmpty
    }
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
    let firstSegment = testedSegment(of: path)
    forEachGroup(answering: endpoint) { group in
      group.collectTrieCandidates(path, firstSegment: firstSegment, into: &list)
      group.unprefixed.collectCandidates(path, into: &list)
    }
  }

  /// The path's first segment as ``FirstSegmentTest`` reads it, read once for all groups.
  private func testedSegment(of path: PathSegments) -> UnsafeBufferPointer<UInt8>? {
    guard hasFirstSegmentTests else { return nil }
    return FirstSegmentTest.segment(
      of: path, isPrintable: FastMatcher.isPrintableASCII(path.bytes))
  }

  /// Adds to `list` the routes among which the one that accepts the most leading segments of
  /// the path is found (`progress`, ``PathPattern/progress(on:ignoreCase:)`` of a route, then
  /// decides): the candidates, and in each group the route `nearest` prefers among those that
  /// go deepest into the group's trie. A pattern that leaves its fixed segments accepts exactly
  /// those it shares, so no route outside the list gets further than one inside it, unless that
  /// route gets less far than its depth: a parameter unit took a segment its pattern refuses.
  /// Then the same is asked of the fixed segments before each parameter unit (where depth is
  /// exact), and the routes that start with a parameter unit are added, except those whose
  /// first segment refuses the path's (`pathText`): they accept no segment. Of the routes
  /// without a key, see ``UnprefixedRoutes``: they are measured while the link's budget lasts
  /// (`progressWithinBudget` is `nil` once it is spent), and only the nearest of them is listed.
  /// `progress` is asked again for the routes it was asked for here: it should remember its
  /// answers.
  func collectNearestCandidates(
    _ path: PathSegments, text pathText: () -> Substring, answering endpoint: Endpoint,
    nearestOrder: [Int32], progress: (Int32) -> Int,
    progressWithinBudget: (Int32) -> Int?, into list: inout CandidateList
  ) {
    guard !isEmpty else { return }
    let firstSegment = testedSegment(of: path)
    forEachGroup(answering: endpoint) { group in
      group.collectTrieCandidates(path, firstSegment: firstSegment, into: &list)
      if !group.unprefixed.measuredForNearest.isEmpty {
        let whole = PatternProgress.wholePath(pathText())
        var nearest = (route: Int32(-1), progress: 0)
        for route in group.unprefixed.measuredForNearest {
          guard let progress = progressWithinBudget(route) else { break }
          // In the order `nearest` prefers them: the first to get furthest wins.
          if progress > nearest.progress { nearest = (route, progress) }
          // Once a route accepts the whole path, none `nearest` prefers less can be nearer.
          if progress == whole { break }
        }
        if nearest.route >= 0 { list.add(nearest.route) }
      }
      if group.unprefixed.preferredWildcardFirst >= 0 {
        list.add(group.unprefixed.preferredWildcardFirst)
      }
      let deepest = group.nearest(path, firstSegment: firstSegment, nearestOrder: nearestOrder)
      guard deepest.route >= 0 else { return }
      list.add(deepest.route)
      guard progress(deepest.route) < deepest.progress else { return }
      group.fixedTrie.collectCandidates(path, into: &list)
      let fixedDeepest = group.fixedTrie.nearest(path, nearestOrder: nearestOrder)
      if fixedDeepest.route >= 0 { list.add(fixedDeepest.route) }
      for route in group.startingWithParameter { list.add(route) }
      group.collectAcceptingFirstSegments(
        path, firstSegment: firstSegment, text: pathText, into: &list)
    }
  }
}
