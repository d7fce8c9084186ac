/// The routes of one endpoint (one set of schemes and hosts), indexed by the segments of their
/// patterns, so that a path is tried only against the routes it can match.
///
/// A pattern made of whole segments (`/flight/:id/seat`, ending in `/*` or not) is stored along
/// its segments: a literal edge per segment text and one parameter edge for any non-empty
/// segment. Such a pattern is decided by the walk: it matches when the walk ends at its node,
/// and its groups are the segments the walk took (``SegmentCaptures``). Any other pattern hangs
/// at the node its leading whole segments reach, and is proposed for every path that gets
/// there, for ``PathPattern`` to decide.
///
/// Two roots: one for routes that compare literal text case-sensitively, one (keys lowercased)
/// for the others.
struct RouteTrie: Sendable {
  struct Node: Sendable {
    var literals = LiteralEdges()
    var parameter: Int32 = -1
    /// The whole-segment patterns that end at this node.
    var ends: [PatternKey] = []
    /// The whole-segment patterns that end at this node with `/*`.
    var tails: [PatternKey] = []
    /// Routes with a pattern that is not made of whole segments past this node.
    var others: [Int32] = []
    /// Of the routes with a pattern through this node, the one `nearest` prefers (the lowest
    /// place in the table's nearest order), or -1.
    var nearest: Int32 = -1
  }

  private(set) var nodes = [Node(), Node()]
  /// The most segments a walk reads: those of the longest pattern's segment form.
  private(set) var depth = 0
  private static let caseSensitiveRoot: Int32 = 0
  private static let ignoringCaseRoot: Int32 = 1

  /// Adds `pattern`, the route's pattern `key`: along its segments, or (without `bySegments`)
  /// at the root, proposed for every path.
  mutating func insert(
    _ pattern: PathPattern, as key: PatternKey, ignoreCase: Bool, bySegments: Bool = true
  ) {
    let form = bySegments ? SegmentForm(pattern.parts) : SegmentForm()
    var node = ignoreCase ? Self.ignoringCaseRoot : Self.caseSensitiveRoot
    depth = max(depth, form.segments.count)
    for segment in form.segments {
      switch segment {
      case .literal(let text):
        let key = Array((ignoreCase ? text.lowercasedASCII : text).utf8)
        if let child = key.withUnsafeBufferPointer({ nodes[Int(node)].literals.child($0) }) {
          node = child
        } else {
          let child = Int32(nodes.count)
          nodes.append(Node())
          nodes[Int(node)].literals.add(key, child: child)
          node = child
        }
      case .parameter:
        if nodes[Int(node)].parameter < 0 {
          nodes[Int(node)].parameter = Int32(nodes.count)
          nodes.append(Node())
        }
        node = nodes[Int(node)].parameter
      }
    }
    switch form.end {
    case .end: nodes[Int(node)].ends.append(key)
    case .tail: nodes[Int(node)].tails.append(key)
    case .other: nodes[Int(node)].others.append(key.route)
    }
  }

  /// Works out each node's ``Node/nearest``, once every route is in; `order[route]` is the
  /// route's place in the nearest order.
  mutating func finish(order: [Int32]) {
    func better(_ lhs: Int32, _ rhs: Int32) -> Int32 {
      if lhs < 0 { return rhs }
      if rhs < 0 { return lhs }
      return order[Int(lhs)] <= order[Int(rhs)] ? lhs : rhs
    }
    // Children are appended after their parent, so a reverse pass sees every child first.
    for number in nodes.indices.reversed() {
      let node = nodes[number]
      var best = Int32(-1)
      for key in node.ends + node.tails { best = better(best, key.route) }
      for route in node.others { best = better(best, route) }
      for child in node.literals.children { best = better(best, nodes[Int(child)].nearest) }
      if node.parameter >= 0 { best = better(best, nodes[Int(node.parameter)].nearest) }
      nodes[number].nearest = best
    }
  }

  /// Walks the path's `segments` from both roots, adding to `visit` every route that may match
  /// and the nearest route the walk reaches (ties broken by `order`, each route's place in the
  /// nearest order); each node visited is charged to `work`.
  func walk(
    _ segments: PathSegments, order: [Int32], into visit: inout TrieVisit, work: inout Int
  ) {
    segments.path.withBytes { path in
      nodes.withUnsafeBufferPointer { nodes in
        order.withUnsafeBufferPointer { order in
          // The visit is filled in place: copied into the walk and back, it retained its lists.
          withUnsafeMutablePointer(to: &visit) { visit in
            withUnsafePointer(to: segments) { segments in
              var walk = Walk(
                nodes: nodes, segments: segments, path: path, order: order, visit: visit,
                work: work)
              walk.visit(Self.caseSensitiveRoot, 0, ignoreCase: false)
              walk.visit(Self.ignoringCaseRoot, 0, ignoreCase: true)
              work = walk.work
            }
          }
        }
      }
    }
  }

