/// One AASA pattern (`/`, `?`, `#` or a query item's value) compiled for matching as iOS does
/// (aasa.md §1.4.3): `*` is any text, `/` included; `?` is one character (a Unicode scalar);
/// `$(name)` is one of a substitution variable's values; nothing else is special.
public struct AASAGlob: Hashable, Sendable {
  /// One element of a compiled pattern.
  public enum Token: Hashable, Sendable {
    case literal(Unicode.Scalar)
    /// `?`: exactly one character.
    case anyCharacter
    /// `*`: any text, possibly empty; runs collapse into one.
    case anyText
    /// `\` and the character after it: one character of the string, not compared. This is how
    /// the decompiled matcher reads a backslash; it is undocumented and linted.
    case skippedCharacter
    /// `$(name)`: one of the values, each itself a pattern without variables.
    case variable(name: String, values: [[Token]])
  }

  /// How deep `*` and variable alternatives may nest before iOS gives up ("too complex"),
  /// treating the rule as not matching.
  public static let maximumDepth = 64

  /// The pattern as written (after path normalisation, for a path).
  public let source: String
  public let tokens: [Token]
  /// Why the pattern can never match, if it cannot.
  public let problem: Problem?
  private let program: [Instruction]
  /// Where each variable's values start in `program`, as its `.variable` lists them.
  private let alternatives: [Int]

  /// What makes a pattern unable to match anything.
  public enum Problem: Hashable, Sendable {
    /// `$(name)` names no variable of the file and no built-in.
    case unknownVariable(String)
    /// `$(` without a `)` after it.
    case unclosedVariable

    /// One line for findings and `--explain`.
    public var message: String {
      switch self {
      case .unknownVariable(let name): "unknown substitution variable '$(\(name))'"
      case .unclosedVariable: "'$(' has no closing ')'"
      }
    }
  }

