/// Specificity of a pattern (SPEC §5), ordered exactly like URLPattern's
/// `compareComponent`: part lists are compared element by element by kind (fixed text >
/// regex or typed parameter > `:name` > `*`), then modifier (none > `+` > `?` > `*`), then the
/// prefix, value and suffix text (byte-wise); when one list is a prefix of the other, the next
/// part of the longer list is compared with an empty fixed-text part.
/// Greater ranks are more specific and win.
public struct PatternRank: Comparable, Hashable, Sendable {
  /// The comparable projection of one part.
  public struct Key: Comparable, Hashable, Sendable {
    /// 3 fixed text, 2 regex or typed parameter, 1 segment wildcard, 0 full wildcard.
    public var kind: Int
    /// 3 none, 2 one or more, 1 optional, 0 zero or more.
    public var modifier: Int
    /// UTF-8 of the part's canonical prefix.
    public var prefix: [UInt8]
    /// UTF-8 of the part's fixed text or regex source.
    public var value: [UInt8]
    /// UTF-8 of the part's canonical suffix.
    public var suffix: [UInt8]

    /// A key from its components (see ``PatternRank/init(parts:typedParameters:)``).
    public init(kind: Int, modifier: Int, prefix: [UInt8], value: [UInt8], suffix: [UInt8]) {
      self.kind = kind
      self.modifier = modifier
      self.prefix = prefix
      self.value = value
      self.suffix = suffix
    }

    /// What the shorter of two part lists is compared against (URLPattern's synthetic part).
    public static let emptyFixedText = Key(
      kind: 3, modifier: 3, prefix: [], value: [], suffix: [])

    /// URLPattern's part comparison: kind, modifier, then prefix, value, suffix byte-wise.
    public static func < (lhs: Key, rhs: Key) -> Bool {
      if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
      if lhs.modifier != rhs.modifier { return lhs.modifier < rhs.modifier }
      if lhs.prefix != rhs.prefix { return lhs.prefix.lexicographicallyPrecedes(rhs.prefix) }
      if lhs.value != rhs.value { return lhs.value.lexicographicallyPrecedes(rhs.value) }
      return lhs.suffix.lexicographicallyPrecedes(rhs.suffix)
    }
  }

  /// One key per part, in pattern order.
  public var keys: [Key]

  /// A rank from precomputed keys.
  public init(keys: [Key]) {
    self.keys = keys
  }

  /// The rank of a part list; parameters named in `typedParameters` rank as regex parts.
  public init(parts: [PatternPart], typedParameters: Set<String> = []) {
    keys = parts.map { part in
      let typed = part.isParameter && typedParameters.contains(part.name)
      let kind =
        switch part.kind {
        case .fixedText: 3
        case .regex: 2
        case .segmentWildcard: typed ? 2 : 1
        case .fullWildcard: typed ? 2 : 0
        }
      let modifier =
        switch part.modifier {
        case .none: 3
        case .oneOrMore: 2
        case .optional: 1
        case .zeroOrMore: 0
        }
      return Key(
        kind: kind, modifier: modifier, prefix: Array(part.prefix.utf8),
        value: Array(part.value.utf8), suffix: Array(part.suffix.utf8))
    }
  }

  /// `compareComponent`'s result: negative, zero or positive.
  public static func compare(_ lhs: PatternRank, _ rhs: PatternRank) -> Int {
    for (left, right) in zip(lhs.keys, rhs.keys) where left != right {
      return left < right ? -1 : 1
    }
    // No real part equals the synthetic empty fixed text (real fixed text is never empty), so
    // comparing the first extra part settles the order, as padding both lists with it would.
    let count = min(lhs.keys.count, rhs.keys.count)
    let left = count < lhs.keys.count ? lhs.keys[count] : Key.emptyFixedText
    let right = count < rhs.keys.count ? rhs.keys[count] : Key.emptyFixedText
    return left == right ? 0 : (left < right ? -1 : 1)
  }

  /// Whether `lhs` is less specific than `rhs`.
  public static func < (lhs: PatternRank, rhs: PatternRank) -> Bool {
    compare(lhs, rhs) < 0
  }

}
