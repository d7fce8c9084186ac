/// The routes' segment patterns in a trie keyed by segment, so that finding the routes a path
/// can match costs the path's length, not the table's size.
///
/// Two roots: one for routes comparing literal text case-sensitively, one (keys lowercased) for
/// the others. A node's children are a literal edge per segment text (in one hash table for the
/// whole trie) and at most one parameter edge (any non-empty segment); a node lists the routes
/// whose pattern ends there and those whose pattern ends there with `/*`. Once built, the trie
/// is plain arrays of integers and bytes, so walking it touches no reference counts.
struct SegmentTrie: Sendable {
  /// 16 bytes, so that an edge holds a copy of its child's.
  struct Node: Sendable {
    var parameterChild: Int32 = -1
    /// Routes with a pattern ending at this node: `routeLists[terminalStart..<tailStart]`.
    var terminalStart: Int32 = 0
    /// Routes with a pattern ending here followed by `/*`: `routeLists[tailStart..<tailEnd]`.
    var tailStart: Int32 = 0
    /// `tailEnd` (below 2^31: a position in the route lists) in the low bits, and in the top
    /// bit whether any literal edge leaves this node (else a lookup need not hash the segment).
    private var tailEndAndLiteralFlag: UInt32 = 0

    private static let literalFlag: UInt32 = 1 &<< 31

    var tailEnd: Int32 {
      get { Int32(bitPattern: tailEndAndLiteralFlag & ~Self.literalFlag) }
      set {
        tailEndAndLiteralFlag =
          tailEndAndLiteralFlag & Self.literalFlag | UInt32(bitPattern: newValue)
      }
    }

    var hasLiteralChildren: Bool {
      get { tailEndAndLiteralFlag & Self.literalFlag != 0 }
      set {
        tailEndAndLiteralFlag =
          tailEndAndLiteralFlag & ~Self.literalFlag | (newValue ? Self.literalFlag : 0)
      }
    }

    /// Whether a lookup needs nothing of this node but its one terminal entry: no tails, no
    /// edges leaving it.
    var isSingleTerminalLeaf: Bool {
      parameterChild == -1 && !hasLiteralChildren && tailStart == tailEnd
        && tailStart - terminalStart == 1
    }

    /// In the nodes lookups read (``lookupNodes``), a ``parameterChild`` below -1 stands for a
    /// parameter child that ``isSingleTerminalLeaf``: it holds the position of that terminal
    /// entry, so that a path ending in a parameter (`/item/:id`) costs no read of the child
    /// (in a large table a cache miss, after the one for the edge into this node).
    var leafEntry: Int32 { -2 - parameterChild }
  }

  /// 32 bytes, two to a cache line (``CacheLineArray``): in a large table the edges are most
  /// of the trie's memory, and each lookup reads one at a random place; the child's ``Node``
  /// comes on the same line.
  private struct Edge: Sendable {
    var parent: Int32 = -1
    /// The child node in the low ``childBits`` bits, the key's ``lengthCode(_:)`` above.
    var childAndLength: UInt32 = 0
    /// The key's ``SegmentKey``: for a key of at most 8 bytes, the key itself, so that equal
    /// keys and length codes are equal segments, without reading `keyBytes` (another cache
    /// miss per segment in a large table).
    var key: UInt64 = 0
    /// A copy of the child node, made when the trie is finished.
    var childNode = Node()

    var child: Int32 { Int32(bitPattern: childAndLength & SegmentTrie.childMask) }
    var lengthCode: UInt32 { childAndLength &>> SegmentTrie.childBits }
  }

  /// Node numbers fit in 28 bits (a table with 2^28 nodes would not fit in memory anyway).
  private static let childBits: UInt32 = 28
  private static let childMask: UInt32 = 1 &<< childBits &- 1

  /// A key's length as an edge stores it: the length up to 8 (the key is then packed whole),
  /// 9 for every longer key (then only its bytes tell).
  @inline(__always)
  private static func lengthCode(_ count: Int) -> UInt32 { UInt32(min(count, 9)) }

  /// Where the text of the literal edge into a node lies in `keyBytes`.
  private struct KeyLocation: Sendable {
    var start: Int32 = 0
    var count: Int32 = 0
  }

  /// What the trie collects while it is built: each route ending at a node (with `/*` or
  /// not), in insertion order, and each node's parent. Flat lists, not lists per node: a large
  /// table has tens of thousands of nodes, and arrays for each were most of building the trie.
  private struct Draft {
    var endings: [(node: Int32, route: Int32, record: Int32, isTail: Bool)] = []
    var parents: [Int32] = [-1, -1]
  }

