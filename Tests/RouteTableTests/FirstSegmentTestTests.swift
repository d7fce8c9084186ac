import Testing

@testable import RouteTable

/// Routes whose patterns start with a lone `(regex)` segment are proposed only to paths whose
/// first segment their expression accepts (``FirstSegmentTest``): results, `nearest` included,
/// must stay the linear reference resolver's, for every kind of path.
@Suite struct FirstSegmentTestTests {
  /// `count` routes cycling through shapes: a counted expression alone, followed by a fixed
  /// segment, case-insensitive, a segment shared by many routes, an alternation; and a few
  /// routes whose first segment has no automaton (70 positions), may be empty, or is not tested
  /// (affixes, a modifier, an expression that may reach `/`).
  static func json(count: Int) -> String {
    let shapes: [(Int) -> (path: String, options: String)] = [
      { k in (#"/:a([a-z]{\#(k % 7 + 1)}[0-9]{\#(k / 7 % 3 + 1)})"#, "") },
      { k in (#"/:a([a-z]{\#(k % 7 + 1)}[0-9]{\#(k / 7 % 3 + 1)})/x\#(k)"#, "") },
      {
        k in
        (
          #"/:a([a-z]{\#(k % 5 + 1)}[0-9]{\#(k / 5 % 3 + 1)})"#,
          #", "options": {"caseSensitive": false}"#
        )
      },
      { k in (#"/:id(\\d+)/y\#(k)"#, "") },
      { k in (#"/:w([a-z]{\#(k % 4 + 1)}|[0-9]{2}x)/:n\#(k)"#, "") },
    ]
    var routes = (0..<count).map { k in
      let (path, options) = shapes[k % shapes.count](k)
      return #"{"name": "r\#(k)", "paths": ["\#(path)"]\#(options)}"#
    }
    routes += [
      #"{"name": "wide", "paths": ["/:v([a-z]{40}[0-9]{30})/w"]}"#,
      #"{"name": "long", "paths": ["/:l([a-z]{2}[0-9]{70})/m"]}"#,
      #"{"name": "maybe", "paths": ["/:n(a*)/e"]}"#,
      #"{"name": "affix", "paths": ["/at-:id(\\d+)/z"]}"#,
      #"{"name": "optional", "paths": ["/:o([a-z]{2})?/q"]}"#,
      #"{"name": "reaches", "paths": ["/:p(.+)/tail"]}"#,
      #"{"name": "upper", "paths": ["/:u([A-Z]{2}[0-9])/k"], "options": {"caseSensitive": false}}"#,
      #"{"name": "fixed", "paths": ["/abc/def"]}"#,
    ]
    return #"{ "version": 1, "schemes": ["u"], "hosts": ["u.example.com"], "routes": ["#
      + routes.joined(separator: ",") + "] }"
  }

  static let links = [
    "u://abc1", "u://abc", "u://abcd12", "u://a1", "u://a1/x0", "u://a1/x1", "u://abc1/x8",
    "u://abc1/x9", "u://ABC1", "u://AbC12", "u://Abc1/x8", "u://12/y3", "u://12/y4", "u://x/y3",
    "u://ab/n4", "u://12x/n9", "u://12x", "u://abcde/n4", "u://abc1/", "u://abc1/x8/",
    "u://", "u:///x", "u:///e", "u://aaa/e", "u://e", "u://b/e", "u://at-5/z", "u://at-/z",
    "u://q", "u://ab/q", "u://a/b/tail", "u://tail", "u://AB1/k", "u://ab1/k", "u://a1b/k",
    "u://abc/def", "u://ABC/def", "u://abc/deff",
    "u://" + String(repeating: "a", count: 40) + String(repeating: "7", count: 30) + "/w",
    "u://" + String(repeating: "a", count: 40) + String(repeating: "7", count: 29) + "/w",
    "u://" + String(repeating: "a", count: 3_000) + "1",
    "u://" + String(repeating: "a", count: 3_000) + "1/x9",
    "u://abc1/" + String(repeating: "b/", count: 500),
    "u://ab" + String(repeating: "5", count: 70) + "/m",
    "u://ab" + String(repeating: "5", count: 69) + "/m",
    "u://caf%C3%A9", "u://ab%31", "u://a%2F1", "u://%61bc1", "u://abc1/caf%C3%A9",
    "u://café1", "u://abc1/é", "u://é/y3", "u://ab\u{301}1",
    "https://u.example.com/abc1", "https://u.example.com/ABC12", "https://u.example.com/abc",
    "https://u.example.com/abc1/x8?q=1",
  ]

  @Test(arguments: [20, 300])
  func resolvesAsTheReferenceDoes(count: Int) throws {
    let table = try RouteTable(json: Array(Self.json(count: count).utf8))
    #expect(IndexDifferentialTests.differences(table, Self.links) == [])
    // The links reach matches and failures naming a nearest route, so both are compared.
    let outcomes = Self.links.map { table.resolve($0) }
    #expect(outcomes.contains { if case .success = $0 { true } else { false } })
    #expect(outcomes.contains { if case .failure(let f) = $0 { f.nearest != nil } else { false } })
  }

  /// The verdicts themselves, on a path's first segment.
  @Test(arguments: [
    ("/:a([a-z]{2}[0-9])", false, "/ab1/x", FirstSegmentTest.Verdict.accepts),
    ("/:a([a-z]{2}[0-9])", false, "/AB1", .refuses),
    ("/:a([a-z]{2}[0-9])", true, "/AB1", .accepts),
    ("/:a([a-z]{2}[0-9])", false, "/abc1", .refuses),
    ("/:a([a-z]{2}[0-9])", false, "/1b1", .refuses),
    ("/:a([a-z]{40}[0-9]{30})", false, "/" + String(repeating: "a", count: 40) + "1234", .refuses),
    (
      "/:a([a-z]{40}[0-9]{30})", false,
      "/" + String(repeating: "a", count: 40) + String(repeating: "1", count: 30), .accepts
    ),
    ("/:n(a*)", false, "//e", .accepts),
    ("/:n(a+)", false, "//e", .refuses),
    ("/:a([a-z]{2}[0-9])", false, "/ab\u{301}1", .unsure),
    ("/:a([a-z]{2}[0-9])", false, "/ab1/é", .unsure),
  ])
  func verdict(segment: String, ignoreCase: Bool, path: String, expected: FirstSegmentTest.Verdict)
    throws
  {
    let test = try #require(FirstSegmentTest(try PathPattern(segment), ignoreCase: ignoreCase))
    var path = path
    let verdict = path.withUTF8 { bytes in
      PathSegments.with(bytes) { segments in
        test.verdict(
          FirstSegmentTest.segment(
            of: segments, isPrintable: FastMatcher.isPrintableASCII(segments.bytes)))
      }
    }
    #expect(verdict == expected)
  }

  /// Only a lone `(regex)` part, without affixes or modifier, is tested.
  @Test(arguments: ["/at-:p0(\\d+)", "/:p0(\\d+)?", "/:p0", "/:p0-:p1", "/:p0(\\d+)-x"])
  func untestedSegments(segment: String) throws {
    #expect(FirstSegmentTest(try PathPattern(segment), ignoreCase: false) == nil)
  }

  /// The lengths an expression's matches can have, read from its source when ``ASCIIRegex``
  /// does not read it; `nil` where the reader is unsure.
  @Test(arguments: [
    ("[a-z]{3}[0-9]{100}", 103, 103), ("(?:ab|c)+", 1, Int.max), ("a?b*", 0, Int.max),
    ("x{2,5}", 2, 5), ("x{2,}", 2, Int.max), ("(a|bc){3}", 3, 6), ("\\d{2}-\\w?", 3, 4),
    ("(?:)", 0, 0),
  ])
  func lengthBounds(source: String, shortest: Int, longest: Int) {
    #expect(RegexLengthBounds(source) == RegexLengthBounds(shortest: shortest, longest: longest))
  }

  @Test(arguments: ["a{,3}", "(?<n>a)", "[]a]", "a**", "a{3", "[^a]", "a++", "a{5,2}", "a)", "."])
  func lengthBoundsGiveUp(source: String) {
    #expect(RegexLengthBounds(source) == nil)
  }
}
