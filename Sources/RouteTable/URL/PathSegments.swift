/// The `/`-separated segments of a path: the text after each `/`, so `/` has one empty segment
/// and `/a/` has `a` and an empty one. The first few are located once, as byte offsets into the
/// path (the route trie reads no deeper than its longest pattern, and compares bytes); a later
/// one is found when a message names it, so a path of thousands of segments is not split.
struct PathSegments {
  let path: LinkText
  /// How many segments: one per `/`.
  let count: Int
  /// Where each of the first segments starts and ends in the path's UTF-8, as many as were asked
  /// for.
  private let bounds: InlineList<(start: Int32, end: Int32)>

  /// The segments of `path`, the first `limit` of them located.
  init(_ path: LinkText, splitting limit: Int = .max) {
    var count = 0
    var bounds = InlineList<(start: Int32, end: Int32)>()
    path.withBytes { bytes in
      // Where the segment being read starts (after its `/`), -1 before the first `/`.
      var start = -1
      var offset = 0
      // Eight bytes at a time, each `/` of them in turn.
      while offset < bytes.count {
        var slashes = ByteWord.equal(ByteWord.load(bytes, at: offset), UInt8(ascii: "/"))
        while slashes != 0 {
          let slash = offset &+ ByteWord.leadingUnflagged(slashes)
          slashes &= slashes &- 1
          if start >= 0 { bounds.append((Int32(start), Int32(slash))) }
          count += 1
          start = slash + 1
          guard bounds.count < limit else {
            // The rest is only counted.
            count += ByteWord.count(
              of: UInt8(ascii: "/"), in: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]))
            return
          }
        }
        offset &+= 8
      }
      if start >= 0 { bounds.append((Int32(start), Int32(bytes.count))) }
    }
    self.path = path
    self.count = count
    self.bounds = bounds
  }

  /// The byte range of located segment `offset` in the path's UTF-8.
  func range(of offset: Int) -> Range<Int> {
    Int(bounds[offset].start)..<Int(bounds[offset].end)
  }

  /// The segment at `offset`, which must be below ``count``.
  subscript(offset: Int) -> LinkText {
    guard offset < bounds.count else {
      return PathSegments(path, splitting: offset + 1)[offset]
    }
    return path.slice(range(of: offset))
  }

  /// The offset of the segment that is exactly the bytes `range` of the path, if they are one
  /// whole segment: counted from the `/`s before it, eight bytes at a time.
  func index(ofWhole range: Range<Int>) -> Int? {
    path.withBytes { bytes -> Int? in
      let slash = UInt8(ascii: "/")
      guard range.lowerBound > 0, range.upperBound <= bytes.count,
        bytes[range.lowerBound - 1] == slash,
        range.upperBound == bytes.count || bytes[range.upperBound] == slash,
        ByteWord.count(of: slash, in: UnsafeBufferPointer(rebasing: bytes[range])) == 0
      else { return nil }
      return ByteWord.count(
        of: slash, in: UnsafeBufferPointer(rebasing: bytes[..<range.lowerBound])) - 1
    }
  }
}
