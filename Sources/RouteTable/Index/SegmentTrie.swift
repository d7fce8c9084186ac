/// The routes' segment patterns in a trie keyed by segment, so that finding the routes a path
/// can match costs the path's length, not the table's size.
///
/// Two roots: one for routes comparing literal text case-sensitively, one (keys lowercased) for
/// the others. A node's children are a literal edge per segment text (in one hash table for the
/// whole trie) and at most one parameter edge (any non-empty segment); a node lists the routes
/// whose pattern ends there and those whose pattern ends there with `/*`.
struct SegmentTrie: Sendable {
  struct Node: Sendable {
    var parameterChild: Int32 = -1
    /// Routes with a pattern ending at this node.
    var terminal: [Int32] = []
    /// Routes with a pattern ending at this node followed by `/*`.
    var tails: [Int32] = []
    /// Literal children, for the subtree summary.
    var literalChildren: [Int32] = []
    /// Of all routes with a pattern through this node, the one whose name sorts first.
    var firstNamed: Int32 = -1
  }

  private struct Edge: Sendable {
    var parent: Int32
    var child: Int32
    var hash: UInt64
    var key: [UInt8]
  }

  static let caseSensitiveRoot: Int32 = 0
  static let caseInsensitiveRoot: Int32 = 1

  private(set) var nodes: [Node] = [Node(), Node()]
  private var edges: [Edge?] = Array(repeating: nil, count: 16)
  private var edgeCount = 0

  /// Whether any pattern lives under the case-insensitive root.
  private(set) var hasCaseInsensitiveRoutes = false

  // MARK: Building

  mutating func insert(_ pattern: SegmentPattern, route: Int32, ignoreCase: Bool) {
    var node = ignoreCase ? Self.caseInsensitiveRoot : Self.caseSensitiveRoot
    if ignoreCase { hasCaseInsensitiveRoutes = true }
    for unit in pattern.units {
      switch unit {
      case .literal(let key):
        node = literalChild(of: node, key: key, creating: true)
      case .parameter:
        if nodes[Int(node)].parameterChild < 0 {
          nodes[Int(node)].parameterChild = appendNode()
        }
        node = nodes[Int(node)].parameterChild
      }
    }
    if pattern.hasTail {
      nodes[Int(node)].tails.append(route)
    } else {
      nodes[Int(node)].terminal.append(route)
    }
  }

  /// Fills in ``Node/firstNamed``, given each route's position in name order.
  mutating func summarize(nameOrder: [Int32]) {
    for root in [Self.caseSensitiveRoot, Self.caseInsensitiveRoot] {
      _ = summarize(root, nameOrder: nameOrder)
    }
  }

  private mutating func summarize(_ node: Int32, nameOrder: [Int32]) -> Int32 {
    var best: Int32 = -1
    func consider(_ route: Int32) {
      if route >= 0 && (best < 0 || nameOrder[Int(route)] < nameOrder[Int(best)]) { best = route }
    }
    let current = nodes[Int(node)]
    for route in current.terminal { consider(route) }
    for route in current.tails { consider(route) }
    for child in current.literalChildren { consider(summarize(child, nameOrder: nameOrder)) }
    if current.parameterChild >= 0 {
      consider(summarize(current.parameterChild, nameOrder: nameOrder))
    }
    nodes[Int(node)].firstNamed = best
    return best
  }

  private mutating func appendNode() -> Int32 {
    nodes.append(Node())
    return Int32(nodes.count - 1)
  }

  private mutating func literalChild(of parent: Int32, key: [UInt8], creating: Bool) -> Int32 {
    let hash = SegmentHash.of(key, ignoreCase: false)
    var slot = Self.slot(parent: parent, hash: hash, mask: edges.count - 1)
    while let edge = edges[slot] {
      if edge.parent == parent, edge.hash == hash, edge.key == key { return edge.child }
      slot = (slot + 1) & (edges.count - 1)
    }
    let child = appendNode()
    edges[slot] = Edge(parent: parent, child: child, hash: hash, key: key)
    nodes[Int(parent)].literalChildren.append(child)
    edgeCount += 1
    if edgeCount * 2 > edges.count { grow() }
    return child
  }

