/// The node two literal segments lead to from ``SegmentTrie``'s case-sensitive root, found in
/// one lookup. In a large table of grouped routes (`/g123/item/:id`, thousands of groups) the
/// two edges lie at two random places of the trie's edge table, a cache miss each; an entry
/// here holds the node they lead to on one cache line, so that a path costs one miss fewer.
///
/// The trie pairs only edges a walk just passes along (``SegmentTrie``'s `pairTable()`), whose
/// keys are at most 8 bytes (a key equal to the segment's is then the segment), and only in a
/// table whose edges no longer fit the first-level cache: in a small one both edges are in
/// cache already, and the lookup would only add work.
struct SegmentPairTable: Sendable {
  /// One pair of edges in 32 bytes, two to a cache line (``CacheLineArray``): in a table of
  /// thousands of groups the pair table is the largest thing every lookup reads at a random
  /// place, and at half the size more of it stays in the second-level cache. The node the pair
  /// leads to is kept in short form (route list counts of at most 255; the trie pairs no other).
  struct Entry: Sendable {
    /// The first segment's ``SegmentKey``.
    var firstKey: UInt64 = 0
    var secondKey: UInt64 = 0
    /// The node the two edges lead to; -1 for an empty slot.
    var child: Int32 = -1
    /// Node `child`'s ``SegmentTrie/Node/parameterChild`` as lookups read it.
    private var parameterChild: Int32 = -1
    private var terminalStart: Int32 = 0
    private var terminalCount: UInt8 = 0
    private var tailCount: UInt8 = 0
    /// The first key's length in the low four bits, the second's in the high four.
    var lengths: UInt8 = 0
    private var hasLiteralChildren = false

    init() {}

    /// `nil` when the node's route lists are longer than an entry holds.
    init?(
      first: (key: UInt64, length: Int), second: (key: UInt64, length: Int), child: Int32,
      node: SegmentTrie.Node
    ) {
      guard let terminalCount = UInt8(exactly: node.tailStart - node.terminalStart),
        let tailCount = UInt8(exactly: node.tailEnd - node.tailStart)
      else { return nil }
      firstKey = first.key
      secondKey = second.key
      self.child = child
      lengths = SegmentPairTable.lengths(first.length, second.length)
      parameterChild = node.parameterChild
      terminalStart = node.terminalStart
      self.terminalCount = terminalCount
      self.tailCount = tailCount
      hasLiteralChildren = node.hasLiteralChildren
    }

    /// Node `child` as lookups read it.
    @inline(__always)
    var node: SegmentTrie.Node {
      var node = SegmentTrie.Node()
      node.parameterChild = parameterChild
      node.terminalStart = terminalStart
      node.tailStart = terminalStart &+ Int32(terminalCount)
      node.tailEnd = node.tailStart &+ Int32(tailCount)
      node.hasLiteralChildren = hasLiteralChildren
      return node
    }
  }

  /// The fewest literal edges for which a trie pairs them (16 KiB of edges and more).
  static let minimumEdgeCount = 512
  /// The longest key paired.
  static let keyCapacity = 8

  private let entries: CacheLineArray<Entry>

  /// No pairs: lookups skip the table.
  init() {
    entries = CacheLineArray([])
  }

  /// The table of `pairs`, no two with the same keys.
  init(_ pairs: [Entry]) {
    var slots = pairs.isEmpty ? 0 : 16
    while slots < 2 * pairs.count { slots *= 2 }
    var table = [Entry](repeating: Entry(), count: slots)
    for pair in pairs {
      var slot = Self.slot(pair.firstKey, pair.secondKey, pair.lengths, mask: slots - 1)
      while table[slot].child >= 0 { slot = (slot + 1) & (slots - 1) }
      table[slot] = pair
    }
    entries = CacheLineArray(table)
  }

  /// Whether the table holds no pair (a small table's).
  var isEmpty: Bool { entries.count == 0 }

  /// The node (and its number) the path's first two segments lead to, when the table pairs
  /// their edges.
  @inline(__always)
  func find(_ path: PathSegments) -> (child: Int32, node: SegmentTrie.Node)? {
    guard path.count >= 2 else { return nil }
    let (first, second) = (path[0], path[1])
    guard first.count <= Self.keyCapacity, second.count <= Self.keyCapacity else { return nil }
    let firstKey = SegmentKey.of(path.bytes, first, ignoreCase: false)
    let secondKey = SegmentKey.of(path.bytes, second, ignoreCase: false)
    let lengths = Self.lengths(first.count, second.count)
    let mask = entries.count - 1
    var slot = Self.slot(firstKey, secondKey, lengths, mask: mask)
    while true {
      let entry = entries[Int32(truncatingIfNeeded: slot)]
      if entry.child < 0 { return nil }
      if entry.firstKey == firstKey, entry.secondKey == secondKey, entry.lengths == lengths {
        return (entry.child, entry.node)
      }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  private static func lengths(_ first: Int, _ second: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: first | second &<< 4)
  }

  @inline(__always)
  private static func slot(_ first: UInt64, _ second: UInt64, _ lengths: UInt8, mask: Int)
    -> Int
  {
    // Packed keys are text in the low bytes: mix every bit of both into the low ones.
    var mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ second ^ UInt64(lengths) &<< 48
    mixed = (mixed ^ (mixed &>> 31)) &* 0xD6E8_FEB8_6659_FD93
    mixed = (mixed ^ (mixed &>> 29)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed ^ (mixed &>> 32)) & mask
  }
}
