/// The `/`-separated segments of a path as written (the text after each `/`, empty ones
/// included), read from its bytes on demand: failure messages name one segment, and splitting
/// the whole path into strings cost more than resolving the URL.
struct PathSegmentText {
  let path: String

  /// The byte ranges of the segments, handed to `body` without building an array.
  private func forEachSegment(_ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool) {
    var path = path
    path.withUTF8 { bytes in
      var start = -1
      for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
        if start >= 0, !body(bytes, start..<index) { return }
        start = index + 1
      }
      if start >= 0 { _ = body(bytes, start..<bytes.count) }
    }
  }

  /// The number of segments: one per `/` (the text before the first belongs to none).
  var count: Int {
    var count = 0
    forEachSegment { _, _ in
      count += 1
      return true
    }
    return count
  }

  /// The segment at `offset` (0-based), which must be below ``count``.
  subscript(offset: Int) -> Substring {
    var remaining = offset
    var found: Substring = ""
    forEachSegment { bytes, range in
      guard remaining == 0 else {
        remaining -= 1
        return true
      }
      found = Substring(String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[range])))
      return false
    }
    return found
  }

  /// The offset of the first segment that is exactly `text`.
  func firstIndex(of text: String) -> Int? {
    var text = text
    return text.withUTF8 { target in
      var offset = 0
      var found: Int?
      forEachSegment { bytes, range in
        if UnsafeBufferPointer(rebasing: bytes[range]).hasSameBytes(as: target) {
          found = offset
          return false
        }
        offset += 1
        return true
      }
      return found
    }
  }
}
