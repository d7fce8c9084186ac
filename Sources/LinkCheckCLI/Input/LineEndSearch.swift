/// Finds line endings (LF or CR) eight bytes at a time: input lines average a few dozen bytes, so
/// the search for the end of each is a good part of reading the input.
enum LineEndSearch {
  /// The index of the first LF or CR in `bytes` at or after `start`, or `bytes.count` when there
  /// is none.
  @inline(__always)
  static func firstLineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress, start < bytes.count else { return bytes.count }
    var index = start
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let found = matches(word)
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < bytes.count && !isLineEnd(base[index]) { index += 1 }
    return index
  }

  @inline(__always)
  static func isLineEnd(_ byte: UInt8) -> Bool {
    byte == LineSplitter.lineFeed || byte == LineSplitter.carriageReturn
  }

  /// The high bit of each byte of `word` that is LF or CR (the usual zero-byte trick on `word`
  /// XOR the byte looked for). A borrow may also mark a byte after a match, never one before
  /// it, so the lowest mark is always exact.
  @inline(__always)
  private static func matches(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let lineFeeds = word ^ (ones &* UInt64(LineSplitter.lineFeed))
    let carriageReturns = word ^ (ones &* UInt64(LineSplitter.carriageReturn))
    return ((lineFeeds &- ones) & ~lineFeeds | (carriageReturns &- ones) & ~carriageReturns)
      & highs
  }
}
