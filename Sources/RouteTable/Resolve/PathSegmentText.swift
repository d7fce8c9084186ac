/// The `/`-separated segments of a path as written (the text after each `/`, empty ones
/// included), read through ``PathSegments`` on demand: failure messages name one segment, and
/// splitting the whole path into strings cost more than resolving the URL.
struct PathSegmentText {
  let path: String

  private func withSegments<Result>(_ body: (PathSegments) -> Result) -> Result {
    var path = path
    return path.withUTF8 { PathSegments.with($0, body) }
  }

  /// The number of segments: one per `/`.
  var count: Int { withSegments(\.count) }

  /// The segment at `offset` (0-based), which must be below ``count``.
  subscript(offset: Int) -> Substring {
    withSegments { segments in
      Substring(String(utf8Bytes: UnsafeBufferPointer(rebasing: segments.bytes[segments[offset]])))
    }
  }

  /// The offset of the first segment that is exactly `text`.
  func firstIndex(of text: String) -> Int? {
    var text = text
    return text.withUTF8 { target in
      withSegments { segments in
        (0..<segments.count).first {
          UnsafeBufferPointer(rebasing: segments.bytes[segments[$0]]).hasSameBytes(as: target)
        }
      }
    }
  }
}
