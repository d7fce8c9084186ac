// The steps of a pattern's parameters: where each can end, tried in the order the generated
// expression backtracks through them.
extension MatchRun {
  /// `(?:P(R)S)` and `(?:P(R)S)?`, the group tried first.
  func affixedOnce(
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
      guard work.chargeScan(end - start) else { return .abandoned }
      return end > start ? visit(end) : .failed
    }
    return forEachEnd(current, from: start, visit)
  }

  /// The loop `(?:S P (?:R))*` of `(?:P((?:R)(?:SP(?:R))*)S)`, greedy, after an occurrence of R
  /// ended at `position`; then the closing suffix and the rest of the pattern.
  func repeatAffixed(
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
  func slashSegmentsRepeated(
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
      guard work.charge(1 + (segmentEnd - segmentStart) / MatchLimit.bytesPerUnit)
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
  func forEachEnd(
    _ current: FastMatcher.Step, from start: Int, _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    // An end without the text that must follow fails at once: on a long path, most ends lack
    // it, and skipping them here saves a step each. (Progress is measured by the
    // steps themselves, so it keeps them.)
    let following = current.followingText
    guard progress == nil, !following.isEmpty else {
      return forEachEndUnfiltered(current, from: start, visit)
    }
    return forEachEndUnfiltered(current, from: start) { end in
      has(following, at: end) ? visit(end) : .failed
    }
  }

  func forEachEndUnfiltered(
    _ current: FastMatcher.Step, from start: Int, _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    // The wildcards' loops look at the following text themselves, without a call.
    let filters = progress == nil
    switch current.body {
    case .segmentWildcard:
      var (end, limit) = (start + 1, nextSlash(from: start))
      guard work.chargePositions(limit - start) else { return .abandoned }
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
      guard work.chargePositions(end - start) else { return .abandoned }
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
        let longest = byteClass.run(
          in: input, from: start, ignoreCase: ignoreCase, inputIsPrintable: inputIsPrintable)
        guard work.chargePositions(longest) else { return .abandoned }
        return forEachRunEnd(
          current, from: start + byteClass.minimum, through: start + longest,
          isLazy: byteClass.isLazy, visit)
      }
      if inputIsPrintable, let byteClass = expression.byteClass {
        return forEachClassEndMeasuring(byteClass, from: start, visit)
      }
      if inputIsPrintable, let compiled = expression.compiled {
        let program = compiled.program(ignoreCase: ignoreCase)
        if progress == nil, let run = program.anyRun {
          guard work.chargePositions(input.count - start) else {
            return .abandoned
          }
          return forEachRunEnd(
            current, from: start + run.minimum, through: input.count, isLazy: run.isLazy, visit)
        }
        if progress == nil {
          let (lowest, end) = tailWindow(current, start, input.count)
          if lowest >= end {
            // Only one end can be followed by the rest: the part need only reach it.
            guard lowest == end, has(current.followingText, at: end) else { return .failed }
            let reaches = program.matchesWhole(
              UnsafeBufferPointer(rebasing: input[start..<end]), work: work)
            guard let reaches else { return .abandoned }
            return reaches ? visit(end) : .failed
          }
        }
        return program.forEachEnd(in: input, from: start, progress: progress, work: work, visit)
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
  /// without a call), eight at a time when greedy: a long path has an end at every byte.
  func forEachRunEnd(
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
  func tailWindow(_ current: FastMatcher.Step, _ lowest: Int, _ highest: Int) -> (
    Int, Int
  ) {
    tailWindow(current, lowest, highest, maximum: current.tailMaximum)
  }

  /// ``tailWindow(_:_:_:)`` with `maximum` the most bytes that may follow (`nil`: no bound):
  /// ``FastMatcher/Step/laterMaximum`` after the last occurrence of a repeated step.
  func tailWindow(
    _ current: FastMatcher.Step, _ lowest: Int, _ highest: Int, maximum: Int?
  ) -> (Int, Int) {
    let highest = min(highest, input.count - current.tailMinimum)
    guard let maximum else { return (lowest, highest) }
    return (max(lowest, input.count - maximum - endingClassRun), highest)
  }

  /// Ends of `(?:R)+` / `(?:R)*` without affixes: every reachable end, longest first, as the
  /// greedy loop yields them.
  func forEachRepeatedEnd(
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
  func forEachClassEndMeasuring(
    _ byteClass: RegexByteClass, from start: Int, _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    let longest =
      start
      + byteClass.run(
        in: input, from: start, ignoreCase: ignoreCase, inputIsPrintable: inputIsPrintable)
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
  func payMeasuring(from start: Int, ends nearest: Int, through furthest: Int) -> Bool {
    guard let progress, nearest <= furthest else { return true }
    let (low, high) = (nearest - start, furthest - start)
    progress.pointee.budget -= (low + high) * (high - low + 1) / 2
    return progress.pointee.budget >= 0
  }

  /// Approximate ends for a `(regex)` part (progress only): every end, longest first, where
  /// the regex matches the text exactly. Each text tried costs its length from the budget:
  /// trying every end of a long path would otherwise take time quadratic in its length.
  func forEachRegexEnd(
    _ standalone: StandaloneRegex, from start: Int, _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    let regex = ignoreCase ? standalone.caseInsensitive : standalone.caseSensitive
    var end = input.count
    while end >= start {
      guard payMeasuring(from: start, ends: end, through: end) else { return .abandoned }
      guard progress != nil || work.chargeRegex(end - start) else {
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
}
