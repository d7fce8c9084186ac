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
      var prefix = ""
      for segment in SegmentForm(pattern.parts).segments {
        switch segment {
        case .literal(let text):
          if seen.insert([prefix, text]).inserted { byPrefix[prefix, default: []].append(text) }
          prefix += "/" + text.lowercasedASCII
        case .parameter:
          prefix += "/:"
        }
      }
    }
  }

  /// For each parameter of `pattern`, in order, the literals of the patterns that share the
  /// segments before it; a parameter past the pattern's whole segments (a tail, a part inside a
  /// segment) gets those after all of them.
  func literals(for pattern: PathPattern) -> [[String]] {
    var prefixes: [String] = []
    var prefix = ""
    for segment in SegmentForm(pattern.parts).segments {
      switch segment {
      case .literal(let text):
        prefix += "/" + text.lowercasedASCII
      case .parameter:
        prefixes.append(prefix)
        prefix += "/:"
      }
    }
    let parameterCount = pattern.parts.filter(\.isParameter).count
    while prefixes.count < parameterCount { prefixes.append(prefix) }
    return prefixes.map { byPrefix[$0] ?? [] }
  }
}