  static let caseSensitiveRoot: Int32 = 0
  static let caseInsensitiveRoot: Int32 = 1

  private var nodes: [Node] = [Node(), Node()]
  /// `nodes` as ``View/walk(_:_:_:ignoreCase:positions:into:)`` reads them: each parameter
  /// child that is a single-terminal leaf folded into its parent (``Node/leafEntry``).
  private var lookupNodes: [Node] = [Node(), Node()]
  /// Of all routes with a pattern through each node, the one `nearest` prefers (read only on
  /// the way to a failure, so kept out of ``Node``).
  private var preferred: [Int32] = [-1, -1]
  /// The key of the literal edge into each node, for keys longer than 8 bytes.
  private var keyLocations: [KeyLocation] = [KeyLocation(), KeyLocation()]
  private var draft = Draft()
  private var routeLists: [Int32] = []
  /// The record number given to ``insert(_:route:record:ignoreCase:)`` for each entry of
  /// `routeLists` (-1 for none). ``RouteIndex`` lays its ``FlatRouteRecord``s out in this order,
  /// so that ``collectRecords(_:into:)`` hands out an entry's position as its record's number,
  /// with no list to read (a cache miss per path in a large table).
  private(set) var recordOrder: [Int32] = []
  private var edges: [Edge] = Array(repeating: Edge(), count: 16)
  /// `edges` with their child nodes, as lookups read them.
  private var lookupEdges = CacheLineArray([Edge](repeating: Edge(), count: 16))
  private var edgeCount = 0
  private var keyBytes: [UInt8] = []
  /// The length of the longest literal key: a longer segment follows no literal edge, so a
  /// lookup need not hash it (a 64 KiB segment cost more than the rest of its lookup).
  private var longestKey = 0
  /// The first two literal edges of paths from the case-sensitive root, in a large table.
  private var pairs = SegmentPairTable()

  /// Whether lookups find the first two literal segments in one step (``SegmentPairTable``);
  /// kept here so that a small table's lookups do not read the pair table to know.
  private(set) var pairsLeadingEdges = false

  /// Whether any pattern lives under the case-insensitive root.
  private(set) var hasCaseInsensitiveRoutes = false

  /// The node after each branch's first segment, and whether its routes ignore case: a branch
  /// stands for a parameter edge from a root that only some paths take (see
  /// ``addBranch(ignoreCase:)``).
  private var branches: [(node: Int32, ignoreCase: Bool)] = []

  var hasBranches: Bool { !branches.isEmpty }

  // MARK: Building

  /// A new branch: a parameter edge from the root of routes comparing as `ignoreCase` says,
  /// of its own, that lookups take only where the caller says a path's first segment may
  /// fit (a parameter segment whose expression most segments refuse). Returns its number.
  mutating func addBranch(ignoreCase: Bool) -> Int32 {
    let root = ignoreCase ? Self.caseInsensitiveRoot : Self.caseSensitiveRoot
    branches.append((appendNode(parent: root), ignoreCase))
    return Int32(branches.count - 1)
  }

  /// Adds `pattern` of `route`, with the number of its ``FlatRouteRecord`` (if it has one);
  /// with a `branch` (of the same `ignoreCase`), its first unit, a parameter, is that branch.
  mutating func insert(
    _ pattern: SegmentPattern, route: Int32, record: Int32 = -1, ignoreCase: Bool,
    branch: Int32? = nil
  ) {
    var node = ignoreCase ? Self.caseInsensitiveRoot : Self.caseSensitiveRoot
    var units = pattern.units[...]
    if let branch {
      precondition(units.first == .parameter && branches[Int(branch)].ignoreCase == ignoreCase)
      node = branches[Int(branch)].node
      units = units.dropFirst()
    } else if ignoreCase {
      hasCaseInsensitiveRoutes = true
    }
    for unit in units {
      switch unit {
      case .literal(let key):
        node = literalChild(of: node, key: key)
      case .parameter:
        if nodes[Int(node)].parameterChild < 0 {
          let child = appendNode(parent: node)
          nodes[Int(node)].parameterChild = child
        }
        node = nodes[Int(node)].parameterChild
      }
    }
    draft.endings.append((node, route, record, pattern.hasTail))
  }

