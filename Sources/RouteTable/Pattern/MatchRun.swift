/// Best leading position reached while searching, for ``PatternProgress``.
struct ProgressState {
  var best = 0
  var budget: Int
}

/// One run of a ``FastMatcher`` over one input.
struct MatchRun {
  static let maximumDepth = 400

  let steps: [FastMatcher.Step]
  let input: UnsafeBufferPointer<UInt8>
  let captures: UnsafeMutableBufferPointer<Int>
  let ignoreCase: Bool
  let progress: UnsafeMutablePointer<ProgressState>?
  /// What is left of the link's allowance (``MatchLimit``), when matching for the resolver: once
  /// spent, the run is abandoned.
  var work: UnsafeMutablePointer<Int>? = nil
  /// Whether the input is known to be printable ASCII: regex parts may then run as
  /// ``RegexPartProgram``s, and `.` takes every byte.
  let inputIsPrintable: Bool
  /// The run of the pattern's ending class at the end of the input (``FastMatcher/endingClass``;
  /// 0 without one, and when measuring progress, which does not bound ends by the tail).
  var endingClassRun = 0

  private static let slash = UInt8(ascii: "/")

  /// Matches steps `index...` from input position `position`.
  func step(_ index: Int, _ position: Int, _ depth: Int) -> FastMatcher.Outcome {
    if let progress {
      progress.pointee.budget -= 1
      if progress.pointee.budget < 0 { return .abandoned }
      if isBoundary(position) && (index == steps.count || steps[index].startsSegment) {
        progress.pointee.best = max(progress.pointee.best, position)
      }
      // Nothing gets further than the end of the path: the search has its answer.
      if progress.pointee.best == input.count { return .abandoned }
    }
    guard chargeSearch(MatchLimit.step) else { return .abandoned }
    if index == steps.count { return position == input.count ? .matched : .failed }
    if depth > Self.maximumDepth { return .abandoned }
    let current = steps[index]
    if case .fixed = current.body {
      return fixedStep(current, index, position, depth)
    }
    guard chargeSearch(MatchLimit.part) else { return .abandoned }
    let next = index + 1
    let hasAffixes = !current.prefix.isEmpty || !current.suffix.isEmpty
    if !hasAffixes {
      if current.isRepeated {
        return forEachRepeatedEnd(current, from: position) { end in
          capture(current, position, end)
          return step(next, end, depth + 1)
        }
      }
      let outcome = forEachEnd(current, from: position) { end in
        // An optional group may not match empty (ECMAScript's empty-check on `?`).
        if current.modifier == .optional && end == position { return .failed }
        capture(current, position, end)
        return step(next, end, depth + 1)
      }
      if outcome != .failed || current.modifier != .optional { return outcome }
      capture(current, nil, nil)
      return step(next, position, depth + 1)
    }
    let outcome: FastMatcher.Outcome
    if !current.isRepeated {
      outcome = affixedOnce(current, index, position, depth)
    } else if current.prefix == [Self.slash], current.suffix.isEmpty,
      case .segmentWildcard = current.body
    {
      outcome = slashSegmentsRepeated(current, index, position, depth)
    } else if has(current.prefix, at: position) {
      let start = position + current.prefix.count
      outcome = forEachEnd(current, from: start) { end in
        repeatAffixed(current, index, start: start, at: end, depth + 1)
      }
    } else {
      outcome = .failed
    }
    if outcome != .failed || current.modifier == .none || current.modifier == .oneOrMore {
      return outcome
    }
    capture(current, nil, nil)
    return step(next, position, depth + 1)
  }

  // MARK: Fixed text

  private func fixedStep(
    _ current: FastMatcher.Step, _ index: Int, _ position: Int, _ depth: Int
  ) -> FastMatcher.Outcome {
    let text = current.text
    switch current.modifier {
    case .none:
      return has(text, at: position) ? step(index + 1, position + text.count, depth + 1) : .failed
    case .optional:
      if has(text, at: position) {
        let outcome = step(index + 1, position + text.count, depth + 1)
        if outcome != .failed { return outcome }
      }
      return step(index + 1, position, depth + 1)
    case .zeroOrMore, .oneOrMore:
      var count = 0
      while !text.isEmpty, has(text, at: position + count * text.count) { count += 1 }
      let minimum = current.modifier == .oneOrMore ? 1 : 0
      guard count >= minimum else { return .failed }
      for repetitions in stride(from: count, through: minimum, by: -1) {
        let outcome = step(index + 1, position + repetitions * text.count, depth + 1)
        if outcome != .failed { return outcome }
      }
      return .failed
    }
  }

