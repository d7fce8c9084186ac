/// The `/`-separated segments of a percent-encoded path (which starts with `/`), as byte ranges
/// into the path, without copying: `/` has one empty segment, `/a/` has `a` and an empty one.
struct PathSegments {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Start offset of each segment; segment `i` ends one before the start of segment `i + 1`
  /// (or at the end of the path for the last).
  private let starts: UnsafeMutableBufferPointer<Int>
  let count: Int

  /// Runs `body` with the segments of `path`; the storage lives only during the call.
  static func with<Result>(
    _ path: UnsafeBufferPointer<UInt8>, _ body: (PathSegments) -> Result
  ) -> Result {
    // A short path has at most one segment per byte: one pass, with room for that many on the
    // stack. A long one is counted first, so that the storage stays its size.
    let capacity =
      path.count <= shortPathLength
      ? path.count : ByteWord.count(of: UInt8(ascii: "/"), in: path)
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, capacity)) { starts in
      body(PathSegments(path, starts: starts, count: fillStarts(path, starts)))
    }
  }

  /// The segments of `path` whose starts ``URLLayout`` found (``URLLayout/SegmentStarts``).
  init(_ path: UnsafeBufferPointer<UInt8>, starts: UnsafeMutableBufferPointer<Int>, count: Int) {
    bytes = path
    self.starts = starts
    self.count = count
  }

  /// The longest path split in one pass (its segment starts fill at most 1 KiB of stack).
  private static let shortPathLength = 128

  /// Writes the start of each segment (one after each `/`) to `starts`; returns how many.
  private static func fillStarts(
    _ path: UnsafeBufferPointer<UInt8>, _ starts: UnsafeMutableBufferPointer<Int>
  ) -> Int {
    guard let base = starts.baseAddress else { return 0 }
    var count = 0
    var offset = 0
    while offset < path.count {
      var slashes = ByteWord.equal(ByteWord.load(path, at: offset), UInt8(ascii: "/"))
      while slashes != 0 {
        base[count] = offset + ByteWord.leadingUnflagged(slashes) + 1
        count += 1
        slashes &= slashes &- 1
      }
      offset += 8
    }
    return count
  }

  subscript(index: Int) -> Range<Int> {
    let end = index + 1 < count ? starts[index + 1] - 1 : bytes.count
    return starts[index]..<end
  }

  /// Whether segment `index` is `text` (ASCII letters folded when `ignoreCase`; `text` is then
  /// already lowercase).
  func segment(
    _ index: Int, equals text: some RandomAccessCollection<UInt8>, ignoreCase: Bool
  ) -> Bool {
    let range = self[index]
    guard range.count == text.count else { return false }
    var offset = text.startIndex
    for position in range {
      let byte = ignoreCase ? SegmentPattern.lowercased(bytes[position]) : bytes[position]
      guard byte == text[offset] else { return false }
      offset = text.index(after: offset)
    }
    return true
  }

  /// The key of segment `index` as the trie stores it (folded when `ignoreCase`).
  @inline(__always)
  func key(of index: Int, ignoreCase: Bool) -> UInt64 {
    SegmentKey.of(bytes, self[index], ignoreCase: ignoreCase)
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether the two hold the same bytes (eight at a time: the generic `elementsEqual` walks
  /// iterators).
  func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count == other.count else { return false }
    guard count >= 8 else { return ByteWord.load(self, at: 0) == ByteWord.load(other, at: 0) }
    var offset = 0
    while offset + 8 < count {
      if ByteWord.load(self, at: offset) != ByteWord.load(other, at: offset) { return false }
      offset += 8
    }
    // The last eight bytes, overlapping the words already compared.
    return ByteWord.load(self, at: count - 8) == ByteWord.load(other, at: count - 8)
  }

  func hasSameBytes(as other: [UInt8]) -> Bool {
    other.withUnsafeBufferPointer { hasSameBytes(as: $0) }
  }
}

/// A segment as one integer, for the trie's hash table: a segment of at most 8 bytes packed
/// (``ByteWord``), so that comparing the integers compares the segments; a longer one hashed a
/// word at a time (the table then compares its bytes). ASCII letters folded on request.
enum SegmentKey {
  /// The key of `bytes[range]`.
  @inline(__always)
  static func of(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, ignoreCase: Bool)
    -> UInt64
  {
    if range.count <= 8 {
      let packed = ByteWord.load(bytes, range)
      return ignoreCase ? ByteWord.lowercased(packed) : packed
    }
    return hash(bytes, range, ignoreCase: ignoreCase)
  }

  /// The key of `bytes`.
  static func of(_ bytes: [UInt8], ignoreCase: Bool) -> UInt64 {
    bytes.withUnsafeBufferPointer { of($0, 0..<$0.count, ignoreCase: ignoreCase) }
  }

  private static func hash(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, ignoreCase: Bool
  ) -> UInt64 {
    var hash = UInt64(range.count) &* 0x9E37_79B9_7F4A_7C15
    var offset = range.lowerBound
    while offset < range.upperBound {
      var word =
        ByteWord.load(bytes, at: offset) & ByteWord.firstBytes(range.upperBound - offset)
      if ignoreCase { word = ByteWord.lowercased(word) }
      hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash &>> 32
      offset += 8
    }
    return hash
  }
}
