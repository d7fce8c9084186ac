/// Finds line endings (LF or CR) eight bytes at a time (``ByteWords``): input lines average a few
/// dozen bytes, so the search for the end of each is a good part of reading the input.
enum LineEndSearch {
  /// The index of the first LF or CR in `bytes` at or after `start`, or `bytes.count` when there
  /// is none.
  @inline(__always)
  static func firstLineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress, start < bytes.count else { return bytes.count }
    var index = start
    while index + 8 <= bytes.count {
      let word = ByteWords.word(UnsafeRawPointer(base), at: index)
      let found = ByteWords.marks(
        ByteWords.equal(to: LineSplitter.lineFeed, in: word)
          | ByteWords.equal(to: LineSplitter.carriageReturn, in: word))
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
}