  // MARK: Parameters

  /// `(?:P(R)S)` and `(?:P(R)S)?`, the group tried first.
  private func affixedOnce(
    _ current: FastMatcher.Step, _ index: Int, _ position: Int, _ depth: Int
  ) -> FastMatcher.Outcome {
    guard has(current.prefix, at: position) else { return .failed }
    let start = position + current.prefix.count
    // A local function, not a closure constant: a closure's context was allocated on the heap
    // at each position the part was tried.
    func visit(_ end: Int) -> FastMatcher.Outcome {
      guard has(current.suffix, at: end) else { return .failed }
      capture(current, start, end)
      return step(index + 1, end + current.suffix.count, depth + 1)
    }
    if case .segmentWildcard = current.body, current.isFollowedBySegmentEnd {
      // Every shorter end is followed by a byte other than `/`, so cannot match: trying each
      // cost a full step for every byte of a long segment.
      let end = nextSlash(from: start)
      guard MatchLimit.chargeScan(end - start, to: work) else { return .abandoned }
      return end > start ? visit(end) : .failed
    }
    return forEachEnd(current, from: start, visit)
  }

  /// The loop `(?:S P (?:R))*` of `(?:P((?:R)(?:SP(?:R))*)S)`, greedy, after an occurrence of R
  /// ended at `position`; then the closing suffix and the rest of the pattern.
  private func repeatAffixed(
    _ current: FastMatcher.Step, _ index: Int, start: Int, at position: Int, _ depth: Int
  ) -> FastMatcher.Outcome {
    if depth > Self.maximumDepth { return .abandoned }
    guard chargeSearch(MatchLimit.part) else { return .abandoned }
    let separatorEnd = position + current.suffix.count + current.prefix.count
    if has(current.suffix, at: position), has(current.prefix, at: position + current.suffix.count) {
      let outcome = forEachEnd(current, from: separatorEnd) { end in
        repeatAffixed(current, index, start: start, at: end, depth + 1)
      }
      if outcome != .failed { return outcome }
    }
    guard has(current.suffix, at: position) else { return .failed }
    capture(current, start, position)
    return step(index + 1, position + current.suffix.count, depth + 1)
  }

  /// `/:name+` and `/:name*`, the common repeated form, without recursion per segment. The
  /// generated regex tries, in order: every shorter-than-segment end inside each successive
  /// segment (lazy `[^/]+?`), then the segment ends from the last back to the first (the greedy
  /// loop unwinding).
  private func slashSegmentsRepeated(
    _ current: FastMatcher.Step, _ index: Int, _ position: Int, _ depth: Int
  ) -> FastMatcher.Outcome {
    guard position < input.count, input[position] == Self.slash else { return .failed }
    let start = position + 1
    // Only the ends the later steps can follow are tried: after a last part, only the end of
    // the path (a 64 KiB segment after `/files/:rest*` tried each byte).
    let (lowest, highest) =
      progress == nil
      ? tailWindow(current, start, input.count, maximum: current.laterMaximum)
      : (start, input.count)
    var segmentStart = start
    var lastSegmentEnd = -1
    while true {
      let segmentEnd = nextSlash(from: segmentStart)
      if segmentEnd == segmentStart { break }
      guard MatchLimit.charge(1 + (segmentEnd - segmentStart) / MatchLimit.bytesPerUnit, to: work)
      else {
        return .abandoned
      }
      var end = max(segmentStart + 1, lowest)
      while end < min(segmentEnd, highest + 1) {
        if isScalarStart(end) {
          capture(current, start, end)
          let outcome = step(index + 1, end, depth + 1)
          if outcome != .failed { return outcome }
        }
        end += 1
      }
      lastSegmentEnd = segmentEnd
      guard segmentEnd < input.count else { break }
      segmentStart = segmentEnd + 1
    }
    guard lastSegmentEnd >= 0 else { return .failed }
    var end = min(lastSegmentEnd, highest)
    while end > max(start, lowest - 1) {
      if end == lastSegmentEnd || input[end] == Self.slash {
        capture(current, start, end)
        let outcome = step(index + 1, end, depth + 1)
        if outcome != .failed { return outcome }
      }
      end -= 1
    }
    return .failed
  }

