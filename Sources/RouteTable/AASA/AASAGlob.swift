/// One AASA pattern (`/`, `?`, `#` or a query item's value) compiled for matching as iOS does
/// (aasa.md §1.4.3): `*` is any text, `/` included; `?` is one character (a Unicode scalar);
/// `$(name)` is one of a substitution variable's values; nothing else is special.
public struct AASAGlob: Hashable, Sendable {
  /// One element of a compiled pattern.
  public enum Token: Hashable, Sendable {
    case literal(Unicode.Scalar)
    /// `?`: exactly one character.
    case anyCharacter
    /// `*`: any text, possibly empty; runs collapse into one.
    case anyText
    /// `\` and the character after it: one character of the string, not compared. This is how
    /// the decompiled matcher reads a backslash; it is undocumented and linted.
    case skippedCharacter
    /// `$(name)`: one of the values, each itself a pattern without variables.
    case variable(name: String, values: [[Token]])
  }

  /// How deep `*` and variable alternatives may nest before iOS gives up ("too complex"),
  /// treating the rule as not matching.
  public static let maximumDepth = 64

  /// The pattern as written (after path normalisation, for a path).
  public let source: String
  public let tokens: [Token]
  /// Why the pattern can never match, if it cannot.
  public let problem: Problem?

  /// What makes a pattern unable to match anything.
  public enum Problem: Hashable, Sendable {
    /// `$(name)` names no variable of the file and no built-in.
    case unknownVariable(String)
    /// `$(` without a `)` after it.
    case unclosedVariable

    /// One line for findings and `--explain`.
    public var message: String {
      switch self {
      case .unknownVariable(let name): "unknown substitution variable '$(\(name))'"
      case .unclosedVariable: "'$(' has no closing ')'"
      }
    }
  }

  /// Compiles `source`, resolving `$(name)` through `variables`.
  public init(_ source: String, variables: AASASubstitutionVariables) {
    self.source = source
    var tokens: [Token] = []
    var problem: Problem?
    let scalars = Array(source.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "*":
        if tokens.last != .anyText { tokens.append(.anyText) }
        index += 1
      case "?":
        tokens.append(.anyCharacter)
        index += 1
      case "\\":
        tokens.append(.skippedCharacter)
        index += 2
      case "$" where index + 1 < scalars.count && scalars[index + 1] == "(":
        guard let close = scalars[(index + 2)...].firstIndex(of: ")") else {
          problem = problem ?? .unclosedVariable
          index = scalars.count
          continue
        }
        let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
        if let values = variables.values(of: name) {
          tokens.append(.variable(name: name, values: values.map(Self.valueTokens)))
        } else {
          problem = problem ?? .unknownVariable(name)
        }
        index = close + 1
      default:
        tokens.append(.literal(scalar))
        index += 1
      }
    }
    self.tokens = tokens
    self.problem = problem
  }

  /// A variable's value as tokens: its `*` and `?` work, anything else is literal.
  static func valueTokens(_ value: String) -> [Token] {
    var tokens: [Token] = []
    for scalar in value.unicodeScalars {
      switch scalar {
      case "*": if tokens.last != .anyText { tokens.append(.anyText) }
      case "?": tokens.append(.anyCharacter)
      default: tokens.append(.literal(scalar))
      }
    }
    return tokens
  }

  /// Whether the whole of `text` matches.
  public func matches(_ text: String, caseSensitive: Bool) -> Bool {
    guard problem == nil else { return false }
    let string = Array(text.unicodeScalars)
    let matcher = Matcher(caseSensitive: caseSensitive, stringCount: string.count)
    return matcher.match(tokens[...], string[...], depth: 0, spliced: false)
  }

  /// Whether the empty string matches, e.g. for a query item the URL does not carry.
  public var acceptsEmpty: Bool { matches("", caseSensitive: true) }

  /// The backtracking matcher of `SWCFNMatch`: every split of the string is tried. Failures of
  /// the pattern as written are remembered by position, so `*a*a*a…` takes polynomial time; the
  /// depth at a position is fixed by the `*`s before it, so the memo agrees with the depth limit.
  private final class Matcher {
    let caseSensitive: Bool
    let stringCount: Int
    var failed = Set<Int>()

    init(caseSensitive: Bool, stringCount: Int) {
      self.caseSensitive = caseSensitive
      self.stringCount = stringCount
    }

    func match(
      _ pattern: ArraySlice<Token>, _ string: ArraySlice<Unicode.Scalar>, depth: Int,
      spliced: Bool
    ) -> Bool {
      let key = pattern.startIndex * (stringCount + 1) + string.startIndex
      if !spliced, failed.contains(key) { return false }
      let result = matchUnmemoized(pattern, string, depth: depth, spliced: spliced)
      if !spliced, !result { failed.insert(key) }
      return result
    }

    private func matchUnmemoized(
      _ pattern: ArraySlice<Token>, _ string: ArraySlice<Unicode.Scalar>, depth: Int,
      spliced: Bool
    ) -> Bool {
      var pattern = pattern
      var string = string
      while let token = pattern.first {
        switch token {
        case .literal(let expected):
          guard let actual = string.first, equal(expected, actual) else { return false }
          string = string.dropFirst()
        case .anyCharacter, .skippedCharacter:
          guard !string.isEmpty else { return false }
          string = string.dropFirst()
        case .anyText:
          let rest = pattern.dropFirst()
          if rest.isEmpty { return true }
          // A `*` with more pattern after it is never tried against an empty remainder.
          if string.isEmpty || depth >= AASAGlob.maximumDepth { return false }
          var start = string.startIndex
          while start <= string.endIndex {
            if match(rest, string[start...], depth: depth + 1, spliced: spliced) { return true }
            start += 1
          }
          return false
        case .variable(_, let values):
          guard depth < AASAGlob.maximumDepth else { return false }
          let rest = pattern.dropFirst()
          return values.contains { value in
            match(ArraySlice(value + rest), string, depth: depth + 1, spliced: true)
          }
        }
        pattern = pattern.dropFirst()
      }
      return string.isEmpty
    }

    private func equal(_ expected: Unicode.Scalar, _ actual: Unicode.Scalar) -> Bool {
      if expected == actual { return true }
      guard !caseSensitive else { return false }
      return AASACaseFolding.fold(expected) == AASACaseFolding.fold(actual)
    }
  }
}

/// Case folding of one character, as iOS compares without `caseSensitive`: `tolower` for ASCII,
/// a simple one-character lowercase mapping elsewhere.
enum AASACaseFolding {
  static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar.isASCII {
      return ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
    }
    let mapping = scalar.properties.lowercaseMapping.unicodeScalars
    return mapping.count == 1 ? mapping.first! : scalar
  }
}
