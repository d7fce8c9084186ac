// The one reader of regular expressions in the byte-level subset: their syntax tree, or `nil`
// for syntax left to Swift `Regex`.
extension RegexSyntax {
  /// Reads an expression in the subset into a ``RegexSyntax``; `nil` for anything else.
  struct Parser {
    let scalars: [Unicode.Scalar]
    /// Whether letters also match their other case (a `(regex)` part of a route that ignores
    /// case): classes are closed under case before a `^` negates them, as Swift `Regex` does.
    var foldsCase = false
    var index = 0

    /// Counts beyond this are not read (nor written in any real pattern).
    static let maximumCount = 100_000

    mutating func parseWhole() -> RegexSyntax? {
      guard scalars.allSatisfy({ $0.isASCII }) else { return nil }
      var end = scalars.count
      if index < end, scalars[index] == "^" { index += 1 }
      if end > index, scalars[end - 1] == "$", !isEscaped(at: end - 1) { end -= 1 }
      var parser = Parser(scalars: Array(scalars[index..<end]), foldsCase: foldsCase)
      return parser.parseRest()
    }

    /// A `(regex)` part of a path pattern: anchors are left to Swift `Regex`, since the part
    /// sits inside a longer expression.
    mutating func parsePart() -> RegexSyntax? {
      guard scalars.allSatisfy({ $0.isASCII }) else { return nil }
      return parseRest()
    }

    private mutating func parseRest() -> RegexSyntax? {
      guard let node = parseAlternation(), index == scalars.count else { return nil }
      return node
    }

