/// A `(regex)` part that is one character class repeated (`\d+`, `[0-9]+`, `[a-z0-9-]+`,
/// `\w{2,8}`, `[^/]+?`), recognised when the pattern is loaded, so that matching it on an ASCII
/// path is a byte check per character instead of a run of Swift `Regex` (a 64 KiB value took
/// about a millisecond there).
///
/// On ASCII text, bytes, scalars and characters coincide, `\d` and `\w` are ASCII only (as
/// ``PatternRegex`` compiles them), and a class repeated greedily (lazily) yields its possible
/// ends longest (shortest) first, as the regex engine backtracks through them. Anything else
/// (`.`, escapes other than `\d` and `\w`, Unicode classes, alternation, groups, anchors,
/// possessive quantifiers, non-ASCII characters) makes ``init(_:)`` return `nil`, and the part
/// stays with Swift `Regex`.
struct RegexByteClass: Sendable, Equatable {
  /// Bit `b` of `low` (bytes 0–63) or `high` (64–127): whether ASCII byte `b` is accepted.
  struct ByteSet: Sendable, Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    mutating func insert(_ byte: UInt8) {
      if byte < 64 {
        low |= 1 << UInt64(byte)
      } else if byte < 128 {
        high |= 1 << UInt64(byte - 64)
      }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
      if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
      if byte < 128 { return (high >> UInt64(byte &- 64)) & 1 != 0 }
      return false
    }

    /// The set with each ASCII letter's other case added.
    var caseFolded: ByteSet {
      var folded = self
      for byte in UInt8(ascii: "A")...UInt8(ascii: "Z")
      where contains(byte) || contains(byte | 0x20) {
        folded.insert(byte)
        folded.insert(byte | 0x20)
      }
      return folded
    }

