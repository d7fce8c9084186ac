/// One element of a parsed pattern, as URLPattern's part list describes it: a run of fixed text,
/// or a parameter (named `:name`, or numbered for `*` and `(regex)`) with the fixed prefix and
/// suffix that its `{…}` group or a preceding `/` attach to it.
///
/// Reverse routing rebuilds a path by concatenating, for each part, `prefix + value + suffix`
/// (fixed text is already in canonical, percent-encoded form); lint compares parts to find
/// ambiguous patterns.
public struct PatternPart: Hashable, Sendable {
  /// What a part matches. Ordered as URLPattern ranks them, most specific first.
  public enum Kind: Hashable, Sendable {
    /// Fixed text, compared literally (``PatternPart/value``).
    case fixedText
    /// A parameter constrained by a regular expression (``PatternPart/value``).
    case regex
    /// A parameter matching one or more characters other than `/` (`:name`).
    case segmentWildcard
    /// A parameter matching any text, `/` included (`*`, `(.*)`).
    case fullWildcard
  }

  /// How many times a part may occur.
  public enum Modifier: Hashable, Sendable {
    /// Exactly once.
    case none
    /// `?`: zero or one time.
    case optional
    /// `*`: any number of times.
    case zeroOrMore
    /// `+`: at least once.
    case oneOrMore
  }

  /// What the part matches.
  public var kind: Kind
  /// Canonical fixed text for ``Kind/fixedText``, the regular expression source for
  /// ``Kind/regex``, empty for the wildcards.
  public var value: String
  /// How often the part (with its prefix and suffix) may occur.
  public var modifier: Modifier
  /// The parameter's name: the written `:name`, or `"0"`, `"1"`, … for unnamed groups;
  /// empty for fixed text.
  public var name: String
  /// Canonical fixed text matched before the parameter, inside the same optional/repeated unit.
  public var prefix: String
  /// Canonical fixed text matched after the parameter, inside the same optional/repeated unit.
  public var suffix: String

  /// A part; parsing a ``PathPattern`` produces these, tests and tools may build them too.
  public init(
    kind: Kind, value: String, modifier: Modifier = .none, name: String = "", prefix: String = "",
    suffix: String = ""
  ) {
    self.kind = kind
    self.value = value
    self.modifier = modifier
    self.name = name
    self.prefix = prefix
    self.suffix = suffix
  }

  /// Whether the part captures a group (everything but fixed text).
  public var isParameter: Bool { kind != .fixedText }

  /// Whether the parameter was named by the author (`:name`) rather than numbered.
  public var hasCustomName: Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return !("0"..."9").contains(first)
  }
}

extension PathPattern {
  /// The pattern's parts with each optional or zero-or-more group absent and present (at most
  /// 16 variants; a present optional group once, a present zero-or-more one once or more): how
  /// a generator writes a pattern in a language without optional groups. A variant without
  /// parts is left out: it matches only the empty path, which no link has; so is every variant
  /// of a pattern with ``unmatchableText``.
  var variants: [[PatternPart]] {
    // A pattern whose fixed text no link holds matches nothing: there is nothing to write.
    guard unmatchableText == nil else { return [] }
    var results: [[PatternPart]] = [[]]
    for part in parts {
      let omittable = part.modifier == .optional || part.modifier == .zeroOrMore
      guard omittable && results.count < 16 else {
        results = results.map { $0 + [part] }
        continue
      }
      var present = part
      present.modifier = part.modifier == .optional ? .none : .oneOrMore
      results = results.flatMap { [$0, $0 + [present]] }
    }
    return results.filter { !$0.isEmpty }
  }
}

extension PathPattern {
  /// Whether every path the pattern can match starts with `/`, as every URL path does: false
  /// when fixed text or a one-segment parameter can come first without it (`item`, `-:name`,
  /// `{s}?yer`), so that the pattern can never match.
  var startsWithSlash: Bool {
    for part in parts {
      let suppliesSlash =
        switch part.kind {
        case .fixedText: part.value.hasPrefix("/")
        case .segmentWildcard: part.prefix.hasPrefix("/")
        // A regular expression or `*` can take the `/` itself.
        case .regex, .fullWildcard: part.prefix.isEmpty || part.prefix.hasPrefix("/")
        }
      guard suppliesSlash else { return false }
      if part.modifier == .none || part.modifier == .oneOrMore { return true }
    }
    return true
  }
}

extension PathPattern {
  /// Fixed text that no link holds as written: a character links must escape (`[`, `|`, a
  /// space: the reader refuses it raw), or a `%` that starts no escape.
  var unmatchableText: (reason: String, help: String)? {
    for part in parts where part.kind == .fixedText {
      let bytes = Array(part.value.utf8)
      for (offset, byte) in bytes.enumerated() where byte < 0x80 && byte != UInt8(ascii: "/") {
        if byte == UInt8(ascii: "%") {
          let digits = bytes.dropFirst(offset + 1).prefix(2)
          guard digits.count == 2, digits.allSatisfy({ PercentDecoding.hexValue($0) != nil })
          else {
            return (
              "'%' starts no percent escape",
              "write '%25' for a '%' in the text, or a complete escape such as '%20'"
            )
          }
          continue
        }
        guard !URICharacter.isPathCharacter(byte) else { continue }
        let character = Character(Unicode.Scalar(byte))
        let escape = "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        return (
          "links write '\(character)' as '\(escape)', never as it is",
          "write '\(escape)' in the pattern"
        )
      }
    }
    return nil
  }
}
