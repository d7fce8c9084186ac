/// "How far did this pattern get": the number of leading path segments the pattern's leading
/// parts accept, so an error can name the nearest route.
enum PatternProgress {
  /// Bounds the search on patterns whose alternatives multiply; progress is only a hint.
  static let stepBudget = 20_000

  static func segments(of matcher: FastMatcher, on path: Substring, ignoreCase: Bool) -> Int {
    let boundary = matcher.furthestBoundary(on: path, ignoreCase: ignoreCase, budget: stepBudget)
    return segments(before: boundary, of: path)
  }

  /// The progress of a pattern that accepts the whole path: no pattern gets further.
  static func wholePath(_ path: Substring) -> Int {
    segments(before: path.utf8.count, of: path)
  }

  /// How many segments of `path` start before the byte offset `boundary`.
  private static func segments(before boundary: Int, of path: Substring) -> Int {
    let accepted = path.utf8.prefix(boundary)
    let slashes = accepted.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
    let startsWithSlash = path.utf8.first == UInt8(ascii: "/")
    return slashes + (!startsWithSlash && boundary > 0 ? 1 : 0)
  }
}
