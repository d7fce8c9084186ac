/// A route's pattern: the route's place in the table, the pattern's in its
/// ``CompiledRoute/patterns``.
struct PatternKey: Comparable {
  let route: Int32
  let pattern: Int32

  static func < (lhs: PatternKey, rhs: PatternKey) -> Bool {
    (lhs.route, lhs.pattern) < (rhs.route, rhs.pattern)
  }
}

/// Where the groups of a pattern made of whole segments (``SegmentForm``) are in a path it
/// matches: each `/:name` is the segment at its depth, a final `/*` is all after the `/` that
/// follows the pattern's segments. A route trie that stored the pattern along its segments has
/// decided the match; these bounds are what it found.
struct SegmentCaptures: Sendable {
  /// The segment of each group before the tail.
  private let segmentOfGroup: [Int32]
  /// How many segments precede the final `/*`; `nil` without one.
  private let tailDepth: Int32?

  /// The captures of `pattern`; `nil` when it is not made of whole segments.
  init?(_ pattern: PathPattern) {
    let form = SegmentForm(pattern.parts)
    guard form.end != .other else { return nil }
    var segmentOfGroup: [Int32] = []
    for (depth, segment) in form.segments.enumerated() where segment == .parameter {
      segmentOfGroup.append(Int32(depth))
    }
    tailDepth = form.end == .tail ? Int32(form.segments.count) : nil
    guard segmentOfGroup.count + (tailDepth == nil ? 0 : 1) == pattern.groupNames.count else {
      return nil
    }
    self.segmentOfGroup = segmentOfGroup
  }

  /// The start and end of each group in the path of `segments`, which the pattern matches.
  func bounds(in segments: PathSegments) -> InlineList<Int32> {
    var bounds = InlineList<Int32>()
    for depth in segmentOfGroup {
      let range = segments.range(of: Int(depth))
      bounds.append(Int32(range.lowerBound))
      bounds.append(Int32(range.upperBound))
    }
    if let tailDepth {
      // After the `/` that ends the last of the pattern's segments (the path's first `/`).
      let start = tailDepth == 0 ? 1 : segments.range(of: Int(tailDepth) - 1).upperBound + 1
      bounds.append(Int32(start))
      bounds.append(Int32(segments.path.count))
    }
    return bounds
  }
}

/// How a trie walk decided one pattern (``TrieVisit/decision(_:captures:)``).
enum SegmentDecision {
  case matched(PatternMatch)
  case unmatched
  /// The walk does not decide this pattern: the pattern is matched itself.
  case undecided
}
