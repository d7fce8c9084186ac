/// A `(regex)` part of a path pattern compiled for printable ASCII paths (what a percent-encoded
/// path is): the places where the part can end, from a given start, in the order Swift
/// `Regex`'s backtracking reaches them. The rest of the pattern only depends on where the part
/// ends (its inner groups are not reported), so trying the rest at each new end in that order
/// finds the match, and the captures, the generated expression finds.
///
/// The search remembers each (instruction, position) it has been through: reached again, it
/// can only lead to ends already tried. So the time is linear in the path's length for a given
/// expression, where Swift `Regex` is quadratic in what `(.+)-x` has to give back. It covers
/// the syntax ``RegexSyntax`` reads; a repetition of something that can match empty is left to
/// Swift `Regex` (ECMAScript and Swift differ there). The same program tells whether a `pattern`
/// type takes a whole value (``matchesWhole(_:work:)``).
struct RegexPartProgram: Sendable {
  typealias ByteSet = RegexSyntax.ByteSet

  enum Instruction: Sendable {
    /// Takes one byte in the set.
    case byte(ByteSet)
    /// Takes as many bytes in the set as there are (greedy) or as few as it can (lazy), and
    /// goes on from each count in turn: `[a-z]*`, `.*?`.
    case run(ByteSet, isLazy: Bool)
    /// Goes on at the first target, then at the second.
    case split(Int, Int)
    case jump(Int)
    /// A place where the part can end.
    case end
  }

  /// Beyond this many instructions (counted repetitions are written out), Swift `Regex` runs
  /// the part.
  static let maximumLength = 4096
  /// Beyond this many (instruction, position) pairs to remember (2 MiB), Swift `Regex` runs
  /// the part: a 64 KiB path leaves room for 256 instructions.
  static let maximumPairs = 1 << 24
  /// What setting a search up costs a progress budget, in steps: about as much work as 30 of
  /// them. A pattern that searches again at each end of an earlier part (`/:a(.+)-:b(\d)` on
  /// `a-a-a-…`) would otherwise spend a budget meant for steps on thousands of set-ups.
  static let searchCharge = 32

  let instructions: [Instruction]
  /// The most bytes the part can take (`nil`: no bound): a search never looks further, so it
  /// remembers no positions beyond (`(en|fr|de)` on a 64 KiB path needs three, not 64 Ki).
  let longestMatch: Int?
  /// On printable ASCII input, a part that takes any run of bytes (`.*`, `.+`, `.+?`): its
  /// fewest bytes and whether it is lazy. Its ends are then every position from there on, and
  /// the matcher lists them without a search (`nil` for every other part).
  let anyRun: (minimum: Int, isLazy: Bool)?
  /// For a program of at most 64 instructions, ``matchesWhole(_:work:)``'s step worked out
  /// once for each kind of byte: the class of each ASCII byte (bytes of a class are taken by
  /// the same instructions); empty for a longer program.
  private let byteClasses: [UInt8]
  /// With ``byteClasses``, one bit per instruction: each instruction's closure (it and every
  /// instruction reached from it without taking a byte), then for each class the `.byte`
  /// instructions that take it (the next one is reached) and the `.run` instructions that take
  /// it (the run goes on).
  private let wholeSteps: [UInt64]

  init?(_ syntax: RegexSyntax) {
    var compiler = Compiler()
    guard let written = syntax.writtenOut, compiler.emit(written),
      compiler.instructions.count < Self.maximumLength
    else {
      return nil
    }
    compiler.instructions.append(.end)
    instructions = compiler.instructions
    let longest = RegexLengthBounds(syntax).longest
    longestMatch = longest == .max ? nil : longest
    anyRun = Self.anyRun(compiler.instructions)
    (byteClasses, wholeSteps) = Self.wholeSteps(compiler.instructions)
  }

  /// ``byteClasses`` and ``wholeSteps`` of `instructions`.
  private static func wholeSteps(_ instructions: [Instruction]) -> ([UInt8], [UInt64]) {
    guard instructions.count <= 64 else { return ([], []) }
    // Each set marks its own bytes, in arrays of words: an array of another element type is one
    // more type for the runtime to make when a table loads.
    var advancing = [UInt64](repeating: 0, count: 128)
    var staying = [UInt64](repeating: 0, count: 128)
    for (number, instruction) in instructions.enumerated() {
      switch instruction {
      case .byte(let set): set.forEachByte { advancing[Int($0)] |= 1 << UInt64(number) }
      case .run(let set, _): set.forEachByte { staying[Int($0)] |= 1 << UInt64(number) }
      case .split, .jump, .end: break
      }
    }
    var steps = instructions.indices.map { closure(1 << UInt64($0), in: instructions) }
    var classes: [UInt8] = []
    for byte in 0..<128 {
      // The classes' masks follow the closures in `steps`, two words each.
      var known = instructions.count
      while known < steps.count
        && (steps[known] != advancing[byte] || steps[known + 1] != staying[byte])
      {
        known += 2
      }
      if known == steps.count { steps += [advancing[byte], staying[byte]] }
      classes.append(UInt8((known - instructions.count) / 2))
    }
    return (classes, steps)
  }