  /// Visits the ends of one occurrence of a parameter's body starting at `start`, in the order
  /// its regex tries them; stops at the first outcome other than `.failed`.
  private func forEachEnd(
    _ current: FastMatcher.Step, from start: Int, _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    // An end without the text that must follow fails at once: on a long path, skipping it
    // here instead of in a step of its own is most of the cost. (Progress is measured by the
    // steps themselves, so it keeps them.)
    let following = current.followingText
    guard progress == nil, !following.isEmpty else {
      return forEachEndUnfiltered(current, from: start, visit)
    }
    return forEachEndUnfiltered(current, from: start) { end in
      has(following, at: end) ? visit(end) : .failed
    }
  }

  private func forEachEndUnfiltered(
    _ current: FastMatcher.Step, from start: Int, _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    // The wildcards' loops look at the following text themselves, without a call.
    let filters = progress == nil
    switch current.body {
    case .segmentWildcard:
      var (end, limit) = (start + 1, nextSlash(from: start))
      guard MatchLimit.chargePositions(limit - start, to: work) else { return .abandoned }
      if filters { (end, limit) = tailWindow(current, end, limit) }
      while end <= limit {
        if isScalarStart(end) && (!filters || mayEnd(at: end, before: current)) {
          let outcome = visit(end)
          if outcome != .failed { return outcome }
        }
        end += 1
      }
    case .fullWildcard:
      var end = lineEnd(from: start)
      var lowest = start
      guard MatchLimit.chargePositions(end - start, to: work) else { return .abandoned }
      if filters { (lowest, end) = tailWindow(current, lowest, end) }
      while end >= lowest {
        if filters {
          end = lastPossibleEnd(from: end, downTo: lowest, before: current)
          if end < lowest { break }
        }
        if isScalarStart(end) {
          let outcome = visit(end)
          if outcome != .failed { return outcome }
        }
        end -= 1
      }
    case .regex(let expression):
      if progress == nil, let byteClass = expression.byteClass {
        let longest = byteClass.run(in: input, from: start, ignoreCase: ignoreCase)
        guard MatchLimit.chargePositions(longest, to: work) else { return .abandoned }
        return forEachRunEnd(
          current, from: start + byteClass.minimum, through: start + longest,
          isLazy: byteClass.isLazy, visit)
      }
      if inputIsPrintable, let byteClass = expression.byteClass {
        return forEachClassEndMeasuring(byteClass, from: start, visit)
      }
      if inputIsPrintable, let compiled = expression.compiled {
        let form = compiled.form(ignoreCase: ignoreCase)
        if progress == nil, let run = form.program.anyRun {
          guard MatchLimit.chargePositions(input.count - start, to: work) else {
            return .abandoned
          }
          return forEachRunEnd(
            current, from: start + run.minimum, through: input.count, isLazy: run.isLazy, visit)
        }
        if progress == nil, let automaton = form.automaton {
          let (lowest, end) = tailWindow(current, start, input.count)
          if lowest >= end {
            // Only one end can be followed by the rest: no need to list the others.
            guard lowest == end, has(current.followingText, at: end),
              MatchLimit.chargePositions(end - start, to: work),
              automaton.wholeMatch(printable: UnsafeBufferPointer(rebasing: input[start..<end]))
            else { return .failed }
            return visit(end)
          }
        }
        return form.program.forEachEnd(
          in: input, from: start, progress: progress, work: work, visit)
      }
      return forEachRegexEnd(expression.standalone, from: start, visit)
    case .fixed:
      break
    }
    return .failed
  }

  /// The ends from `lowest` through `highest` of a part that can end at each of them (a
  /// repeated class, `.+` on printable ASCII), in the order the regex engine backtracks through
  /// them: longest first when greedy, shortest first when lazy. Only the ends the following
  /// text may start at are visited (the caller filters exactly; this only passes over the rest
  /// without a call), eight at a time when greedy: on a 64 KiB path, a call per end was most of
  /// the time.
  private func forEachRunEnd(
    _ current: FastMatcher.Step, from lowest: Int, through highest: Int, isLazy: Bool,
    _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    let (lowest, highest) = tailWindow(current, lowest, highest)
    if isLazy {
      var end = lowest
      while end <= highest {
        if mayEnd(at: end, before: current) {
          let outcome = visit(end)
          if outcome != .failed { return outcome }
        }
        end += 1
      }
    } else {
      var end = lastPossibleEnd(from: highest, downTo: lowest, before: current)
      while end >= lowest {
        let outcome = visit(end)
        if outcome != .failed { return outcome }
        end = lastPossibleEnd(from: end - 1, downTo: lowest, before: current)
      }
    }
    return .failed
  }

