/// Eight bytes of a buffer read as one integer (the first byte in the low bits), so that the
/// scans every URL goes through test eight bytes with a few arithmetic instructions instead of
/// a branch per byte ("SWAR": SIMD within a register).
///
/// A test gives a mask with `0x80` in each byte that passes and `0` in every other byte, so
/// tests combine with `|` and `&`, and the first byte that fails is found by counting trailing
/// zero bits. Every test is exact for all 256 byte values: a byte with the high bit set is
/// never in a range of ASCII bytes.
enum ByteWord {
  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highBits: UInt64 = 0x8080_8080_8080_8080
  static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

  /// The eight bytes at `offset`, `0` in place of the bytes past the end of `bytes` (so a scan
  /// sees a byte that stops it there); `0` when `offset` is at or past the end.
  @inline(__always)
  static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    // Eight bytes inside the buffer: the buffer is not empty, so it has a base address.
    guard offset &+ 8 <= bytes.count else { return loadTail(bytes, at: offset) }
    return UInt64(
      littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset)
        .loadUnaligned(as: UInt64.self))
  }

  /// ``load(_:at:)`` near the end of the buffer, once per scan: out of line, so that the loops
  /// stay small.
  @inline(never)
  private static func loadTail(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    let count = bytes.count
    guard offset < count, let base = bytes.baseAddress else { return 0 }
    if count >= 8 {
      // The last eight bytes of the buffer, shifted so that `offset` comes first: never a read
      // outside the buffer.
      let last = UInt64(
        littleEndian: UnsafeRawPointer(base + (count - 8)).loadUnaligned(as: UInt64.self))
      return last &>> UInt64(8 * (offset + 8 - count))
    }
    // Fewer than eight bytes in all: four, two and one at a time.
    let raw = UnsafeRawPointer(base + offset)
    let length = count - offset
    var word: UInt64 = 0
    var shift: UInt64 = 0
    var position = 0
    if length & 4 != 0 {
      word = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
      position = 4
      shift = 32
    }
    if length & 2 != 0 {
      word |=
        UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt16.self)))
        &<< shift
      position += 2
      shift += 16
    }
    if length & 1 != 0 {
      word |= UInt64(raw.load(fromByteOffset: position, as: UInt8.self)) &<< shift
    }
    return word
  }

  /// A mask of the low `count` bytes (all eight when `count` is 8 or more).
  @inline(__always)
  static func firstBytes(_ count: Int) -> UInt64 {
    count >= 8 ? ~0 : (1 &<< UInt64(8 * count)) &- 1
  }

  /// `0x80` in each byte of `word` within `lower...upper` (both ASCII).
  @inline(__always)
  static func inRange(_ word: UInt64, _ lower: UInt8, _ upper: UInt8) -> UInt64 {
    // On the low seven bits of each byte, adding `0x80 - lower` sets the high bit exactly when
    // the byte is at least `lower`, adding `0x7F - upper` exactly when it is above `upper`;
    // neither sum carries into the next byte.
    let low = word & lowBits
    let atLeastLower = low &+ ones &* UInt64(0x80 &- lower)
    let aboveUpper = low &+ ones &* UInt64(0x7F &- upper)
    return atLeastLower & ~aboveUpper & ~word & highBits
  }

  /// `0x80` in each byte of `word` equal to `byte`.
  @inline(__always)
  static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let difference = word ^ (ones &* UInt64(byte))
    // A byte of `difference` is zero exactly when neither its low seven bits, increased by
    // `0x7F` (no carry out of the byte), nor its own high bit sets the high bit.
    return ~(((difference & lowBits) &+ lowBits) | difference) & highBits
  }

  /// `word` with each ASCII uppercase letter lowercased.
  @inline(__always)
  static func lowercased(_ word: UInt64) -> UInt64 {
    word | (inRange(word, UInt8(ascii: "A"), UInt8(ascii: "Z")) &>> 2)
  }

  /// How many bytes of `bytes` are `byte` (not zero), eight at a time.
  static func count(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var found = 0
    var offset = 0
    while offset &+ 8 <= bytes.count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
      found &+= equal(word, byte).nonzeroBitCount
      offset &+= 8
    }
    // The rest, padded with zero bytes, which never equal `byte`.
    return found &+ equal(load(bytes, at: offset), byte).nonzeroBitCount
  }

  /// The end of the run from `start` of the bytes `test` flags (one of the tests above, or
  /// several combined), eight at a time. The test must not flag zero: past the end, `load`
  /// reads zero bytes, which then stop the run there.
  @inline(__always)
  static func endOfRun(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, where test: (UInt64) -> UInt64
  ) -> Int {
    var index = start
    while true {
      let stop = ~test(load(bytes, at: index)) & highBits
      index += leadingUnflagged(stop)
      if stop != 0 { return index }
    }
  }

  /// The offset of the first `byte` (not zero) in `bytes` at or after `start`, eight bytes at
  /// a time; `nil` when there is none.
  static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0)
    -> Int?
  {
    var offset = start
    while offset < bytes.count {
      // Past the end `load` reads zero bytes, which never equal `byte`.
      let found = equal(load(bytes, at: offset), byte)
      if found != 0 { return offset &+ leadingUnflagged(found) }
      offset &+= 8
    }
    return nil
  }

  /// Whether `left` and `right`, of equal length, hold the same bytes: eight at a time, the
  /// last eight overlapping the ones before, so that no byte is read one by one unless there
  /// are fewer than eight.
  static func sameBytes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let count = left.count
    guard count == right.count, count > 0 else { return count == right.count }
    let (left, right) = (
      UnsafeRawPointer(left.baseAddress.unsafelyUnwrapped),
      UnsafeRawPointer(right.baseAddress.unsafelyUnwrapped)
    )
    guard count >= 8 else {
      for offset in 0..<count
      where left.load(fromByteOffset: offset, as: UInt8.self)
        != right.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      return true
    }
    var offset = 0
    while true {
      // The last word ends at the last byte.
      let at = Swift.min(offset, count &- 8)
      guard
        left.loadUnaligned(fromByteOffset: at, as: UInt64.self)
          == right.loadUnaligned(fromByteOffset: at, as: UInt64.self)
      else { return false }
      guard at &+ 8 < count else { return true }
      offset &+= 8
    }
  }

  /// The number of bytes before the first flagged byte of `mask` (8 when none is).
  @inline(__always)
  static func leadingUnflagged(_ mask: UInt64) -> Int {
    mask.trailingZeroBitCount &>> 3
  }
}
