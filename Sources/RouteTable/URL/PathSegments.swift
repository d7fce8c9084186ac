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
    self.path = path
    var count = 0
    var leading: [Substring] = []
    var start: String.Index?
    let utf8 = path.utf8
    var index = utf8.startIndex
    while index < utf8.endIndex {
      if utf8[index] == UInt8(ascii: "/") {
        if let start, leading.count < limit { leading.append(path[start..<index]) }
        count += 1
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if let start, leading.count < limit { leading.append(path[start...]) }
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
