/// A side index group's routes with a pattern that starts with nothing ``LeadingSegments`` reads
/// (`/*/x`, `/(.*)/x/:id`, `/(.+)`): keyed by the last fixed segment of their pattern where only
/// one-segment parameters (`/:name`, `/:id(\d+)`) follow it, since a path it matches holds that segment
/// as many segments before its end, and otherwise tried on every URL.
///
/// For `nearest`, a pattern that starts with a wildcard across segments (`/*`, `/(.*)`) accepts
/// every leading segment of any path, so all such routes go equally far: only the one `nearest`
/// prefers among them needs measuring. The routes of other such patterns are measured in the
/// order `nearest` prefers them, until one accepts the whole path.
struct UnprefixedRoutes: Sendable {
  /// Routes tried on every URL: the pattern has no ``keySegment(of:ignoreCase:)``.
  private var everywhere: [Int32] = []
  /// Routes by their key segment, one entry per distance from the path's end.
  private var keyed: [KeySegments] = []
  /// Routes measured for `nearest` on every URL (their pattern does not start with a wildcard
  /// across segments), in the order `nearest` prefers them once ``finish(nearestOrder:)`` ran.
  private(set) var measuredForNearest: [Int32] = []
  /// The route `nearest` prefers among those with a pattern starting with a wildcard across
  /// segments, or -1.
  private(set) var preferredWildcardFirst: Int32 = -1

  mutating func add(
    _ pattern: PathPattern, route: Int32, ignoreCase: Bool, nearestOrder: [Int32]
  ) {
    if let key = Self.keySegment(of: pattern, ignoreCase: ignoreCase) {
      if !keyed.contains(where: { $0.distance == key.distance }) {
        keyed.append(KeySegments(distance: key.distance))
      }
      for entry in keyed.indices where keyed[entry].distance == key.distance {
        keyed[entry].add(route, segment: key.segment, ignoreCase: ignoreCase)
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

  /// Routes whose key segment lies `distance` segments before the path's last one, by that
  /// segment as written (case-sensitive routes) and folded (the others).
  private struct KeySegments: Sendable {
    let distance: Int
    var exact: [[UInt8]: [Int32]] = [:]
    var folded: [[UInt8]: [Int32]] = [:]

    mutating func add(_ route: Int32, segment: [UInt8], ignoreCase: Bool) {
      if ignoreCase {
        UnprefixedRoutes.append(route, to: &folded[segment, default: []])
      } else {
        UnprefixedRoutes.append(route, to: &exact[segment, default: []])
      }
    }

    func collectCandidates(_ path: PathSegments, into list: inout CandidateList) {
      guard distance < path.count else { return }
      let segment = UnsafeBufferPointer(rebasing: path.bytes[path[path.count - 1 - distance]])
      if !exact.isEmpty {
        for route in exact[Array(segment)] ?? [] { list.add(route) }
      }
      if !folded.isEmpty {
        for route in folded[segment.map(SegmentPattern.lowercased)] ?? [] { list.add(route) }
      }
    }
  }

  /// Puts ``measuredForNearest`` in the order `nearest` prefers, each route once.
  mutating func finish(nearestOrder: [Int32]) {
    measuredForNearest = Set(measuredForNearest).sorted {
      nearestOrder[Int($0)] < nearestOrder[Int($1)]
    }
  }

  private static func append(_ route: Int32, to list: inout [Int32]) {
    if list.last != route { list.append(route) }
  }

  /// Adds to `list` every route here that the path could match.
  func collectCandidates(_ path: PathSegments, into list: inout CandidateList) {
    for route in everywhere { list.add(route) }
    for keys in keyed { keys.collectCandidates(path, into: &list) }
  }

  /// The segment every path `pattern` matches holds (folded when `ignoreCase`), and how many
  /// segments follow it: the text after the last `/` of the pattern's last fixed text, when
  /// only `/:name` and `/:name(regex)` parameters whose expression cannot reach a `/` (exactly
  /// one segment each) come after that text.
  static func keySegment(of pattern: PathPattern, ignoreCase: Bool)
    -> (segment: [UInt8], distance: Int)?
  {
    var distance = 0
    for part in pattern.parts.reversed() {
      guard part.modifier == .none else { return nil }
      switch part.kind {
      case .segmentWildcard where part.prefix == "/" && part.suffix.isEmpty:
        distance += 1
      case .regex
      where part.prefix == "/" && part.suffix.isEmpty
        && LeadingSegments.staysInSegment(part.value):
        // Possibly empty, but one segment all the same.
        distance += 1
      case .fixedText:
        guard let slash = part.value.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let segment = part.value.utf8[part.value.utf8.index(after: slash)...]
        return (ignoreCase ? segment.map(SegmentPattern.lowercased) : Array(segment), distance)
      default:
        return nil
      }
    }
    return nil
  }

  /// Whether `pattern` starts with `/*` or `/(.*)`: a value that may take every segment.
  static func startsWithWildcardAcrossSegments(_ pattern: PathPattern) -> Bool {
    guard let first = pattern.parts.first else { return false }
    return first.kind == .fullWildcard && first.modifier == .none && first.prefix == "/"
      && first.suffix.isEmpty
  }
}
