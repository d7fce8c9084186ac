/// The fixed segments that other patterns have where a parameter stands: the values most likely
/// to let another route take a sample URL (``ShadowingCheck``). Only patterns that share the
/// segments before it count, so a large table costs each pattern its neighbours in the route
/// trie, not the whole table.
struct NeighbourLiterals {
  /// Each literal segment by the segments before it (`/g1/:`, lowercased), each once.
  private var byPrefix: [String: [String]] = [:]

  init(_ patterns: some Sequence<PathPattern>) {
    var seen = Set<[String]>()
    for pattern in patterns {
      for (prefix, segment) in Self.prefixedSegments(of: pattern) {
        if case .literal(let text) = segment, seen.insert([prefix, text]).inserted {
          byPrefix[prefix, default: []].append(text)
        }
      }
    }
  }

  /// For each parameter of `pattern`, in order, the literals of the patterns that share the
  /// segments before it; a parameter past the pattern's whole segments (a tail, a part inside a
  /// segment) gets those after all of them.
  func literals(for pattern: PathPattern) -> [[String]] {
    let segments = Self.prefixedSegments(of: pattern)
    var prefixes = segments.filter { $0.segment == .parameter }.map(\.prefix)
    let end = segments.last.map { $0.prefix + Self.key($0.segment) } ?? ""
    let parameterCount = pattern.parts.filter(\.isParameter).count
    while prefixes.count < parameterCount { prefixes.append(end) }
    return prefixes.map { byPrefix[$0] ?? [] }
  }

  /// The pattern's whole segments, each with the segments before it (`/g1/:`, lowercased).
  private static func prefixedSegments(of pattern: PathPattern)
    -> [(prefix: String, segment: SegmentForm.Segment)]
  {
    var prefix = ""
    return SegmentForm(pattern.parts).segments.map { segment in
      defer { prefix += key(segment) }
      return (prefix, segment)
    }
  }

  private static func key(_ segment: SegmentForm.Segment) -> String {
    if case .literal(let text) = segment { "/" + text.lowercasedASCII } else { "/:" }
  }
}
