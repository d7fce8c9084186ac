/// The fewest and most characters a `(regex)` part's expression can match, read from its
/// source: what rules a path segment out by its length alone when ``ASCIIRegex`` does not read
/// the expression (a counted repetition beyond its limit, `[a-z]{100}`).
///
/// It reads only letters, digits,
/// `_`, `-`, `,`, `\d \w \s`, classes, groups, alternatives, quantifiers) and gives up on
/// anything it is unsure of (a `{` that is not a quantifier, a quantifier on nothing, a class
/// that starts with `]`): a bound too tight would turn a route away from a path it matches.
struct RegexLengthBounds: Equatable, Sendable {
  let shortest: Int
  /// `Int.max` when unbounded.
  let longest: Int

  /// Counts beyond this are not read (nor written in any real pattern).
  private static let maximumCount = 100_000

  init?(_ source: String) {
    var reader = Reader(bytes: Array(source.utf8))
    guard let bounds = reader.alternation(), reader.index == reader.bytes.count else {
      return nil
    }
    self = bounds
  }

  init(shortest: Int, longest: Int) {
    self.shortest = shortest
    self.longest = longest
  }

  private static func sum(_ lhs: Int, _ rhs: Int) -> Int {
    lhs == .max || rhs == .max ? .max : min(lhs + rhs, .max - 1)
  }

  private static func product(_ length: Int, _ count: Int) -> Int {
    if length == 0 || count == 0 { return 0 }
    if length == .max || count == .max { return .max }
    return length.multipliedReportingOverflow(by: count).overflow ? .max - 1 : length * count
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func alternation() -> RegexLengthBounds? {
      guard var bounds = concatenation() else { return nil }
      while current == UInt8(ascii: "|") {
        index += 1
        guard let next = concatenation() else { return nil }
        bounds = RegexLengthBounds(
          shortest: min(bounds.shortest, next.shortest), longest: max(bounds.longest, next.longest))
      }
      return bounds
    }

    private mutating func concatenation() -> RegexLengthBounds? {
      var bounds = RegexLengthBounds(shortest: 0, longest: 0)
      while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
        guard let atom = atom(), let repeated = quantified(atom) else { return nil }
        bounds = RegexLengthBounds(
          shortest: sum(bounds.shortest, repeated.shortest),
          longest: sum(bounds.longest, repeated.longest))
      }
      return bounds
    }

    private mutating func atom() -> RegexLengthBounds? {
      guard let byte = current else { return nil }
      index += 1
      let one = RegexLengthBounds(shortest: 1, longest: 1)
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
        UInt8(ascii: ","):
        return one
      case UInt8(ascii: "\\"):
        guard let escaped = current, "dws".utf8.contains(escaped) else { return nil }
        index += 1
        return one
      case UInt8(ascii: "["):
        // One character, whatever the class holds (only letters, digits, `_`, `-` and
        // `\d \w \s` there).
        guard current != UInt8(ascii: "]"), current != UInt8(ascii: "^") else { return nil }
        while let inside = current, inside != UInt8(ascii: "]") {
          guard inside != UInt8(ascii: "[") else { return nil }
          index += inside == UInt8(ascii: "\\") ? 2 : 1
        }
        guard current == UInt8(ascii: "]") else { return nil }
        index += 1
        return one
      case UInt8(ascii: "("):
        if current == UInt8(ascii: "?") {
          guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else { return nil }
          index += 2
        }
        guard let inner = alternation(), current == UInt8(ascii: ")") else { return nil }
        index += 1
        return inner
      default:
        return nil
      }
    }

    /// `atom` under the quantifier that follows it, if any.
    private mutating func quantified(_ atom: RegexLengthBounds) -> RegexLengthBounds? {
      let counts: (minimum: Int, maximum: Int)
      switch current {
      case UInt8(ascii: "?"): counts = (0, 1)
      case UInt8(ascii: "*"): counts = (0, .max)
      case UInt8(ascii: "+"): counts = (1, .max)
      case UInt8(ascii: "{"):
        index += 1
        guard let minimum = number() else { return nil }
        var maximum = minimum
        if current == UInt8(ascii: ",") {
          index += 1
          maximum = current == UInt8(ascii: "}") ? .max : (number() ?? -1)
        }
        guard current == UInt8(ascii: "}"), maximum >= minimum else { return nil }
        counts = (minimum, maximum)
      default:
        return atom
      }
      index += 1
      // A lazy quantifier takes the same lengths; a possessive one or a second quantifier
      // is left alone.
      if current == UInt8(ascii: "?") { index += 1 }
      if let next = current, "+*?{".utf8.contains(next) { return nil }
      return RegexLengthBounds(
        shortest: product(atom.shortest, counts.minimum),
        longest: product(atom.longest, counts.maximum))
    }

    private mutating func number() -> Int? {
      var value = 0
      let start = index
      while let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
        value = value * 10 + Int(digit - UInt8(ascii: "0"))
        guard value <= RegexLengthBounds.maximumCount else { return nil }
        index += 1
      }
      return index > start ? value : nil
    }
  }
}
