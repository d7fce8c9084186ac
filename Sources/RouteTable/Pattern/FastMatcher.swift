/// A backtracking matcher over the part list that reproduces, without `Regex`, the matches and
/// captures of the regular expression URLPattern generates for patterns made of fixed text,
/// `:name` and `*` parts. It explores the alternatives of each part in the order the generated
/// regex's backtracking would (lazy `[^/]+?`, greedy `.*` and greedy modifiers), so the first
/// success carries the same captures.
struct FastMatcher: Sendable {
  /// One part, lowered to bytes; a class, so that a match reads it without copying its arrays.
  final class Step: @unchecked Sendable {
    enum Body: Sendable {
      case fixed
      case segmentWildcard
      case fullWildcard
      /// A `(regex)` part: run exactly on printable ASCII input when it is a repeated class
      /// (``RegexByteClass``) or in the syntax ``CompiledRegexPart`` covers, and otherwise
      /// (``PatternProgress`` only) approximately with Swift `Regex`.
      case regex(Expression)
    }

    /// A `(regex)` part's forms, behind one reference (a match reads them at each end it tries).
    final class Expression: Sendable {
      let standalone: StandaloneRegex
      let byteClass: RegexByteClass?
      let compiled: CompiledRegexPart?
      /// The fewest and most bytes a match takes on printable ASCII, when the source tells.
      let lengths: RegexLengthBounds?

      init(_ source: String, parsed: Regex<AnyRegexOutput>) {
        standalone = StandaloneRegex(parsed)
        let exact = RegexSyntax(part: source)
        let folded = RegexSyntax(part: source, foldsCase: true)
        byteClass = RegexByteClass(exact: exact, folded: folded)
        compiled = byteClass == nil ? CompiledRegexPart(exact: exact, folded: folded) : nil
        lengths = byteClass == nil ? exact.map(RegexLengthBounds.init) : nil
      }

      /// Whether only Swift `Regex` runs the part: it is neither a repeated class nor in the
      /// syntax the byte engine covers.
      var isLeftToSwiftRegex: Bool { byteClass == nil && compiled == nil }
    }

    // Only `FastMatcher.init` sets the `var`s, before any match reads them.
    let body: Body
    /// Fixed text for ``Body/fixed``.
    let text: [UInt8]
    let prefix: [UInt8]
    let suffix: [UInt8]
    let modifier: PatternPart.Modifier
    let group: Int
    /// Whether the part begins with `/`, i.e. starts a new path segment.
    let startsSegment: Bool
    /// Whether what follows the body (the suffix, then the later steps) can only begin at a
    /// `/` or at the end of the input: one occurrence of a `:name` body then ends where its
    /// segment does, and no shorter end need be tried.
    var isFollowedBySegmentEnd = false
    /// The fewest bytes the rest of a match takes after the body (the suffix, then the later
    /// steps), and the most (`nil`: no bound) beside the run the pattern's ending class has at
    /// the end of the input (``FastMatcher/endingClass``): an end leaving fewer or more cannot
    /// lead to a match, and a long path has many such ends.
    var tailMinimum = 0
    var tailMaximum: Int? = 0
    /// The most bytes the later steps take (`nil`: no bound) beside the ending class's run: what
    /// may follow the last occurrence of a repeated step.
    var laterMaximum: Int? = 0
    /// The bytes every match has right after the body: the suffix, then (for a step that is not
    /// repeated) the next part's text when it is fixed text that cannot be skipped. An end
    /// without them is not worth trying.
    var followingText: [UInt8] = []
    /// The first eight bytes (at most) of ``followingText``, as written and lowercased, and their
    /// mask: a wildcard tests a candidate end in one compare.
    var followingWord: UInt64 = 0
    var followingFolded: UInt64 = 0
    var followingMask: UInt64 = 0

    var isRepeated: Bool { modifier == .zeroOrMore || modifier == .oneOrMore }

    init(
      body: Body, text: [UInt8], prefix: [UInt8], suffix: [UInt8],
      modifier: PatternPart.Modifier, group: Int, startsSegment: Bool
    ) {
      self.body = body
      self.text = text
      self.prefix = prefix
      self.suffix = suffix
      self.modifier = modifier
      self.group = group
      self.startsSegment = startsSegment
    }
  }

  enum Outcome {
    case matched
    case failed
    /// Recursion or step budget exhausted: the caller must decide another way.
    case abandoned
  }

