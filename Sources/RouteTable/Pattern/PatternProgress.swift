/// "How far did this pattern get": the number of leading path segments the pattern's leading
/// parts accept, so an error can name the nearest route.
enum PatternProgress {
  /// Bounds the search on patterns whose alternatives multiply; progress is only a hint.
  static let stepBudget = 1_000

  /// The work one failing link may spend measuring the patterns the route trie cannot read
  /// (``RouteIndex/measuringBudget``), in steps: a table of thousands of such routes would
  /// otherwise cost each failing link milliseconds. Each measure costs its steps plus
  /// ``charge(for:)``.
  static let linkBudget = 100_000

  /// What a measure costs on `path` besides its steps: setting up the search and reading the
  /// path.
  static func charge(for path: LinkText) -> Int {
    50 + path.count / 16
  }

  /// The progress of `matcher` on `path`, searched within ``stepBudget`` and what is left of
  /// `budget`, which pays its steps and ``charge(for:)``: the best found when it runs out.
  /// `isPrintable`: whether `path` is printable ASCII, `nil` when not known.
  static func segments(
    of matcher: FastMatcher, on path: LinkText, ignoreCase: Bool, isPrintable: Bool?,
    budget: inout Int
  ) -> Int {
    let allowed = min(stepBudget, budget)
    var left = allowed
    let boundary = matcher.furthestBoundary(
      on: path, ignoreCase: ignoreCase, budget: &left, isPrintable: isPrintable)
    budget -= allowed - left + charge(for: path)
    return segments(before: boundary, of: path)
  }

  /// How many segments of `path` start before the byte offset `boundary`.
  private static func segments(before boundary: Int, of path: LinkText) -> Int {
    path.withBytes { bytes in
      let slashes = ByteWord.count(
        of: UInt8(ascii: "/"), in: UnsafeBufferPointer(rebasing: bytes[..<boundary]))
      let startsWithSlash = bytes.first == UInt8(ascii: "/")
      return slashes + (!startsWithSlash && boundary > 0 ? 1 : 0)
    }
  }
}