  /// Lays the route lists out flat and fills in `preferred`, given each route's
  /// position in the order `nearest` prefers.
  mutating func finish(nearestOrder: [Int32]) {
    // Counting sort of the endings by node, terminal routes before tails, each in insertion
    // order.
    var counts = [Int32](repeating: 0, count: 2 * nodes.count + 1)
    for ending in draft.endings {
      counts[2 * Int(ending.node) + (ending.isTail ? 1 : 0) + 1] += 1
    }
    for slot in counts.indices.dropFirst() { counts[slot] += counts[slot - 1] }
    for node in nodes.indices {
      nodes[node].terminalStart = counts[2 * node]
      nodes[node].tailStart = counts[2 * node + 1]
      nodes[node].tailEnd = counts[2 * node + 2]
    }
    routeLists = [Int32](repeating: 0, count: draft.endings.count)
    recordOrder = [Int32](repeating: -1, count: draft.endings.count)
    var best = [Int32](repeating: -1, count: nodes.count)
    func consider(_ route: Int32, at node: Int) {
      if route >= 0 && (best[node] < 0 || nearestOrder[Int(route)] < nearestOrder[Int(best[node])])
      {
        best[node] = route
      }
    }
    for ending in draft.endings {
      let slot = 2 * Int(ending.node) + (ending.isTail ? 1 : 0)
      routeLists[Int(counts[slot])] = ending.route
      recordOrder[Int(counts[slot])] = ending.record
      counts[slot] += 1
      consider(ending.route, at: Int(ending.node))
    }
    // A child is always added after its parent: children first, each passes its best up.
    for node in nodes.indices.reversed() {
      let parent = draft.parents[node]
      if parent >= 0 { consider(best[node], at: Int(parent)) }
    }
    preferred = best
    draft = Draft()
    let folded = nodes.map { node in
      var node = node
      if node.parameterChild >= 0, nodes[Int(node.parameterChild)].isSingleTerminalLeaf {
        node.parameterChild = -2 - nodes[Int(node.parameterChild)].terminalStart
      }
      return node
    }
    for slot in edges.indices where edges[slot].parent >= 0 {
      edges[slot].childNode = folded[Int(edges[slot].child)]
    }
    lookupNodes = folded
    lookupEdges = CacheLineArray(edges)
    pairs = edgeCount >= SegmentPairTable.minimumEdgeCount ? pairTable() : SegmentPairTable()
    pairsLeadingEdges = !pairs.isEmpty
  }

  /// Each literal edge from the case-sensitive root with each literal edge leaving its child,
  /// where a walk does nothing at the root and that child but take them: neither has routes
  /// ending with `/*` nor a parameter child (``SegmentPairTable/find(_:)`` then stands for the
  /// walk's first two steps). Keys of at most ``SegmentPairTable/keyCapacity`` bytes only;
  /// `edges` hold their child nodes already.
  private func pairTable() -> SegmentPairTable {
    func onlyPassesOn(_ node: Node) -> Bool {
      node.parameterChild == -1 && node.tailStart == node.tailEnd
    }
    guard onlyPassesOn(lookupNodes[Int(Self.caseSensitiveRoot)]) else { return SegmentPairTable() }
    var rootEdges = [Int](repeating: -1, count: nodes.count)
    for slot in edges.indices
    where edges[slot].parent == Self.caseSensitiveRoot
      && Int(edges[slot].lengthCode) <= SegmentPairTable.keyCapacity
      && onlyPassesOn(edges[slot].childNode)
    {
      rootEdges[Int(edges[slot].child)] = slot
    }
    var pairs: [SegmentPairTable.Entry] = []
    for second in edges
    where second.parent >= 0 && Int(second.lengthCode) <= SegmentPairTable.keyCapacity {
      let firstSlot = rootEdges[Int(second.parent)]
      guard firstSlot >= 0 else { continue }
      let first = edges[firstSlot]
      // A node with longer route lists than an entry holds is reached by the walk instead.
      if let pair = SegmentPairTable.Entry(
        first: (first.key, Int(first.lengthCode)), second: (second.key, Int(second.lengthCode)),
        child: second.child, node: second.childNode)
      {
        pairs.append(pair)
      }
    }
    return SegmentPairTable(pairs)
  }

  private mutating func appendNode(parent: Int32) -> Int32 {
    precondition(nodes.count < Int(Self.childMask), "too many trie nodes")
    nodes.append(Node())
    keyLocations.append(KeyLocation())
    preferred.append(-1)
    draft.parents.append(parent)
    return Int32(nodes.count - 1)
  }