  let steps: [Step]
  /// The repeated class of a last step `(class)` without bound or suffix (`/:id(\\d+)`): its
  /// length is at most the run of class bytes that ends the input, which bounds the steps'
  /// ``Step/tailMaximum``.
  let endingClass: RegexByteClass?
  /// The fewest and most bytes (`nil`: no bound beside ``endingClass``'s run) a path the
  /// pattern matches has, on printable ASCII when it has `(regex)` parts: a path of another
  /// length is refused without a search.
  let length: (minimum: Int, maximum: Int?)
  let groupCount: Int
  /// Whether every step can be run exactly (no custom regex parts).
  let isExact: Bool
  /// Whether every step can be run exactly on printable ASCII input: the custom regex parts
  /// are each a repeated class (``RegexByteClass``) or a ``CompiledRegexPart``, and not repeated
  /// themselves (`?` is fine). Such a part captured once ends where the regex would end it, in
  /// the order the regex would try.
  let isExactOnASCII: Bool

  /// The matcher of `parts`; `partRegexes` holds each `(regex)` part's source compiled by Swift
  /// `Regex`, in order.
  init(parts: [PatternPart], partRegexes: [Regex<AnyRegexOutput>]) {
    var steps: [Step] = []
    steps.reserveCapacity(parts.count)
    var group = 0
    var isExactOnASCII = true
    var isExact = true
    var regexCount = 0
    for index in parts.indices {
      let body: Step.Body
      let isParameter = parts[index].isParameter
      switch parts[index].kind {
      case .fixedText: body = .fixed
      case .segmentWildcard: body = .segmentWildcard
      case .fullWildcard: body = .fullWildcard
      case .regex:
        let expression = Step.Expression(parts[index].value, parsed: partRegexes[regexCount])
        regexCount += 1
        body = .regex(expression)
        let modifier = parts[index].modifier
        let isRepeated = modifier == .zeroOrMore || modifier == .oneOrMore
        if expression.isLeftToSwiftRegex || isRepeated {
          isExactOnASCII = false
        }
        isExact = false
      }
      let text = Array(parts[index].value.utf8)
      let prefix = Array(parts[index].prefix.utf8)
      let first = isParameter ? prefix.first : text.first
      steps.append(
        Step(
          body: body, text: text, prefix: prefix, suffix: Array(parts[index].suffix.utf8),
          modifier: parts[index].modifier, group: isParameter ? group : -1,
          startsSegment: first == UInt8(ascii: "/")))
      if isParameter { group += 1 }
    }
    // Whether the steps from `index` on can only begin at a `/` or at the end: the end of the
    // pattern needs the end of the input; a step that may be skipped needs the same of the next.
    var laterBeginsAtSegmentEnd = true
    var laterLength = (minimum: 0, maximum: Optional(0))
    var next: Step?
    endingClass = steps.last.flatMap(Self.endingClass)
    for step in steps.reversed() {
      step.tailMinimum = laterLength.minimum + step.suffix.count
      // After one occurrence of a repeated step, more may come.
      step.laterMaximum = laterLength.maximum
      step.tailMaximum =
        step.isRepeated ? nil : laterLength.maximum.map { $0 + step.suffix.count }
      let length = Self.length(of: step, endingClass: step === steps.last ? endingClass : nil)
      laterLength = (
        laterLength.minimum + length.minimum,
        laterLength.maximum.flatMap { later in length.maximum.map { later + $0 } }
      )
      // After an occurrence of a repeated step another may come instead of the next part, so
      // only the suffix is sure to follow it.
      if let next, case .fixed = next.body, next.modifier == .none, !step.isRepeated {
        step.followingText = step.suffix.isEmpty ? next.text : step.suffix + next.text
      } else {
        step.followingText = step.suffix
      }
      step.followingText.withUnsafeBufferPointer { following in
        step.followingMask = ByteWord.firstBytes(following.count)
        step.followingWord = ByteWord.load(following, at: 0) & step.followingMask
        step.followingFolded = ByteWord.lowercased(step.followingWord)
      }
      let suffixFirst = step.suffix.first
      step.isFollowedBySegmentEnd =
        suffixFirst == nil ? laterBeginsAtSegmentEnd : suffixFirst == UInt8(ascii: "/")
      let mayBeSkipped = step.modifier == .optional || step.modifier == .zeroOrMore
      laterBeginsAtSegmentEnd = step.startsSegment && (!mayBeSkipped || laterBeginsAtSegmentEnd)
      next = step
    }
    self.steps = steps
    length = laterLength
    groupCount = group
    self.isExact = isExact
    self.isExactOnASCII = isExactOnASCII
  }

  /// The class of `step` if it is the pattern's ending class (``endingClass``).
  private static func endingClass(_ step: Step) -> RegexByteClass? {
    guard case .regex(let expression) = step.body, let byteClass = expression.byteClass,
      byteClass.maximum == nil, step.modifier == .none, step.suffix.isEmpty
    else { return nil }
    return byteClass
  }

