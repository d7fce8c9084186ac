/// Specificity of a pattern (README "Which route wins"), ordered exactly like URLPattern's
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
      order(lhs, rhs) < 0
    }

    /// ``<`` as negative, zero (equal keys) or positive.
    static func order(_ lhs: Key, _ rhs: Key) -> Int {
      if lhs.kind != rhs.kind { return lhs.kind < rhs.kind ? -1 : 1 }
      if lhs.modifier != rhs.modifier { return lhs.modifier < rhs.modifier ? -1 : 1 }
      let prefix = byteOrder(lhs.prefix, rhs.prefix)
      if prefix != 0 { return prefix }
      let value = byteOrder(lhs.value, rhs.value)
      if value != 0 { return value }
      return byteOrder(lhs.suffix, rhs.suffix)
    }

    /// Lexicographic order of two byte strings as negative, zero or positive.
    private static func byteOrder(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
      for (left, right) in zip(lhs, rhs) where left != right {
        return left < right ? -1 : 1
      }
      return lhs.count == rhs.count ? 0 : (lhs.count < rhs.count ? -1 : 1)
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
    var keys: [Key] = []
    keys.reserveCapacity(parts.count)
    for index in parts.indices {
      let typed =
        parts[index].isParameter && !typedParameters.isEmpty
        && typedParameters.contains(parts[index].name)
      let kind =
        switch parts[index].kind {
        case .fixedText: 3
        case .regex: 2
        case .segmentWildcard: typed ? 2 : 1
        case .fullWildcard: typed ? 2 : 0
        }
      let modifier =
        switch parts[index].modifier {
        case .none: 3
        case .oneOrMore: 2
        case .optional: 1
        case .zeroOrMore: 0
        }
      keys.append(
        Key(
          kind: kind, modifier: modifier, prefix: Array(parts[index].prefix.utf8),
          value: Array(parts[index].value.utf8), suffix: Array(parts[index].suffix.utf8)))
    }
    self.keys = keys
  }

  /// `compareComponent`'s result: negative, zero or positive.
  public static func compare(_ lhs: PatternRank, _ rhs: PatternRank) -> Int {
    for (left, right) in zip(lhs.keys, rhs.keys) {
      let order = Key.order(left, right)
      if order != 0 { return order }
    }
    // No real part equals the synthetic empty fixed text (real fixed text is never empty), so
    // comparing the first extra part settles the order, as padding both lists with it would.
    let count = min(lhs.keys.count, rhs.keys.count)
    let left = count < lhs.keys.count ? lhs.keys[count] : Key.emptyFixedText
    let right = count < rhs.keys.count ? rhs.keys[count] : Key.emptyFixedText
    return Key.order(left, right)
  }

  /// Whether `lhs` is less specific than `rhs`.
  public static func < (lhs: PatternRank, rhs: PatternRank) -> Bool {
    compare(lhs, rhs) < 0
  }

}