    /// The ASCII bytes not in the set.
    var complement: ByteSet {
      ByteSet(low: ~low, high: ~high)
    }
  }

  /// The bytes accepted when letters are compared as written, and ignoring case.
  let accepted: ByteSet
  let acceptedIgnoringCase: ByteSet
  let minimum: Int
  /// `nil`: unbounded.
  let maximum: Int?
  let isLazy: Bool

  init?(_ source: String) {
    var reader = Reader(Array(source.utf8))
    guard let (set, negated) = reader.readClass() else { return nil }
    guard let (minimum, maximum) = reader.readQuantifier() else { return nil }
    var isLazy = false
    if reader.peek == UInt8(ascii: "?") {
      isLazy = true
      reader.advance()
    }
    guard reader.isAtEnd else { return nil }
    accepted = negated ? set.complement : set
    acceptedIgnoringCase = negated ? set.caseFolded.complement : set.caseFolded
    self.minimum = minimum
    self.maximum = maximum
    self.isLazy = isLazy
  }

  /// How many bytes from `start` (at most ``maximum``) the class accepts in a row.
  @inline(__always)
  func run(in input: UnsafeBufferPointer<UInt8>, from start: Int, ignoreCase: Bool) -> Int {
    let set = ignoreCase ? acceptedIgnoringCase : accepted
    let limit = maximum.map { min(input.count, start + $0) } ?? input.count
    var end = start
    while end < limit && set.contains(input[end]) { end &+= 1 }
    return end - start
  }

  /// How many bytes the class accepts in a row at the end of the input (ignoring ``maximum``).
  func trailingRun(in input: UnsafeBufferPointer<UInt8>, ignoreCase: Bool) -> Int {
    let set = ignoreCase ? acceptedIgnoringCase : accepted
    var start = input.count
    while start > 0 && set.contains(input[start &- 1]) { start &-= 1 }
    return input.count - start
  }

  /// The source, a byte at a time.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }
    mutating func advance() { offset += 1 }

    /// `\d`, `\w` or a bracketed class of ASCII letters, digits, ranges, `-`, `_`, `.`, `~`, `/`
    /// (and `\d`, `\w`, `\-`, `\.`, `\_` inside), possibly negated.
    mutating func readClass() -> (ByteSet, negated: Bool)? {
      guard let first = peek else { return nil }
      if first == UInt8(ascii: "\\") {
        advance()
        guard let set = readShorthand() else { return nil }
        return (set, false)
      }
      guard first == UInt8(ascii: "[") else { return nil }
      advance()
      var negated = false
      if peek == UInt8(ascii: "^") {
        negated = true
        advance()
      }
      var set = ByteSet()
      while let byte = peek, byte != UInt8(ascii: "]") {
        if byte == UInt8(ascii: "\\") {
          advance()
          if let shorthand = readShorthand() {
            set.low |= shorthand.low
            set.high |= shorthand.high
            continue
          }
          guard let escaped = peek, Self.isEscapableLiteral(escaped) else { return nil }
          advance()
          set.insert(escaped)
          continue
        }
        guard Self.isLiteral(byte) else { return nil }
        advance()
        // `a-z`: a range between two letters or digits; a `-` first or last is itself.
        if peek == UInt8(ascii: "-"), offset + 1 < bytes.count,
          bytes[offset + 1] != UInt8(ascii: "]")
        {
          let upper = bytes[offset + 1]
          guard Self.isRangeEnd(byte), Self.isRangeEnd(upper), byte <= upper,
            Self.sameKind(byte, upper)
          else { return nil }
          offset += 2
          for member in byte...upper { set.insert(member) }
          continue
        }
        set.insert(byte)
      }
      guard peek == UInt8(ascii: "]"), set != ByteSet() else { return nil }
      advance()
      return (set, negated)
    }

    /// After a `\`: `d` or `w`, consumed; otherwise `nil` and nothing consumed.
    mutating func readShorthand() -> ByteSet? {
      var set = ByteSet()
      switch peek {
      case UInt8(ascii: "d"):
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { set.insert(byte) }
      case UInt8(ascii: "w"):
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { set.insert(byte) }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { set.insert(byte) }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { set.insert(byte) }
        set.insert(UInt8(ascii: "_"))
      default:
        return nil
      }
      advance()
      return set
    }

    /// `+`, `*`, `{n}`, `{n,}` or `{n,m}` (at most 1000), as (minimum, maximum).
    mutating func readQuantifier() -> (Int, Int?)? {
      switch peek {
      case UInt8(ascii: "+"):
        advance()
        return (1, nil)
      case UInt8(ascii: "*"):
        advance()
        return (0, nil)
      case UInt8(ascii: "{"):
        advance()
        guard let minimum = readNumber() else { return nil }
        var maximum: Int? = minimum
        if peek == UInt8(ascii: ",") {
          advance()
          maximum = peek == UInt8(ascii: "}") ? nil : readNumber()
          guard maximum != nil || peek == UInt8(ascii: "}") else { return nil }
        }
        guard peek == UInt8(ascii: "}"), maximum.map({ $0 >= minimum }) ?? true else {
          return nil
        }
        advance()
        return (minimum, maximum)
      default:
        return nil
      }
    }

    private mutating func readNumber() -> Int? {
      var value = 0
      var digits = 0
      while let byte = peek, URICharacter.isDigit(byte), digits < 4 {
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
        advance()
      }
      return digits > 0 && value <= 1000 ? value : nil
    }

    private static func isLiteral(_ byte: UInt8) -> Bool {
      URICharacter.isAlpha(byte) || URICharacter.isDigit(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "~")
        || byte == UInt8(ascii: "/")
    }

    private static func isEscapableLiteral(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "~")
    }

    private static func isRangeEnd(_ byte: UInt8) -> Bool {
      URICharacter.isAlpha(byte) || URICharacter.isDigit(byte)
    }

    /// Both digits, both lowercase or both uppercase: `a-Z` and `0-z` span punctuation.
    private static func sameKind(_ lower: UInt8, _ upper: UInt8) -> Bool {
      if URICharacter.isDigit(lower) { return URICharacter.isDigit(upper) }
      return URICharacter.isUppercase(lower) == URICharacter.isUppercase(upper)
    }
  }
}
