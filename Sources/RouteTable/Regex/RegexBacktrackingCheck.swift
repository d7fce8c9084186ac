/// Refuses regular expressions whose matching time can explode on a hostile value, since Swift's
/// `Regex` engine backtracks. A conservative static check of the expression's text: it refuses
///
/// - a repeated group that can match nothing (`(a*)*`, `(.*)*`);
/// - inside a repeated group, a repeated item whose characters can also begin what follows it,
///   the next repetition included (`(a+)+`, `(\w+\s?)+`): exponential time;
/// - inside a repeated group, alternatives that can begin with the same character (`(a|aa)+`);
/// - two unbounded repetitions one after the other that can take the same characters
///   (`\d+\d+`, `.*.*`, also when the first ends an optional group: `(?:/(.*))?.*`):
///   polynomial time.
///
/// It accepts `[a-z]+(-[a-z]+)*` and `([a-z]+\.)+[a-z]+`, whose repetitions are separated by a
/// character they cannot take. Letters are compared ignoring case, since patterns may be matched
/// case-insensitively.
enum RegexBacktrackingCheck {
  /// Longer expressions are refused: no parameter needs one, and the check is quadratic in the
  /// worst case.
  static let maximumLength = 4096

  /// Advice shown with a refusal.
  static let help =
    "rewrite it so that no two repetitions can take the same text, e.g. 'a+' instead of '(a+)+', "
    + "or use an 'enum' type"

  /// Why `source` can backtrack catastrophically, or `nil` when it cannot (or when it is not
  /// understood, for the regex compiler to judge).
  /// `includingPolynomial: false` checks only for exponential time (for the expressions that
  /// patterns generate, whose wildcards are polynomial by design).
  static func problem(in source: String, includingPolynomial: Bool = true) -> String? {
    let length = source.unicodeScalars.count
    guard length <= maximumLength else {
      return "it is \(length) characters long; the limit is \(maximumLength)"
    }
    var parser = RegexParser(source)
    guard let root = parser.parse()?.shape else {
      return parser.isTooDeep
        ? "groups and classes nest more than \(RegexParser.maximumDepth) deep" : nil
    }
    return walk(
      root, after: CharacterSet(), insideRepetition: false, polynomial: includingPolynomial,
      text: parser.text)
  }

  /// `after` is what may come right after `node` (for a repeated node's body: its own start
  /// too); `text` gives the expression's text where a shape was read, for the message.
  private static func walk(
    _ node: RegexShape, after: CharacterSet, insideRepetition: Bool, polynomial: Bool,
    text: (Range<Int>) -> String
  ) -> String? {
    switch node.kind {
    case .atom, .empty: return nil
    case .alternation(let branches, let source):
      if insideRepetition {
        for (index, branch) in branches.enumerated() {
          for other in branches[(index + 1)...] where branch.first.overlaps(other.first) {
            return "alternatives in the repeated group '\(text(source))' can start with the same "
              + "character"
          }
        }
      }
      for branch in branches {
        if let problem = walk(
          branch, after: after, insideRepetition: insideRepetition, polynomial: polynomial,
          text: text)
        {
          return problem
        }
      }
      return nil
    case .sequence(let items):
      // What can follow each item: computed from the end, so long sequences stay linear.
      var follows = [CharacterSet](repeating: CharacterSet(), count: items.count)
      var follow = after
      for index in items.indices.reversed() {
        follows[index] = follow
        follow = items[index].isNullable ? items[index].first.union(follow) : items[index].first
      }
      for (index, item) in items.enumerated() {
        if case .repetition(let body, _, _, let source) = item.kind, item.isUnboundedVariable {
          if insideRepetition, body.characters.overlaps(follows[index]) {
            return "the repetition '\(text(source))' inside a repeated group can also take what "
              + "follows it"
          }
          if !insideRepetition, polynomial,
            let later = laterOverlapping(body.last, in: items[(index + 1)...])
          {
            return "the repetitions '\(text(source))' and '\(text(later))' can take the same "
              + "characters"
          }
          if !insideRepetition, polynomial,
            let chain = repetitionChain(body.characters, in: items[(index + 1)...])
          {
            return "the repetitions '\(text(source))', '\(text(chain[0]))' and "
              + "'\(text(chain[1]))' can take the same text and what separates them"
          }
        }
        if !insideRepetition, polynomial, !item.isUnboundedVariable,
          let tail = item.trailingUnboundedRepetition,
          case .repetition(let body, _, _, let source) = tail.kind,
          let later = laterOverlapping(body.last, in: items[(index + 1)...])
        {
          return "the repetitions '\(text(source))' and '\(text(later))' can take the same "
            + "characters"
        }
        if let problem = walk(
          item, after: follows[index], insideRepetition: insideRepetition, polynomial: polynomial,
          text: text)
        {
          return problem
        }
      }
      return nil
    case .repetition(let body, _, let maximum, let source):
      let repeats = maximum.map { $0 > 1 } ?? true
      if repeats && body.isNullable && !body.characters.isEmpty {
        return "the repeated group '\(text(source))' can match nothing"
      }
      return walk(
        // The next repetition follows the body; what follows the whole repetition adds only
        // polynomial ambiguity.
        body, after: repeats ? (polynomial ? body.first.union(after) : body.first) : after,
        insideRepetition: insideRepetition || repeats, polynomial: polynomial, text: text)
    }
  }