  private mutating func literalChild(of parent: Int32, key: [UInt8]) -> Int32 {
    let segmentKey = SegmentKey.of(key, ignoreCase: false)
    let mask = edges.count - 1
    var slot = Self.slot(parent: parent, key: segmentKey, mask: mask)
    while edges[slot].parent >= 0 {
      let edge = edges[slot]
      if edge.parent == parent, edge.key == segmentKey,
        edge.lengthCode == Self.lengthCode(key.count)
      {
        let location = keyLocations[Int(edge.child)]
        if keyBytes[Int(location.start)..<Int(location.start + location.count)].elementsEqual(key) {
          return edge.child
        }
      }
      slot = (slot + 1) & mask
    }
    let child = appendNode(parent: parent)
    edges[slot] = Edge(
      parent: parent,
      childAndLength: UInt32(child) | Self.lengthCode(key.count) &<< Self.childBits,
      key: segmentKey)
    keyLocations[Int(child)] = KeyLocation(start: Int32(keyBytes.count), count: Int32(key.count))
    keyBytes += key
    longestKey = max(longestKey, key.count)
    nodes[Int(parent)].hasLiteralChildren = true
    edgeCount += 1
    if edgeCount * 2 > edges.count { grow() }
    return child
  }

  private mutating func grow() {
    let old = edges
    edges = Array(repeating: Edge(), count: old.count * 2)
    let mask = edges.count - 1
    for edge in old where edge.parent >= 0 {
      var slot = Self.slot(parent: edge.parent, key: edge.key, mask: mask)
      while edges[slot].parent >= 0 { slot = (slot + 1) & mask }
      edges[slot] = edge
    }
  }

  @inline(__always)
  private static func slot(parent: Int32, key: UInt64, mask: Int) -> Int {
    // A packed key is text in the low bytes: mix every bit into the low ones.
    var mixed = key ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
    mixed = (mixed ^ (mixed &>> 31)) &* 0xD6E8_FEB8_6659_FD93
    return Int(truncatingIfNeeded: mixed ^ (mixed &>> 32)) & mask
  }

  // MARK: Lookup

  /// The trie's arrays for one lookup, without reference counting on the way.
  private struct View {
    let nodes: UnsafeBufferPointer<Node>
    /// ``SegmentTrie/lookupNodes``.
    let lookupNodes: UnsafeBufferPointer<Node>
    let edges: UnsafeBufferPointer<Edge>
    let keyLocations: UnsafeBufferPointer<KeyLocation>
    let keyBytes: UnsafeBufferPointer<UInt8>
    let preferred: UnsafeBufferPointer<Int32>
    let routeLists: UnsafeBufferPointer<Int32>
    let path: PathSegments
    /// ``SegmentTrie/longestKey``.
    let longestKey: Int

    /// The child of `parent` for segment `index`, or -1.
    @inline(__always)
    func literalChild(of parent: Int32, _ index: Int, ignoreCase: Bool) -> Int32 {
      let slot = literalEdge(of: parent, index, ignoreCase: ignoreCase)
      return slot < 0 ? -1 : edges[slot].child
    }

    /// The slot of the edge from `parent` for segment `index`, or -1.
    @inline(__always)
    func literalEdge(of parent: Int32, _ index: Int, ignoreCase: Bool) -> Int {
      let range = path[index]
      guard range.count <= longestKey else { return -1 }
      let key = SegmentKey.of(path.bytes, range, ignoreCase: ignoreCase)
      let mask = edges.count - 1
      var slot = SegmentTrie.slot(parent: parent, key: key, mask: mask)
      while true {
        let edge = edges[slot]
        if edge.parent < 0 { return -1 }
        if edge.parent == parent, edge.key == key,
          edge.lengthCode == SegmentTrie.lengthCode(range.count),
          range.count <= 8 || matchesLongKey(of: edge.child, index, ignoreCase: ignoreCase)
        {
          return slot
        }
        slot = (slot + 1) & mask
      }
    }

    /// Whether segment `index` is the key (longer than 8 bytes) of the edge into `child`.
    @inline(never)
    func matchesLongKey(of child: Int32, _ index: Int, ignoreCase: Bool) -> Bool {
      let location = keyLocations[Int(child)]
      return path.segment(
        index,
        equals: UnsafeBufferPointer(
          rebasing: keyBytes[Int(location.start)..<Int(location.start + location.count)]),
        ignoreCase: ignoreCase)
    }

