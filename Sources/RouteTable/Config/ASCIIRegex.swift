/// A small regular expression engine for the common shape of type patterns (`[0-9]{1,2}[A-F]`,
/// `[a-z]+(-[a-z]+)*`, `\d{4}`), so that checking a value does not run Swift `Regex` per URL.
///
/// It answers only "does the whole value match" (what a type pattern asks), by simulating the
/// position automaton (Glushkov) of the expression over the value's bytes: no backtracking, no
/// allocation. It covers literals, `.`, classes with ranges, `\d \w \s` and their negations,
/// groups, alternation, `? * + {n} {n,} {n,m}` (greedy or lazy, which a whole match cannot tell
/// apart) and `^`/`$` at the ends. Anything else (look-around, back-references, Unicode
/// properties, inline options, possessive quantifiers, set operations, more than 64 positions)
/// makes ``init(_:)`` return `nil`, and the caller keeps using Swift `Regex`. Values are only
/// accepted for matching when every byte is printable ASCII (U+0020–U+007E): there, bytes,
/// scalars and characters coincide and Swift `Regex`'s default semantics agree with the bytes.
struct ASCIIRegex: Sendable {
  /// 128 bits: which ASCII bytes a position accepts.
  struct ByteSet: Hashable, Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    static let printable: ByteSet = {
      var set = ByteSet()
      set.insert(0x20...0x7E)
      return set
    }()

    mutating func insert(_ range: ClosedRange<UInt8>) {
      for byte in range { insert(byte) }
    }

    mutating func insert(_ byte: UInt8) {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }

