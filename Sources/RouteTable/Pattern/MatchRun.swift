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
  let work: LinkAllowance
  /// Whether the input is known to be printable ASCII: regex parts may then run as
  /// ``RegexPartProgram``s, and `.` takes every byte.
  let inputIsPrintable: Bool
  /// The run of the pattern's ending class at the end of the input (``FastMatcher/endingClass``;
  /// 0 without one, and when measuring progress, which does not bound ends by the tail).
  var endingClassRun = 0

  static let slash = UInt8(ascii: "/")

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

  func fixedStep(
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

  // MARK: Input helpers

  /// Charges `units` of searching to the allowance (``MatchLimit``). Progress pays its steps
  /// from a budget of its own instead; both pay for what they read.
  func chargeSearch(_ units: Int) -> Bool {
    progress != nil || work.charge(units)
  }

  func capture(_ current: FastMatcher.Step, _ start: Int?, _ end: Int?) {
    captures[2 * current.group] = start ?? -1
    captures[2 * current.group + 1] = end ?? -1
  }

  /// Whether `text` occurs at `position`; in progress mode also records how far a partial
  /// match got at a segment boundary.
  func has(_ text: [UInt8], at position: Int) -> Bool {
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

  /// Equal, or (ignoring case) the same ASCII letter in either case.
  func sameByte(_ lhs: UInt8, _ rhs: UInt8) -> Bool {
    lhs == rhs || (ignoreCase && lhs | 0x20 == rhs | 0x20 && URICharacter.isAlpha(lhs))
  }

  func nextSlash(from start: Int) -> Int {
    var position = start
    while position < input.count, input[position] != Self.slash { position += 1 }
    return position
  }

  /// Where `.` stops matching: the first newline as Swift `Regex` has it (LF, VT, FF, CR,
  /// U+0085, U+2028, U+2029), or the end. The generated expression runs there, so both engines
  /// agree; a link's path never holds one unescaped.
  func lineEnd(from start: Int) -> Int {
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
  func mayEnd(at end: Int, before current: FastMatcher.Step) -> Bool {
    let bytes = ByteWord.load(input, at: end) & current.followingMask
    return ignoreCase
      ? ByteWord.lowercased(bytes) == current.followingFolded : bytes == current.followingWord
  }

  /// The last position from `end` down to `start` where ``mayEnd(at:before:)`` holds, or
  /// `start - 1`. Eight positions at a time where the following text's first two bytes are
  /// absent: `.*` before fixed text gives back a whole path, and a test at each byte would
  /// dominate.
  func lastPossibleEnd(from end: Int, downTo start: Int, before current: FastMatcher.Step)
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
  func positions(of byte: UInt8, in word: UInt64) -> UInt64 {
    let flags = ByteWord.equal(word, byte)
    guard ignoreCase, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) else {
      return flags
    }
    return flags | ByteWord.equal(word, byte ^ 0x20)
  }

  func isScalarStart(_ position: Int) -> Bool {
    position >= input.count || input[position] & 0xC0 != 0x80
  }

  func isBoundary(_ position: Int) -> Bool {
    position >= input.count || input[position] == Self.slash
  }
}