  private static func anyRun(_ instructions: [Instruction]) -> (minimum: Int, isLazy: Bool)? {
    switch (instructions.count, instructions.first, instructions.dropFirst().first) {
    case (2, .run(let set, let isLazy)?, _) where set.takesEveryPrintable:
      return (0, isLazy)
    case (3, .byte(let first)?, .run(let set, let isLazy)?)
    where first.takesEveryPrintable && set.takesEveryPrintable:
      return (1, isLazy)
    default:
      return nil
    }
  }

  private struct Compiler {
    var instructions: [Instruction] = []

    /// Appends `node`'s instructions (`node` is written out: its repetitions are `?` and `*`);
    /// `false` for a repetition of something that can match empty, or when the program grows
    /// too long.
    mutating func emit(_ node: RegexSyntax) -> Bool {
      guard instructions.count < RegexPartProgram.maximumLength else { return false }
      switch node {
      case .empty:
        return true
      case .set(let set):
        instructions.append(.byte(set))
        return true
      case .concatenation(let nodes):
        return nodes.allSatisfy { emit($0) }
      case .alternation(let branches):
        var jumps: [Int] = []
        for (number, branch) in branches.enumerated() {
          let split = instructions.count
          let isLast = number == branches.count - 1
          if !isLast { instructions.append(.jump(0)) }
          guard emit(branch) else { return false }
          if !isLast {
            jumps.append(instructions.count)
            instructions.append(.jump(0))
            instructions[split] = .split(split + 1, instructions.count)
          }
        }
        for jump in jumps { instructions[jump] = .jump(instructions.count) }
        return true
      case .repetition(.set(let set), _, nil, let isLazy):
        instructions.append(.run(set, isLazy: isLazy))
        return true
      case .repetition(let body, _, let maximum, let isLazy):
        guard RegexLengthBounds(body).shortest > 0 else { return false }
        let split = instructions.count
        instructions.append(.jump(0))
        guard emit(body) else { return false }
        if maximum == nil { instructions.append(.jump(split)) }
        instructions[split] = branch(to: split + 1, or: instructions.count, isLazy: isLazy)
        return true
      }
    }

    /// Into the body first when greedy, past it first when lazy.
    private func branch(to body: Int, or next: Int, isLazy: Bool) -> Instruction {
      isLazy ? .split(next, body) : .split(body, next)
    }
  }

  /// Calls `visit` with each place the part can end when it starts at `start`, each once, in
  /// backtracking order, until `visit` says other than `.failed`. The budget of `progress`,
  /// when given, is charged ``searchCharge`` and a unit per step, and the search is abandoned
  /// when it runs out; so is `work` (``MatchLimit``), for the set-up, the table cleared and
  /// each step.
  /// `input` must be printable ASCII.
  func forEachEnd(
    in input: UnsafeBufferPointer<UInt8>, from start: Int,
    progress: UnsafeMutablePointer<ProgressState>?, work: LinkAllowance,
    _ visit: (Int) -> FastMatcher.Outcome
  ) -> FastMatcher.Outcome {
    let width = min(input.count - start, longestMatch ?? .max) + 1
    guard instructions.count * width <= Self.maximumPairs else { return .abandoned }
    if let progress {
      progress.pointee.budget -= Self.searchCharge
      if progress.pointee.budget < 0 { return .abandoned }
    }
    let words = (instructions.count * width + 63) / 64
    // Progress pays for set-ups and steps from its own budget; both pay for what they read.
    guard progress != nil || work.charge(MatchLimit.search + words / 8) else {
      return .abandoned
    }
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { seen in
      seen.initialize(repeating: 0)
      var search = Search(
        instructions: instructions, input: input, start: start, width: width, seen: seen)
      return search.run(progress: progress, work: work, visit)
    }
  }

