import Testing

@testable import RouteTable

/// A part that can end at many places (`(.+)`, `([a-z-]+)`, `*`) is tried only at the ends that
/// leave as many bytes as the rest of the pattern can take, and `.+` on printable ASCII lists
/// its ends without a search. Both must give exactly what the generated expression gives.
@Suite struct TailWindowTests {
  /// Parts with many ends before a rest of bounded length, a rest ending in a repeated class,
  /// and rests the window cannot bound (optional, repeated, unbounded parts).
  static let patterns = [
    #"/:a(.+)-:b([a-z]{1}[0-9]{1})"#, #"/:a(.+)-:b(\d+)"#, #"/:a([a-z-]+)-:b([0-9])"#,
    #"/:slug(.+)-:id(\d+)/x"#, #"/:a(.*?)-:b(\d+)"#, #"/:a(.+?)-:b(\d{2,3})"#,
    #"/*-:id(\d+)"#, #"/:a(.+)-:b(\d+)?"#, #"/:a(.+){-:b(\d+)}?"#, #"/:a(.+)-:b(\w+)\.json"#,
    #"/:a(.*)"#, #"/:a(.+)/:b(\d+)"#, #"/:a([a-z]+)-:b(\d+)-:c(\d+)"#,
    #"/:a(.+)-:b([0-9A-F]+)"#, #"/:a(.+)-:b(en|fr)"#, #"/(.+)-(.+)-x"#, #"/:a(.+)-:b"#,
    #"/:a(.+){-:b(\d+)}*"#, #"/:a(.+)-:b(\d+)-"#, "/:a-:b", "/:a-:b.json", "/*-:b", "/:a-:b/x",
    #"/:a([a-z]{2}\d{1,3})"#, #"/:a(.+)-:b([a-z]\d{1,2})"#, #"/:a(\d{1,2})-:b(\w{1,3})"#,
    #"/:a(.+)-:b(x|yz)"#,
  ]

  /// A path shorter or longer than any the pattern matches is refused before a search, whatever
  /// its bytes.
  @Test(
    arguments: [
      (#"/:a(\d{3})"#, "/123", true), (#"/:a(\d{3})"#, "/1234", false),
      (#"/:a(\d{3})"#, "/12", false), (#"/x/:a([a-z]{2,4})"#, "/x/abcd", true),
      (#"/x/:a([a-z]{2,4})"#, "/x/abcde", false),
      (#"/:a(\d+)"#, "/" + String(repeating: "7", count: 5_000), true),
      ("/:a(.+)-:b(en|fr)", "/x-fr", true), ("/:a(.+)-:b(en|fr)", "/-fr", false),
    ] as [(String, String, Bool)])
  func lengthRulesPathsOut(source: String, path: String, matches: Bool) throws {
    let pattern = try PathPattern(source)
    let match = pattern.match(path[...], ignoreCase: false)
    #expect((match != nil) == matches)
    #expect(match == pattern.matchWithRegex(LinkText(path), ignoreCase: false))
  }

  /// Paths of a filler repeated (short and long), with and without a tail the rest accepts.
  static var paths: [String] {
    let fillers = ["a-", "1-", "-", "a", "A1-", "x/", "ab-12-"]
    let tails = [
      "", "-1", "-12", "-123", "-a1", "1", "-1/x", "-12.json", "-ab", "-AB1", "-ff", "-en",
      "-x", "-1-",
    ]
    var paths: [String] = []
    for filler in fillers {
      for count in [1, 7, 40, 300] {
        let body = String(repeating: filler, count: count)
        for tail in tails { paths.append("/" + body + tail) }
      }
    }
    return paths
  }

  @Test(arguments: patterns)
  func endsOutsideTheWindowCannotMatch(source: String) throws {
    let pattern = try PathPattern(source)
    var compared = 0
    for path in Self.paths {
      for ignoreCase in [false, true] {
        let fast = pattern.match(path[...], ignoreCase: ignoreCase)
        let reference = pattern.matchWithRegex(LinkText(path), ignoreCase: ignoreCase)
        #expect(fast == reference, "'\(source)' on '\(path)', ignoreCase \(ignoreCase)")
        compared += 1
      }
    }
    #expect(compared == 2 * Self.paths.count)
  }

  /// Which parts take any run of printable bytes, with their fewest bytes and laziness.
  @Test(
    arguments: [
      (".+", 1, false), (".*", 0, false), (".+?", 1, true), (".*?", 0, true), (".", nil, nil),
      ("..+", nil, nil), ("[a-z]+", nil, nil), (".+x", nil, nil), ("(?:.)+", 1, false),
    ] as [(String, Int?, Bool?)])
  func anyRunIsRecognised(source: String, minimum: Int?, isLazy: Bool?) throws {
    let part = try #require(CompiledRegexPart(source))
    for program in [part.exact, part.ignoringCase] {
      #expect(program.anyRun?.minimum == minimum, "\(source)")
      #expect(program.anyRun?.isLazy == isLazy, "\(source)")
    }
  }

  /// The run of the ending class at the end of the input, in either case.
  @Test func trailingRunCountsTheEndingClass() throws {
    let hex = try #require(RegexByteClass("[0-9a-f]+"))
    let cases: [(String, Bool, Int)] = [
      ("x-1f", false, 2), ("x-1F", false, 0), ("x-1F", true, 2), ("", false, 0), ("ff", false, 2),
      ("f-", false, 0),
    ]
    for (text, ignoreCase, run) in cases {
      let bytes = Array(text.utf8)
      let found = bytes.withUnsafeBufferPointer {
        hex.trailingRun(in: $0, ignoreCase: ignoreCase)
      }
      #expect(found == run, "'\(text)' ignoreCase \(ignoreCase)")
    }
  }
}