  /// Compiles `source`, resolving `$(name)` through `variables`.
  public init(_ source: String, variables: AASASubstitutionVariables) {
    self.source = source
    var tokens: [Token] = []
    var problem: Problem?
    let scalars = Array(source.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "*":
        if tokens.last != .anyText { tokens.append(.anyText) }
        index += 1
      case "?":
        tokens.append(.anyCharacter)
        index += 1
      case "\\":
        tokens.append(.skippedCharacter)
        index += 2
      case "$" where index + 1 < scalars.count && scalars[index + 1] == "(":
        guard let close = scalars[(index + 2)...].firstIndex(of: ")") else {
          problem = problem ?? .unclosedVariable
          index = scalars.count
          continue
        }
        let name = String(scalars: scalars[(index + 2)..<close])
        if let values = variables.values(of: name) {
          tokens.append(.variable(name: name, values: values.map(Self.valueTokens)))
        } else {
          problem = problem ?? .unknownVariable(name)
        }
        index = close + 1
      default:
        tokens.append(.literal(scalar))
        index += 1
      }
    }
    self.tokens = tokens
    self.problem = problem
    var program: [Instruction] = []
    var alternatives: [Int] = []
    Self.compile(tokens, last: true, into: &program, &alternatives)
    program.append(.end)
    self.program = program
    self.alternatives = alternatives
  }

  /// A variable's value as tokens: its `*` and `?` work, anything else is literal.
  static func valueTokens(_ value: String) -> [Token] {
    var tokens: [Token] = []
    for scalar in value.unicodeScalars {
      switch scalar {
      case "*": if tokens.last != .anyText { tokens.append(.anyText) }
      case "?": tokens.append(.anyCharacter)
      default: tokens.append(.literal(scalar))
      }
    }
    return tokens
  }

  /// Whether the whole of `text` matches.
  public func matches(_ text: String, caseSensitive: Bool) -> Bool {
    matches(Array(text.unicodeScalars), caseSensitive: caseSensitive, work: .uncounted) ?? false
  }

  /// Whether the empty string matches, e.g. for a query item the URL does not carry.
  public var acceptsEmpty: Bool { matches("", caseSensitive: true) }

  /// Whether the whole of `text` matches, as the backtracking matcher of `SWCFNMatch` decides
  /// (every split of the string tried), in one pass over `text` that follows every place in the
  /// pattern at once: at most the pattern's size of steps per character. `nil` once `work` (the
  /// link's allowance, when given) is spent.
  func matches(_ text: [Unicode.Scalar], caseSensitive: Bool, work: LinkAllowance)
    -> Bool?
  {
    guard problem == nil else { return false }
    return withUnsafeTemporaryAllocation(
      of: Int.self, capacity: GlobRun.storagePerInstruction * program.count
    ) { storage in
      program.withUnsafeBufferPointer { program in
        alternatives.withUnsafeBufferPointer { alternatives in
          var run = GlobRun(
            program: program, alternatives: alternatives, count: text.count, storage: storage)
          for (position, scalar) in text.enumerated() {
            if run.accepted { return true }
            if run.activeCount == 0 { return false }
            // A place followed costs about a unit (a step of the matcher, with its bookkeeping).
            guard work.charge(run.activeCount) else { return nil }
            run.step(over: scalar, to: position + 1, caseSensitive: caseSensitive)
          }
          return run.accepted
        }
      }
    }
  }

  /// The pattern as instructions for ``GlobRun``: a variable leads to each of its values, each
  /// of which continues after it.
  enum Instruction: Hashable, Sendable {
    /// One character equal to this one.
    case scalar(Unicode.Scalar)
    /// Any one character.
    case anyScalar
    /// Any text; `trailing` when nothing follows it, so that it takes whatever is left.
    case star(trailing: Bool)
    /// `$(name)`: one level deeper, then each of its values, which start at the instructions
    /// `alternatives[first..<first + count]` names.
    case variable(first: Int, count: Int)
    case jump(to: Int)
    /// The end of the pattern: a match when the text ends here too.
    case end
  }

  /// Appends `tokens` to `program`; `last` when nothing follows them.
  private static func compile(
    _ tokens: [Token], last: Bool, into program: inout [Instruction], _ alternatives: inout [Int]
  ) {
    for (index, token) in tokens.enumerated() {
      let isLast = last && index == tokens.count - 1
      switch token {
      case .literal(let scalar): program.append(.scalar(scalar))
      case .anyCharacter, .skippedCharacter: program.append(.anyScalar)
      case .anyText: program.append(.star(trailing: isLast))
      case .variable(_, let values):
        let first = alternatives.count
        alternatives += Array(repeating: 0, count: values.count)
        program.append(.variable(first: first, count: values.count))
        var jumps: [Int] = []
        for (number, value) in values.enumerated() {
          alternatives[first + number] = program.count
          compile(value, last: isLast, into: &program, &alternatives)
          jumps.append(program.count)
          program.append(.jump(to: 0))
        }
        for jump in jumps { program[jump] = .jump(to: program.count) }
      }
    }
  }

  /// The places of the pattern a match may be at, after each character of the text. Paths that
  /// reach a place at a greater depth (more `*` and variables behind them) are dropped, since
  /// depth only ever stops a match (``maximumDepth``).
  ///
  /// Its lists live in one buffer for the whole match, at most one entry per instruction each:
  /// every place is followed at every character, and growing arrays checked their storage on
  /// each change.
  private struct GlobRun {
    /// The buffer `storage` holds this many integers per instruction.
    static let storagePerInstruction = 8

    let program: UnsafeBufferPointer<Instruction>
    let alternatives: UnsafeBufferPointer<Int>
    let count: Int
    var accepted = false
    /// Per instruction: the position its last entry was made at, and the depth.
    private let enteredAt: UnsafeMutablePointer<Int>
    private let enteredDepth: UnsafeMutablePointer<Int>
    /// Per instruction: the position it was last put in `next` at, and where in it.
    private let queuedAt: UnsafeMutablePointer<Int>
    private let queuedPlace: UnsafeMutablePointer<Int>
    /// The places to step from, each once, with its least depth.
    private var active: (instructions: UnsafeMutablePointer<Int>, depths: UnsafeMutablePointer<Int>)
    private(set) var activeCount = 0
    /// The places the step being taken reaches.
    private var next: (instructions: UnsafeMutablePointer<Int>, depths: UnsafeMutablePointer<Int>)
    private var nextCount = 0

    /// At the start of a text of `count` characters; `storage` holds
    /// ``storagePerInstruction`` integers per instruction of `program`.
    init(
      program: UnsafeBufferPointer<Instruction>, alternatives: UnsafeBufferPointer<Int>,
      count: Int, storage: UnsafeMutableBufferPointer<Int>
    ) {
      self.program = program
      self.alternatives = alternatives
      self.count = count
      let size = program.count
      let base = storage.baseAddress.unsafelyUnwrapped
      // Only the positions are read before they are written: a depth or a place is read only
      // where its position says it was written at this one.
      (enteredAt, queuedAt, enteredDepth, queuedPlace) = (
        base, base + size, base + 2 * size, base + 3 * size
      )
      base.initialize(repeating: -1, count: 2 * size)
      active = (base + 4 * size, base + 5 * size)
      next = (base + 6 * size, base + 7 * size)
      enter(0, depth: 0, at: 0)
      swap(&active, &next)
      (activeCount, nextCount) = (nextCount, 0)
    }

    /// Puts `instruction` among the places the step reaches at `position`, once, with the
    /// least depth it is reached with.
    private mutating func queue(_ instruction: Int, depth: Int, at position: Int) {
      if queuedAt[instruction] == position {
        let place = queuedPlace[instruction]
        next.depths[place] = min(next.depths[place], depth)
        return
      }
      queuedAt[instruction] = position
      queuedPlace[instruction] = nextCount
      next.instructions[nextCount] = instruction
      next.depths[nextCount] = depth
      nextCount += 1
    }

    /// Follows the pattern from `instruction` without reading, at `position` of the text.
    private mutating func enter(_ instruction: Int, depth: Int, at position: Int) {
      if accepted { return }
      if enteredAt[instruction] == position, enteredDepth[instruction] <= depth { return }
      enteredAt[instruction] = position
      enteredDepth[instruction] = depth
      switch program[instruction] {
      case .scalar, .anyScalar:
        queue(instruction, depth: depth, at: position)
      case .star(let trailing):
        if trailing {
          accepted = true
          return
        }
        // A `*` with more pattern after it is never tried against an empty remainder, and not
        // at all beyond the depth iOS allows.
        guard position < count, depth < AASAGlob.maximumDepth else { return }
        queue(instruction, depth: depth, at: position)
        enter(instruction + 1, depth: depth + 1, at: position)
      case .variable(let first, let valueCount):
        guard depth < AASAGlob.maximumDepth else { return }
        for value in alternatives[first..<first + valueCount] {
          enter(value, depth: depth + 1, at: position)
        }
      case .jump(let target):
        enter(target, depth: depth, at: position)
      case .end:
        if position == count { accepted = true }
      }
    }

    /// Reads `scalar`, arriving at `position`.
    mutating func step(over scalar: Unicode.Scalar, to position: Int, caseSensitive: Bool) {
      for place in 0..<activeCount {
        let (instruction, depth) = (active.instructions[place], active.depths[place])
        switch program[instruction] {
        case .scalar(let expected):
          if Self.equal(expected, scalar, caseSensitive: caseSensitive) {
            enter(instruction + 1, depth: depth, at: position)
          }
        case .anyScalar:
          enter(instruction + 1, depth: depth, at: position)
        case .star:
          // The `*` takes this character too, and the rest of the pattern may start after it.
          if enteredAt[instruction] != position || enteredDepth[instruction] > depth {
            enteredAt[instruction] = position
            enteredDepth[instruction] = depth
            queue(instruction, depth: depth, at: position)
          }
          enter(instruction + 1, depth: depth + 1, at: position)
        default:
          break
        }
      }
      swap(&active, &next)
      (activeCount, nextCount) = (nextCount, 0)
    }

    private static func equal(
      _ expected: Unicode.Scalar, _ actual: Unicode.Scalar, caseSensitive: Bool
    ) -> Bool {
      if expected == actual { return true }
      guard !caseSensitive else { return false }
      return AASACaseFolding.fold(expected) == AASACaseFolding.fold(actual)
    }
  }
}

/// Case folding of one character, as iOS compares without `caseSensitive`: `tolower` for ASCII,
/// a simple one-character lowercase mapping elsewhere.
enum AASACaseFolding {
  static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar.isASCII {
      return ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
    }
    let mapping = scalar.properties.lowercaseMapping.unicodeScalars
    return mapping.count == 1 ? mapping.first! : scalar
  }
}