  /// One walk, reading the nodes and the path's bytes in place.
  private struct Walk {
    let nodes: UnsafeBufferPointer<Node>
    let segments: UnsafePointer<PathSegments>
    let path: UnsafeBufferPointer<UInt8>
    let order: UnsafeBufferPointer<Int32>
    let visit: UnsafeMutablePointer<TrieVisit>
    var work: Int

    mutating func visit(_ number: Int32, _ depth: Int, ignoreCase: Bool) {
      work -= MatchLimit.step
      guard work >= 0 else { return }
      let node = nodes.baseAddress! + Int(number)
      if depth > 0 { visit.pointee.reached(node.pointee.nearest, progress: depth, order: order) }
      if !node.pointee.others.isEmpty {
        visit.pointee.routes.append(contentsOf: node.pointee.others)
        visit.pointee.measured += node.pointee.others
      }
      guard depth < segments.pointee.count else {
        for key in node.pointee.ends { visit.pointee.matched(key) }
        return
      }
      for key in node.pointee.tails { visit.pointee.matched(key) }
      // A node this deep has edges only when the walk located this many segments.
      guard !node.pointee.literals.isEmpty || node.pointee.parameter >= 0 else { return }
      let segment = UnsafeBufferPointer(rebasing: path[segments.pointee.range(of: depth)])
      if !node.pointee.literals.isEmpty {
        if !ignoreCase {
          if let child = node.pointee.literals.child(segment) {
            visit(child, depth + 1, ignoreCase: false)
          }
        } else if segment.allSatisfy({ $0 < 0x80 }) {
          let child =
            segment.contains(where: URICharacter.isUppercase)
            ? segment.map { URICharacter.isUppercase($0) ? $0 | 0x20 : $0 }
              .withUnsafeBufferPointer { node.pointee.literals.child($0) }
            : node.pointee.literals.child(segment)
          if let child { visit(child, depth + 1, ignoreCase: true) }
        } else {
          // Beyond ASCII, case folding is Unicode's: any literal may match, and the patterns
          // decide.
          visit.pointee.decidesWholeSegments = false
          for child in node.pointee.literals.children { visit(child, depth + 1, ignoreCase: true) }
        }
      }
      if node.pointee.parameter >= 0, !segment.isEmpty {
        visit(node.pointee.parameter, depth + 1, ignoreCase: ignoreCase)
      }
    }
  }
}

/// What a walk of a ``RouteTrie`` found for one path.
struct TrieVisit {
  /// The routes that may match, in no order, some more than once.
  var routes = ProposedRoutes()
  /// The whole-segment patterns the walk matched; when there are more than fit inline (many
  /// routes of one path), also sorted once the walk is done (``finish()``), so that evaluating
  /// each of them finds it by halving.
  private var wholeMatches = InlineList<PatternKey>()
  private var sortedMatches: [PatternKey] = []
  /// Whether the walk decided the whole-segment patterns: not when the index proposes every
  /// pattern everywhere, nor once it compared a segment beyond ASCII ignoring case.
  var decidesWholeSegments: Bool
  /// The routes with a pattern the trie cannot measure: how many segments it accepts is
  /// measured by the pattern itself when `nearest` is needed.
  var measured: [Int32] = []
  /// The nearest route the walk reached (the most segments, then the nearest order), or -1.
  var nearest: (progress: Int, route: Int32) = (0, -1)

  init(decidesWholeSegments: Bool) {
    self.decidesWholeSegments = decidesWholeSegments
  }

  /// Records that the whole-segment pattern `key` matches the path.
  mutating func matched(_ key: PatternKey) {
    routes.append(key.route)
    wholeMatches.append(key)
  }

  /// Ends the walks of one path.
  mutating func finish() {
    routes.finish()
    guard !wholeMatches.isInline else { return }
    sortedMatches = wholeMatches.sorted()
  }

