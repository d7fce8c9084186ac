/// A read-only array whose first element starts on a cache line (64 bytes), for the tables a
/// lookup reads one element of at a random place: an array's elements start after its header,
/// so 32- or 64-byte elements would straddle two lines, and in a large table reading one
/// would cost two cache misses rather than one. Its elements are read through ``elements``
/// without retaining a buffer for each use, as `withUnsafeBufferPointer` on an array does.
final class CacheLineArray<Element: Sendable>: @unchecked Sendable {
  // Written once in `init`, then only read: safe to share.
  private let storage: UnsafeMutablePointer<Element>
  let count: Int

  static var lineSize: Int { 64 }

  init(_ elements: [Element]) {
    count = elements.count
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: max(1, elements.count) * MemoryLayout<Element>.stride,
      alignment: max(Self.lineSize, MemoryLayout<Element>.alignment))
    storage = raw.bindMemory(to: Element.self, capacity: max(1, elements.count))
    storage.initialize(from: elements, count: elements.count)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// Element `offset` (in `0..<count`).
  @inline(__always)
  subscript(offset: Int32) -> Element {
    storage[Int(offset)]
  }

  /// Where element `offset` lies, valid while the array lives.
  @inline(__always)
  func address(_ offset: Int32) -> UnsafeRawPointer {
    UnsafeRawPointer(storage + Int(offset))
  }

  /// The elements, valid while the array lives (keep it alive around the use).
  var elements: UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: storage, count: count)
  }
}
