import Testing

@testable import RouteTable

/// A `pattern` type decided by the byte engine must agree with Swift `Regex` wherever the
/// engine takes the expression on.
@Suite struct PatternTypeMatchTests {
  static let patterns = [
    "[0-9]{1,2}[A-F]", "\\d{4}", "[a-z]+(-[a-z]+)*", "^[A-Z]{3}$", "(foo|bar)?baz", "a.c",
    "[^/]+", "\\w+\\.json", "x{2,}", "[a\\-z]", "(?:ab)+c?", "\\s?\\S+", "[-a]b",
    "v[0-9]+\\.[0-9]+",
    "", "a|", "[A-Fa-f0-9]{8}-[A-Fa-f0-9]{4}", "\\D\\W", "a*?b", "[[:alpha:]]+", "(?i)abc",
    "a++", "\\bword", "[a&&b]", "é+", "(?<n>a)+b", "a{2,3}?", "(a|ab)(c|bcd)", "(a?)*b",
  ]

  static let values = [
    "", "2F", "12C", "123D", "1234", "abcd", "abc-def", "abc-", "ABC", "AB", "baz", "foobaz",
    "barbaz", "fbaz", "abc", "a/c", "axc", "x.json", "file.json", "xx", "xxx", "x", "a", "-", "z",
    "ab", "ababc", "abc ", " abc", "v1.2", "v1.", "0123abcd-00ff", "$%", "aab", "b", "word", "é",
    "1\u{301}", "a\tb", "a\nc", "DEADBEEF-00FF", "abcd", "acd",
  ]

  /// Whether the type accepts `value`, as a link's value is checked.
  static func accepts(_ type: PatternType, _ value: String, work: LinkAllowance = .uncounted)
    -> Bool
  {
    TypeCheck(.pattern(type)).accept(value, work: work) != nil
  }

  static func type(_ pattern: String) throws -> PatternType {
    PatternType(name: nil, source: pattern, example: nil, regex: try Regex(pattern))
  }

  @Test(arguments: patterns)
  func agreesWithSwiftRegex(pattern: String) throws {
    let type = try Self.type(pattern)
    for value in Self.values {
      let expected = (try? type.regex.wholeMatch(in: value)) != nil
      #expect(Self.accepts(type, value) == expected, "'\(pattern)' on '\(value)'")
    }
  }

  @Test(arguments: ["[0-9]{1,2}[A-F]", "\\d{4}", "[a-z]+(-[a-z]+)*", "(foo|bar)?baz"])
  func commonShapesRunWithoutSwiftRegex(pattern: String) throws {
    #expect(try Self.type(pattern).byteProgram != nil)
  }

  @Test(arguments: [
    "(?i)abc", "a++", "\\bword", "[a&&b]", "(?=a)a", "[[:alpha:]]", "(a?)*b", "a{99}",
  ])
  func otherSyntaxIsLeftToSwiftRegex(pattern: String) throws {
    #expect(try Self.type(pattern).byteProgram == nil)
  }

  /// A long value is decided within a link's allowance, a byte at a time: 60 KiB of `ab-ab-…`
  /// takes a few thousand units, not one per step of a search.
  @Test func aLongValueFitsTheLinkAllowance() throws {
    let type = try Self.type("[a-z]+(-[a-z]+)*")
    LinkAllowance.counting { work in
      #expect(Self.accepts(type, String(repeating: "ab-", count: 20_000) + "c", work: work))
      #expect(!Self.accepts(type, String(repeating: "ab-", count: 20_000), work: work))
      #expect(work.withRemaining { $0 } > MatchLimit.units / 2)
    }
  }
}

/// A type whose expression lists every character it takes is decided on bytes alone, without
/// compiling Swift `Regex` at load; that must change no verdict and no accepted config.
@Suite struct PatternTypeDecidedOnBytesTests {
  static func loaded(_ source: String) throws -> PatternType {
    try PatternType(name: nil, source: source, example: nil, position: nil)
  }

  @Test(arguments: ["[0-9]{1,2}[A-F]", "[a-z]+(-[a-z]+)*", "(foo|bar)?baz", "x{2,}", "", "a|"])
  func aListingExpressionIsNotCompiled(source: String) throws {
    #expect(try Self.loaded(source).compiled == nil)
  }

  @Test(arguments: ["a.c", "\\d{4}", "[^/]+", "\\w+", "\\s?x", "[\\d]", "(?i)abc", "é+"])
  func anExpressionThatTakesMoreIsCompiled(source: String) throws {
    #expect(try Self.loaded(source).compiled != nil)
  }

  /// Values beyond printable ASCII included: a character Swift `Regex` reads as one (a letter
  /// with a combining mark, CR LF, an Arabic digit) never matches a listed character.
  @Test(arguments: PatternTypeMatchTests.patterns)
  func agreesWithSwiftRegexOnEveryValue(source: String) throws {
    guard let type = try? Self.loaded(source), type.compiled == nil else { return }
    let regex = try Regex(source)
    let values =
      PatternTypeMatchTests.values + [
        "2F\u{301}", "1\u{301}F", "\r\n", "١٢٣٤", "ａ", "abc\u{200D}", "ba\u{301}z", "x\u{0}x",
        "aéc",
      ]
    for value in values {
      let expected = (try? regex.wholeMatch(in: value)) != nil
      #expect(PatternTypeMatchTests.accepts(type, value) == expected, "'\(source)' on '\(value)'")
    }
  }

  /// Random expressions over the syntax's characters: whatever the byte engine takes on alone,
  /// Swift `Regex` also reads, so skipping its compilation accepts no config it would refuse.
  @Test func swiftRegexReadsEveryExpressionDecidedOnBytes() throws {
    let alphabet = Array("ab0-[]()?*+{},|^$\\.:<>=!n2 ")
    var random = SplitMix(seed: 37)
    var decided = 0
    for _ in 0..<20_000 {
      let length = Int.random(in: 1...10, using: &random)
      let source = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
      guard let type = try? Self.loaded(source), type.compiled == nil else { continue }
      decided += 1
      #expect((try? Regex(source)) != nil, "'\(source)'")
    }
    #expect(decided > 1_000)
  }
}