  /// The fewest and most bytes (`nil`: no bound) a step takes, prefix and suffix included; for
  /// the ending class, its run is left out of the most.
  private static func length(of step: Step, endingClass: RegexByteClass?)
    -> (minimum: Int, maximum: Int?)
  {
    let body: (minimum: Int, maximum: Int?)
    switch step.body {
    case .fixed:
      body = (step.text.count, step.text.count)
    case .segmentWildcard, .fullWildcard:
      body = (0, nil)
    case .regex(let expression):
      if let endingClass {
        body = (endingClass.minimum, 0)
      } else if let byteClass = expression.byteClass {
        body = (byteClass.minimum, byteClass.maximum)
      } else if let lengths = expression.lengths {
        body = (lengths.shortest, lengths.longest == .max ? nil : lengths.longest)
      } else {
        body = (0, expression.compiled?.exact.longestMatch)
      }
    }
    let affixes = step.prefix.count + step.suffix.count
    switch step.modifier {
    case .none: return (affixes + body.minimum, body.maximum.map { affixes + $0 })
    case .optional: return (0, body.maximum.map { affixes + $0 })
    case .oneOrMore: return (affixes + body.minimum, nil)
    case .zeroOrMore: return (0, nil)
    }
  }

  enum Result {
    /// Where each group starts and ends in the path (-1 for both: absent).
    case matched(bounds: InlineList<Int32>)
    case noMatch
    /// The matcher gave up (recursion too deep); the regex must decide.
    case abandoned
  }

  /// Matches the whole of `path`; `isPrintable` tells whether it is printable ASCII (`nil`:
  /// not known, read it if needed). The work is charged to `work`
  /// (``MatchLimit``); once it is spent, the match is abandoned.
  func match(
    _ path: LinkText, ignoreCase: Bool, isPrintable: Bool? = nil,
    work: LinkAllowance
  ) -> Result {
    path.withBytes { input -> Result in
      // Regex parts are run on bytes only where bytes, scalars and characters coincide.
      if !isExact && !(isPrintable ?? Self.isPrintableASCII(input)) { return .abandoned }
      let endingClassRun = endingClass?.trailingRun(in: input, ignoreCase: ignoreCase) ?? 0
      guard work.chargeScan(endingClassRun) else { return .abandoned }
      guard input.count >= length.minimum,
        length.maximum.map({ input.count <= $0 + endingClassRun }) ?? true
      else { return .noMatch }
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, groupCount * 2)) {
        captures -> Result in
        // Checked above when the pattern has regex parts; others only use it, when known, to
        // find where a `*` stops without reading the path.
        let run = MatchRun(
          steps: steps, input: input, captures: captures, ignoreCase: ignoreCase, progress: nil,
          work: work, inputIsPrintable: !isExact || isPrintable == true,
          endingClassRun: endingClassRun)
        switch run.step(0, 0, 0) {
        case .failed: return .noMatch
        case .abandoned: return .abandoned
        case .matched:
          var bounds = InlineList<Int32>()
          for group in 0..<groupCount {
            let start = captures[2 * group]
            bounds.append(Int32(start))
            bounds.append(Int32(start < 0 ? -1 : captures[2 * group + 1]))
          }
          return .matched(bounds: bounds)
        }
      }
    }
  }

  /// Whether every byte is U+0020–U+007E, as in any percent-encoded path.
  static func isPrintableASCII(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = input.baseAddress else { return true }
    // Eight bytes at a time. On a byte's low seven bits, adding 0x60 sets the high bit exactly
    // when it is at least 0x20, adding 0x01 exactly when it is 0x7F; neither carries further.
    var outside: UInt64 = 0
    var offset = 0
    while offset &+ 8 <= input.count {
      let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
      let low = word & ByteWord.lowBits
      outside |= word | ~(low &+ 0x6060_6060_6060_6060) | (low &+ ByteWord.ones)
      offset &+= 8
    }
    guard outside & ByteWord.highBits == 0 else { return false }
    return input[offset...].allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// How far (in bytes) the leading parts get along `path` before failing, at a segment
  /// boundary; see ``PatternProgress``. Takes the steps it spends out of `budget`;
  /// `isPrintable` is whether `path` is printable ASCII, `nil` when not known.
  func furthestBoundary(
    on path: LinkText, ignoreCase: Bool, budget: inout Int, isPrintable: Bool?
  ) -> Int {
    path.withBytes { input in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, groupCount * 2)) { captures in
        var state = ProgressState(budget: budget)
        defer { budget = max(0, state.budget) }
        return withUnsafeMutablePointer(to: &state) { progress in
          let run = MatchRun(
            steps: steps, input: input, captures: captures, ignoreCase: ignoreCase,
            progress: progress, work: .uncounted,
            inputIsPrintable: isPrintable ?? (!isExact && Self.isPrintableASCII(input)))
          if run.step(0, 0, 0) == .matched { return input.count }
          return progress.pointee.best
        }
      }
    }
  }
}
