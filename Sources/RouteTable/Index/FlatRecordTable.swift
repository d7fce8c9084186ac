/// The ``FlatRouteRecord``s of an index, each on a cache line of its own: an array's elements
/// start after its header, 32 bytes in, so 64-byte records would each straddle two lines, and in
/// a large table reading a candidate would cost two cache misses rather than one.
final class FlatRecordTable: @unchecked Sendable {
  // Written once in `init`, then only read: safe to share.
  private let storage: UnsafeMutablePointer<FlatRouteRecord>
  let count: Int

  static let lineSize = 64

  init(_ records: [FlatRouteRecord]) {
    count = records.count
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: max(1, records.count) * MemoryLayout<FlatRouteRecord>.stride,
      alignment: max(Self.lineSize, MemoryLayout<FlatRouteRecord>.alignment))
    storage = raw.bindMemory(to: FlatRouteRecord.self, capacity: max(1, records.count))
    storage.initialize(from: records, count: records.count)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// Record `number` (in `0..<count`).
  @inline(__always)
  subscript(number: Int32) -> FlatRouteRecord {
    storage[Int(number)]
  }
}