    /// Adds the routes under `start` for the segments from `startDepth` on: literal edges
    /// first, then the parameter edge. A loop down the path, recursing only where both edges
    /// lead on.
    ///
    /// What it adds are the entries of `routeLists`, or (`positions`) their positions.
    /// `startNode` is node `start` as ``SegmentTrie/lookupNodes`` has it (from the edge into
    /// it, which the caller has read).
    func walk(
      _ start: Int32, _ startNode: Node, _ startDepth: Int, ignoreCase: Bool, positions: Bool,
      into list: inout CandidateList
    ) {
      var node = start
      var current = startNode
      var depth = startDepth
      while true {
        guard depth < path.count else {
          for offset in current.terminalStart..<current.tailStart {
            list.add(positions ? offset : routeLists[Int(offset)])
          }
          return
        }
        for offset in current.tailStart..<current.tailEnd {
          list.add(positions ? offset : routeLists[Int(offset)])
        }
        let literal =
          current.hasLiteralChildren ? literalEdge(of: node, depth, ignoreCase: ignoreCase) : -1
        let takesParameter = current.parameterChild != -1 && !path[depth].isEmpty
        // A folded leaf adds its entry when the path ends there, after the literal edge's
        // routes, as the walk into it would.
        let leafEntry: Int32 =
          takesParameter && current.parameterChild < -1 && depth + 1 == path.count
          ? current.leafEntry : -1
        let parameter = takesParameter ? current.parameterChild : -1
        if literal >= 0 {
          let edge = edges[literal]
          if parameter >= 0 {
            walk(
              edge.child, edge.childNode, depth + 1, ignoreCase: ignoreCase,
              positions: positions, into: &list)
            node = parameter
            current = lookupNodes[Int(parameter)]
          } else if leafEntry >= 0 {
            walk(
              edge.child, edge.childNode, depth + 1, ignoreCase: ignoreCase,
              positions: positions, into: &list)
            list.add(positions ? leafEntry : routeLists[Int(leafEntry)])
            return
          } else {
            node = edge.child
            current = edge.childNode
          }
        } else if parameter >= 0 {
          node = parameter
          current = lookupNodes[Int(parameter)]
        } else {
          if leafEntry >= 0 { list.add(positions ? leafEntry : routeLists[Int(leafEntry)]) }
          return
        }
        depth += 1
      }
    }

    func reach(
      _ node: Int32, _ depth: Int, ignoreCase: Bool, nearestOrder: UnsafeBufferPointer<Int32>,
      best: inout (progress: Int, route: Int32)
    ) {
      let current = nodes[Int(node)]
      let preferred = self.preferred[Int(node)]
      if depth > 0, preferred >= 0,
        depth > best.progress
          || (depth == best.progress
            && nearestOrder[Int(preferred)] < nearestOrder[Int(best.route)])
      {
        best = (depth, preferred)
      }
      guard depth < path.count else { return }
      let literal =
        current.hasLiteralChildren ? literalChild(of: node, depth, ignoreCase: ignoreCase) : -1
      if literal >= 0 {
        reach(literal, depth + 1, ignoreCase: ignoreCase, nearestOrder: nearestOrder, best: &best)
      }
      if current.parameterChild >= 0, !path[depth].isEmpty {
        reach(
          current.parameterChild, depth + 1, ignoreCase: ignoreCase, nearestOrder: nearestOrder,
          best: &best)
      }
    }
  }

  private func withView<Result>(_ path: PathSegments, _ body: (View) -> Result) -> Result {
    nodes.withUnsafeBufferPointer { nodes in
      withExtendedLifetime(lookupEdges) {
        let edges = lookupEdges.elements
        return keyLocations.withUnsafeBufferPointer { keyLocations in
          keyBytes.withUnsafeBufferPointer { keyBytes in
            preferred.withUnsafeBufferPointer { preferred in
              routeLists.withUnsafeBufferPointer { routeLists in
                lookupNodes.withUnsafeBufferPointer { lookupNodes in
                  body(
                    View(
                      nodes: nodes, lookupNodes: lookupNodes, edges: edges,
                      keyLocations: keyLocations, keyBytes: keyBytes,
                      preferred: preferred, routeLists: routeLists, path: path,
                      longestKey: longestKey))
                }
              }
            }
          }
        }
      }
    }
  }

  /// Adds to `list` every route that has a pattern the path's segments fit by shape.
  func collectCandidates(_ path: PathSegments, into list: inout CandidateList) {
    var hint = RecordHint()
    walkFromRoots(path, positions: false, into: &list, hint: &hint)
  }