  /// The first unbounded repetition after `items`' nullable prefix (an optional group
  /// starting with one counts) that can start with one of `characters` (what the repetition
  /// before it can end with).
  private static func laterOverlapping(_ characters: CharacterSet, in items: ArraySlice<RegexShape>)
    -> Range<Int>?
  {
    for item in items {
      if let repetition = item.leadingUnboundedRepetition,
        case .repetition(_, _, _, let source) = repetition.kind,
        repetition.first.overlaps(characters)
      {
        return source
      }
      if !item.isNullable { return nil }
    }
    return nil
  }
}

extension RegexBacktrackingCheck {
  /// Two later unbounded repetitions that can start with `characters`, with nothing between
  /// that a repetition taking `characters` could not take too (`.*/.*/.*`): each way to share
  /// the text among three or more of them is tried, polynomial time of a high degree.
  fileprivate static func repetitionChain(
    _ characters: CharacterSet, in items: ArraySlice<RegexShape>
  ) -> [Range<Int>]? {
    var found: [Range<Int>] = []
    var separators = CharacterSet()
    for item in items {
      // A later repetition shares the text only if it can take the separators passed too.
      if case .repetition(_, _, _, let source) = item.kind, item.isUnboundedVariable,
        item.first.overlaps(characters), separators.isSubset(of: item.characters)
      {
        found.append(source)
        if found.count == 2 { return found }
      } else if !item.isNullable {
        guard item.characters.isSubset(of: characters) else { return nil }
        separators = separators.union(item.characters)
      }
    }
    return nil
  }
}

extension RegexBacktrackingCheck {
  /// A set of characters, approximated: each ASCII character (letters folded to lowercase) and
  /// one member standing for every non-ASCII character.
  struct CharacterSet: Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var nonASCII = false

    static var all: CharacterSet {
      CharacterSet(low: .max, high: .max, nonASCII: true)
    }

    init() {}

    private init(low: UInt64, high: UInt64, nonASCII: Bool) {
      self.low = low
      self.high = high
      self.nonASCII = nonASCII
    }

    init(_ scalars: some Sequence<Unicode.Scalar>) {
      for scalar in scalars { insert(scalar) }
    }

    init(range: ClosedRange<UInt32>) {
      for value in range.clamped(to: 0...0x7F) { insert(Unicode.Scalar(UInt8(value))) }
      if range.upperBound > 0x7F { nonASCII = true }
    }

    mutating func insert(_ scalar: Unicode.Scalar) {
      guard scalar.isASCII else {
        nonASCII = true
        return
      }
      var value = scalar.value
      if (0x41...0x5A).contains(value) { value += 0x20 }
      if value < 64 { low |= 1 << value } else { high |= 1 << (value - 64) }
    }

    var isEmpty: Bool { low == 0 && high == 0 && !nonASCII }

    func union(_ other: CharacterSet) -> CharacterSet {
      CharacterSet(
        low: low | other.low, high: high | other.high, nonASCII: nonASCII || other.nonASCII)
    }

    func isSubset(of other: CharacterSet) -> Bool {
      low & ~other.low == 0 && high & ~other.high == 0 && (!nonASCII || other.nonASCII)
    }

    func overlaps(_ other: CharacterSet) -> Bool {
      low & other.low != 0 || high & other.high != 0 || (nonASCII && other.nonASCII)
    }

    /// The complement, for `[^…]`, `\D`, `\W` and `\S`; non-ASCII stays in (approximation).
    var inverted: CharacterSet {
      CharacterSet(low: ~low, high: ~high, nonASCII: true)
    }
  }
}
