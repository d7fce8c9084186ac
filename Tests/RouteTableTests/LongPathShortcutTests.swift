import Testing

@testable import RouteTable

/// The shortcuts that keep a 64 KiB path fast must give what the general way gives: `*`
/// skipping eight bytes at a time to the text that follows it, the printable flag read once
/// per path, and the trie not hashing a segment longer than any of its literal keys.
@Suite struct LongPathShortcutTests {
  /// Wildcards followed by fixed text (one byte, two, more; a letter, so that case matters).
  static let wildcardPatterns = [
    "/*/x/:id", "/*.json", "/*Ab", "/*/", "/a*b/:id(\\d+)", "/*-x0", "/(.+)/download/*",
    "/*/x/:id(.+)",
  ]

  /// Paths longer than a word, with the following text at every offset from the end and in
  /// either case.
  static var wildcardPaths: [String] {
    var paths: [String] = []
    let fillers = ["a", "/", "é", "x/", "%2F", "ab", "/x"]
    let tails = ["", "/x/7", ".json", "ab", "AB", "aB/", "b/123", "-x0", "/download/q", "/X/1"]
    for filler in fillers {
      for count in [3, 9, 17, 40] {
        for tail in tails {
          let body = String(repeating: filler, count: count)
          paths.append("/" + body + tail)
          paths.append("/" + tail + body)
          paths.append("/" + body + tail + body.prefix(5))
        }
      }
    }
    return paths
  }

  @Test(arguments: wildcardPatterns)
  func wildcardGivesBackAsTheGeneratedRegexDoes(source: String) throws {
    let pattern = try PathPattern(source)
    var compared = 0
    for path in Self.wildcardPaths {
      for ignoreCase in [false, true] {
        let fast = pattern.match(path[...], ignoreCase: ignoreCase)
        let reference = pattern.matchWithRegex(path[...], ignoreCase: ignoreCase)
        #expect(fast == reference, "'\(source)' on '\(path)', ignoreCase \(ignoreCase)")
        compared += 1
      }
    }
    #expect(compared > 1_000)
  }

  /// The printable flag read once by the resolver gives each pattern what reading it itself
  /// gives, on printable paths (the byte engine) and others (Swift `Regex`), long and short.
  @Test func printableFlagReadOnceMatchesAsEachPatternWould() throws {
    let sources = [
      "/:lang(en|fr|de)/docs/*", "/blog/:slug([a-z0-9]+(?:-[a-z0-9]+)*)",
      "/(.+)/download/:id(\\d+)", "/:path(.+)\\.json", "/*/x/:id(.+)", "/v:major(\\d+)/api/*",
    ]
    let bodies = ["a", "é", "%C3%A9", "a\u{7F}", "a\tb", "x/", "7"]
    var paths: [String] = []
    for body in bodies {
      for count in [1, 20, 3_000] {
        let filler = String(repeating: body, count: count)
        paths += [
          "/blog/\(filler)", "/en/docs/\(filler)", "/\(filler)/download/12",
          "/\(filler).json", "/a/x/\(filler)", "/v2/api/\(filler)",
        ]
      }
    }
    var compared = 0
    for source in sources {
      let pattern = try PathPattern(source)
      for path in paths {
        let isPrintable = PathPattern.isPrintableASCII(path[...])
        #expect(isPrintable == path.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        for ignoreCase in [false, true] {
          let given = pattern.match(path[...], ignoreCase: ignoreCase, isPrintable: isPrintable)
          #expect(given == pattern.match(path[...], ignoreCase: ignoreCase), "\(source) \(path)")
          #expect(given == pattern.matchWithRegex(path[...], ignoreCase: ignoreCase))
          #expect(
            pattern.progress(on: path[...], ignoreCase: ignoreCase, isPrintable: isPrintable)
              == pattern.progress(on: path[...], ignoreCase: ignoreCase))
          compared += 1
        }
      }
    }
    #expect(compared > 1_000)
  }

  /// Literal keys of 4 and 13 bytes (the longer hashed, not packed), parameters beside them,
  /// and segments of every length around the longest key, in both case modes.
  @Test(arguments: [true, false])
  func segmentsLongerThanEveryKeyStillFindTheirRoutes(caseSensitive: Bool) throws {
    let json = """
      {"version":1,"schemes":["app"],"options":{"caseSensitive":\(caseSensitive)},"routes":[
       {"name":"docs","paths":["/docs/documentation"]},
       {"name":"doc","paths":["/docs/:page"]},
       {"name":"deep","paths":["/docs/:page/edit"]},
       {"name":"any","paths":["/:section/documentation/*"]},
       {"name":"file","paths":["/file/:name"]}
      ]}
      """
    let table = try RouteTable(json: Array(json.utf8))
    var urls: [String] = []
    for length in [12, 13, 14, 64, 4_000] {
      let segment = String(repeating: "d", count: length)
      urls += [
        "app://docs/\(segment)", "app://docs/\(segment)/edit", "app://\(segment)/documentation/x",
        "app://file/\(segment)", "app://\(segment)", "app://docs/\(segment)/documentation",
      ]
    }
    urls += [
      "app://docs/documentation", "app://docs/DOCUMENTATION", "app://docs/documentationx",
      "app://x/documentation/y", "app://x/documentationx/y",
    ]
    for url in urls {
      #expect(table.resolve(url) == table.resolveLinearly(url), "\(url)")
    }
    let long = String(repeating: "d", count: 4_000)
    #expect(try table.resolve("app://docs/\(long)").get().route == "doc")
    #expect(try table.resolve("app://docs/\(long)/edit").get().route == "deep")
    #expect(try table.resolve("app://docs/documentation").get().route == "docs")
    #expect(try table.resolve("app://\(long)/documentation/x").get().route == "any")
  }
}
