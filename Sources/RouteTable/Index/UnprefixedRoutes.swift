/// A side index group's routes with a pattern that starts with nothing ``LeadingSegments`` reads
/// (`/*/x`, `/(.*)/x`, `/(.+)`): keyed by the fixed segment their pattern ends with where it has
/// one, since a path it matches ends with that segment, and otherwise tried on every URL.
///
/// For `nearest`, a pattern that starts with a wildcard across segments (`/*`, `/(.*)`) accepts
/// every leading segment of any path, so all such routes go equally far: only the one `nearest`
/// prefers among them needs measuring. The routes of other such patterns are all measured.
struct UnprefixedRoutes: Sendable {
  /// Routes tried on every URL: the pattern ends with no fixed segment.
  private var everywhere: [Int32] = []
  /// Routes by the fixed segment their pattern ends with, as written (case-sensitive routes)
  /// and folded (the others).
  private var byLastSegment: [[UInt8]: [Int32]] = [:]
  private var byFoldedLastSegment: [[UInt8]: [Int32]] = [:]
  /// Routes measured for `nearest` on every URL: their pattern does not start with a wildcard
  /// across segments.
  private(set) var measuredForNearest: [Int32] = []
  /// The route `nearest` prefers among those with a pattern starting with a wildcard across
  /// segments, or -1.
  private(set) var preferredWildcardFirst: Int32 = -1

  mutating func add(
    _ pattern: PathPattern, route: Int32, ignoreCase: Bool, nearestOrder: [Int32]
  ) {
    if let last = Self.lastSegment(of: pattern, ignoreCase: ignoreCase) {
      if ignoreCase {
        Self.append(route, to: &byFoldedLastSegment[last, default: []])
      } else {
        Self.append(route, to: &byLastSegment[last, default: []])
      }
    } else {
      Self.append(route, to: &everywhere)
    }
    if Self.startsWithWildcardAcrossSegments(pattern) {
      if preferredWildcardFirst < 0
        || nearestOrder[Int(route)] < nearestOrder[Int(preferredWildcardFirst)]
      {
        preferredWildcardFirst = route
      }
    } else {
      Self.append(route, to: &measuredForNearest)
    }
  }

  private static func append(_ route: Int32, to list: inout [Int32]) {
    if list.last != route { list.append(route) }
  }

  /// Adds to `list` every route here that the path could match.
  func collectCandidates(_ path: PathSegments, into list: inout CandidateList) {
    for route in everywhere { list.add(route) }
    guard path.count > 0, !(byLastSegment.isEmpty && byFoldedLastSegment.isEmpty) else { return }
    let last = UnsafeBufferPointer(rebasing: path.bytes[path[path.count - 1]])
    for route in byLastSegment[Array(last)] ?? [] { list.add(route) }
    if !byFoldedLastSegment.isEmpty {
      for route in byFoldedLastSegment[last.map(SegmentPattern.lowercased)] ?? [] {
        list.add(route)
      }
    }
  }

  /// The fixed segment `pattern` ends with (folded when `ignoreCase`), if it ends with one: text
  /// after a `/` in its last part.
  static func lastSegment(of pattern: PathPattern, ignoreCase: Bool) -> [UInt8]? {
    guard let last = pattern.parts.last, last.kind == .fixedText, last.modifier == .none,
      let slash = last.value.utf8.lastIndex(of: UInt8(ascii: "/"))
    else { return nil }
    let segment = last.value.utf8[last.value.utf8.index(after: slash)...]
    return ignoreCase ? segment.map(SegmentPattern.lowercased) : Array(segment)
  }

  /// Whether `pattern` starts with `/*` or `/(.*)`: a value that may take every segment.
  static func startsWithWildcardAcrossSegments(_ pattern: PathPattern) -> Bool {
    guard let first = pattern.parts.first else { return false }
    return first.kind == .fullWildcard && first.modifier == .none && first.prefix == "/"
      && first.suffix.isEmpty
  }
}