  /// Whether the walk matched pattern `key`.
  private func hasMatched(_ key: PatternKey) -> Bool {
    guard !sortedMatches.isEmpty else { return wholeMatches.contains(key) }
    var (low, high) = (0, sortedMatches.count)
    while low < high {
      let middle = (low + high) / 2
      if sortedMatches[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low < sortedMatches.count && sortedMatches[low] == key
  }

  /// Pattern `key`, whose groups are `captures` when it is made of whole segments, as the walk
  /// of `segments` decided it: matched (with its groups), unmatched, or left to the pattern.
  func decision(_ key: PatternKey, captures: SegmentCaptures?, on segments: PathSegments)
    -> SegmentDecision
  {
    guard decidesWholeSegments, let captures else { return .undecided }
    guard hasMatched(key) else { return .unmatched }
    return .matched(PatternMatch(text: segments.path, bounds: captures.bounds(in: segments)))
  }

  /// Records that every route below a node `progress` segments deep, `route` first among them
  /// in the table's nearest `order`, accepts at least that many segments.
  mutating func reached(_ route: Int32, progress: Int, order: UnsafeBufferPointer<Int32>) {
    guard route >= 0 else { return }
    if progress > nearest.progress
      || (progress == nearest.progress
        && (nearest.route < 0 || order[Int(route)] < order[Int(nearest.route)]))
    {
      nearest = (progress, route)
    }
  }
}

/// A pattern as the trie stores it: its leading whole segments, and what follows them.
struct SegmentForm {
  enum Segment: Equatable {
    /// Fixed text, a whole segment (percent-encoded, canonical).
    case literal(String)
    /// `/:name`: any non-empty segment.
    case parameter
  }

  enum End {
    /// The pattern ends after its segments.
    case end
    /// The pattern ends with `/*` after its segments.
    case tail
    /// The rest of the pattern is not whole segments.
    case other
  }

  private(set) var segments: [Segment] = []
  private(set) var end = End.end

  /// The form of a pattern the trie does not read: no segments, all of it ``End/other``.
  init() {
    end = .other
  }

  init(_ parts: [PatternPart]) {
    for (offset, part) in parts.enumerated() {
      let next = offset + 1 < parts.count ? parts[offset + 1] : nil
      // A part ends a segment when the path ends or goes on with `/` after it, whatever it holds.
      let nextStartsSegment =
        next.map {
          $0.modifier == .none && ($0.kind == .fixedText ? $0.value : $0.prefix).hasPrefix("/")
        } ?? true
      guard part.modifier == .none else {
        end = .other
        return
      }
      switch part.kind {
      case .fixedText:
        guard part.value.hasPrefix("/") else {
          end = .other
          return
        }
        var pieces = part.value.utf8.split(
          separator: UInt8(ascii: "/"), omittingEmptySubsequences: false
        ).dropFirst().map { String(Substring($0)) }
        let last = pieces.removeLast()
        segments += pieces.map(Segment.literal)
        guard nextStartsSegment else {
          end = .other
          return
        }
        segments.append(.literal(last))
      case .segmentWildcard where part.prefix == "/" && part.suffix.isEmpty && nextStartsSegment:
        segments.append(.parameter)
      case .fullWildcard where part.prefix == "/" && part.suffix.isEmpty && next == nil:
        end = .tail
      default:
        end = .other
        return
      }
    }
  }
}

/// Route numbers, as a walk proposes them: in table order and each once while they fit inline
/// (a path is rarely proposed more), past that in no order until ``finish()`` sorts them.
struct ProposedRoutes: RandomAccessCollection {
  private var routes = InlineList<Int32>()

  init() {}

  init(_ routes: some Sequence<Int32>) {
    for route in routes { append(route) }
    finish()
  }

  var startIndex: Int { 0 }
  var endIndex: Int { routes.count }
  subscript(position: Int) -> Int32 { routes[position] }

  mutating func append(contentsOf routes: [Int32]) {
    // Many at once (every route of a table whose patterns start with an expression) are
    // sorted once, when read.
    guard routes.count <= InlineList<Int32>.nearCapacity - self.routes.count else {
      return self.routes.append(contentsOf: routes)
    }
    for route in routes { append(route) }
  }

  mutating func append(_ route: Int32) {
    guard routes.isInline else { return routes.append(route) }
    var place = 0
    while place < routes.count && routes[place] < route { place += 1 }
    guard place == routes.count || routes[place] != route else { return }
    if !routes.insertInline(route, at: place) { routes.append(route) }
  }

  /// Puts the routes in table order, each once, when there were more than fit inline.
  mutating func finish() {
    guard !routes.isInline else { return }
    var sorted = InlineList<Int32>()
    var previous: Int32 = -1
    for route in routes.sorted() where route != previous {
      sorted.append(route)
      previous = route
    }
    routes = sorted
  }
}
