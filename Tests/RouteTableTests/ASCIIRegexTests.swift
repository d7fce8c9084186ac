import Testing

@testable import RouteTable

/// The byte-level engine must agree with Swift `Regex` wherever it takes a pattern on.
@Suite struct ASCIIRegexTests {
  static let patterns = [
    "[0-9]{1,2}[A-F]", "\\d{4}", "[a-z]+(-[a-z]+)*", "^[A-Z]{3}$", "(foo|bar)?baz", "a.c",
    "[^/]+", "\\w+\\.json", "x{2,}", "[a\\-z]", "(?:ab)+c?", "\\s?\\S+", "[-a]b",
    "v[0-9]+\\.[0-9]+",
    "", "a|", "[A-Fa-f0-9]{8}-[A-Fa-f0-9]{4}", "\\D\\W", "a*?b", "[[:alpha:]]+", "(?i)abc",
    "a++", "\\bword", "[a&&b]", "é+", "(?<n>a)+b", "a{2,3}?",
  ]

  static let values = [
    "", "2F", "12C", "123D", "1234", "abcd", "abc-def", "abc-", "ABC", "AB", "baz", "foobaz",
    "barbaz", "fbaz", "abc", "a/c", "axc", "x.json", "file.json", "xx", "xxx", "x", "a", "-", "z",
    "ab", "ababc", "abc ", " abc", "v1.2", "v1.", "0123abcd-00ff", "$%", "aab", "b", "word", "é",
    "1\u{301}", "a\tb", "a\nc", "DEADBEEF-00FF",
  ]

  @Test(arguments: patterns)
  func agreesWithSwiftRegex(pattern: String) throws {
    let regex = try Regex(pattern)
    guard let engine = ASCIIRegex(pattern) else { return }
    for value in Self.values {
      var copy = value
      let verdict = copy.withUTF8 { engine.wholeMatch($0) }
      guard let verdict else {
        #expect(value.utf8.contains { $0 < 0x20 || $0 >= 0x7F })
        continue
      }
      let expected = (try? regex.wholeMatch(in: value)) != nil
      #expect(verdict == expected, "'\(pattern)' on '\(value)'")
    }
  }

  @Test(arguments: ["[0-9]{1,2}[A-F]", "\\d{4}", "[a-z]+(-[a-z]+)*", "(foo|bar)?baz"])
  func commonShapesRunWithoutSwiftRegex(pattern: String) {
    #expect(ASCIIRegex(pattern) != nil)
  }

  @Test(arguments: ["(?i)abc", "a++", "\\bword", "[a&&b]", "(?<=a)b", "[[:alpha:]]", "a{99}"])
  func otherSyntaxIsLeftToSwiftRegex(pattern: String) {
    #expect(ASCIIRegex(pattern) == nil)
  }
}
