/// The one reader of regular expressions: a `pattern` type's expression, a path pattern's
/// `(regex)` part, or the expression a pattern generates. One pass builds two views of it:
///
/// - its ``RegexSyntax``, exact on printable ASCII, kept only when the whole expression lies in
///   the subset the byte engines run (``isExact``);
/// - its ``RegexShape``, for any syntax Swift `Regex` reads, approximated where the subset
///   ends (look-arounds and anchors as empty, back-references as any text, non-ASCII
///   characters as one member): what ``RegexBacktrackingCheck`` judges.
struct RegexParser {
  typealias ByteSet = RegexSyntax.ByteSet
  typealias CharacterSet = RegexBacktrackingCheck.CharacterSet

  /// Both views of one piece of the expression.
  struct Node {
    let syntax: RegexSyntax
    let shape: RegexShape

    static var empty: Node { Node(syntax: .empty, shape: .empty) }
  }

  /// Deeper nesting is refused outright: it serves no pattern and could exhaust the stack of
  /// a recursive parser.
  static let maximumDepth = 32
  /// Counts beyond this are outside the subset (nor written in any real pattern).
  static let maximumCount = 100_000

  private let scalars: [Unicode.Scalar]
  /// Whether letters also match their other case (a `(regex)` part of a route that ignores
  /// case): classes are closed under case before a `^` negates them, as Swift `Regex` does.
  private let foldsCase: Bool
  private var index = 0
  private let end: Int
  private var depth = 0
  /// Whether everything read so far lies in the byte-level subset.
  private(set) var isExact: Bool
  /// Set when the nesting exceeds ``maximumDepth``.
  private(set) var isTooDeep = false
  /// Whether every character the expression takes is written in it: a literal, a class member
  /// or a range, not `.`, `\d \w \s`, a negated class or case folding, which Swift `Regex`
  /// extends beyond ASCII.
  private(set) var listsEveryCharacter: Bool

  /// `wholeValue`: the expression must match a whole value (a `pattern` type), so a leading
  /// `^` and a trailing `$` are dropped; elsewhere anchors are left to Swift `Regex`.
  init(_ source: String, foldsCase: Bool = false, wholeValue: Bool = false) {
    scalars = Array(source.unicodeScalars)
    self.foldsCase = foldsCase
    isExact = scalars.allSatisfy(\.isASCII)
    listsEveryCharacter = !foldsCase
    var end = scalars.count
    if wholeValue {
      if index < end, scalars[index] == "^" { index += 1 }
      if end > index, scalars[end - 1] == "$", Self.escapes(scalars, before: end - 1) % 2 == 0 {
        end -= 1
      }
    }
    self.end = end
  }

  /// The expression, or `nil` for text that does not parse (unbalanced, nested too deep).
  mutating func parse() -> Node? {
    guard let node = alternation(start: index), index == end else { return nil }
    return node
  }

  private var current: Unicode.Scalar? { index < end ? scalars[index] : nil }

  /// How many backslashes stand right before `position`.
  private static func escapes(_ scalars: [Unicode.Scalar], before position: Int) -> Int {
    var backslashes = 0
    while position - backslashes > 0, scalars[position - backslashes - 1] == "\\" {
      backslashes += 1
    }
    return backslashes
  }

  /// The expression's text at `range` (scalar offsets), as a shape's `source` locates it.
  func text(_ range: Range<Int>) -> String {
    String(scalars: scalars[range])
  }

  private mutating func alternation(start: Int) -> Node? {
    var branches: [Node] = []
    while true {
      guard let branch = sequence() else { return nil }
      branches.append(branch)
      guard current == "|" else { break }
      index += 1
    }
    if branches.count == 1 { return branches[0] }
    return Node(
      syntax: .alternation(branches.map(\.syntax)),
      shape: .alternation(branches.map(\.shape), source: start..<index))
  }

