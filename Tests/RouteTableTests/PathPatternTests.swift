import Testing

@testable import RouteTable

@Suite struct PathPatternTests {
  @Test(
    arguments: [
      ("/flight", "/flight", [String?]()),
      ("/flight", "/flight/", nil),
      ("/flight/:id", "/flight/42", ["42"]),
      ("/flight/:id", "/flight/", nil),
      ("/flight/:id", "/flight/4/2", nil),
      ("/file/:name.:ext", "/file/report.final.pdf", ["report", "final.pdf"]),
      ("/:from-:to", "/x-y-z", ["x", "y-z"]),
      ("/:id(\\d+)", "/42", ["42"]),
      ("/:id(\\d+)", "/4a", nil),
      ("/(\\d+)", "/7", ["7"]),
      ("/files/*", "/files/a/b", ["a/b"]),
      ("/files/*", "/files/", [""]),
      ("/files/*", "/files", nil),
      ("/*.:ext", "/a/b.tar.gz", ["a/b.tar", "gz"]),
      ("/:lang?/docs", "/docs", [nil]),
      ("/:lang?/docs", "/en/docs", ["en"]),
      ("/files/:rest*", "/files", [nil]),
      ("/files/:rest*", "/files/a/b", ["a/b"]),
      ("/files/:rest+", "/files", nil),
      ("/files/:rest+/edit", "/files/a/b/edit", ["a/b"]),
      ("/tags{/:tag}+", "/tags/a/b", ["a/b"]),
      ("/tags{/:tag}+", "/tags", nil),
      ("/foo{/bar}?", "/foo", []),
      ("/foo{/bar}?", "/foo/bar", []),
      ("/x{y}*z", "/xyyz", []),
      ("/a\\:b", "/a:b", []),
      ("/a\\*", "/a*", []),
      ("/:id", "/a%2Fb", ["a%2Fb"]),
      ("/x/:id/y", "/x/a%2Fb/y", ["a%2Fb"]),
      ("/x/:id/y", "/x/a/b/y", nil),
      ("/café", "/caf%C3%A9", []),
      ("/a b", "/a%20b", []),
    ] as [(String, String, [String?]?)])
  func matchesAndCaptures(pattern: String, path: String, expected: [String?]?) throws {
    let compiled = try PathPattern(pattern)
    #expect(compiled.match(path[...], ignoreCase: false)?.groups == expected)
  }

  @Test(arguments: [
    ("/flight/:id", ["id"]),
    ("/*/:x/(a)", ["0", "x", "1"]),
    ("/{:a}-(\\d+)-*", ["a", "0", "1"]),
    ("/:café", ["café"]),
  ])
  func namesGroupsLikeURLPattern(pattern: String, names: [String]) throws {
    #expect(try PathPattern(pattern).groupNames == names)
  }

