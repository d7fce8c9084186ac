/// A growable byte buffer written through a pointer, for output that runs to millions of lines:
/// an append is a capacity check and a store or a `memcpy`, without the uniqueness checks and
/// generic paths an `[UInt8]` takes on every append. It owns its memory, so it cannot be copied.
struct ByteWriter: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// Bytes written so far.
  private(set) var count = 0

  init(capacity: Int = 1 << 12) {
    self.capacity = max(16, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  var isEmpty: Bool { count == 0 }

  /// The bytes written, valid until the next change.
  var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base, count: count)
  }

  /// A copy of the bytes written (one `memcpy`: `Array(bytes)` copies byte by byte).
  var array: [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let target = buffer.baseAddress { target.initialize(from: base, count: count) }
      initialized = count
    }
  }

  /// Forgets the bytes written, keeping the memory.
  mutating func removeAll() { count = 0 }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if count == capacity { grow(toHold: 1) }
    base[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    if capacity - count < bytes.count { grow(toHold: bytes.count) }
    Self.copy(bytes, to: base + count)
    count += bytes.count
  }

  /// Copies `bytes` to `target` (a plain `memcpy`).
  @inline(__always)
  static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: bytes.count)
  }

  @inline(__always)
  mutating func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// The UTF-8 of `text`, as it is.
  mutating func append(utf8 text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      var text = text
      text.withUTF8 { append($0) }
    }
  }

  /// Room for `extra` more bytes, written by `body`, which returns how many it wrote (at most
  /// `extra`).
  @inline(__always)
  mutating func write(upTo extra: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    if capacity - count < extra { grow(toHold: extra) }
    count += body(base + count)
  }

  /// `value` in decimal.
  mutating func appendDecimal(_ value: Int) {
    if value >= 0 && value < 10 {
      append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    let magnitude = value.magnitude
    write(upTo: 20) { start in
      // Digits written backwards from the end of their room, then moved to its start.
      var digits = 0
      var remaining = magnitude
      repeat {
        digits += 1
        remaining /= 10
      } while remaining > 0
      let sign = value < 0 ? 1 : 0
      if sign == 1 { start[0] = UInt8(ascii: "-") }
      var position = sign + digits
      remaining = magnitude
      repeat {
        position -= 1
        start[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
      } while remaining > 0
      return sign + digits
    }
  }

  private mutating func grow(toHold extra: Int) {
    var newCapacity = capacity * 2
    while newCapacity - count < extra { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
