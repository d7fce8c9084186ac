import Testing

@testable import RouteTable

/// The shortcuts that keep loading a large config fast must give what the general code gives.
@Suite struct LoadShortcutTests {
  static let handWritten = [
    "/", "//", "/a/", "/about", "/g12/about", "/flight/:id", "/flight/:id/seat/:seat",
    "/files/*", "/*", "/*/x", "/*/*", "/:a/*", "/a.b/c-d/e_f/~g", "/.../x", "/./x", "/../x",
    "/a/.", "/a/..", "/a/.b", "/:$id", "/:_id", "/:id$2", "/:2id", "/:", "/:a/:a", "/:a-b",
    "/:id.json", "/a:b", "/a*", "/*x", "/x*", "/:id?", "/:id+", "/files/*?", "/a%2e/x",
    "/café", "/a b", "/{x}", "/(\\d+)", "relative", ":id", "/a\\:b", "/a//b", "/%2E%2E/x",
  ]

  /// Patterns over an alphabet that mixes whole segments with everything else.
  static let generated: [String] = {
    var random = SplitMix(seed: 4)
    let pieces = [
      "/", "a", "Z", "9", "-", ".", "_", "~", "$", ":id", ":n2", ":x", "*", "?", "+", "%2e",
      "{", "}", "(\\d+)", ":", "é", " ", "\\*",
    ]
    return (0..<3000).map { _ in
      let count = Int(random.next() % 7) + 1
      var pattern = "/"
      for _ in 0..<count { pattern += pieces[Int(random.next() % UInt64(pieces.count))] }
      return pattern
    }
  }()

  @Test(arguments: handWritten + generated)
  func wholeSegmentPatternsCannotBacktrack(pattern: String) {
    guard let located = try? PatternParser.parse(pattern),
      PathPattern.isWholeSegments(located.map(\.part))
    else { return }
    let source = PatternRegex.generate(located).source
    #expect(RegexBacktrackingCheck.problem(in: source) == nil, "\(pattern)")
  }

  @Test func readerFindsADuplicateKeyInALargeObject() throws {
    let members = (0..<40).map { "\"k\($0)\": \($0)" }
    let json = "{" + (members + ["\"k7\": 0"]).joined(separator: ", ") + "}"
    let firstColumn = ("{" + members[..<7].joined(separator: ", ") + ", ").count + 1
    let error = try #require(throws: JSONSyntaxError.self) {
      try JSONReader.read(Array(json.utf8))
    }
    #expect(error.code == "duplicate-key")
    #expect(error.message == "duplicate key 'k7'")
    #expect(error.help == "remove one of them; the first 'k7' is at line 1, column \(firstColumn)")
  }

  /// `(regex)` parts the byte engine runs, and others left to Swift `Regex` (a look-ahead, a
  /// repeated part, an expression of another syntax).
  static let expressionPatterns = [
    "/p/:id(\\d+)", "/:slug([a-z0-9-]+)-x", "/u/:code([A-F]{2})/:n(\\d{1,3})",
    "/b/:y(\\d{4})-:m(\\d{2})", "/t/:tag(\\w+)", "/(\\d+)", "/:a(.+)-:b(\\d+)",
    "/x/:id(\\d+)?", "/:w((?=\\w)\\w*)/q", "/r{/:id(\\d+)}+", "/c/:n(a|bc)",
  ]

  /// Percent-encoded paths, and raw text a table never gets but the library's `match` may.
  static let expressionPaths = [
    "/p/12", "/p/x", "/P/12", "/ab-1-x", "/u/AF/123", "/u/af/1", "/b/2024-01", "/t/abc",
    "/t/%C3%A9", "/12", "/a-b-12", "/ab/q", "/x", "/x/7", "/r/1/2/3", "/c/bc", "/t/é", "/p/١٢",
    "/t/a\u{1}b", "/é-x", "/ab\u{7F}/q", "/c/a\u{301}", "/é-12", "/a\u{1}-7", "/ü/-3",
  ]

  /// A table's pattern leaves its generated expression to the matches that need it: they must
  /// answer as the pattern that compiled it at once.
  @Test(arguments: expressionPatterns)
  func aTablePatternMatchesAsThePublicOneDoes(pattern: String) throws {
    let table = try PathPattern(matchingPercentEncodedPaths: pattern)
    let reference = try PathPattern(pattern)
    for path in Self.expressionPaths {
      for ignoreCase in [false, true] {
        #expect(
          table.match(path[...], ignoreCase: ignoreCase)
            == reference.match(path[...], ignoreCase: ignoreCase), "\(pattern) \(path)")
      }
    }
  }

  @Test func aTablePatternCompilesItsExpressionOnlyWhereThePathsNeedIt() throws {
    for pattern in ["/p/:id(\\d+)", "/u/:code([A-F]{2})/:n(\\d{1,3})", "/c/:n(a|bc)"] {
      #expect(try !PathPattern(matchingPercentEncodedPaths: pattern).hasCompiledExpression)
      #expect(try PathPattern(pattern).hasCompiledExpression)
    }
    // Swift `Regex` runs these on every path, or the matcher may give up on a printable one.
    for pattern in ["/:w((?=\\w)\\w*)/q", "/r{/:id(\\d+)}+", "/a{-:b}+"] {
      #expect(try PathPattern(matchingPercentEncodedPaths: pattern).hasCompiledExpression)
    }
  }
}