  private mutating func sequence() -> Node? {
    var items: [RegexSyntax] = []
    var shapes: [RegexShape] = []
    while let scalar = current, scalar != "|", scalar != ")" {
      let start = index
      guard let atom = atom(), let item = quantified(atom, start: start) else { return nil }
      items.append(item.syntax)
      // An unquantified group is part of the sequence: `(?<a>x+)(?<b>x+)` is `x+x+`.
      if case .sequence(let inner) = item.shape.kind {
        shapes += inner
      } else {
        shapes.append(item.shape)
      }
    }
    let syntax: RegexSyntax =
      items.isEmpty ? .empty : (items.count == 1 ? items[0] : .concatenation(items))
    return Node(syntax: syntax, shape: .sequence(shapes))
  }

  private mutating func atom() -> Node? {
    guard let scalar = current else { return nil }
    index += 1
    switch scalar {
    case "(", "[":
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maximumDepth else {
        isTooDeep = true
        return nil
      }
      return scalar == "(" ? group() : characterClass()
    case "\\":
      return escape(inClass: false)
    case ".":
      listsEveryCharacter = false
      return Node(syntax: .set(.printable), shape: .atom(.all))
    case "^", "$":
      isExact = false
      return .empty
    case "?", "*", "+", "{", "}", "]":
      // A quantifier with nothing to repeat, or a stray bracket: Swift reads it as itself.
      isExact = false
      return literal(scalar)
    default:
      return literal(scalar)
    }
  }

  private mutating func literal(_ scalar: Unicode.Scalar) -> Node {
    var set = ByteSet()
    if scalar.value >= 0x20 && scalar.value < 0x7F {
      set.insert(UInt8(scalar.value))
    } else {
      isExact = false
    }
    return Node(syntax: .set(folded(set)), shape: .atom(CharacterSet([scalar])))
  }

  /// The set with each letter's other case, when the parser folds case.
  private func folded(_ set: ByteSet) -> ByteSet {
    guard foldsCase else { return set }
    var result = set
    for upper in UInt8(ascii: "A")...UInt8(ascii: "Z")
    where set.contains(upper) || set.contains(upper | 0x20) {
      result.insert(upper)
      result.insert(upper | 0x20)
    }
    return result
  }

