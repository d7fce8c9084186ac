/// The structure of a regular expression, as far as ``RegexBacktrackingCheck`` needs it: which
/// characters each part can take and how parts repeat. The sets are computed once, when a shape
/// is built from its parts.
struct RegexShape {
  typealias CharacterSet = RegexBacktrackingCheck.CharacterSet

  indirect enum Kind {
    /// One character from the set.
    case atom(CharacterSet)
    /// Matches without taking characters: anchors, lookarounds, flags.
    case empty
    case sequence([RegexShape])
    /// `source`: where the group is written in the expression (scalar offsets), for messages.
    case alternation([RegexShape], source: Range<Int>)
    /// `maximum` is `nil` when unbounded; `source`: where the repetition is written.
    case repetition(RegexShape, minimum: Int, maximum: Int?, source: Range<Int>)
  }

  let kind: Kind
  let isNullable: Bool
  /// The characters a match can start with.
  let first: CharacterSet
  /// The characters a match can end with.
  let last: CharacterSet
  /// Every character a match can take.
  let characters: CharacterSet

  init(_ kind: Kind) {
    self.kind = kind
    switch kind {
    case .atom(let set):
      (isNullable, first, last, characters) = (false, set, set, set)
    case .empty:
      (isNullable, first, last, characters) = (true, CharacterSet(), CharacterSet(), CharacterSet())
    case .sequence(let items):
      var first = CharacterSet()
      var nullable = true
      for item in items where nullable {
        first = first.union(item.first)
        nullable = item.isNullable
      }
      var last = CharacterSet()
      for item in items.reversed() {
        last = last.union(item.last)
        if !item.isNullable { break }
      }
      (isNullable, self.first, self.last) = (nullable, first, last)
      characters = items.reduce(CharacterSet()) { $0.union($1.characters) }
    case .alternation(let branches, _):
      isNullable = branches.contains(where: \.isNullable)
      first = branches.reduce(CharacterSet()) { $0.union($1.first) }
      last = branches.reduce(CharacterSet()) { $0.union($1.last) }
      characters = branches.reduce(CharacterSet()) { $0.union($1.characters) }
    case .repetition(let body, let minimum, let maximum, _):
      isNullable = minimum == 0 || body.isNullable
      first = maximum == 0 ? CharacterSet() : body.first
      last = maximum == 0 ? CharacterSet() : body.last
      characters = maximum == 0 ? CharacterSet() : body.characters
    }
  }

  static func atom(_ set: CharacterSet) -> RegexShape { RegexShape(.atom(set)) }
  static var empty: RegexShape { RegexShape(.empty) }
  static func sequence(_ items: [RegexShape]) -> RegexShape { RegexShape(.sequence(items)) }
  static func alternation(_ branches: [RegexShape], source: Range<Int>) -> RegexShape {
    RegexShape(.alternation(branches, source: source))
  }
  static func repetition(_ body: RegexShape, minimum: Int, maximum: Int?, source: Range<Int>)
    -> RegexShape
  {
    RegexShape(.repetition(body, minimum: minimum, maximum: maximum, source: source))
  }

  /// A repetition without an upper bound, or one that can take a varying number of times more
  /// than once (`{1,5}`), of something that takes characters.
  var isUnboundedVariable: Bool {
    guard case .repetition(let body, let minimum, let maximum, _) = kind else { return false }
    return !body.characters.isEmpty && (maximum.map { $0 > 1 && $0 > minimum } ?? true)
  }

  /// The unbounded repetition this ends with, looking into an optional group's last item
  /// (`(?:/(.*))?` ends with `.*`, as a pattern's `/*?` generates): what a later repetition
  /// can share text with.
  var trailingUnboundedRepetition: RegexShape? { unboundedRepetition(atEnd: true) }

  /// The unbounded repetition this starts with, looking into an optional group's first item
  /// (`(.*)?`, as a pattern's `*?` generates).
  var leadingUnboundedRepetition: RegexShape? { unboundedRepetition(atEnd: false) }

  private func unboundedRepetition(atEnd: Bool) -> RegexShape? {
    if isUnboundedVariable { return self }
    switch kind {
    case .repetition(let body, _, let maximum, _) where maximum == 1:
      return body.unboundedRepetition(atEnd: atEnd)
    case .sequence(let items):
      return (atEnd ? items.last : items.first)?.unboundedRepetition(atEnd: atEnd)
    default:
      return nil
    }
  }
}
