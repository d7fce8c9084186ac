/// The lints that compare rules with each other (aasa.md §3): a rule that can never apply
/// because an earlier rule of the same entry already decides every URL it matches.
///
/// Each rule is compared only with the earlier rules whose fixed start could cover it, found in
/// an index of those starts (``AASARuleStarts``), at most ``candidatesPerRule`` of them and
/// ``AASARuleCoverage/stepsPerRule`` steps of search in all: a file of thousands of rules that
/// all could cover each other is checked in time linear in its size, and a rule covered only
/// beyond those limits is not reported.
struct AASALinter {
  let document: AASADocument

  static let candidatesPerRule = 64

  func findings() -> [Diagnostic] {
    document.entries.flatMap { entry in
      Self.coverings(of: entry.rules).map {
        finding(entry.rules[$0.rule], after: entry.rules[$0.earlier])
      }
    }
  }

  /// Each rule of `rules` that an earlier one already decides, with the first such earlier rule,
  /// by their places in `rules`.
  static func coverings(of rules: [AASARule]) -> [(rule: Int, earlier: Int)] {
    var coverings: [(rule: Int, earlier: Int)] = []
    var earlier = AASARuleStarts()
    for (position, rule) in rules.enumerated() {
      let start = AASARuleCoverage.pathStart(of: rule)
      defer { earlier.insert(position, start: start, ignoringCase: !rule.caseSensitive) }
      guard rule.path?.problem == nil, rule.fragment?.problem == nil else { continue }
      var steps = AASARuleCoverage.stepsPerRule
      guard
        let covering = earlier.candidates(for: start, limit: candidatesPerRule).first(where: {
          AASARuleCoverage.covers(rules[$0], rule, steps: &steps)
        })
      else { continue }
      coverings.append((position, covering))
    }
    return coverings
  }

  private func finding(_ rule: AASARule, after earlier: AASARule) -> Diagnostic {
    let earlierText = "rule \(earlier.index) \(earlier.text)"
    if rule.exclude && !earlier.exclude {
      return Diagnostic(
        code: AASADiagnosticCode.excludeAfterInclude.rawValue,
        message: "exclude rule \(rule.index) never applies: \(earlierText) comes first and "
          + "opens every URL it would keep out", pointer: rule.pointer, position: rule.position,
        help: "move the exclude before rule \(earlier.index); the first matching rule wins")
    }
    let effect = earlier.exclude ? "excluded" : "matched"
    return Diagnostic(
      severity: .warning, code: AASADiagnosticCode.unreachableRule.rawValue,
      message: "rule \(rule.index) is unreachable: every URL it matches is already \(effect) by "
        + earlierText,
      pointer: rule.pointer, position: rule.position,
      help: "remove the rule, or move it before rule \(earlier.index)")
  }
}

/// The rules of an entry so far, by the fixed start of their paths: a byte trie of the starts
/// as written (case-sensitive rules) and one of the starts with ASCII letters lowercased
/// (case-insensitive rules), and the rules that take every path.
struct AASARuleStarts {
  private struct Node {
    var children: [UInt8: Int] = [:]
    var rules: [Int] = []
  }

  private var exact = [Node()]
  private var folded = [Node()]
  private var everyPath: [Int] = []

  mutating func insert(_ rule: Int, start: [UInt8]?, ignoringCase: Bool) {
    guard let start else {
      everyPath.append(rule)
      return
    }
    if ignoringCase {
      Self.insert(rule, Self.lowercased(start), into: &folded)
    } else {
      Self.insert(rule, start, into: &exact)
    }
  }

  /// The first `limit` rules, in order, that ``AASARuleCoverage/mayCover(_:_:ignoringCase:)``
  /// says may cover a rule with this start: those whose start is a prefix of it.
  func candidates(for start: [UInt8]?, limit: Int) -> [Int] {
    // Every path starts with `/`, so a rule that takes every path can only be covered by one
    // whose start is a prefix of `/`.
    let start = start ?? [UInt8(ascii: "/")]
    var lists = [everyPath[...]]
    for (trie, key) in [(exact, start), (folded, Self.lowercased(start))] {
      var node = 0
      lists.append(trie[node].rules[...])
      for byte in key {
        guard let next = trie[node].children[byte] else { break }
        node = next
        lists.append(trie[node].rules[...])
      }
    }
    return Array(lists.flatMap { $0.prefix(limit) }.sorted().prefix(limit))
  }

  private static func insert(_ rule: Int, _ key: [UInt8], into trie: inout [Node]) {
    var node = 0
    for byte in key {
      if let next = trie[node].children[byte] {
        node = next
      } else {
        trie.append(Node())
        trie[node].children[byte] = trie.count - 1
        node = trie.count - 1
      }
    }
    trie[node].rules.append(rule)
  }

  private static func lowercased(_ bytes: [UInt8]) -> [UInt8] {
    bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
  }
}