  private mutating func grow() {
    let old = edges
    edges = Array(repeating: nil, count: old.count * 2)
    for case let edge? in old {
      var slot = Self.slot(parent: edge.parent, hash: edge.hash, mask: edges.count - 1)
      while edges[slot] != nil { slot = (slot + 1) & (edges.count - 1) }
      edges[slot] = edge
    }
  }

  private static func slot(parent: Int32, hash: UInt64, mask: Int) -> Int {
    let mixed = (hash ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15))
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 29)) & mask
  }

  // MARK: Lookup

  /// The child of `parent` for segment `index` of `path`, or -1.
  private func literalChild(of parent: Int32, _ path: PathSegments, _ index: Int, ignoreCase: Bool)
    -> Int32
  {
    let hash = path.hash(of: index, ignoreCase: ignoreCase)
    let mask = edges.count - 1
    var slot = Self.slot(parent: parent, hash: hash, mask: mask)
    while let edge = edges[slot] {
      if edge.parent == parent, edge.hash == hash,
        path.segment(index, equals: edge.key, ignoreCase: ignoreCase)
      {
        return edge.child
      }
      slot = (slot + 1) & mask
    }
    return -1
  }

  /// Calls `visit` with every route that has a pattern the path's segments fit by shape (the
  /// same route may come more than once).
  func forEachCandidate(_ path: PathSegments, _ visit: (Int32) -> Void) {
    walk(Self.caseSensitiveRoot, path, 0, ignoreCase: false, visit)
    if hasCaseInsensitiveRoutes {
      walk(Self.caseInsensitiveRoot, path, 0, ignoreCase: true, visit)
    }
  }

  private func walk(
    _ node: Int32, _ path: PathSegments, _ depth: Int, ignoreCase: Bool, _ visit: (Int32) -> Void
  ) {
    let current = nodes[Int(node)]
    guard depth < path.count else {
      for route in current.terminal { visit(route) }
      return
    }
    for route in current.tails { visit(route) }
    let literal = literalChild(of: node, path, depth, ignoreCase: ignoreCase)
    if literal >= 0 { walk(literal, path, depth + 1, ignoreCase: ignoreCase, visit) }
    if current.parameterChild >= 0, !path[depth].isEmpty {
      walk(current.parameterChild, path, depth + 1, ignoreCase: ignoreCase, visit)
    }
  }

  /// The deepest number of leading segments any pattern accepts, with the first-named route
  /// among those that get that far (`progress` 0 and route -1 when none accepts a segment).
  func nearest(_ path: PathSegments, nameOrder: [Int32]) -> (progress: Int, route: Int32) {
    var best = (progress: 0, route: Int32(-1))
    func reach(_ node: Int32, _ depth: Int, ignoreCase: Bool) {
      let current = nodes[Int(node)]
      if depth > 0, current.firstNamed >= 0 {
        if depth > best.progress
          || (depth == best.progress
            && nameOrder[Int(current.firstNamed)] < nameOrder[Int(best.route)])
        {
          best = (depth, current.firstNamed)
        }
      }
      guard depth < path.count else { return }
      let literal = literalChild(of: node, path, depth, ignoreCase: ignoreCase)
      if literal >= 0 { reach(literal, depth + 1, ignoreCase: ignoreCase) }
      if current.parameterChild >= 0, !path[depth].isEmpty {
        reach(current.parameterChild, depth + 1, ignoreCase: ignoreCase)
      }
    }
    reach(Self.caseSensitiveRoot, 0, ignoreCase: false)
    if hasCaseInsensitiveRoutes { reach(Self.caseInsensitiveRoot, 0, ignoreCase: true) }
    return best
  }
}
