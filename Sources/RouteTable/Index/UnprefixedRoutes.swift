/// A side index group's routes with a pattern that starts with nothing ``LeadingSegments`` reads
/// (`/*/x`, `/(.*)/x/:id`, `/(.+)`): keyed by the last fixed segment of their pattern where only
/// one-segment parameters (`/:name`, `/:id(\d+)`) follow it, since a path it matches holds that segment
/// as many segments before its end; or else by the fixed text the pattern ends with inside its
/// last segment (`/(.+)\.json`), which a path it matches ends with; and otherwise tried on every
/// URL.
///
/// For `nearest`, a pattern that starts with a wildcard across segments (`/*`, `/(.*)`) accepts
/// every leading segment of any path, so all such routes go equally far: only the one `nearest`
/// prefers among them needs measuring. The routes of other such patterns are measured in the
/// order `nearest` prefers them, until one accepts the whole path.
struct UnprefixedRoutes: Sendable {
  /// Routes tried on every URL: the pattern has no ``keySegment(of:ignoreCase:)`` and no
  /// ``trailingText(of:ignoreCase:)``.
  private var everywhere: [Int32] = []
  /// Routes by their key, one entry per place of the key in the path.
  private var keyed: [KeyedRoutes] = []
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
      add(route, key: key.segment, at: .segment(fromEnd: key.distance), ignoreCase: ignoreCase)
    } else if let text = Self.trailingText(of: pattern, ignoreCase: ignoreCase) {
      add(route, key: text, at: .ending(length: text.count), ignoreCase: ignoreCase)
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

  private mutating func add(
    _ route: Int32, key: [UInt8], at place: KeyedRoutes.Place, ignoreCase: Bool
  ) {
    if !keyed.contains(where: { $0.place == place }) {
      keyed.append(KeyedRoutes(place: place))
    }
    for entry in keyed.indices where keyed[entry].place == place {
      keyed[entry].add(route, key: key, ignoreCase: ignoreCase)
    }
  }

  /// Routes whose key lies at the same place in a path, by that key as written (case-sensitive
  /// routes) and folded (the others).
  private struct KeyedRoutes: Sendable {
    enum Place: Equatable {
      /// The segment that many before the path's last one.
      case segment(fromEnd: Int)
      /// The path's last bytes, that many.
      case ending(length: Int)
    }

    let place: Place
    var exact: [[UInt8]: [Int32]] = [:]
    var folded: [[UInt8]: [Int32]] = [:]

    mutating func add(_ route: Int32, key: [UInt8], ignoreCase: Bool) {
      if ignoreCase {
        UnprefixedRoutes.append(route, to: &folded[key, default: []])
      } else {
        UnprefixedRoutes.append(route, to: &exact[key, default: []])
      }
    }

    func collectCandidates(_ path: PathSegments, into list: inout CandidateList) {
      let key: UnsafeBufferPointer<UInt8>
      switch place {
      case .segment(let distance):
        guard distance < path.count else { return }
        key = UnsafeBufferPointer(rebasing: path.bytes[path[path.count - 1 - distance]])
      case .ending(let length):
        guard length <= path.bytes.count else { return }
        key = UnsafeBufferPointer(rebasing: path.bytes[(path.bytes.count - length)...])
      }
      if !exact.isEmpty {
        for route in exact[Array(key)] ?? [] { list.add(route) }
      }
      if !folded.isEmpty {
        for route in folded[key.map(SegmentPattern.lowercased)] ?? [] { list.add(route) }
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

  /// The fixed text (folded when `ignoreCase`) `pattern` ends with inside its last segment, when
  /// its last part is fixed text without a `/` (`/(.+)\.json`, `/*/x-:id.pdf`): every path it
  /// matches ends with that text.
  static func trailingText(of pattern: PathPattern, ignoreCase: Bool) -> [UInt8]? {
    guard let last = pattern.parts.last, last.kind == .fixedText, last.modifier == .none,
      !last.value.isEmpty, !last.value.utf8.contains(UInt8(ascii: "/"))
    else { return nil }
    let text = Array(last.value.utf8)
    return ignoreCase ? text.map(SegmentPattern.lowercased) : text
  }

  /// Whether `pattern` starts with `/*` or `/(.*)`: a value that may take every segment.
  static func startsWithWildcardAcrossSegments(_ pattern: PathPattern) -> Bool {
    guard let first = pattern.parts.first else { return false }
    return first.kind == .fullWildcard && first.modifier == .none && first.prefix == "/"
      && first.suffix.isEmpty
  }
}