    private func isEscaped(at position: Int) -> Bool {
      var backslashes = 0
      var probe = position - 1
      while probe >= 0, scalars[probe] == "\\" {
        backslashes += 1
        probe -= 1
      }
      return backslashes % 2 == 1
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func parseAlternation() -> RegexSyntax? {
      var branches: [RegexSyntax] = []
      while true {
        guard let branch = parseConcatenation() else { return nil }
        branches.append(branch)
        guard current == "|" else { break }
        index += 1
      }
      return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseConcatenation() -> RegexSyntax? {
      var items: [RegexSyntax] = []
      while let scalar = current, scalar != "|", scalar != ")" {
        guard let atom = parseAtom(), let quantified = parseQuantifier(on: atom) else {
          return nil
        }
        items.append(quantified)
      }
      return items.isEmpty ? .empty : (items.count == 1 ? items[0] : .concatenation(items))
    }

    private mutating func parseAtom() -> RegexSyntax? {
      guard let scalar = current else { return nil }
      index += 1
      switch scalar {
      case ".":
        return .set(.printable)
      case "[":
        return parseClass().map(RegexSyntax.set)
      case "(":
        if current == "?" {
          guard skipGroupHead() else { return nil }
        }
        guard let inner = parseAlternation(), current == ")" else { return nil }
        index += 1
        return inner
      case "\\":
        return parseEscape().map(RegexSyntax.set)
      case "^", "$", "?", "*", "+", "{", "}", "]", ")", "|":
        return nil
      default:
        return literal(scalar)
      }
    }

    /// After `(?`: moves past `:` or a group name `<name>`, what a group that only groups
    /// (its capture is not reported) starts with; `false` for look-arounds, options and the rest.
    private mutating func skipGroupHead() -> Bool {
      guard index + 1 < scalars.count else { return false }
      if scalars[index + 1] == ":" {
        index += 2
        return true
      }
      guard scalars[index + 1] == "<", index + 2 < scalars.count,
        scalars[index + 2].properties.isAlphabetic,
        let close = scalars[(index + 2)...].firstIndex(of: ">"),
        scalars[(index + 2)..<close].allSatisfy({
          $0.properties.isAlphabetic || ("0"..."9").contains($0)
        })
      else { return false }
      index = close + 1
      return true
    }

    private func literal(_ scalar: Unicode.Scalar) -> RegexSyntax? {
      let value = scalar.value
      guard value >= 0x20 && value < 0x7F else { return nil }
      var set = ByteSet()
      set.insert(UInt8(value))
      return .set(folded(set))
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

    private mutating func parseQuantifier(on atom: RegexSyntax) -> RegexSyntax? {
      guard let scalar = current else { return atom }
      var minimum = 0
      var maximum: Int? = nil
      switch scalar {
      case "*": index += 1
      case "+":
        index += 1
        minimum = 1
      case "?":
        index += 1
        maximum = 1
      case "{":
        guard let count = parseCount() else { return nil }
        (minimum, maximum) = count
      default:
        return atom
      }
      var isLazy = false
      if current == "?" {
        index += 1
        isLazy = true
      } else if current == "+" || current == "*" || current == "{" {
        return nil  // possessive or stacked quantifiers: leave to Swift Regex
      }
      return .repetition(atom, minimum: minimum, maximum: maximum, isLazy: isLazy)
    }

    /// `{n}`, `{n,}`, `{n,m}`; `nil` for anything else (Swift would read it otherwise).
    private mutating func parseCount() -> (Int, Int?)? {
      var position = index + 1
      func number() -> Int? {
        var value = 0
        let start = position
        while position < scalars.count, ("0"..."9").contains(scalars[position]) {
          value = value * 10 + Int(scalars[position].value - 48)
          guard value <= Parser.maximumCount else { return nil }
          position += 1
        }
        return position > start ? value : nil
      }
      guard let minimum = number() else { return nil }
      var maximum: Int? = minimum
      if position < scalars.count, scalars[position] == "," {
        position += 1
        maximum = position < scalars.count && scalars[position] == "}" ? nil : number()
        if maximum == nil, position < scalars.count, scalars[position] != "}" { return nil }
      }
      guard position < scalars.count, scalars[position] == "}" else { return nil }
      if let maximum, maximum < minimum { return nil }
      index = position + 1
      return (minimum, maximum)
    }

    /// After `\`: a shorthand class or an escaped punctuation character.
    private mutating func parseEscape() -> ByteSet? {
      guard let scalar = current else { return nil }
      index += 1
      var set = ByteSet()
      switch scalar {
      case "d":
        set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
      case "D":
        set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
        set = set.complement
      case "w":
        set = Self.wordCharacters
      case "W":
        set = Self.wordCharacters.complement
      case "s":
        set.insert(UInt8(ascii: " "))
      case "S":
        set.insert(UInt8(ascii: " "))
        set = set.complement
      default:
        let value = scalar.value
        // Only punctuation escapes mean the character itself in every regex dialect.
        guard value >= 0x21 && value < 0x7F, !Self.isAlphanumeric(value) else { return nil }
        set.insert(UInt8(value))
      }
      return set
    }

    private static let wordCharacters: ByteSet = {
      var set = ByteSet()
      set.insert(UInt8(ascii: "0")...UInt8(ascii: "9"))
      set.insert(UInt8(ascii: "a")...UInt8(ascii: "z"))
      set.insert(UInt8(ascii: "A")...UInt8(ascii: "Z"))
      set.insert(UInt8(ascii: "_"))
      return set
    }()

    private static func isAlphanumeric(_ value: UInt32) -> Bool {
      (48...57).contains(value) || (65...90).contains(value) || (97...122).contains(value)
    }

    /// After `[`: items up to `]`. Nested classes, set operations and POSIX names are left to
    /// Swift `Regex`.
    private mutating func parseClass() -> ByteSet? {
      var negated = false
      if current == "^" {
        negated = true
        index += 1
      }
      var set = ByteSet()
      // `[]…]` and `[^]…]` read differently across dialects: leave them to Swift Regex.
      guard current != "]" else { return nil }
      while let scalar = current {
        if scalar == "]" {
          index += 1
          return negated ? folded(set).complement : folded(set)
        }
        guard scalar != "[" else { return nil }
        if index + 1 < scalars.count, scalars[index + 1] == scalar,
          scalar == "&" || scalar == "-" || scalar == "~"
        {
          return nil
        }
        guard let low = parseClassMember() else { return nil }
        switch low {
        case .set(let members):
          set = set.union(members)
        case .byte(let byte):
          if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
            index += 1
            guard case .byte(let high)? = parseClassMember(), high >= byte else { return nil }
            set.insert(byte...high)
          } else {
            set.insert(byte)
          }
        }
      }
      return nil
    }

    private enum ClassMember {
      case byte(UInt8)
      case set(ByteSet)
    }

    private mutating func parseClassMember() -> ClassMember? {
      guard let scalar = current else { return nil }
      index += 1
      if scalar == "\\" {
        guard let escaped = current else { return nil }
        if "dDwWsS".unicodeScalars.contains(escaped) {
          return parseEscape().map(ClassMember.set)
        }
        guard parseEscape() != nil else { return nil }
        return .byte(UInt8(escaped.value))
      }
      guard scalar.value >= 0x20 && scalar.value < 0x7F else { return nil }
      return .byte(UInt8(scalar.value))
    }
  }
}
