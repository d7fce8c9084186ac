/// Route lists by a 64-bit key (a ``SegmentKey``), in an open-addressing table probed with a
/// multiplication: a long path looks up thousands of segments, and going through `Hasher` for
/// each cost more than the rest of the resolve.
struct RouteKeyTable: Sendable {
  private var byKey: [UInt64: [Int32]] = [:]
  private var slotKeys: [UInt64] = []
  /// Each slot's offset in `lists`, -1 when empty.
  private var slotLists: [Int32] = []
  private var lists: [[Int32]] = []
  private var shift: UInt64 = 64
  /// Whether no route was added.
  private(set) var isEmpty = true

  /// Adds `route` under `key`, once.
  mutating func add(_ route: Int32, key: UInt64) {
    isEmpty = false
    if byKey[key, default: []].last != route { byKey[key, default: []].append(route) }
  }

  /// Lays the lists out for lookups; nothing is added after.
  mutating func finish() {
    var slots = 8
    while slots < 2 * byKey.count { slots *= 2 }
    shift = UInt64(64 - slots.trailingZeroBitCount)
    slotKeys = [UInt64](repeating: 0, count: slots)
    slotLists = [Int32](repeating: -1, count: slots)
    for (key, routes) in byKey {
      var slot = slot(of: key)
      while slotLists[slot] >= 0 { slot = (slot + 1) & (slots - 1) }
      slotKeys[slot] = key
      slotLists[slot] = Int32(lists.count)
      lists.append(routes)
    }
    byKey = [:]
  }

  @inline(__always)
  private func slot(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The routes under `key` (after ``finish()``).
  @inline(__always)
  func routes(_ key: UInt64) -> [Int32]? {
    var slot = slot(of: key)
    while true {
      let list = slotLists[slot]
      if list < 0 { return nil }
      if slotKeys[slot] == key { return lists[Int(list)] }
      slot = (slot + 1) & (slotLists.count - 1)
    }
  }
}
