/// "How far did this pattern get": the number of leading path segments the pattern's leading
/// parts accept, so an error can name the nearest route.
enum PatternProgress {
  /// Bounds the search on patterns whose alternatives multiply; progress is only a hint.
  static let stepBudget = 5_000

  /// `isPrintable`: whether `path` is printable ASCII, `nil` when not known.
  static func segments(
    of matcher: FastMatcher, on path: Substring, ignoreCase: Bool, isPrintable: Bool?
  ) -> Int {
    let boundary = matcher.furthestBoundary(
      on: path, ignoreCase: ignoreCase, budget: stepBudget, isPrintable: isPrintable)
    return segments(before: boundary, of: path)
  }

  /// The progress of a pattern that accepts the whole path: no pattern gets further.
  static func wholePath(_ path: Substring) -> Int {
    segments(before: path.utf8.count, of: path)
  }

  /// How many segments of `path` start before the byte offset `boundary`.
  private static func segments(before boundary: Int, of path: Substring) -> Int {
    var path = path
    return path.withUTF8 { bytes in
      let slashes = ByteWord.count(
        of: UInt8(ascii: "/"), in: UnsafeBufferPointer(rebasing: bytes[..<boundary]))
      let startsWithSlash = bytes.first == UInt8(ascii: "/")
      return slashes + (!startsWithSlash && boundary > 0 ? 1 : 0)
    }
  }
}