  /// After `(`: a group, a look-around (empty to the shape) or options. The subset has groups
  /// that only group: `(…)`, `(?:…)` and `(?<name>…)`.
  private mutating func group() -> Node? {
    let start = index - 1
    var isLookaround = false
    if current == "?" {
      index += 1
      let head = text(index..<min(end, index + 2))
      if head.hasPrefix(":") {
        index += 1
      } else if head.hasPrefix("=") || head.hasPrefix("!") || head == "<=" || head == "<!" {
        isExact = false
        isLookaround = true
        index += head.hasPrefix("<") ? 2 : 1
      } else if head.hasPrefix("<") || head.hasPrefix("P<") || head.hasPrefix("'") {
        guard let close = scalars[index..<end].firstIndex(where: { $0 == ">" || $0 == "'" })
        else { return nil }
        let name = scalars[min(index + 1, close)..<close]
        if !(head.hasPrefix("<") && scalars[close] == ">"
          && name.first?.properties.isAlphabetic == true
          && name.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
        {
          isExact = false
        }
        index = close + 1
      } else {
        // `(?>`, `(?i)`, `(?i:`: options end at `:`, `>` or `)`.
        isExact = false
        while let scalar = current, scalar != ":", scalar != ")", scalar != ">" { index += 1 }
        guard let last = current else { return nil }
        index += 1
        if last == ")" { return .empty }
      }
    }
    guard let body = alternation(start: start), current == ")" else { return nil }
    index += 1
    if isLookaround { return .empty }
    if case .alternation(let branches, _) = body.shape.kind {
      return Node(syntax: body.syntax, shape: .alternation(branches, source: start..<index))
    }
    return body
  }

  /// After `\`. The subset has the shorthand classes and escaped punctuation.
  private mutating func escape(inClass: Bool) -> Node? {
    guard let scalar = current else { return nil }
    let start = index - 1
    index += 1
    switch scalar {
    case "d", "D", "w", "W", "s", "S":
      listsEveryCharacter = false
      return Self.shorthand(scalar)
    case "b", "B", "A", "z", "Z", "G":
      isExact = false
      return inClass ? literal("\u{08}") : .empty
    case "p", "P", "k", "u", "x", "N", "X", "R":
      // Properties, named references and code points: skip a `{…}`/`<…>` and take anything.
      isExact = false
      if current == "{" || current == "<" {
        let close: Unicode.Scalar = current == "{" ? "}" : ">"
        guard let last = scalars[index..<end].firstIndex(of: close) else { return nil }
        index = last + 1
      } else if scalar == "u" || scalar == "x" {
        // Only hex digits belong to the code point: `\x//` is not `\x` and two slashes.
        var digits = 0
        while digits < (scalar == "u" ? 4 : 2), let digit = current,
          digit.properties.isASCIIHexDigit
        {
          index += 1
          digits += 1
        }
      }
      return Node(syntax: .set(.printable), shape: .atom(.all))
    case "1"..."9":
      // A back-reference takes what its group took: any text, any length.
      isExact = false
      while let digit = current, ("0"..."9").contains(digit) { index += 1 }
      return Node(
        syntax: .empty,
        shape: .repetition(.atom(.all), minimum: 0, maximum: nil, source: start..<index))
    case "n", "t", "r":
      isExact = false
      return literal(scalar == "n" ? "\n" : (scalar == "t" ? "\t" : "\r"))
    default:
      // Only punctuation escapes mean the character itself in every regex dialect.
      if !(scalar.value >= 0x21 && scalar.value < 0x7F) || Self.isAlphanumeric(scalar) {
        isExact = false
      }
      return literal(scalar)
    }
  }

  /// `\d \D \w \W \s \S`: on printable ASCII for the subset; for the shape, `\s` also holds
  /// the other white space, and a negated class every non-ASCII character.
  private static func shorthand(_ letter: Unicode.Scalar) -> Node {
    var bytes = ByteSet()
    let characters: CharacterSet
    switch letter {
    case "d", "D":
      bytes.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
      characters = CharacterSet(range: 0x30...0x39)
    case "w", "W":
      bytes = wordCharacters
      characters = CharacterSet(range: 0x30...0x39).union(CharacterSet(range: 0x61...0x7A))
        .union(CharacterSet(["_"]))
    default:
      bytes.insert(UInt8(ascii: " "))
      characters = CharacterSet([" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"]).union(
        CharacterSet(range: 0x80...0x80))
    }
    let negated = letter.properties.isUppercase
    return Node(
      syntax: .set(negated ? bytes.complement : bytes),
      shape: .atom(negated ? characters.inverted : characters))
  }

  private static let wordCharacters: ByteSet = {
    var set = ByteSet()
    set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
    set.insert(UInt8(ascii: "a")...UInt8(ascii: "z"))
    set.insert(UInt8(ascii: "A")...UInt8(ascii: "Z"))
    set.insert(UInt8(ascii: "_"))
    return set
  }()

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// After `[`: the set up to `]`. The subset has ranges, escapes and the shorthand classes;
  /// to the shape, a nested class and the set operations `&&` and `--` add their members
  /// (wider, so safe for the check), and a range that runs backwards takes everything.
  private mutating func characterClass() -> Node? {
    var bytes = ByteSet()
    var characters = CharacterSet()
    let negated = current == "^"
    if negated {
      index += 1
      listsEveryCharacter = false
    }
    // `[]…]` and `[^]…]` read differently across dialects.
    if current == "]" { isExact = false }
    var isFirst = true
    while let scalar = current, scalar != "]" || isFirst {
      isFirst = false
      if index + 1 < end, scalars[index + 1] == scalar, "&-~".unicodeScalars.contains(scalar) {
        isExact = false
      }
      if scalar == "[" {
        index += 1
        isExact = false
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth, let nested = characterClass(),
          case .atom(let members) = nested.shape.kind
        else {
          isTooDeep = isTooDeep || depth > Self.maximumDepth
          return nil
        }
        characters = characters.union(members)
        continue
      }
      guard let low = classMember() else { return nil }
      guard case .set(let lowBytes) = low.syntax, case .atom(let lowCharacters) = low.shape.kind
      else { return nil }
      guard let lowScalar = low.scalar, current == "-", index + 1 < end, scalars[index + 1] != "]"
      else {
        bytes = bytes.union(lowBytes)
        characters = characters.union(lowCharacters)
        continue
      }
      index += 1
      guard let high = classMember() else { return nil }
      if let highScalar = high.scalar, lowScalar.value <= highScalar.value {
        if lowScalar.value >= 0x20 && highScalar.value < 0x7F {
          bytes.insert(UInt8(lowScalar.value)...UInt8(highScalar.value))
        }
        characters = characters.union(CharacterSet(range: lowScalar.value...highScalar.value))
      } else {
        isExact = false
        characters = characters.union(.all)
      }
    }
    guard current == "]" else { return nil }
    index += 1
    return Node(
      syntax: .set(negated ? folded(bytes).complement : folded(bytes)),
      shape: .atom(negated ? characters.inverted : characters))
  }

  /// One member of a class, and the character it stands for when it is a single one (what a
  /// range may start or end at).
  private mutating func classMember()
    -> (syntax: RegexSyntax, shape: RegexShape, scalar: Unicode.Scalar?)?
  {
    guard let scalar = current else { return nil }
    index += 1
    guard scalar == "\\" else {
      let node = literal(scalar)
      return (node.syntax, node.shape, scalar)
    }
    guard let escaped = current, let node = escape(inClass: true) else { return nil }
    let isSingle = !"dDwWsSpPkuxNXR".unicodeScalars.contains(escaped)
    return (node.syntax, node.shape, isSingle ? Self.escapedCharacter(escaped) : nil)
  }

  private static func escapedCharacter(_ escaped: Unicode.Scalar) -> Unicode.Scalar {
    switch escaped {
    case "n": "\n"
    case "t": "\t"
    case "r": "\r"
    case "b": "\u{08}"
    default: escaped
    }
  }

  /// Applies a quantifier after the atom that began at `start`, if one follows.
  private mutating func quantified(_ atom: Node, start: Int) -> Node? {
    let minimum: Int
    let maximum: Int?
    switch current {
    case "*": (minimum, maximum) = (0, nil)
    case "+": (minimum, maximum) = (1, nil)
    case "?": (minimum, maximum) = (0, 1)
    case "{":
      guard let count = braceCount() else {
        // Not a count: Swift reads the brace as itself; the subset refuses it.
        isExact = false
        return atom
      }
      (minimum, maximum) = count
    default: return atom
    }
    index += 1
    var isLazy = false
    if current == "?" {
      isLazy = true
      index += 1
    } else if current == "+" || current == "*" || current == "{" {
      // Possessive or stacked quantifiers.
      isExact = false
      if current == "+" { index += 1 }
    }
    return Node(
      syntax: .repetition(atom.syntax, minimum: minimum, maximum: maximum, isLazy: isLazy),
      shape: .repetition(atom.shape, minimum: minimum, maximum: maximum, source: start..<index))
  }

  /// `{n}`, `{n,}` or `{n,m}` at the index, leaving it on the `}`; `nil` (and the index
  /// unchanged) when the brace is not a count.
  private mutating func braceCount() -> (Int, Int?)? {
    var position = index + 1
    func number() -> Int? {
      let start = position
      var value = 0
      while position < end, ("0"..."9").contains(scalars[position]) {
        value = min(value * 10 + Int(scalars[position].value - 48), Int(Int32.max))
        position += 1
      }
      return position > start ? value : nil
    }
    guard let minimum = number() else { return nil }
    var maximum: Int? = minimum
    if position < end, scalars[position] == "," {
      position += 1
      maximum = position < end && scalars[position] == "}" ? nil : number()
      if maximum == nil, position < end, scalars[position] != "}" { return nil }
    }
    guard position < end, scalars[position] == "}" else { return nil }
    if max(minimum, maximum ?? 0) > Self.maximumCount || maximum.map({ $0 < minimum }) == true {
      isExact = false
    }
    index = position
    return (minimum, maximum)
  }
}