  /// `lowest...highest` narrowed to the ends that leave as many bytes as the rest of the pattern
  /// can take (``FastMatcher/Step/tailMinimum``): `/:slug(.+)-:id(\d+)` on a 64 KiB path of
  /// `a-a-…` would otherwise try the rest at each `-`. For exact matching only.
  private func tailWindow(_ current: FastMatcher.Step, _ lowest: Int, _ highest: Int) -> (
    Int, Int
  ) {
    tailWindow(current, lowest, highest, maximum: current.tailMaximum)
  }

  /// ``tailWindow(_:_:_:)`` with `maximum` the most bytes that may follow (`nil`: no bound):
  /// ``FastMatcher/Step/laterMaximum`` after the last occurrence of a repeated step.
  private func tailWindow(
    _ current: FastMatcher.Step, _ lowest: Int, _ highest: Int, maximum: Int?
  ) -> (Int, Int) {
    let highest = min(highest, input.count - current.tailMinimum)
    guard let maximum else { return (lowest, highest) }
    return (max(lowest, input.count - maximum - endingClassRun), highest)
  }

  /// Ends of `(?:R)+` / `(?:R)*` without affixes: every reachable end, longest first, as the
  /// greedy loop yields them.
  private func forEachRepeatedEnd(
    _ current: FastMatcher.Step, from start: Int, _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    let lowest: Int
    let highest: Int
    switch current.body {
    case .segmentWildcard:
      highest = nextSlash(from: start)
      lowest = current.modifier == .zeroOrMore ? start : start + 1
    case .fullWildcard:
      highest = lineEnd(from: start)
      lowest = start
    case .regex(let expression):
      let outcome = forEachRegexEnd(expression.standalone, from: start, visit)
      if outcome != .failed || current.modifier == .oneOrMore { return outcome }
      return visit(start)
    case .fixed:
      return .failed
    }
    var end = highest
    while end >= lowest {
      if isScalarStart(end) {
        let outcome = visit(end)
        if outcome != .failed { return outcome }
      }
      end -= 1
    }
    return .failed
  }

  /// ``forEachRegexEnd(_:from:_:)`` for a repeated class when measuring progress on printable
  /// ASCII: the same ends in the same order, each paid from the budget as there, but found from
  /// the run of class bytes rather than by Swift `Regex` at each end (`nearest` over a thousand
  /// routes like `/:slug([a-z0-9-]+)-x7` ran it thousands of times per link).
  private func forEachClassEndMeasuring(
    _ byteClass: RegexByteClass, from start: Int, _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    let longest = start + byteClass.run(in: input, from: start, ignoreCase: ignoreCase)
    let shortest = start + byteClass.minimum
    // The ends past the run, which Swift `Regex` would try and refuse.
    guard payMeasuring(from: start, ends: longest + 1, through: input.count) else {
      return .abandoned
    }
    var end = longest
    while end >= shortest {
      guard payMeasuring(from: start, ends: end, through: end) else { return .abandoned }
      let outcome = visit(end)
      if outcome != .failed { return outcome }
      end -= 1
    }
    // The ends too short for the class's minimum.
    return payMeasuring(from: start, ends: start, through: end) ? .failed : .abandoned
  }

  /// Pays from the progress budget for trying a part from `start` to each end from `nearest`
  /// through `furthest` (none when `nearest` is greater), as ``forEachRegexEnd(_:from:_:)``
  /// pays: an end costs its distance from `start`.
  private func payMeasuring(from start: Int, ends nearest: Int, through furthest: Int) -> Bool {
    guard let progress, nearest <= furthest else { return true }
    let (low, high) = (nearest - start, furthest - start)
    progress.pointee.budget -= (low + high) * (high - low + 1) / 2
    return progress.pointee.budget >= 0
  }

  /// Approximate ends for a `(regex)` part (progress only): every end, longest first, where
  /// the regex matches the text exactly. Each text tried costs its length from the budget:
  /// trying every end of a long path would otherwise take time quadratic in its length.
  private func forEachRegexEnd(
    _ standalone: StandaloneRegex, from start: Int, _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    let regex = ignoreCase ? standalone.caseInsensitive : standalone.caseSensitive
    var end = input.count
    while end >= start {
      guard payMeasuring(from: start, ends: end, through: end) else { return .abandoned }
      guard progress != nil || MatchLimit.chargeRegex(end - start, to: work) else {
        return .abandoned
      }
      if isScalarStart(end) {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
        if (try? regex.wholeMatch(in: text)) != nil {
          let outcome = visit(end)
          if outcome != .failed { return outcome }
        }
      }
      end -= 1
    }
    return .failed
  }

