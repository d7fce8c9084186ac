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
  typealias ByteSet = RegexSyntax.ByteSet

  /// Positions whose byte set holds each byte, by byte.
  let positionsAccepting: [UInt64]
  /// Positions that may follow each position.
  let follow: [UInt64]
  let first: UInt64
  let last: UInt64
  let nullable: Bool

  static let maximumPositions = 64

  /// The automaton of `source`, or `nil` when the expression uses syntax this engine leaves to
  /// Swift `Regex`.
  init?(_ source: String) {
    guard let syntax = RegexSyntax(wholeValue: source) else { return nil }
    self.init(syntax)
  }

  /// The automaton of a parsed expression, or `nil` when it has too many positions.
  init?(_ syntax: RegexSyntax) {
    var builder = Builder()
    guard let written = syntax.writtenOut, let summary = builder.visit(written),
      builder.sets.count <= Self.maximumPositions
    else {
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
  func run(_ bytes: UnsafeBufferPointer<UInt8>, checksPrintable: Bool) -> Bool? {
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

  struct Summary {
    var nullable: Bool
    var first: UInt64
    var last: UInt64
  }

  struct Builder {
    var sets: [ByteSet] = []
    var follow: [UInt64] = []

    /// `node` is written out (``RegexSyntax/writtenOut``): its repetitions are `?` and `*`.
    mutating func visit(_ node: RegexSyntax) -> Summary? {
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
      case .repetition(let inner, _, let maximum, _):
        guard let summary = visit(inner) else { return nil }
        // `*`; `?` (maximum 1) does not loop.
        if maximum == nil { link(from: summary.last, to: summary.first) }
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
}
