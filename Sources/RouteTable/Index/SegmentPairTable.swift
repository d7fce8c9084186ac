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
  /// One pair of edges on one cache line (``CacheLineArray``), with the node it leads to in
  /// short form (route list counts of at most 255; the trie pairs no other), and, when one
  /// record without query declarations is all that lies below that node (`/g1/about`,
  /// `/g1/item/:id`, `/g1/files/*`), that record. In a table of thousands of groups the pairs
  /// and the records are what every lookup reads at random places, a cache miss each; a path
  /// that finds its record here costs one.
  struct Entry: Sendable {
    /// That record's ``FlatRouteRecord/head``, or zeros (a head's first word holds
    /// `isUsable`). First, so that the entry read as a ``FlatRouteRecord`` is that record: the
    /// query fields it then reads from the words below are ones a record without query
    /// declarations never reads.
    private var recordHead: FlatRouteRecord.Head = (0, 0, 0, 0)
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

    /// Holds the only record below node `child`, where `head` gives its head (from its route
    /// list position).
    mutating func holdRecord(_ head: (Int32) -> FlatRouteRecord.Head?) {
      guard child >= 0, let position = onlyRecord, let recordHead = head(position) else { return }
      self.recordHead = recordHead
    }

    /// The route list position of the record the entry holds.
    var heldRecord: Int32? { recordHead.0 == 0 ? nil : onlyRecord }

    /// The route list position of the only pattern ending at or below node `child`, if one
    /// does: at the node, with `/*` from the node, or one parameter further (a folded leaf).
    private var onlyRecord: Int32? {
      guard !hasLiteralChildren else { return nil }
      switch (parameterChild, terminalCount, tailCount) {
      case (-1, 1, 0), (-1, 0, 1): return terminalStart
      case (..<(-1), 0, 0): return -2 - parameterChild
      default: return nil
      }
    }

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

  /// The table with each entry holding its only record, where it has one and `head` gives its
  /// head (from its route list position).
  func holdingRecordHeads(_ head: (Int32) -> FlatRouteRecord.Head?) -> SegmentPairTable {
    SegmentPairTable(
      entries: CacheLineArray(
        entries.elements.map { entry in
          var entry = entry
          entry.holdRecord(head)
          return entry
        }))
  }

  private init(entries: CacheLineArray<Entry>) {
    self.entries = entries
  }

  /// The entry of the path's first two segments, when the table pairs their edges: the node
  /// they lead to, and the record below it if the entry holds one. Valid while the table lives.
  @inline(__always)
  func find(_ path: PathSegments) -> UnsafePointer<Entry>? {
    guard path.count >= 2 else { return nil }
    let (first, second) = (path[0], path[1])
    guard first.count <= Self.keyCapacity, second.count <= Self.keyCapacity else { return nil }
    let firstKey = SegmentKey.of(path.bytes, first, ignoreCase: false)
    let secondKey = SegmentKey.of(path.bytes, second, ignoreCase: false)
    let lengths = Self.lengths(first.count, second.count)
    let mask = entries.count - 1
    var slot = Self.slot(firstKey, secondKey, lengths, mask: mask)
    let entries = entries.elements.baseAddress!
    while true {
      let entry = entries + slot
      if entry.pointee.child < 0 { return nil }
      if entry.pointee.firstKey == firstKey, entry.pointee.secondKey == secondKey,
        entry.pointee.lengths == lengths
      {
        return entry
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

/// The record a path's pair entry holds (``SegmentPairTable/Entry``), for the resolver to read
/// there rather than from the records.
struct RecordHint {
  /// Its route list position; -1 for none.
  var position: Int32 = -1
  /// Where it lies: the pair's entry, read as a ``FlatRouteRecord``.
  var record: UnsafeRawPointer? = nil
}
