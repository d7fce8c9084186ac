/// A side index group's routes with a pattern that starts with nothing ``LeadingSegments`` reads
/// (`/*/x`, `/(.*)/x/:id`, `/(.+)`), or with parameters only: keyed by the last fixed segment of
/// their pattern where only one-segment parameters (`/:name`, `/:id(\d+)`) follow it, since a
/// path it matches holds that segment as many segments before its end; or else by the fixed text
/// the pattern ends with inside its last segment (`/(.+)\.json`), which a path it matches ends
/// with; or else by the text after a `/` of its fixed text, which some segment of a path it
/// matches starts with; and otherwise tried on every URL.
///
/// For `nearest`, a pattern that starts with a wildcard across segments (`/*`, `/(.*)`) accepts
/// every leading segment of any path, so all such routes go equally far: only the one `nearest`
/// prefers among them needs measuring. The routes of other such patterns are measured in the
/// order `nearest` prefers them, until one accepts the whole path or the link's budget is spent
/// (``SideIndex/collectNearestCandidates(_:text:answering:nearestOrder:progress:progressWithinBudget:into:)``).
struct UnprefixedRoutes: Sendable {
  /// Routes tried on every URL: the pattern has no ``keySegment(of:ignoreCase:)``,
  /// ``trailingText(of:ignoreCase:)`` or ``segmentStart(of:ignoreCase:)``.
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
    } else if let start = Self.segmentStart(of: pattern, ignoreCase: ignoreCase) {
      add(route, key: start, at: .segmentStart, ignoreCase: ignoreCase)
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

  /// Whether `pattern` has a key here, i.e. is not tried on every URL.
  static func hasKey(_ pattern: PathPattern, ignoreCase: Bool) -> Bool {
    keySegment(of: pattern, ignoreCase: ignoreCase) != nil
      || trailingText(of: pattern, ignoreCase: ignoreCase) != nil
      || segmentStart(of: pattern, ignoreCase: ignoreCase) != nil
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

  /// Routes whose key lies at the same place in a path, by the ``SegmentKey`` of that key as
  /// written (case-sensitive routes) and folded (the others). A long key is hashed, so two keys
  /// may share an entry: a candidate is only a route the path could match.
  private struct KeyedRoutes: Sendable {
    enum Place: Equatable {
      /// The segment that many before the path's last one.
      case segment(fromEnd: Int)
      /// The path's last bytes, that many.
      case ending(length: Int)
      /// The first bytes of any segment of the path.
      case segmentStart
    }

    let place: Place
    var exact = RouteKeyTable()
    var folded = RouteKeyTable()
    /// Bit `n` set when a key is `n` bytes long: a segment is looked up only at the lengths
    /// keys have (at most ``segmentStartCapacity`` for ``Place/segmentStart``, 63 or more
    /// sharing bit 63 otherwise).
    var keyLengths: UInt64 = 0
    /// The first bytes of the keys (both cases of a folded letter), as bits: bytes 0–63 in
    /// `low`, 64–127 in `high`, any other sets `highBytes`. A segment whose first byte starts
    /// no key is passed by without a lookup.
    var firstBytes: (low: UInt64, high: UInt64, highBytes: Bool) = (0, 0, false)

    /// Every route here, once.
    private(set) var routes: [Int32] = []

    mutating func add(_ route: Int32, key: [UInt8], ignoreCase: Bool) {
      UnprefixedRoutes.append(route, to: &routes)
      let packed = SegmentKey.of(key, ignoreCase: ignoreCase)
      if ignoreCase {
        folded.add(route, key: packed)
      } else {
        exact.add(route, key: packed)
      }
      keyLengths |= Self.lengthBit(key.count)
      guard let first = key.first else { return }
      let cases = ignoreCase ? [first, Self.uppercased(first)] : [first]
      for byte in cases {
        switch byte {
        case 0..<64: firstBytes.low |= 1 &<< UInt64(byte)
        case 64..<128: firstBytes.high |= 1 &<< UInt64(byte - 64)
        default: firstBytes.highBytes = true
        }
      }
    }

    private static func uppercased(_ byte: UInt8) -> UInt8 {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
    }

    /// Whether some key may start with `byte` (see ``firstBytes``).
    @inline(__always)
    private func mayStartKey(_ byte: UInt8) -> Bool {
      switch byte {
      case 0..<64: firstBytes.low & (1 &<< UInt64(byte)) != 0
      case 64..<128: firstBytes.high & (1 &<< UInt64(byte &- 64)) != 0
      default: firstBytes.highBytes
      }
    }

    mutating func finish() {
      exact.finish()
      folded.finish()
    }

    /// How many of a path's segments are looked up for one route of ``Place/segmentStart``
    /// rather than trying the routes themselves.
    static let segmentsPerRoute = 64

    private static func lengthBit(_ length: Int) -> UInt64 { 1 &<< UInt64(min(length, 63)) }

    func collectCandidates(_ path: PathSegments, into list: inout CandidateList) {
      switch place {
      case .segment(let distance):
        guard distance < path.count else { return }
        collect(path.bytes, path[path.count - 1 - distance], into: &list)
      case .ending(let length):
        guard length <= path.bytes.count else { return }
        collect(path.bytes, (path.bytes.count - length)..<path.bytes.count, into: &list)
      case .segmentStart:
        // On a path of many segments, a few routes are cheaper to try than the segments are
        // to look up.
        if path.count > Self.segmentsPerRoute * routes.count {
          for route in routes { list.add(route) }
          return
        }
        // The last segment looked up, as the lengths tried and its first word: a path of the
        // same segment over and over looks it up once.
        var previous: (lengths: UInt64, word: UInt64) = (0, 0)
        for segment in 0..<path.count {
          let range = path[segment]
          // The key lengths this segment is long enough for, shortest first.
          var lengths = keyLengths & (Self.lengthBit(range.count) &<< 1 &- 1)
          guard lengths != 0, mayStartKey(path.bytes[range.lowerBound]) else { continue }
          // Keys are at most eight bytes: packed, a key is the segment's first word, cut.
          let word = ByteWord.load(path.bytes, at: range.lowerBound)
          let longest = ByteWord.firstBytes(63 - lengths.leadingZeroBitCount)
          guard (lengths, word & longest) != previous else { continue }
          previous = (lengths, word & longest)
          while lengths != 0 {
            let start = word & ByteWord.firstBytes(lengths.trailingZeroBitCount)
            if !exact.isEmpty, let routes = exact.routes(start) {
              for route in routes { list.add(route) }
            }
            if !folded.isEmpty, let routes = folded.routes(ByteWord.lowercased(start)) {
              for route in routes { list.add(route) }
            }
            lengths &= lengths &- 1
          }
        }
      }
    }

    private func collect(
      _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into list: inout CandidateList
    ) {
      if !exact.isEmpty, let routes = exact.routes(SegmentKey.of(bytes, range, ignoreCase: false)) {
        for route in routes { list.add(route) }
      }
      if !folded.isEmpty, let routes = folded.routes(SegmentKey.of(bytes, range, ignoreCase: true))
      {
        for route in routes { list.add(route) }
      }
    }
  }

  /// Lays the keys out for lookups and puts ``measuredForNearest`` in the order `nearest`
  /// prefers, each route once.
  mutating func finish(nearestOrder: [Int32]) {
    for entry in keyed.indices { keyed[entry].finish() }
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

  /// The longest key ``segmentStart(of:ignoreCase:)`` gives: one packed word
  /// (``SegmentKey``).
  static let segmentStartCapacity = 8

  /// Text (folded when `ignoreCase`, at most ``segmentStartCapacity`` bytes) that some segment
  /// of every path `pattern` matches starts with: what follows a `/` in one of its fixed
  /// parts, up to the next `/` or the part's end. The longest such text, as the most telling;
  /// `nil` when there is none.
  static func segmentStart(of pattern: PathPattern, ignoreCase: Bool) -> [UInt8]? {
    var best: ArraySlice<UInt8> = []
    for part in pattern.parts where part.kind == .fixedText && part.modifier == .none {
      let text = Array(part.value.utf8)
      for slash in text.indices where text[slash] == UInt8(ascii: "/") {
        let rest = text[(slash + 1)...]
        let segment = rest.prefix { $0 != UInt8(ascii: "/") }.prefix(segmentStartCapacity)
        if segment.count > best.count { best = segment }
      }
    }
    guard !best.isEmpty else { return nil }
    return ignoreCase ? best.map(SegmentPattern.lowercased) : Array(best)
  }

  /// Whether `pattern` starts with `/*` or `/(.*)`: a value that may take every segment.
  static func startsWithWildcardAcrossSegments(_ pattern: PathPattern) -> Bool {
    guard let first = pattern.parts.first else { return false }
    return first.kind == .fullWildcard && first.modifier == .none && first.prefix == "/"
      && first.suffix.isEmpty
  }
}
