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
    var slashes = 0
    var offset = 0
    while offset < path.count {
      if path[offset] == UInt8(ascii: "/") { slashes += 1 }
      offset += 1
    }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, slashes)) { starts in
      var count = 0
      var offset = 0
      while offset < path.count {
        if path[offset] == UInt8(ascii: "/") {
          starts[count] = offset + 1
          count += 1
        }
        offset += 1
      }
      return body(PathSegments(bytes: path, starts: starts, count: count))
    }
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

  /// The hash of segment `index` as the trie keys it (folded when `ignoreCase`).
  func hash(of index: Int, ignoreCase: Bool) -> UInt64 {
    let range = self[index]
    return SegmentHash.of(
      UnsafeBufferPointer(rebasing: bytes[range]), ignoreCase: ignoreCase)
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether the two hold the same bytes (a plain loop: the generic `elementsEqual` walks
  /// iterators).
  func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count == other.count else { return false }
    var offset = 0
    while offset < count {
      if self[offset] != other[offset] { return false }
      offset += 1
    }
    return true
  }

  func hasSameBytes(as other: [UInt8]) -> Bool {
    other.withUnsafeBufferPointer { hasSameBytes(as: $0) }
  }
}

/// FNV-1a over a segment's bytes, ASCII letters folded on request.
enum SegmentHash {
  static func of(_ bytes: some Sequence<UInt8>, ignoreCase: Bool) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash =
        (hash ^ UInt64(ignoreCase ? SegmentPattern.lowercased(byte) : byte))
        &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}