  // MARK: Input helpers

  /// Charges `units` of searching to the allowance (``MatchLimit``). Progress pays its steps
  /// from a budget of its own instead; both pay for what they read.
  private func chargeSearch(_ units: Int) -> Bool {
    progress != nil || MatchLimit.charge(units, to: work)
  }

  private func capture(_ current: FastMatcher.Step, _ start: Int?, _ end: Int?) {
    captures[2 * current.group] = start ?? -1
    captures[2 * current.group + 1] = end ?? -1
  }

  /// Whether `text` occurs at `position`; in progress mode also records how far a partial
  /// match got at a segment boundary.
  private func has(_ text: [UInt8], at position: Int) -> Bool {
    var offset = 0
    while offset < text.count {
      let at = position + offset
      if let progress, text[offset] == Self.slash, isBoundary(at) {
        progress.pointee.best = max(progress.pointee.best, at)
      }
      guard at < input.count, sameByte(input[at], text[offset]) else { return false }
      offset += 1
    }
    return true
  }

  private func sameByte(_ lhs: UInt8, _ rhs: UInt8) -> Bool {
    if lhs == rhs { return true }
    guard ignoreCase else { return false }
    return lowercased(lhs) == lowercased(rhs)
  }

  private func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  private func nextSlash(from start: Int) -> Int {
    var position = start
    while position < input.count, input[position] != Self.slash { position += 1 }
    return position
  }

  /// Where `.` stops matching: the first newline as Swift `Regex` has it (LF, VT, FF, CR,
  /// U+0085, U+2028, U+2029), or the end. The generated expression runs there, so both engines
  /// agree; a link's path never holds one unescaped.
  private func lineEnd(from start: Int) -> Int {
    if inputIsPrintable { return input.count }
    var position = start
    while position < input.count {
      let byte = input[position]
      if (0x0A...0x0D).contains(byte) { return position }
      if byte == 0xC2, position + 1 < input.count, input[position + 1] == 0x85 { return position }
      if byte == 0xE2, position + 2 < input.count, input[position + 1] == 0x80,
        input[position + 2] == 0xA8 || input[position + 2] == 0xA9
      {
        return position
      }
      position += 1
    }
    return position
  }

  /// Whether the bytes at `end` start with the first eight (at most) of the text that must
  /// follow `current`'s body.
  @inline(__always)
  private func mayEnd(at end: Int, before current: FastMatcher.Step) -> Bool {
    let bytes = ByteWord.load(input, at: end) & current.followingMask
    return ignoreCase
      ? ByteWord.lowercased(bytes) == current.followingFolded : bytes == current.followingWord
  }

  /// The last position from `end` down to `start` where ``mayEnd(at:before:)`` holds, or
  /// `start - 1`. Eight positions at a time where the following text's first two bytes are
  /// absent: `.*` before fixed text gives back a 64 KiB path, and a test at each byte was most
  /// of it.
  private func lastPossibleEnd(from end: Int, downTo start: Int, before current: FastMatcher.Step)
    -> Int
  {
    let following = current.followingText
    guard let first = following.first else { return end }
    let second = following.count > 1 ? following[1] : nil
    var end = end
    while end >= start {
      if end - 7 >= start {
        var flags = positions(of: first, in: ByteWord.load(input, at: end - 7))
        if flags != 0, let second {
          flags &= positions(of: second, in: ByteWord.load(input, at: end - 6))
        }
        guard flags != 0 else {
          end -= 8
          continue
        }
        // The last flagged position of the eight; those after it cannot begin the text.
        end = end - 7 + (63 - flags.leadingZeroBitCount) / 8
      }
      if mayEnd(at: end, before: current) { return end }
      end -= 1
    }
    return end
  }

  /// ``ByteWord/equal(_:_:)``, either case of an ASCII letter when ignoring case.
  @inline(__always)
  private func positions(of byte: UInt8, in word: UInt64) -> UInt64 {
    let flags = ByteWord.equal(word, byte)
    guard ignoreCase, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) else {
      return flags
    }
    return flags | ByteWord.equal(word, byte ^ 0x20)
  }

  private func isScalarStart(_ position: Int) -> Bool {
    position >= input.count || input[position] & 0xC0 != 0x80
  }

  private func isBoundary(_ position: Int) -> Bool {
    position >= input.count || input[position] == Self.slash
  }
}
