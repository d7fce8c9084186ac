/// One path attribute of an intent filter's `<data>` element, matched as Android's
/// `PatternMatcher` matches it (docs/app-links.md, "Path attributes").
///
/// Android compares UTF-16 code units, case-sensitively, and its globs never backtrack: `.*`
/// stops at the first occurrence of the character after it, and a repeated token of an advanced
/// pattern takes as many characters as it can. Both quirks decide real links (`/.*/edit` does not
/// match `/a/b/edit`), so they are kept.
public struct AndroidPathPattern: Hashable, Sendable {
  /// The `<data>` attribute that makes the pattern, and so how it matches.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `android:path`: the whole path.
    case literal = "path"
    /// `android:pathPrefix`: the start of the path.
    case prefix = "pathPrefix"
    /// `android:pathPattern`: `.` any character, `x*` zero or more of `x`, `\` an escape.
    case simpleGlob = "pathPattern"
    /// `android:pathAdvancedPattern` (API 26): `.`, `[…]` sets with ranges and `^`, and the
    /// modifiers `*`, `+` and `{m,n}`.
    case advancedGlob = "pathAdvancedPattern"
    /// `android:pathSuffix` (API 31): the end of the path.
    case suffix = "pathSuffix"
  }

  public let kind: Kind
  /// The pattern as the matcher receives it (XML entities decoded, the resource compiler's
  /// backslash escapes applied).
  public let pattern: String
  private let units: [UInt16]
  private let tokens: [AdvancedToken]

  /// The pattern; an advanced one Android cannot construct (its constructor throws, so the
  /// manifest cannot be installed) throws the reason.
  public init(_ pattern: String, kind: Kind) throws(AndroidPatternError) {
    self.kind = kind
    self.pattern = pattern
    units = Array(pattern.utf16)
    tokens = kind == .advancedGlob ? try AdvancedToken.parse(units) : []
  }

  /// Whether Android's matcher accepts `path`, the decoded path as `Uri.getPath()` gives it
  /// (`""` for a URL with nothing after the host).
  public func matches(_ path: String) -> Bool {
    let text = Array(path.utf16)
    switch kind {
    case .literal: return text == units
    case .prefix: return text.starts(with: units)
    case .suffix: return text.count >= units.count && text.suffix(units.count).elementsEqual(units)
    case .simpleGlob: return Self.globMatches(units, text)
    case .advancedGlob: return AdvancedToken.matches(tokens, text)
    }
  }

  private static let dot = UInt16(UInt8(ascii: ".")), star = UInt16(UInt8(ascii: "*"))
  private static let backslash = UInt16(UInt8(ascii: "\\"))

  /// `pathPattern`, read left to right once: a character followed by `*` takes a run of itself,
  /// `.*` takes everything up to the first occurrence of the next pattern character, and when the
  /// path runs out first only a final `.*` is forgiven.
  private static func globMatches(_ pattern: [UInt16], _ text: [UInt16]) -> Bool {
    if pattern.isEmpty { return text.isEmpty }
    var (p, t) = (0, 0)
    func unit(_ index: Int) -> UInt16 { index < pattern.count ? pattern[index] : 0 }
    while p < pattern.count && t < text.count {
      var character = pattern[p]
      p += 1
      let escaped = character == backslash
      if escaped {
        character = unit(p)
        p += 1
      }
      guard unit(p) == star else {
        // An escaped `.` is a dot; an unescaped one any character.
        if (escaped || character != dot) && text[t] != character { return false }
        t += 1
        continue
      }
      if !escaped && character == dot {
        // `.*` at the very end takes the rest.
        if p >= pattern.count - 1 { return true }
        p += 1
        var stop = pattern[p]
        if stop == backslash {
          p += 1
          stop = unit(p)
        }
        while t < text.count && text[t] != stop { t += 1 }
        if t == text.count { return false }
        p += 1
        t += 1
      } else {
        while t < text.count && text[t] == character { t += 1 }
        p += 1
      }
    }
    if p >= pattern.count && t >= text.count { return true }
    return p == pattern.count - 2 && pattern[p] == dot && pattern[p + 1] == star
  }
}

/// Why Android refuses an advanced path pattern, as its `PatternMatcher` says.
public struct AndroidPatternError: Error, Hashable, Sendable {
  public let message: String
}

/// One token of an advanced pattern with its repetition.
private struct AdvancedToken: Hashable, Sendable {
  enum Matcher: Hashable, Sendable {
    case unit(UInt16)
    case any
    /// Inclusive ranges of code units as written (reversed ends match nothing); `inverted` for
    /// `[^…]`.
    case set([(low: UInt16, high: UInt16)], inverted: Bool)

    static func == (lhs: Matcher, rhs: Matcher) -> Bool {
      switch (lhs, rhs) {
      case (.unit(let a), .unit(let b)): a == b
      case (.any, .any): true
      case (.set(let a, let x), .set(let b, let y)):
        x == y && a.elementsEqual(b) { $0.low == $1.low && $0.high == $1.high }
      default: false
      }
    }

    func hash(into hasher: inout Hasher) {
      switch self {
      case .unit(let unit): hasher.combine(unit)
      case .any: hasher.combine(-1)
      case .set(let ranges, let inverted):
        hasher.combine(inverted)
        for range in ranges {
          hasher.combine(range.low)
          hasher.combine(range.high)
        }
      }
    }
  }

  let matcher: Matcher
  var minimum = 1
  var maximum = 1

  /// Android keeps a parsed pattern in 2,048 slots: each token, modifier, set bound and range
  /// number takes one (a literal in a set two), and the parser gives up once fewer than three
  /// are left.
  static let slots = 2_048

