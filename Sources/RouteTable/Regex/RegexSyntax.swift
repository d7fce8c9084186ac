/// The syntax tree of a regular expression in the subset linkcheck runs on bytes: a `pattern`
/// type's expression or a path pattern's `(regex)` part, read once by ``RegexParser``. Everything
/// that decides on such an expression without Swift `Regex` is derived from this tree: the byte
/// engine (``RegexPartProgram``), the repeated class (``RegexByteClass``) and the length bounds
/// (``RegexLengthBounds``).
///
/// The subset: literals, `.`, classes with ranges, `\d \w \s` and their negations, escaped
/// punctuation, groups (`(…)`, `(?:…)`, `(?<name>…)`), alternation and the quantifiers
/// `? * + {n} {n,} {n,m}`, greedy or lazy. Sets hold printable ASCII only (U+0020–U+007E):
/// the tree describes the expression on printable ASCII text, where bytes, scalars and
/// characters coincide and Swift `Regex`'s default semantics agree with the bytes.
indirect enum RegexSyntax: Sendable {
  /// One byte of the set.
  case set(ByteSet)
  case empty
  case concatenation([RegexSyntax])
  case alternation([RegexSyntax])
  /// `minimum` to `maximum` (`nil`: no bound) times: `?` is `{0,1}`, `*` is `{0,}`, `+` is
  /// `{1,}`. A lazy repetition takes the same language; the order matters only to
  /// ``RegexPartProgram``, which reports where a match can end in backtracking order.
  case repetition(RegexSyntax, minimum: Int, maximum: Int?, isLazy: Bool)

  /// The syntax of a `pattern` type's expression, which must match the whole value (a leading
  /// `^` and a trailing `$` are dropped), and ``RegexParser/listsEveryCharacter``; `nil`
  /// outside the subset.
  static func wholeValue(_ source: String) -> (syntax: RegexSyntax, listsEveryCharacter: Bool)? {
    var parser = RegexParser(source, wholeValue: true)
    guard let node = parser.parse(), parser.isExact else { return nil }
    return (node.syntax, parser.listsEveryCharacter)
  }

  /// The syntax of a path pattern's `(regex)` part (anchors are left to Swift `Regex`, since
  /// the part sits inside a longer expression); `nil` outside the subset.
  init?(part source: String, foldsCase: Bool = false) {
    self.init(RegexParser(source, foldsCase: foldsCase))
  }

  private init?(_ parser: RegexParser) {
    var parser = parser
    guard let node = parser.parse(), parser.isExact else { return nil }
    self = node.syntax
  }

  /// Counts beyond this are not written out: an engine would grow too large.
  static let maximumWrittenCount = 64

  /// The expression with each counted repetition written out in `?` and `*` as a backtracking
  /// engine tries it (`a{2,4}` as `aa(?:a(?:a)?)?`, `a{2,}` as `aaa*`), or `nil` when a count
  /// exceeds ``maximumWrittenCount``.
  var writtenOut: RegexSyntax? {
    switch self {
    case .set, .empty:
      return self
    case .concatenation(let nodes):
      return Self.writtenOut(nodes).map(RegexSyntax.concatenation)
    case .alternation(let nodes):
      return Self.writtenOut(nodes).map(RegexSyntax.alternation)
    case .repetition(let body, let minimum, let maximum, let isLazy):
      guard let body = body.writtenOut, minimum <= Self.maximumWrittenCount,
        (maximum ?? 0) <= Self.maximumWrittenCount
      else { return nil }
      if minimum == 0 && (maximum == nil || maximum == 1) {
        return .repetition(body, minimum: 0, maximum: maximum, isLazy: isLazy)
      }
      var items = Array(repeating: body, count: minimum)
      if let maximum {
        var optionalTail: RegexSyntax = .empty
        for _ in minimum..<maximum {
          optionalTail = .repetition(
            .concatenation([body, optionalTail]), minimum: 0, maximum: 1, isLazy: isLazy)
        }
        if maximum > minimum { items.append(optionalTail) }
      } else {
        items.append(.repetition(body, minimum: 0, maximum: nil, isLazy: isLazy))
      }
      return items.count == 1 ? items[0] : .concatenation(items)
    }
  }

  private static func writtenOut(_ nodes: [RegexSyntax]) -> [RegexSyntax]? {
    var written: [RegexSyntax] = []
    for node in nodes {
      guard let node = node.writtenOut else { return nil }
      written.append(node)
    }
    return written
  }

  /// 128 bits: which ASCII bytes a set holds.
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
      if byte < 64 {
        low |= 1 << UInt64(byte)
      } else if byte < 128 {
        high |= 1 << UInt64(byte - 64)
      }
    }

    /// Whether every byte of `other` is in the set.
    @inline(__always)
    func holds(_ other: ByteSet) -> Bool {
      low & other.low == other.low && high & other.high == other.high
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
      if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
      if byte < 128 { return (high >> UInt64(byte &- 64)) & 1 != 0 }
      return false
    }

    /// Calls `body` with each byte in the set, in order.
    func forEachByte(_ body: (UInt8) -> Void) {
      var bits = low
      while bits != 0 {
        body(UInt8(bits.trailingZeroBitCount))
        bits &= bits &- 1
      }
      bits = high
      while bits != 0 {
        body(UInt8(64 + bits.trailingZeroBitCount))
        bits &= bits &- 1
      }
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
      ByteSet(low: ~low & ByteSet.printable.low, high: ~high & ByteSet.printable.high)
    }
  }
}
