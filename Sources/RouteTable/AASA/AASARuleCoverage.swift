/// Whether one AASA rule matches every URL another matches, decided on the patterns themselves:
/// the basis of the unreachable-rule and exclude-after-include lints.
///
/// The answer errs on the side of "no": patterns with substitution variables or backslashes are
/// compared only token for token, and rules that read the URL differently (one decoded, one
/// encoded) never cover each other unless the first accepts everything.
enum AASARuleCoverage {
  /// The steps of search a rule's comparisons may take in all (``AASALinter``).
  static let stepsPerRule = 2_048

  /// Whether `first` matches every URL `second` matches; "no" once `steps` are spent.
  static func covers(_ first: AASARule, _ second: AASARule, steps: inout Int) -> Bool {
    guard first.path?.problem == nil, first.query.map(hasProblem) != true,
      first.fragment?.problem == nil, first.requiredEntitlement == nil
    else { return false }
    let sameReading = first.percentEncoded == second.percentEncoded
    let flags = Flags(first: first.caseSensitive, second: second.caseSensitive)

    func covers(_ pattern: AASAGlob?, _ other: AASAGlob?, fallback: AASAGlob) -> Bool {
      guard let pattern else { return true }
      if pattern.source == "*" { return true }
      guard sameReading || other == nil else { return false }
      let otherTokens = (other ?? fallback).tokens
      let search = CoverageSearch(flags: flags, otherCount: otherTokens.count, steps: steps)
      defer { steps = search.steps }
      return search.covers(pattern.tokens[...], otherTokens[...])
    }

    let firstPath = first.matchesEveryPath ? nil : first.path
    let secondPath = second.matchesEveryPath ? anyPath : second.path
    guard covers(firstPath, secondPath, fallback: anyPath) else { return false }
    guard covers(first.fragment, second.fragment, fallback: anything) else { return false }
    switch (first.query, second.query) {
    case (nil, _):
      return true
    case (.whole(let pattern), .whole(let other)):
      return covers(pattern, other, fallback: anything)
    case (.whole(let pattern), _):
      return covers(pattern, nil, fallback: anything)
    case (.items(let items), .items(let others)):
      return items.allSatisfy { item in
        let other = others.first { $0.name == item.name }?.pattern
        return covers(item.pattern, other, fallback: anything)
      }
    case (.items(let items), _):
      return items.allSatisfy { covers($0.pattern, nil, fallback: anything) }
    }
  }

  private static let anything = AASAGlob("*", variables: AASASubstitutionVariables())
  private static let anyPath = AASAGlob("/*", variables: AASASubstitutionVariables())

  /// The fixed start of a rule's path (the bytes before the first `*`, `?`, `$(` or `\\`), or
  /// `nil` for a rule that matches every path: what ``mayCover(_:_:ignoringCase:)`` compares.
  static func pathStart(of rule: AASARule) -> [UInt8]? {
    guard let path = rule.path, !rule.matchesEveryPath else { return nil }
    return Array(
      path.source.utf8.prefix {
        $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "$")
          && $0 != UInt8(ascii: "\\")
      })
  }

  /// Whether the first rule's fixed start allows it to cover the second: every path the second
  /// rule matches begins with its fixed start (every path with `/`), so the first's must begin
  /// that (`/p1/*` cannot cover `/p2/*`). ``AASARuleStarts`` finds these pairs.
  static func mayCover(_ first: [UInt8]?, _ second: [UInt8]?, ignoringCase: Bool) -> Bool {
    guard let first else { return true }
    let second = second ?? [UInt8(ascii: "/")]
    guard first.count <= second.count else { return false }
    for index in first.indices where first[index] != second[index] {
      guard ignoringCase, first[index] | 0x20 == second[index] | 0x20,
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first[index] | 0x20)
      else { return false }
    }
    return true
  }

  private static func hasProblem(_ query: AASAQueryPattern) -> Bool {
    switch query {
    case .whole(let glob): glob.problem != nil
    case .items(let items): items.contains { $0.pattern.problem != nil }
    }
  }

  struct Flags {
    var first: Bool
    var second: Bool
  }

  /// Whether one token list matches every string another can match; failures are remembered
  /// by position, so patterns with many `*` take polynomial time, and each call is a step of a
  /// limited number: once they are spent, the answer is "no".
  final class CoverageSearch {
    let flags: Flags
    let otherCount: Int
    var failed = Set<Int>()
    private(set) var steps: Int

    init(flags: Flags, otherCount: Int, steps: Int) {
      self.flags = flags
      self.otherCount = otherCount
      self.steps = steps
    }

    func covers(_ pattern: ArraySlice<AASAGlob.Token>, _ other: ArraySlice<AASAGlob.Token>) -> Bool
    {
      steps -= 1
      if steps < 0 { return false }
      let key = pattern.startIndex * (otherCount + 1) + other.startIndex
      if failed.contains(key) { return false }
      let result = coversUnmemoized(pattern, other)
      if !result { failed.insert(key) }
      return result
    }

    private func coversUnmemoized(
      _ pattern: ArraySlice<AASAGlob.Token>, _ other: ArraySlice<AASAGlob.Token>
    ) -> Bool {
      guard let head = pattern.first else { return other.isEmpty }
      let rest = pattern.dropFirst()
      switch head {
      case .anyText:
        if rest.isEmpty { return true }
        var start = other.startIndex
        while start <= other.endIndex {
          if covers(rest, other[start...]) { return true }
          start += 1
        }
        return false
      case .anyCharacter:
        guard let first = other.first else { return false }
        switch first {
        case .literal, .anyCharacter, .skippedCharacter:
          return covers(rest, other.dropFirst())
        case .anyText, .variable:
          return false
        }
      case .literal(let expected):
        guard case .literal(let actual)? = other.first,
          AASARuleCoverage.sameCharacter(expected, actual, flags: flags)
        else { return false }
        return covers(rest, other.dropFirst())
      case .skippedCharacter, .variable:
        guard other.first == head else { return false }
        return covers(rest, other.dropFirst())
      }
    }
  }

  /// Whether every string the second pattern's character matches, the first's matches too.
  static func sameCharacter(
    _ expected: Unicode.Scalar, _ actual: Unicode.Scalar, flags: Flags
  ) -> Bool {
    if !flags.first {
      return AASACaseFolding.fold(expected) == AASACaseFolding.fold(actual)
    }
    guard expected == actual else { return false }
    // A case-insensitive second rule also matches the other case of a letter.
    return flags.second || AASACaseFolding.fold(actual) == actual && !hasUppercaseFolding(actual)
  }

  private static func hasUppercaseFolding(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.uppercaseMapping.unicodeScalars.elementsEqual([scalar]) == false
  }
}
