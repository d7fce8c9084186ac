/// The `/`-separated segments of a path: the text after each `/`, so `/` has one empty segment
/// and `/a/` has `a` and an empty one. The first few are split once (the route trie reads no
/// deeper than its longest pattern); a later one is found when a message names it, so a path of
/// thousands of segments is not split into thousands of strings.
struct PathSegments {
  let path: Substring
  /// How many segments: one per `/`.
  let count: Int
  /// The first segments, as many as were asked for.
  let leading: [Substring]

  /// The segments of `path`, the first `limit` of them split.
  init(_ path: Substring, splitting limit: Int = .max) {
    let text = path
    var path = path
    var count = 0
    var leading: [Substring] = []
    leading.reserveCapacity(min(limit, 16))
    path.withUTF8 { bytes in
      let utf8 = text.utf8
      func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
      // Where the segment being read starts (after its `/`), -1 before the first `/`.
      var start = -1
      var offset = 0
      while offset < bytes.count {
        defer { offset += 1 }
        guard bytes[offset] == UInt8(ascii: "/") else { continue }
        if start >= 0 { leading.append(text[index(start)..<index(offset)]) }
        count += 1
        start = offset + 1
        guard leading.count < limit else {
          // The rest is only counted, eight bytes at a time.
          count += ByteWord.count(
            of: UInt8(ascii: "/"), in: UnsafeBufferPointer(rebasing: bytes[(offset + 1)...]))
          return
        }
      }
      if start >= 0 { leading.append(text[index(start)...]) }
    }
    self.path = text
    self.count = count
    self.leading = leading
  }

  /// The segment at `offset`, which must be below ``count``.
  subscript(offset: Int) -> Substring {
    if offset < leading.count { return leading[offset] }
    return PathSegments(path, splitting: offset + 1).leading[offset]
  }

  /// The offset of the first segment that is exactly `text`.
  func firstIndex(of text: String) -> Int? {
    PathSegments(path).leading.firstIndex { $0 == text }
  }
}

extension Substring {
  /// The text without its last byte, which must be ASCII (a trailing `/`).
  var droppingLastByte: Substring { self[..<utf8.index(before: endIndex)] }
}
