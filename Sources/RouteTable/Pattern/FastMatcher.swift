/// A backtracking matcher over the part list that reproduces, without `Regex`, the matches and
/// captures of the regular expression URLPattern generates for patterns made of fixed text,
/// `:name` and `*` parts. It explores the alternatives of each part in the order the generated
/// regex's backtracking would (lazy `[^/]+?`, greedy `.*` and greedy modifiers), so the first
/// success carries the same captures.
struct FastMatcher: Sendable {
  /// One part, lowered to bytes.
  struct Step: Sendable {
    enum Body: Sendable {
      case fixed
      case segmentWildcard
      case fullWildcard
      /// A `(regex)` part. ``PatternProgress`` runs these approximately; a match runs the
      /// ones that are a repeated class (``RegexByteClass``) exactly, on ASCII input.
      case regex(StandaloneRegex, RegexByteClass?)
    }

    var body: Body
    /// Fixed text for ``Body/fixed``.
    var text: [UInt8]
    var prefix: [UInt8]
    var suffix: [UInt8]
    var modifier: PatternPart.Modifier
    var group: Int
    /// Whether the part begins with `/`, i.e. starts a new path segment.
    var startsSegment: Bool
    /// Whether what follows the body (the suffix, then the later steps) can only begin at a
    /// `/` or at the end of the input: one occurrence of a `:name` body then ends where its
    /// segment does, and no shorter end need be tried.
    var isFollowedBySegmentEnd = false

    var isRepeated: Bool { modifier == .zeroOrMore || modifier == .oneOrMore }
  }

  enum Outcome {
    case matched
    case failed
    /// Recursion or step budget exhausted: the caller must decide another way.
    case abandoned
  }

  let steps: [Step]
  let groupCount: Int
  /// Whether every step can be run exactly (no custom regex parts).
  let isExact: Bool
  /// Whether every step can be run exactly on ASCII input: the custom regex parts are each a
  /// repeated class (``RegexByteClass``) and not repeated themselves (`?` is fine). A class
  /// captured once ends where the regex would end it, longest (or, lazy, shortest) first.
  let isExactOnASCII: Bool

  init(parts: [PatternPart]) {
    var steps: [Step] = []
    steps.reserveCapacity(parts.count)
    var group = 0
    var isExactOnASCII = true
    for part in parts {
      let body: Step.Body
      switch part.kind {
      case .fixedText: body = .fixed
      case .segmentWildcard: body = .segmentWildcard
      case .fullWildcard: body = .fullWildcard
      case .regex:
        let byteClass = RegexByteClass(part.value)
        body = .regex(StandaloneRegex(part.value), byteClass)
        let isRepeated = part.modifier == .zeroOrMore || part.modifier == .oneOrMore
        if byteClass == nil || isRepeated { isExactOnASCII = false }
      }
      let text = Self.bytes(part.value)
      let prefix = Self.bytes(part.prefix)
      let first = part.isParameter ? prefix.first : text.first
      steps.append(
        Step(
          body: body, text: text, prefix: prefix, suffix: Self.bytes(part.suffix),
          modifier: part.modifier, group: part.isParameter ? group : -1,
          startsSegment: first == UInt8(ascii: "/")))
      if part.isParameter { group += 1 }
    }
    // Whether the steps from `index` on can only begin at a `/` or at the end: the end of the
    // pattern needs the end of the input; a step that may be skipped needs the same of the next.
    // Fields are read in place: a copy of a step retains each of its arrays, and a large table
    // has a pattern for each of its routes.
    var laterBeginsAtSegmentEnd = true
    for index in steps.indices.reversed() {
      let suffixFirst = steps[index].suffix.first
      steps[index].isFollowedBySegmentEnd =
        suffixFirst == nil ? laterBeginsAtSegmentEnd : suffixFirst == UInt8(ascii: "/")
      let modifier = steps[index].modifier
      let mayBeSkipped = modifier == .optional || modifier == .zeroOrMore
      laterBeginsAtSegmentEnd =
        steps[index].startsSegment && (!mayBeSkipped || laterBeginsAtSegmentEnd)
    }
    self.steps = steps
    groupCount = group
    isExact = !parts.contains { $0.kind == .regex }
    self.isExactOnASCII = isExactOnASCII
  }

  /// The UTF-8 of a part's text; the common `/` and empty ones shared rather than allocated
  /// for each of a large table's patterns.
  private static func bytes(_ text: String) -> [UInt8] {
    if text.isEmpty { return [] }
    if text == "/" { return slash }
    return Array(text.utf8)
  }

  private static let slash = [UInt8(ascii: "/")]

  enum Result {
    case matched([String?])
    case noMatch
    /// The matcher gave up (recursion too deep); the regex must decide.
    case abandoned
  }

  /// Matches the whole of `path`.
  func match(_ path: Substring, ignoreCase: Bool) -> Result {
    var path = path
    return path.withUTF8 { input -> Result in
      // The classes of regex parts are run as byte checks only on ASCII text.
      if !isExact && !Self.isASCII(input) { return .abandoned }
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, groupCount * 2)) {
        captures -> Result in
        let run = MatchRun(
          steps: steps, input: input, captures: captures, ignoreCase: ignoreCase, progress: nil)
        switch run.step(0, 0, 0) {
        case .failed: return .noMatch
        case .abandoned: return .abandoned
        case .matched:
          var groups: [String?] = []
          groups.reserveCapacity(groupCount)
          for group in 0..<groupCount {
            let start = captures[2 * group]
            guard start >= 0 else {
              groups.append(nil)
              continue
            }
            let text = UnsafeBufferPointer(rebasing: input[start..<captures[2 * group + 1]])
            groups.append(String(utf8Bytes: text))
          }
          return .matched(groups)
        }
      }
    }
  }

  private static func isASCII(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    while offset < input.count {
      if ByteWord.load(input, at: offset) & ByteWord.highBits != 0 { return false }
      offset &+= 8
    }
    return true
  }

  /// How far (in bytes) the leading parts get along `path` before failing, at a segment
  /// boundary; see ``PatternProgress``.
  func furthestBoundary(on path: Substring, ignoreCase: Bool, budget: Int) -> Int {
    var path = path
    return path.withUTF8 { input in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, groupCount * 2)) { captures in
        var state = ProgressState(budget: budget)
        return withUnsafeMutablePointer(to: &state) { progress in
          let run = MatchRun(
            steps: steps, input: input, captures: captures, ignoreCase: ignoreCase,
            progress: progress)
          if run.step(0, 0, 0) == .matched { return input.count }
          return progress.pointee.best
        }
      }
    }
  }
}