  /// Whether the expression takes the whole of `input` (printable ASCII), as a `pattern` type
  /// must; `nil` when abandoned. A program of at most 64 instructions follows them all at once,
  /// one bit each, a byte at a time, each byte's step read from ``wholeSteps`` (linear, nothing
  /// allocated); a longer one searches its ends.
  func matchesWhole(_ input: UnsafeBufferPointer<UInt8>, work: LinkAllowance)
    -> Bool?
  {
    guard instructions.count <= 64 else {
      let outcome = forEachEnd(in: input, from: 0, progress: nil, work: work) {
        $0 == input.count ? .matched : .failed
      }
      return outcome == .abandoned ? nil : outcome == .matched
    }
    guard work.chargePositions(input.count) else { return nil }
    return wholeSteps.withUnsafeBufferPointer { steps in
      let count = instructions.count
      // Each instruction's closure is one word: the closure of a set of them is their union.
      func closure(_ states: UInt64) -> UInt64 {
        var reached: UInt64 = 0
        var pending = states
        while pending != 0 {
          reached |= steps[pending.trailingZeroBitCount]
          pending &= pending &- 1
        }
        return reached
      }
      var states = steps[0]
      for byte in input {
        // No instruction takes a byte beyond ASCII.
        guard byte < 128 else { return false }
        let step = count + 2 * Int(byteClasses[Int(byte)])
        states = closure((states & steps[step]) << 1 | states & steps[step + 1])
        if states == 0 { return false }
      }
      return states >> (count - 1) & 1 != 0  // the last instruction is `.end`
    }
  }

  /// `states` and every instruction of `instructions` reached from them without taking a byte.
  private static func closure(_ states: UInt64, in instructions: [Instruction]) -> UInt64 {
    var reached = states
    var pending = states
    while pending != 0 {
      let instruction = pending.trailingZeroBitCount
      pending &= pending &- 1
      let targets: UInt64 =
        switch instructions[instruction] {
        case .run: 2 << instruction
        case .split(let first, let second): 1 << first | 1 << second
        case .jump(let target): 1 << target
        case .byte, .end: 0
        }
      pending |= targets & ~reached
      reached |= targets
    }
    return reached
  }

  /// One search: the pending alternatives and the (instruction, position) pairs seen.
  private struct Search {
    let instructions: [Instruction]
    let input: UnsafeBufferPointer<UInt8>
    let start: Int
    let width: Int
    let seen: UnsafeMutableBufferPointer<UInt64>
    /// Alternatives to come back to, the latest first. A run's counts are one entry:
    /// `position`, then `remaining` more, each `stride` from the last.
    var pending: [(instruction: Int, position: Int, remaining: Int, stride: Int)] = []

    /// Marks the pair seen; `false` if it already was.
    private func firstVisit(_ instruction: Int, _ position: Int) -> Bool {
      let bit = instruction * width + (position - start)
      let word = bit >> 6
      let mask: UInt64 = 1 << UInt64(bit & 63)
      if seen[word] & mask != 0 { return false }
      seen[word] |= mask
      return true
    }

    mutating func run(
      progress: UnsafeMutablePointer<ProgressState>?, work: LinkAllowance,
      _ visit: (Int) -> FastMatcher.Outcome
    ) -> FastMatcher.Outcome {
      pending.append((0, start, 0, 0))
      while let alternative = pending.popLast() {
        if alternative.remaining > 0 {
          pending.append(
            (
              alternative.instruction, alternative.position + alternative.stride,
              alternative.remaining - 1, alternative.stride
            ))
        }
        var instruction = alternative.instruction
        var position = alternative.position
        thread: while firstVisit(instruction, position) {
          if let progress {
            progress.pointee.budget -= 1
            if progress.pointee.budget < 0 { return .abandoned }
          }
          guard progress != nil || work.charge(1) else { return .abandoned }
          switch instructions[instruction] {
          case .byte(let set):
            guard position < input.count, set.contains(input[position]) else { break thread }
            instruction += 1
            position += 1
          case .run(let set, let isLazy):
            var end = position
            if set.takesEveryPrintable {
              end = input.count  // `.*` and the like: the input is printable
            } else {
              while end < input.count, set.contains(input[end]) { end += 1 }
              guard work.chargeScan(end - position) else { return .abandoned }
            }
            if end > position {
              pending.append(
                isLazy
                  ? (instruction + 1, position + 1, end - position - 1, 1)
                  : (instruction + 1, end - 1, end - position - 1, -1))
            }
            instruction += 1
            if !isLazy { position = end }
          case .split(let first, let second):
            pending.append((second, position, 0, 0))
            instruction = first
          case .jump(let target):
            instruction = target
          case .end:
            let outcome = visit(position)
            if outcome != .failed { return outcome }
            break thread
          }
        }
      }
      return .failed
    }
  }
}

/// A `(regex)` part compiled for printable ASCII paths, for each way of comparing letters.
struct CompiledRegexPart: Sendable {
  let exact: RegexPartProgram
  let ignoringCase: RegexPartProgram

  /// The part compiled from its syntax read as written and with letters folded.
  init?(exact: RegexSyntax?, folded: RegexSyntax?) {
    guard let exact = exact.flatMap(RegexPartProgram.init),
      let ignoringCase = folded.flatMap(RegexPartProgram.init)
    else { return nil }
    self.exact = exact
    self.ignoringCase = ignoringCase
  }

  func program(ignoreCase: Bool) -> RegexPartProgram {
    ignoreCase ? ignoringCase : exact
  }
}
