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
  /// a generator writes a pattern in a language without optional groups.
  var variants: [[PatternPart]] {
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
    return results
  }
}
