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
  /// One pair of edges on one cache line (``CacheLineArray``), with the node it leads to:
  /// either the node in short form (route list counts of at most 255; the trie pairs no
  /// other), or, when one record with at most one query declaration is all that lies below it
  /// (`/g1/about`, `/g1/item/:id`, `/g1/files/*`, `/g1/tag/:name?page=`), that record and its
  /// route list position, from which the node follows. In a table of thousands of groups the
  /// pairs and the records are what every lookup reads at random places, a cache miss each; a
  /// path that finds its record here costs one.
  struct Entry: Sendable {
    /// A held record's ``FlatRouteRecord/head``; else, for a node in short form, its parameter
    /// child, terminal start, terminal and tail counts, and literal flag (``Summary``). First,
    /// so that the entry read as a ``FlatRouteRecord`` is the record it holds: the fields it
    /// then reads from the bytes below are ones a record with one query declaration never reads.
    private var front: FlatRouteRecord.Head = (0, 0, 0, 0, 0, 0)
    /// The first key's length in the low four bits, the second's in the high four.
    private(set) var lengths: UInt8 = 0
    private var form = Form.empty
    /// The node the two edges lead to, or the held record's route list position.
    private var target: Int32 = -1
    /// The first segment's ``SegmentKey``.
    private(set) var firstKey: UInt64 = 0
    private(set) var secondKey: UInt64 = 0

    /// What the entry holds, and for a held record, how it ends below the node: at it, with
    /// `/*` from it, or one parameter further (a folded leaf).
    private enum Form: UInt8 {
      case empty, node, terminal, tail, leaf
    }

    /// Where a node's short form lies in ``front``.
    private enum Summary {
      static let parameterChild = 0
      static let terminalStart = 4
      static let terminalCount = 8
      static let tailCount = 9
      static let hasLiteralChildren = 10
    }

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
      lengths = SegmentPairTable.lengths(first.length, second.length)
      form = .node
      target = child
      withUnsafeMutableBytes(of: &front) { raw in
        raw.storeBytes(
          of: node.parameterChild, toByteOffset: Summary.parameterChild, as: Int32.self)
        raw.storeBytes(of: node.terminalStart, toByteOffset: Summary.terminalStart, as: Int32.self)
        raw[Summary.terminalCount] = terminalCount
        raw[Summary.tailCount] = tailCount
        raw[Summary.hasLiteralChildren] = node.hasLiteralChildren ? 1 : 0
      }
    }

    /// Whether a pair lies here.
    var isOccupied: Bool { form != .empty }

    /// Holds the only record below the node, where it has one and `head` gives its head (from
    /// its route list position).
    mutating func holdRecord(_ head: (Int32) -> FlatRouteRecord.Head?) {
      guard form == .node else { return }
      let node = node
      guard !node.hasLiteralChildren else { return }
      let only: (Form, Int32)
      switch (
        node.parameterChild, node.tailStart - node.terminalStart, node.tailEnd - node.tailStart
      ) {
      case (-1, 1, 0): only = (.terminal, node.terminalStart)
      case (-1, 0, 1): only = (.tail, node.terminalStart)
      case (..<(-1), 0, 0): only = (.leaf, node.leafEntry)
      default: return
      }
      guard let recordHead = head(only.1) else { return }
      front = recordHead
      (form, target) = only
    }

    /// The route list position of the record the entry holds.
    var heldRecord: Int32? {
      switch form {
      case .terminal, .tail, .leaf: target
      case .empty, .node: nil
      }
    }

    /// Where the walk from the node starts: the node, or -1 for a held record's, which the
    /// walk never looks up (it has no literal edge, and its parameter child is a folded leaf).
    var child: Int32 { form == .node ? target : -1 }

    /// The node the edges lead to as lookups read it.
    @inline(__always)
    var node: SegmentTrie.Node {
      var node = SegmentTrie.Node()
      switch form {
      case .node:
        withUnsafeBytes(of: front) { raw in
          node.parameterChild = raw.load(fromByteOffset: Summary.parameterChild, as: Int32.self)
          node.terminalStart = raw.load(fromByteOffset: Summary.terminalStart, as: Int32.self)
          node.tailStart = node.terminalStart &+ Int32(raw[Summary.terminalCount])
          node.tailEnd = node.tailStart &+ Int32(raw[Summary.tailCount])
          node.hasLiteralChildren = raw[Summary.hasLiteralChildren] != 0
        }
      case .terminal:
        node.terminalStart = target
        node.tailStart = target &+ 1
        node.tailEnd = target &+ 1
      case .tail:
        node.terminalStart = target
        node.tailStart = target
        node.tailEnd = target &+ 1
      case .leaf:
        node.parameterChild = -2 &- target
      case .empty:
        break
      }
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
      while table[slot].isOccupied { slot = (slot + 1) & (slots - 1) }
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
      if !entry.pointee.isOccupied { return nil }
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