  @Test(arguments: [
    ("/foo\\", "at the end of the pattern escapes nothing", 5),
    ("/:", "':' is not followed by a parameter name", 2),
    ("/:1abc", "':' is not followed by a parameter name (found '1')", 2),
    ("/:🚲", "':' is not followed by a parameter name", 2),
    ("/(café)", "non-ascii character 'é' in a regular expression", 6),
    ("/(?abc)", "a regular expression cannot start with '?'", 3),
    ("/(a(b))", "capturing group inside a regular expression", 4),
    ("/(abc", "unterminated regular expression: missing ')'", 2),
    ("/(a(", "unterminated regular expression: missing ')'", 2),
    ("/(a\\", "unterminated regular expression: missing ')'", 2),
    ("/()", "empty regular expression '()'", 2),
    ("/{a{b}}", "groups '{…}' cannot be nested", 4),
    ("/{abc", "unterminated group: missing '}'", 2),
    ("/{:a:b}", "a group '{…}' holds at most one parameter, found another at ':b'", 5),
    ("/abc}", "unmatched '}'", 5),
    ("/foo?", "modifier '?' must follow a parameter", 5),
    ("/:a+?", "modifier '?' must follow a parameter", 5),
    ("/+", "modifier '+' must follow a parameter", 2),
    ("/:id/:id", "duplicate parameter name 'id'", 6),
    ("/(\\m)", "invalid escape '\\m' in regular expression '\\m'", 3),
    ("/(a{)", "'{' in regular expression 'a{' is not a quantifier", 4),
    ("/(a})", "unmatched '}' in regular expression 'a}'", 4),
    ("/(a])", "unmatched ']' in regular expression 'a]'", 4),
    ("/x/([a-)", "invalid regular expression '[a-'", 4),
  ])
  func rejectsInvalidPatterns(pattern: String, message: String, column: Int) {
    #expect {
      try PathPattern(pattern)
    } throws: { error in
      guard let error = error as? PatternSyntaxError else { return false }
      return error.message.contains(message) && error.column == column
        && error.message == error.message.lowercased() && !error.message.hasSuffix(".")
    }
  }

  @Test func reportsColumnsInUnicodeScalars() {
    #expect(throws: PatternSyntaxError.self) { try PathPattern("/é/:") }
    do {
      _ = try PathPattern("/é/:")
    } catch {
      #expect(error.column == 4)
    }
  }

  @Test(
    arguments: [
      ("/Flight/:id", "/flight/AB", ["AB"]),
      ("/flight/:id", "/FLIGHT/ab", ["ab"]),
      ("/caf%C3%A9", "/CAF%c3%a9", []),
      ("/code/(abc)", "/CODE/ABC", ["ABC"]),
      ("/files/*", "/FILES/X/Y", ["X/Y"]),
    ] as [(String, String, [String?])])
  func matchesCaseInsensitivelyWhenAsked(pattern: String, path: String, expected: [String?])
    throws
  {
    let compiled = try PathPattern(pattern)
    #expect(compiled.match(path[...], ignoreCase: true)?.groups == expected)
    #expect(compiled.match(path[...], ignoreCase: false) == nil)
  }

  @Test(arguments: [
    ("/flight/:id", PatternPart(kind: .segmentWildcard, value: "", name: "id", prefix: "/")),
    (
      "/a/:x+",
      PatternPart(kind: .segmentWildcard, value: "", modifier: .oneOrMore, name: "x", prefix: "/")
    ),
    (
      "{/:x.}?",
      PatternPart(
        kind: .segmentWildcard, value: "", modifier: .optional, name: "x", prefix: "/", suffix: ".")
    ),
    ("/n/(\\d+)", PatternPart(kind: .regex, value: "\\d+", name: "0", prefix: "/")),
    ("/a/*", PatternPart(kind: .fullWildcard, value: "", name: "0", prefix: "/")),
    ("/a/([^\\/]+?)", PatternPart(kind: .segmentWildcard, value: "", name: "0", prefix: "/")),
    ("/a{/b}*", PatternPart(kind: .fixedText, value: "/b", modifier: .zeroOrMore)),
  ])
  func describesItsLastPart(pattern: String, part: PatternPart) throws {
    #expect(try PathPattern(pattern).parts.last == part)
  }

  @Test(arguments: [
    ("/flight/:id", "/flight/:id"),
    ("/foo/(.*)", "/foo/*"),
    ("/caf\u{E9}", "/caf%C3%A9"),
    ("{/:id}.json", "/:id.json"),
    (":id\\.json", ":id.json"),
    (":foo\\bar", "{:foo}bar"),
    ("/a/../b", "/b"),
  ])
  func printsCanonicalForm(pattern: String, canonical: String) throws {
    #expect(try PathPattern(pattern).canonicalSource == canonical)
  }

  @Test(arguments: [
    ("/flight/:id/seat", "/flight/1/x", 2),
    ("/flight/:id", "/flights", 0),
    ("/flight/:id", "/flight", 1),
    ("/flight/:id", "/flight/1", 2),
    ("/flight/:id", "/flight/1/2/3", 2),
    ("/a/b/c", "/a/b/x", 2),
    ("/", "/flight", 0),
    ("/FLIGHT/:id/x", "/flight/1/2", 2),
    ("/flight/:id(\\d+)/seat", "/flight/12/x", 2),
    ("/flight/:id(\\d+)/seat", "/flight/ab/seat", 1),
    ("/files/:rest+/edit", "/files/a/b/c", 4),
  ])
  func measuresProgress(pattern: String, path: String, segments: Int) throws {
    #expect(try PathPattern(pattern).progress(on: path[...], ignoreCase: true) == segments)
  }

  static let differentialPatterns = [
    "/:a", "/:a?", "/:a+", "/:a*", "/:a+/edit", "/:a*/edit", "/:a/:b?", "{-:a}+", "{/:a.}+",
    "{/:a.}*", "/*+", "{/*}*", ":a+:b", "/:a?:b", "/x{y}*z", "/x{/y}+", "*/*", "*", "/*?",
    ":a*", "/:a-:b", "/*.:ext", "{/:a}?{/:b}?", "/x{/:y}*/z", "{:a/}+", "/**", "*{}**?",
    "/{:a}*", "/:a+:b+", "/{:a/}*1", "/{:a/}+x*",
  ]
  static let differentialPaths = [
    "", "/", "/a", "/a/", "/a/b", "/a//b", "/ab/cd/edit", "/x/y/z", "/a-b-c", "-a-b",
    "/a./b.", "/a.b./c.", "/xyyz", "/xz", "/x/y/y", "/x/y/z", "/a%2Fb/c", "/A/B", "abc",
    "/edit", "/a/edit", "a/b/", "/a.tar.gz", "/a/c/1", "/a/c/1x", "/a/c/xyz",
  ]

  /// The fast matcher must reproduce the generated regular expression's captures exactly.
  @Test(arguments: differentialPatterns)
  func fastMatcherAgreesWithGeneratedRegex(pattern: String) throws {
    let compiled = try PathPattern(pattern)
    for path in Self.differentialPaths {
      for ignoreCase in [false, true] {
        let fast = compiled.match(path[...], ignoreCase: ignoreCase)
        let reference = compiled.matchWithRegex(LinkText(path), ignoreCase: ignoreCase)
        #expect(fast == reference, "'\(pattern)' on '\(path)', ignoreCase \(ignoreCase)")
      }
    }
  }

  @Test func longRepeatedPathsNeitherOverflowNorDiffer() throws {
    let path = String(repeating: "/ab", count: 3_000)
    let repeated = try PathPattern("/:rest+")
    #expect(repeated.match(path[...], ignoreCase: false)?.groups == [String(path.dropFirst())])
    let general = try PathPattern("{/:part.}+")
    let dotted = String(repeating: "/a.", count: 3_000)
    let expected = String(dotted.dropFirst().dropLast())
    #expect(general.match(dotted[...], ignoreCase: false)?.groups == [expected])
  }

  @Test func equalityFollowsTheSource() throws {
    #expect(try PathPattern("/a/:id") == PathPattern("/a/:id"))
    #expect(try PathPattern("/a/:id") != PathPattern("/a/:key"))
  }
}