  /// Adds to `list` the ``FlatRouteRecord`` number of every pattern the path's segments fit by
  /// shape: its position in the route lists (``recordOrder``). Each pattern ends at one node,
  /// so no number comes twice. `hint` is set when the path's pair entry holds a record.
  func collectRecords(_ path: PathSegments, into list: inout CandidateList, hint: inout RecordHint)
  {
    walkFromRoots(path, positions: true, into: &list, hint: &hint)
  }

  /// Copies into each pair entry the only record below it, where it has one and `head` gives
  /// its head (from its route list position): called once the records are laid out.
  mutating func holdRecordHeads(_ head: (Int32) -> FlatRouteRecord.Head?) {
    if pairsLeadingEdges { pairs = pairs.holdingRecordHeads(head) }
  }

  /// Walks the path from the case-sensitive root, then the case-insensitive one if any route
  /// lives under it, adding routes (or, with `positions`, route list positions) to `list`.
  @inline(__always)
  private func walkFromRoots(
    _ path: PathSegments, positions: Bool, into list: inout CandidateList,
    hint: inout RecordHint
  ) {
    withView(path) { view in
      if pairsLeadingEdges {
        walkFromPair(view, positions: positions, into: &list, hint: &hint)
      } else {
        view.walk(
          Self.caseSensitiveRoot, view.lookupNodes[0], 0, ignoreCase: false,
          positions: positions, into: &list)
      }
      if hasCaseInsensitiveRoutes {
        view.walk(
          Self.caseInsensitiveRoot, view.lookupNodes[1], 0, ignoreCase: true,
          positions: positions, into: &list)
      }
    }
  }

  /// The walk from the case-sensitive root of a trie that pairs its leading edges: from the
  /// node the path's first two segments lead to when they are a pair. Out of line, so that a
  /// small table's lookups carry none of it.
  @inline(never)
  private func walkFromPair(
    _ view: View, positions: Bool, into list: inout CandidateList, hint: inout RecordHint
  ) {
    guard let entry = pairs.find(view.path) else {
      view.walk(
        Self.caseSensitiveRoot, view.lookupNodes[0], 0, ignoreCase: false, positions: positions,
        into: &list)
      return
    }
    view.walk(
      entry.pointee.child, entry.pointee.node, 2, ignoreCase: false, positions: positions,
      into: &list)
    if let position = entry.pointee.heldRecord {
      hint = RecordHint(position: position, record: UnsafeRawPointer(entry))
    }
  }

  /// Adds to `list` every route with a pattern through a branch (``addBranch(ignoreCase:)``)
  /// that the path's segments fit by shape, taking only the branches `takes` names: those
  /// whose first segment may accept the path's.
  func collectCandidates(
    _ path: PathSegments, branches takes: (Int32) -> Bool, into list: inout CandidateList
  ) {
    // A parameter edge takes a non-empty segment only.
    guard path.count > 0, !path[0].isEmpty else { return }
    withView(path) { view in
      for (number, branch) in branches.enumerated() where takes(Int32(number)) {
        view.walk(
          branch.node, view.lookupNodes[Int(branch.node)], 1, ignoreCase: branch.ignoreCase,
          positions: false, into: &list)
      }
    }
  }

  /// The deepest number of leading segments any pattern accepts, with the preferred route
  /// among those that get that far (`progress` 0 and route -1 when none accepts a segment).
  /// Patterns through a branch count only where `takes` names the branch (its first segment
  /// may accept the path's; elsewhere such a pattern accepts no segment).
  func nearest(
    _ path: PathSegments, nearestOrder: [Int32], branches takes: (Int32) -> Bool = { _ in true }
  ) -> (progress: Int, route: Int32) {
    var best = (progress: 0, route: Int32(-1))
    nearestOrder.withUnsafeBufferPointer { nearestOrder in
      withView(path) { view in
        view.reach(
          Self.caseSensitiveRoot, 0, ignoreCase: false, nearestOrder: nearestOrder, best: &best)
        if hasCaseInsensitiveRoutes {
          view.reach(
            Self.caseInsensitiveRoot, 0, ignoreCase: true, nearestOrder: nearestOrder, best: &best)
        }
        guard path.count > 0, !path[0].isEmpty else { return }
        for (number, branch) in branches.enumerated() where takes(Int32(number)) {
          view.reach(
            branch.node, 1, ignoreCase: branch.ignoreCase, nearestOrder: nearestOrder,
            best: &best)
        }
      }
    }
    return best
  }
}