  static func parse(_ pattern: [UInt16]) throws(AndroidPatternError) -> [AdvancedToken] {
    func fail(_ message: String) -> AndroidPatternError { AndroidPatternError(message: message) }
    var tokens: [AdvancedToken] = []
    var used = 0
    var lastIsModifier = false
    var index = 0
    func addModifier(_ minimum: Int, _ maximum: Int) throws(AndroidPatternError) {
      guard !tokens.isEmpty, !lastIsModifier else { throw fail("a modifier must follow a token") }
      tokens[tokens.count - 1].minimum = minimum
      tokens[tokens.count - 1].maximum = maximum
      lastIsModifier = true
    }
    while index < pattern.count {
      guard used <= slots - 3 else { throw fail("the pattern is too large") }
      var character = pattern[index]
      switch character {
      case UInt16(UInt8(ascii: "[")):
        (tokens, used, index) = try parseSet(pattern, from: index, into: tokens, used: used)
        lastIsModifier = false
        continue
      case UInt16(UInt8(ascii: "{")):
        guard let close = pattern[index...].firstIndex(of: UInt16(UInt8(ascii: "}"))) else {
          throw fail("a range is not ended with '}'")
        }
        let (minimum, maximum) = try range(pattern[(index + 1)..<close])
        try addModifier(minimum, maximum)
        used += 4
        index = close + 1
        continue
      case UInt16(UInt8(ascii: "*")), UInt16(UInt8(ascii: "+")):
        try addModifier(character == UInt16(UInt8(ascii: "*")) ? 0 : 1, Int(Int32.max))
      case UInt16(UInt8(ascii: ".")):
        tokens.append(AdvancedToken(matcher: .any))
        lastIsModifier = false
      case UInt16(UInt8(ascii: "}")):
        // Outside a range, Android drops it.
        index += 1
        continue
      default:
        if character == UInt16(UInt8(ascii: "\\")) {
          guard index + 1 < pattern.count else { throw fail("an escape ends the pattern") }
          index += 1
          character = pattern[index]
        }
        tokens.append(AdvancedToken(matcher: .unit(character)))
        lastIsModifier = false
      }
      used += 1
      index += 1
    }
    return tokens
  }

  /// The set starting at `start` (its `[`), appended to `tokens`; where reading goes on.
  private static func parseSet(
    _ pattern: [UInt16], from start: Int, into tokens: [AdvancedToken], used: Int
  ) throws(AndroidPatternError) -> ([AdvancedToken], Int, Int) {
    func fail(_ message: String) -> AndroidPatternError { AndroidPatternError(message: message) }
    guard start + 1 < pattern.count else { throw fail("a set is not terminated") }
    let inverted = pattern[start + 1] == UInt16(UInt8(ascii: "^"))
    var index = start + (inverted ? 2 : 1)
    var used = used + 1
    var ranges: [(low: UInt16, high: UInt16)] = []
    var lower: UInt16?
    while index < pattern.count {
      guard used <= slots - 3 else { throw fail("the pattern is too large") }
      var character = pattern[index]
      if character == UInt16(UInt8(ascii: "]")) {
        guard !ranges.isEmpty || lower != nil else {
          throw fail("a set must hold at least one character")
        }
        var tokens = tokens
        tokens.append(AdvancedToken(matcher: .set(ranges, inverted: inverted)))
        return (tokens, used + 1, index + 1)
      }
      if character == UInt16(UInt8(ascii: "\\")) {
        guard index + 1 < pattern.count else { throw fail("an escape ends the pattern") }
        index += 1
        character = pattern[index]
      }
      if let low = lower {
        ranges.append((low, character))
        lower = nil
        used += 1
      } else if index + 2 < pattern.count, pattern[index + 1] == UInt16(UInt8(ascii: "-")),
        pattern[index + 2] != UInt16(UInt8(ascii: "]"))
      {
        lower = character
        used += 1
        index += 1
      } else {
        ranges.append((character, character))
        used += 2
      }
      index += 1
    }
    throw fail("a set is not terminated")
  }

  /// `m`, `m,` or `m,n` as Java's `Integer.parseInt` reads each number (an optional sign, then
  /// decimal digits within 32 bits).
  private static func range(_ text: ArraySlice<UInt16>) throws(AndroidPatternError) -> (Int, Int) {
    func number(_ digits: ArraySlice<UInt16>) throws(AndroidPatternError) -> Int {
      let string = String(decoding: digits, as: UTF16.self)
      guard let value = Int32(string) else {
        throw AndroidPatternError(
          message: "range number '\(SafeText.quoted(string))' is not a number")
      }
      return Int(value)
    }
    guard let comma = text.firstIndex(of: UInt16(UInt8(ascii: ","))) else {
      let value = try number(text)
      return (value, value)
    }
    let minimum = try number(text[..<comma])
    let maximum =
      comma == text.index(before: text.endIndex) ? Int(Int32.max) : try number(text[(comma + 1)...])
    guard minimum <= maximum else {
      throw AndroidPatternError(
        message: "the range's minimum \(minimum) is greater than its maximum \(maximum)")
    }
    return (minimum, maximum)
  }

  /// Whether `tokens` take the whole of `text`, each as many units as it can, never giving any
  /// back.
  static func matches(_ tokens: [AdvancedToken], _ text: [UInt16]) -> Bool {
    var position = 0
    for token in tokens {
      var taken = 0
      while taken < token.maximum, position + taken < text.count,
        token.accepts(text[position + taken])
      {
        taken += 1
      }
      guard taken >= token.minimum else { return false }
      position += taken
    }
    return position >= text.count
  }

  private func accepts(_ unit: UInt16) -> Bool {
    switch matcher {
    case .unit(let expected): unit == expected
    case .any: true
    case .set(let ranges, let inverted):
      ranges.contains { $0.low <= unit && unit <= $0.high } != inverted
    }
  }
}
