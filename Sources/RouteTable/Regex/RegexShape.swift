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
    /// `text` is the group as written, for messages.
    case alternation([RegexShape], text: String)
    /// `maximum` is `nil` when unbounded; `text` is the repetition as written.
    case repetition(RegexShape, minimum: Int, maximum: Int?, text: String)
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
  static func alternation(_ branches: [RegexShape], text: String) -> RegexShape {
    RegexShape(.alternation(branches, text: text))
  }
  static func repetition(_ body: RegexShape, minimum: Int, maximum: Int?, text: String)
    -> RegexShape
  {
    RegexShape(.repetition(body, minimum: minimum, maximum: maximum, text: text))
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

/// Reads a regular expression's text into a ``RegexShape``; `nil` for syntax it does not know.
struct RegexShapeParser {
  typealias CharacterSet = RegexBacktrackingCheck.CharacterSet

  /// Deeper nesting is refused outright: it serves no pattern and could exhaust the stack of
  /// a recursive parser.
  static let maximumDepth = 32

  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var depth = 0
  /// Set when the nesting exceeds ``maximumDepth``.
  private(set) var isTooDeep = false

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  mutating func parse() -> RegexShape? {
    guard let shape = alternation(start: 0), position == scalars.count else { return nil }
    return shape
  }

  private var next: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  private mutating func alternation(start: Int) -> RegexShape? {
    var branches: [RegexShape] = []
    while true {
      guard let branch = sequence() else { return nil }
      branches.append(branch)
      guard next == "|" else { break }
      position += 1
    }
    if branches.count == 1 { return branches[0] }
    return .alternation(branches, text: text(start..<position))
  }

  private mutating func sequence() -> RegexShape? {
    var items: [RegexShape] = []
    while let scalar = next, scalar != "|", scalar != ")" {
      let start = position
      guard let atom = atom(), let item = quantified(atom, start: start) else { return nil }
      // An unquantified group is part of the sequence: `(?<a>x+)(?<b>x+)` is `x+x+`.
      if case .sequence(let inner) = item.kind {
        items += inner
      } else {
        items.append(item)
      }
    }
    return .sequence(items)
  }

  private mutating func atom() -> RegexShape? {
    guard let scalar = next else { return nil }
    position += 1
    switch scalar {
    case "(", "[":
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maximumDepth else {
        isTooDeep = true
        return nil
      }
      return scalar == "(" ? group() : characterClass().map(RegexShape.atom)
    case "\\": return escape(inClass: false)
    case ".": return .atom(.all)
    case "^", "$": return .empty
    default: return .atom(CharacterSet([scalar]))
    }
  }

  /// After `(`: a group, a lookaround (taken as empty) or flags.
  private mutating func group() -> RegexShape? {
    let start = position - 1
    var isLookaround = false
    if next == "?" {
      position += 1
      let rest = String(
        String.UnicodeScalarView(scalars[position..<min(scalars.count, position + 2)]))
      if rest.hasPrefix("=") || rest.hasPrefix("!") {
        isLookaround = true
        position += 1
      } else if rest == "<=" || rest == "<!" {
        isLookaround = true
        position += 2
      } else if rest.hasPrefix("<") || rest.hasPrefix("P<") || rest.hasPrefix("'") {
        guard let close = scalars[position...].firstIndex(where: { $0 == ">" || $0 == "'" })
        else { return nil }
        position = close + 1
      } else {
        // `(?:`, `(?>`, `(?i)`, `(?i:`: flags end at `:`, `>` or `)`.
        while let scalar = next, scalar != ":", scalar != ")", scalar != ">" { position += 1 }
        guard let end = next else { return nil }
        position += 1
        if end == ")" { return .empty }
      }
    }
    guard let body = alternation(start: start), next == ")" else { return nil }
    position += 1
    if isLookaround { return .empty }
    if case .alternation(let branches, _) = body.kind {
      return .alternation(branches, text: text(start..<position))
    }
    return body
  }

  /// After `\`.
  private mutating func escape(inClass: Bool) -> RegexShape? {
    guard let scalar = next else { return nil }
    position += 1
    let digits = CharacterSet(range: 0x30...0x39)
    let word = digits.union(CharacterSet(range: 0x61...0x7A)).union(CharacterSet(["_"]))
    let space = CharacterSet([" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"]).union(
      CharacterSet(range: 0x80...0x80))
    switch scalar {
    case "d": return .atom(digits)
    case "D": return .atom(digits.inverted)
    case "w": return .atom(word)
    case "W": return .atom(word.inverted)
    case "s": return .atom(space)
    case "S": return .atom(space.inverted)
    case "b", "B", "A", "z", "Z", "G": return inClass ? .atom(CharacterSet(["\u{08}"])) : .empty
    case "p", "P", "k", "u", "x", "N", "X", "R":
      // Properties, named references and code points: skip a `{…}`/`<…>` and take anything.
      if next == "{" || next == "<" {
        let close: Unicode.Scalar = next == "{" ? "}" : ">"
        guard let end = scalars[position...].firstIndex(of: close) else { return nil }
        position = end + 1
      } else if scalar == "u" || scalar == "x" {
        position = min(scalars.count, position + (scalar == "u" ? 4 : 2))
      }
      return .atom(.all)
    case "1"..."9":
      // A back-reference takes what its group took: any text, any length.
      while let digit = next, ("0"..."9").contains(digit) { position += 1 }
      return .repetition(.atom(.all), minimum: 0, maximum: nil, text: "\\\(scalar)")
    case "n": return .atom(CharacterSet(["\n"]))
    case "t": return .atom(CharacterSet(["\t"]))
    case "r": return .atom(CharacterSet(["\r"]))
    default: return .atom(CharacterSet([scalar]))
    }
  }

  /// After `[`: the set, with nested classes and `&&`/`--` taken as their union (wider, so
  /// safe for the check).
  private mutating func characterClass() -> CharacterSet? {
    var set = CharacterSet()
    let negated = next == "^"
    if negated { position += 1 }
    var first = true
    var previous: Unicode.Scalar?
    while let scalar = next, scalar != "]" || first {
      first = false
      position += 1
      switch scalar {
      case "[":
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth, let nested = characterClass() else {
          isTooDeep = isTooDeep || depth > Self.maximumDepth
          return nil
        }
        set = set.union(nested)
        previous = nil
      case "\\":
        guard let shape = escape(inClass: true), case .atom(let escaped) = shape.kind else {
          return nil
        }
        set = set.union(escaped)
        previous = nil
      case "-" where previous != nil && next != nil && next != "]":
        let upper = scalars[position]
        position += 1
        if let lower = previous, lower.value <= upper.value {
          set = set.union(CharacterSet(range: lower.value...upper.value))
        } else {
          set = set.union(.all)
        }
        previous = nil
      default:
        set.insert(scalar)
        previous = scalar
      }
    }
    guard next == "]" else { return nil }
    position += 1
    return negated ? set.inverted : set
  }

  /// Applies a quantifier after the atom that began at `start`, if one follows.
  private mutating func quantified(_ atom: RegexShape, start: Int) -> RegexShape? {
    var minimum = 1
    var maximum: Int? = 1
    switch next {
    case "*": (minimum, maximum) = (0, nil)
    case "+": (minimum, maximum) = (1, nil)
    case "?": (minimum, maximum) = (0, 1)
    case "{":
      guard let bounds = braceQuantifier() else { return atom }
      (minimum, maximum) = bounds
    default: return atom
    }
    position += 1
    if next == "?" || next == "+" { position += 1 }
    return .repetition(atom, minimum: minimum, maximum: maximum, text: text(start..<position))
  }

  /// `{n}`, `{n,}` or `{n,m}` at the position, leaving it on the `}`; `nil` (and the position
  /// unchanged) when the brace is a literal.
  private mutating func braceQuantifier() -> (Int, Int?)? {
    guard let close = scalars[position...].firstIndex(of: "}") else { return nil }
    let inner = String(String.UnicodeScalarView(scalars[(position + 1)..<close]))
    let parts = inner.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
    guard let minimum = Int(parts[0]) else { return nil }
    let maximum: Int?
    if parts.count == 1 {
      maximum = minimum
    } else if parts[1].isEmpty {
      maximum = nil
    } else {
      guard let value = Int(parts[1]) else { return nil }
      maximum = value
    }
    position = close
    return (minimum, maximum)
  }

  private func text(_ range: Range<Int>) -> String {
    String(String.UnicodeScalarView(scalars[range]))
  }
}
