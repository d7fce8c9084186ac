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

  /// Copies `bytes` to `target`: up to sixteen bytes (names, most values) in two overlapping
  /// loads and stores, more with `memcpy`.
  @inline(__always)
  static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    let (source, destination) = (UnsafeRawPointer(base), UnsafeMutableRawPointer(target))
    let count = bytes.count
    switch count {
    case 8...16:
      let head = source.loadUnaligned(as: UInt64.self)
      let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      destination.storeBytes(of: head, as: UInt64.self)
      destination.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    case 4..<8:
      let head = source.loadUnaligned(as: UInt32.self)
      let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      destination.storeBytes(of: head, as: UInt32.self)
      destination.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    case 0..<4:
      for index in 0..<count { target[index] = base[index] }
    default:
      destination.copyMemory(from: source, byteCount: count)
    }
  }

  /// A copy of the bytes `range` already written.
  mutating func appendWritten(_ range: Range<Int>) {
    if capacity - count < range.count { grow(toHold: range.count) }
    Self.copy(
      UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), to: base + count)
    count += range.count
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
    if value < 0 { append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    if magnitude < 10 {
      append(UInt8(ascii: "0") + UInt8(magnitude))
      return
    }
    var digits = 2
    var bound: UInt = 100
    while digits < 20 && magnitude >= bound {
      digits += 1
      bound &*= 10
    }
    write(upTo: digits) { start in
      // Two digits per division (one in ten as many divisions: line numbers run to millions),
      // read from a literal rather than an array, which would be checked for initialization
      // and bounds on every call.
      let pairs = Self.twoDigits.utf8Start
      var position = digits
      while magnitude >= 10 {
        let pair = Int(magnitude % 100) &* 2
        magnitude /= 100
        position -= 2
        start[position] = pairs[pair]
        start[position + 1] = pairs[pair + 1]
      }
      if position > 0 { start[0] = UInt8(ascii: "0") + UInt8(magnitude) }
      return digits
    }
  }

  /// "00", "01", … "99", one after the other.
  private static var twoDigits: StaticString {
    """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
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
