/// The literal edges of one ``RouteTrie`` node: each segment text that leads on, with the node
/// it leads to. Looked up with a segment's bytes as they lie in the path: a few edges are
/// compared one by one, more through a hash table of their own (FNV-1a over the bytes), so a
/// lookup neither builds a string nor hashes one the Unicode-aware way.
struct LiteralEdges: Sendable {
  /// Each edge's text (percent-encoded, canonical; lowercased in the trie that ignores case).
  private(set) var texts: [[UInt8]] = []
  /// The node each edge leads to.
  private(set) var children: [Int32] = []
  /// For more than ``linearLimit`` edges: open addressing over the texts' hashes, each slot an
  /// edge number or -1; its size is a power of two at least twice the edges.
  private var slots: [Int32] = []
  private var hashes: [UInt64] = []

  /// Up to this many edges are compared one by one.
  private static let linearLimit = 8

  var isEmpty: Bool { texts.isEmpty }

  /// The node edge `text` leads to, if there is one.
  func child(_ text: UnsafeBufferPointer<UInt8>) -> Int32? {
    if slots.isEmpty {
      // By index, each text read in place and compared eight bytes at a time: the iterator
      // copied each text (a retain apiece) and compared it byte by byte.
      for number in texts.indices where texts[number].count == text.count {
        if texts[number].withUnsafeBufferPointer({ ByteWord.sameBytes($0, text) }) {
          return children[number]
        }
      }
      return nil
    }
    let hash = Self.hash(text)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let number = Int(slots[slot])
      if hashes[number] == hash,
        texts[number].withUnsafeBufferPointer({ ByteWord.sameBytes($0, text) })
      {
        return children[number]
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds an edge for `text`, which must not have one yet.
  mutating func add(_ text: [UInt8], child: Int32) {
    texts.append(text)
    children.append(child)
    hashes.append(text.withUnsafeBufferPointer(Self.hash))
    guard texts.count > Self.linearLimit else { return }
    if slots.count < 2 * texts.count {
      slots = [Int32](repeating: -1, count: max(32, slots.count * 4))
      for number in texts.indices { place(number) }
    } else {
      place(texts.count - 1)
    }
  }

  private mutating func place(_ number: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hashes[number]) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(number)
  }

  /// FNV-1a, mixed at the end so that the low bits (the slot) depend on every byte.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash ^ (hash >> 29)
  }
}
