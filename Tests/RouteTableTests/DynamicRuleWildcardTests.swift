import Testing

@testable import RouteTable

/// A dynamic rule's wildcard pattern is matched on UTF-8 bytes a character at a time: it must
/// decide, and count the characters read, as matching Unicode scalars one by one does (the
/// reading below, written as the rules are documented), on patterns and texts mixing ASCII,
/// two-, three- and four-byte characters, `?` and `*`.
@Suite struct DynamicRuleWildcardTests {
  /// The documented reading: `?` one character, `*` up to the first occurrence of the
  /// character after it (never backtracking), or the rest at the end of the pattern.
  static func reference(_ pattern: String, _ text: String) -> (matches: Bool, read: Int) {
    let pattern = Array(pattern.unicodeScalars)
    let text = Array(text.unicodeScalars)
    var (p, t, read) = (0, 0, 0)
    while p < pattern.count {
      read += 1
      switch pattern[p] {
      case "*":
        p += 1
        guard p < pattern.count else { return (true, read) }
        if pattern[p] == "?" { continue }
        while t < text.count && text[t] != pattern[p] {
          t += 1
          read += 1
        }
        guard t < text.count else { return (false, read) }
      case "?":
        guard t < text.count else { return (false, read) }
        (p, t) = (p + 1, t + 1)
      default:
        guard t < text.count, text[t] == pattern[p] else { return (false, read) }
        (p, t) = (p + 1, t + 1)
      }
    }
    return (t == text.count, read)
  }

  @Test func bytesDecideAsScalarsDo() {
    let pieces = ["a", "b", "/", "é", "ü", "€", "😀", "?", "*", "*", "ab"]
    var random = SplitMix(seed: 29)
    var disagreements: [String] = []
    var matched = 0
    for _ in 0..<20_000 {
      func draw(_ count: Int, _ from: [String]) -> String {
        (0..<count).map { _ in from[Int(random.next() % UInt64(from.count))] }.joined()
      }
      let pattern = draw(Int(random.next() % 5), pieces)
      let text = draw(Int(random.next() % 6), pieces.filter { $0 != "?" && $0 != "*" })
      var read = 0
      let matches = AndroidDynamicRules.wildcardMatches(pattern, text, read: &read)
      let expected = Self.reference(pattern, text)
      if matches { matched += 1 }
      if (matches, read) != expected {
        disagreements.append("'\(pattern)' on '\(text)': \((matches, read)) vs \(expected)")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    #expect(matched > 1_000)
  }
}