    func contains(_ byte: UInt8) -> Bool {
      byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte &- 64)) != 0
    }

    func union(_ other: ByteSet) -> ByteSet {
      ByteSet(low: low | other.low, high: high | other.high)
    }

    /// Whether the set takes every printable byte (`.`, `[^/]` does not).
    var takesEveryPrintable: Bool {
      low & Self.printable.low == Self.printable.low
        && high & Self.printable.high == Self.printable.high
    }

    /// The printable bytes not in the set (values are only matched when printable).
    var complement: ByteSet {
      ByteSet(
        low: ~low & ByteSet.printable.low, high: ~high & ByteSet.printable.high)
    }
  }

  indirect enum Node {
    case set(ByteSet)
    case empty
    case concatenation([Node])
    case alternation([Node])
    /// Lazy repetitions (`*?`, `??`) take the same language; the order matters only to
    /// ``RegexPartProgram``, which reports where a match can end in backtracking order.
    case star(Node, isLazy: Bool)
    case optional(Node, isLazy: Bool)

    /// Whether the node can match empty text.
    var isNullable: Bool {
      switch self {
      case .set: false
      case .empty, .star, .optional: true
      case .concatenation(let nodes): nodes.allSatisfy(\.isNullable)
      case .alternation(let nodes): nodes.contains(where: \.isNullable)
      }
    }
  }

  /// Positions whose byte set holds each byte, by byte.
  private let positionsAccepting: [UInt64]
  /// Positions that may follow each position.
  private let follow: [UInt64]
  private let first: UInt64
  private let last: UInt64
  private let nullable: Bool

  static let maximumPositions = 64

  /// The automaton of `source`, or `nil` when the expression uses syntax this engine leaves to
  /// Swift `Regex`.
  init?(_ source: String) {
    var parser = Parser(scalars: Array(source.unicodeScalars))
    guard let node = parser.parseWhole() else { return nil }
    self.init(node)
  }

  /// The automaton of a parsed expression, or `nil` when it has too many positions.
  init?(_ node: Node) {
    var builder = Builder()
    guard let summary = builder.visit(node), builder.sets.count <= Self.maximumPositions else {
      return nil
    }
    var accepting = [UInt64](repeating: 0, count: 128)
    for (position, set) in builder.sets.enumerated() {
      for byte in 0..<UInt8(128) where set.contains(byte) {
        accepting[Int(byte)] |= 1 << UInt64(position)
      }
    }
    positionsAccepting = accepting
    follow = builder.follow
    first = summary.first
    last = summary.last
    nullable = summary.nullable
  }

  /// Whether the whole of `bytes` matches; `nil` when the bytes are not all printable ASCII
  /// (the caller then asks Swift `Regex`).
  func wholeMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    run(bytes, checksPrintable: true)
  }

  /// ``wholeMatch(_:)`` of bytes known to be printable ASCII (a path's): it stops at the first
  /// byte no match can take, where the other reads on to the end to check the rest.
  func wholeMatch(printable bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    run(bytes, checksPrintable: false) == true
  }

  @inline(__always)
  private func run(_ bytes: UnsafeBufferPointer<UInt8>, checksPrintable: Bool) -> Bool? {
    var current: UInt64 = 0
    var isStart = true
    for byte in bytes {
      guard !checksPrintable || (byte >= 0x20 && byte < 0x7F) else { return nil }
      var reachable: UInt64
      if isStart {
        reachable = first
        isStart = false
      } else {
        reachable = 0
        var remaining = current
        while remaining != 0 {
          let position = remaining.trailingZeroBitCount
          reachable |= follow[position]
          remaining &= remaining &- 1
        }
      }
      current = reachable & positionsAccepting[Int(byte)]
      if current == 0 {
        // Keep scanning only to say `nil` for non-printable bytes, as the caller expects.
        if checksPrintable {
          for rest in bytes where !(rest >= 0x20 && rest < 0x7F) { return nil }
        }
        return false
      }
    }
    return isStart ? nullable : current & last != 0
  }

  // MARK: - Position automaton

  private struct Summary {
    var nullable: Bool
    var first: UInt64
    var last: UInt64
  }

  private struct Builder {
    var sets: [ByteSet] = []
    var follow: [UInt64] = []

    mutating func visit(_ node: Node) -> Summary? {
      switch node {
      case .empty:
        return Summary(nullable: true, first: 0, last: 0)
      case .set(let set):
        guard sets.count < ASCIIRegex.maximumPositions else { return nil }
        let bit: UInt64 = 1 << UInt64(sets.count)
        sets.append(set)
        follow.append(0)
        return Summary(nullable: false, first: bit, last: bit)
      case .concatenation(let nodes):
        var result = Summary(nullable: true, first: 0, last: 0)
        for node in nodes {
          guard let next = visit(node) else { return nil }
          link(from: result.last, to: next.first)
          result = Summary(
            nullable: result.nullable && next.nullable,
            first: result.nullable ? result.first | next.first : result.first,
            last: next.nullable ? result.last | next.last : next.last)
        }
        return result
      case .alternation(let nodes):
        var result = Summary(nullable: false, first: 0, last: 0)
        for node in nodes {
          guard let next = visit(node) else { return nil }
          result = Summary(
            nullable: result.nullable || next.nullable, first: result.first | next.first,
            last: result.last | next.last)
        }
        return result
      case .star(let inner, _):
        guard let summary = visit(inner) else { return nil }
        link(from: summary.last, to: summary.first)
        return Summary(nullable: true, first: summary.first, last: summary.last)
      case .optional(let inner, _):
        guard let summary = visit(inner) else { return nil }
        return Summary(nullable: true, first: summary.first, last: summary.last)
      }
    }

    private mutating func link(from positions: UInt64, to targets: UInt64) {
      var remaining = positions
      while remaining != 0 {
        follow[remaining.trailingZeroBitCount] |= targets
        remaining &= remaining &- 1
      }
    }
  }

  // MARK: - Parser

  /// Reads the syntax above into a ``Node``; `nil` for anything else.
  struct Parser {
    let scalars: [Unicode.Scalar]
    /// Whether letters also match their other case (a `(regex)` part of a route that ignores
    /// case): classes are closed under case before a `^` negates them, as Swift `Regex` does.
    var foldsCase = false
    var index = 0

    /// Upper bound on expanded counted repetitions, to keep the automaton small.
    static let maximumCount = 64

    mutating func parseWhole() -> Node? {
      guard scalars.allSatisfy({ $0.isASCII }) else { return nil }
      var end = scalars.count
      if index < end, scalars[index] == "^" { index += 1 }
      if end > index, scalars[end - 1] == "$", !isEscaped(at: end - 1) { end -= 1 }
      var parser = Parser(scalars: Array(scalars[index..<end]), foldsCase: foldsCase)
      return parser.parseRest()
    }

    /// A `(regex)` part of a path pattern: anchors are left to Swift `Regex`, since the part
    /// sits inside a longer expression.
    mutating func parsePart() -> Node? {
      guard scalars.allSatisfy({ $0.isASCII }) else { return nil }
      return parseRest()
    }

    private mutating func parseRest() -> Node? {
      guard let node = parseAlternation(), index == scalars.count else { return nil }
      return node
    }

    private func isEscaped(at position: Int) -> Bool {
      var backslashes = 0
      var probe = position - 1
      while probe >= 0, scalars[probe] == "\\" {
        backslashes += 1
        probe -= 1
      }
      return backslashes % 2 == 1
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func parseAlternation() -> Node? {
      var branches: [Node] = []
      while true {
        guard let branch = parseConcatenation() else { return nil }
        branches.append(branch)
        guard current == "|" else { break }
        index += 1
      }
      return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseConcatenation() -> Node? {
      var items: [Node] = []
      while let scalar = current, scalar != "|", scalar != ")" {
        guard let atom = parseAtom(), let quantified = parseQuantifier(on: atom) else {
          return nil
        }
        items.append(quantified)
      }
      return items.isEmpty ? .empty : (items.count == 1 ? items[0] : .concatenation(items))
    }

    private mutating func parseAtom() -> Node? {
      guard let scalar = current else { return nil }
      index += 1
      switch scalar {
      case ".":
        return .set(.printable)
      case "[":
        return parseClass().map(Node.set)
      case "(":
        if current == "?" {
          guard skipGroupHead() else { return nil }
        }
        guard let inner = parseAlternation(), current == ")" else { return nil }
        index += 1
        return inner
      case "\\":
        return parseEscape().map(Node.set)
      case "^", "$", "?", "*", "+", "{", "}", "]", ")", "|":
        return nil
      default:
        return literal(scalar)
      }
    }

    /// After `(?`: moves past `:` or a group name `<name>`, what a group that only groups
    /// (its capture is not reported) starts with; `false` for look-arounds, options and the rest.
    private mutating func skipGroupHead() -> Bool {
      guard index + 1 < scalars.count else { return false }
      if scalars[index + 1] == ":" {
        index += 2
        return true
      }
      guard scalars[index + 1] == "<", index + 2 < scalars.count,
        scalars[index + 2].properties.isAlphabetic,
        let close = scalars[(index + 2)...].firstIndex(of: ">"),
        scalars[(index + 2)..<close].allSatisfy({
          $0.properties.isAlphabetic || ("0"..."9").contains($0)
        })
      else { return false }
      index = close + 1
      return true
    }

    private func literal(_ scalar: Unicode.Scalar) -> Node? {
      let value = scalar.value
      guard value >= 0x20 && value < 0x7F else { return nil }
      var set = ByteSet()
      set.insert(UInt8(value))
      return .set(folded(set))
    }

    /// The set with each letter's other case, when the parser folds case.
    private func folded(_ set: ByteSet) -> ByteSet {
      guard foldsCase else { return set }
      var result = set
      for upper in UInt8(ascii: "A")...UInt8(ascii: "Z")
      where set.contains(upper) || set.contains(upper | 0x20) {
        result.insert(upper)
        result.insert(upper | 0x20)
      }
      return result
    }

    private mutating func parseQuantifier(on atom: Node) -> Node? {
      guard let scalar = current else { return atom }
      var minimum = 0
      var maximum: Int? = nil
      switch scalar {
      case "*": index += 1
      case "+":
        index += 1
        minimum = 1
      case "?":
        index += 1
        maximum = 1
      case "{":
        guard let count = parseCount() else { return nil }
        (minimum, maximum) = count
      default:
        return atom
      }
      var isLazy = false
      if current == "?" {
        index += 1
        isLazy = true
      } else if current == "+" || current == "*" || current == "{" {
        return nil  // possessive or stacked quantifiers: leave to Swift Regex
      }
      return repeated(atom, minimum: minimum, maximum: maximum, isLazy: isLazy)
    }

    /// `{n}`, `{n,}`, `{n,m}`; `nil` for anything else (Swift would read it otherwise).
    private mutating func parseCount() -> (Int, Int?)? {
      var position = index + 1
      func number() -> Int? {
        var value = 0
        let start = position
        while position < scalars.count, ("0"..."9").contains(scalars[position]) {
          value = value * 10 + Int(scalars[position].value - 48)
          guard value <= Parser.maximumCount else { return nil }
          position += 1
        }
        return position > start ? value : nil
      }
      guard let minimum = number() else { return nil }
      var maximum: Int? = minimum
      if position < scalars.count, scalars[position] == "," {
        position += 1
        maximum = position < scalars.count && scalars[position] == "}" ? nil : number()
        if maximum == nil, position < scalars.count, scalars[position] != "}" { return nil }
      }
      guard position < scalars.count, scalars[position] == "}" else { return nil }
      if let maximum, maximum < minimum { return nil }
      index = position + 1
      return (minimum, maximum)
    }

    private func repeated(_ atom: Node, minimum: Int, maximum: Int?, isLazy: Bool) -> Node {
      var items = Array(repeating: atom, count: minimum)
      if let maximum {
        var optionalTail: Node = .empty
        for _ in minimum..<maximum {
          optionalTail = .optional(.concatenation([atom, optionalTail]), isLazy: isLazy)
        }
        if maximum > minimum { items.append(optionalTail) }
      } else {
        items.append(.star(atom, isLazy: isLazy))
      }
      return items.count == 1 ? items[0] : .concatenation(items)
    }

    /// After `\`: a shorthand class or an escaped punctuation character.
    private mutating func parseEscape() -> ByteSet? {
      guard let scalar = current else { return nil }
      index += 1
      var set = ByteSet()
      switch scalar {
      case "d":
        set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
      case "D":
        set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        set = set.complement
      case "w":
        set = Self.wordCharacters
      case "W":
        set = Self.wordCharacters.complement
      case "s":
        set.insert(UInt8(ascii: " "))
      case "S":
        set.insert(UInt8(ascii: " "))
        set = set.complement
      default:
        let value = scalar.value
        // Only punctuation escapes mean the character itself in every regex dialect.
        guard value >= 0x21 && value < 0x7F, !Self.isAlphanumeric(value) else { return nil }
        set.insert(UInt8(value))
      }
      return set
    }

    private static let wordCharacters: ByteSet = {
      var set = ByteSet()
      set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
      set.insert(UInt8(ascii: "a")...UInt8(ascii: "z"))
      set.insert(UInt8(ascii: "A")...UInt8(ascii: "Z"))
      set.insert(UInt8(ascii: "_"))
      return set
    }()

    private static func isAlphanumeric(_ value: UInt32) -> Bool {
      (48...57).contains(value) || (65...90).contains(value) || (97...122).contains(value)
    }

    /// After `[`: items up to `]`. Nested classes, set operations and POSIX names are left to
    /// Swift `Regex`.
    private mutating func parseClass() -> ByteSet? {
      var negated = false
      if current == "^" {
        negated = true
        index += 1
      }
      var set = ByteSet()
      // `[]…]` and `[^]…]` read differently across dialects: leave them to Swift Regex.
      guard current != "]" else { return nil }
      while let scalar = current {
        if scalar == "]" {
          index += 1
          return negated ? folded(set).complement : folded(set)
        }
        guard scalar != "[" else { return nil }
        if index + 1 < scalars.count, scalars[index + 1] == scalar,
          scalar == "&" || scalar == "-" || scalar == "~"
        {
          return nil
        }
        guard let low = parseClassMember() else { return nil }
        switch low {
        case .set(let members):
          set = set.union(members)
        case .byte(let byte):
          if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
            index += 1
            guard case .byte(let high)? = parseClassMember(), high >= byte else { return nil }
            set.insert(byte...high)
          } else {
            set.insert(byte)
          }
        }
      }
      return nil
    }

    private enum ClassMember {
      case byte(UInt8)
      case set(ByteSet)
    }

    private mutating func parseClassMember() -> ClassMember? {
      guard let scalar = current else { return nil }
      index += 1
      if scalar == "\\" {
        guard let escaped = current else { return nil }
        if "dDwWsS".unicodeScalars.contains(escaped) {
          return parseEscape().map(ClassMember.set)
        }
        guard parseEscape() != nil else { return nil }
        return .byte(UInt8(escaped.value))
      }
      guard scalar.value >= 0x20 && scalar.value < 0x7F else { return nil }
      return .byte(UInt8(scalar.value))
    }
  }
}
