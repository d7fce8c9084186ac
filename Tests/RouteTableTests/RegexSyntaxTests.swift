import Testing

@testable import RouteTable

/// The one reader of the byte-level regex subset (``RegexSyntax``) and what is derived from it.
@Suite struct RegexSyntaxTests {
  /// Sources with the fewest and most characters they match (`Int.max`: unbounded), or `nil`
  /// for syntax outside the subset.
  static let lengths: [(source: String, bounds: (Int, Int)?)] = [
    ("[a-z]{100}", (100, 100)), (#"\d+"#, (1, .max)), ("(en|fra)", (2, 3)), ("a?b*", (0, .max)),
    ("x{2,5}?", (2, 5)), ("", (0, 0)), ("(?:ab){3}c?", (6, 7)), ("(|a)", (0, 1)),
    ("[^/]{2,}", (2, .max)), (#"\w{100000}"#, (100_000, 100_000)),
    ("(?=a)a", nil), ("é", nil), (#"\d{100001}"#, nil), ("a{3,2}", nil), ("^a$", nil),
  ]

  @Test(arguments: lengths.indices)
  func lengthBoundsFollowTheSyntax(number: Int) {
    let (source, expected) = Self.lengths[number]
    let bounds = RegexLengthBounds(source)
    #expect(
      bounds.map { ($0.shortest, $0.longest) }.map(String.init(describing:))
        == expected.map(String.init(describing:)), "'\(source)'")
  }

  /// Counted repetitions are read whatever their count; engines that write them out refuse
  /// counts beyond ``RegexSyntax/maximumWrittenCount``.
  @Test func longCountsAreReadButNotWrittenOut() throws {
    let short = try #require(RegexSyntax(part: "a{64}"))
    let long = try #require(RegexSyntax(part: "a{65}"))
    #expect(short.writtenOut != nil)
    #expect(long.writtenOut == nil)
    #expect(CompiledRegexPart("a{65}") == nil)
    #expect(RegexByteClass("a{65}")?.minimum == 65)
  }

  /// A repeated class and its length bounds come from the same tree, so they agree.
  @Test(arguments: HostileFastPathTests.classSources)
  func aRepeatedClassHasTheBoundsOfItsCounts(source: String) throws {
    let byteClass = try #require(RegexByteClass(source))
    let bounds = try #require(RegexLengthBounds(source))
    #expect(bounds.shortest == byteClass.minimum)
    #expect(bounds.longest == byteClass.maximum ?? .max)
  }

  /// Letters fold before a class is negated, as Swift `Regex` reads `(?i)[^a]`.
  @Test func foldingCaseFoldsBeforeNegating() throws {
    let byteClass = try #require(RegexByteClass("[^a]+"))
    #expect(byteClass.accepted.contains(UInt8(ascii: "A")))
    #expect(!byteClass.acceptedIgnoringCase.contains(UInt8(ascii: "A")))
  }
}
