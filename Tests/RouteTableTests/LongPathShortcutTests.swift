import Testing

@testable import RouteTable

/// The shortcuts that keep a 64 KiB path fast must give what the general way gives: `*`
/// skipping eight bytes at a time to the text that follows it, the printable flag read once
/// per path, the trie not hashing a segment longer than any of its literal keys, and a
/// repeated class measured for `nearest` on bytes instead of by Swift `Regex`.
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
        let reference = pattern.matchWithRegex(LinkText(path), ignoreCase: ignoreCase)
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
        let isPrintable = PathPattern.isPrintableASCII(LinkText(path))
        #expect(isPrintable == path.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
        for ignoreCase in [false, true] {
          let given = pattern.match(
            LinkText(path), ignoreCase: ignoreCase, isPrintable: isPrintable, work: .uncounted)
          #expect(given == pattern.match(path[...], ignoreCase: ignoreCase), "\(source) \(path)")
          #expect(given == pattern.matchWithRegex(LinkText(path), ignoreCase: ignoreCase))
          var budget = PatternProgress.stepBudget
          #expect(
            pattern.progress(
              on: LinkText(path), ignoreCase: ignoreCase, isPrintable: isPrintable, budget: &budget)
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

  /// Measuring progress, a repeated class on printable ASCII is read from its run of bytes;
  /// told the path is not printable, the measure asks Swift `Regex` at each end as before. Both
  /// must get as far and pay the budget alike, also when it runs out along the way.
  @Test func measuringAClassOnBytesAgreesWithSwiftRegex() throws {
    let sources = [
      "/:slug([a-z0-9-]+)-x7/zz", "/u/:code([A-F]{2})/:n(\\d{1,3})", "/t/:tag(\\w+)/end",
      "/:a(\\d*)/:b([^/]+?)/c", "/w/:w(\\w{2,8})/:rest(\\d+)?/q", "/:x([a-c]{0,3})",
      "/r{/:id(\\d+)}+/x", "/:p(\\d+)-:q(\\w+)-*",
    ]
    let paths = [
      "/abc-x7/zz", "/abc-x7/yy", "/ab-x8/zz", "/u/AF/123", "/u/AG/1", "/u/af/1234", "/t/ab/end",
      "/t/a%20b/end", "/12/ab/c", "/12/ab/d", "//x/c", "/w/abcdefghij/12/q", "/w/ab/q",
      "/abc", "/abcd", "/r/1/2/x", "/r/1/b/x", "/12-ab-rest", "/12-/x",
      "/" + String(repeating: "a1-", count: 400) + "x7/zz",
    ]
    var measured = 0
    for source in sources {
      let pattern = try PathPattern(source)
      for path in paths {
        for ignoreCase in [false, true] {
          for budget in [PatternProgress.stepBudget, 40, 7] {
            var onBytes = budget
            var onRegex = budget
            let fromBytes = pattern.progress(
              on: LinkText(path), ignoreCase: ignoreCase, isPrintable: true, budget: &onBytes)
            let fromRegex = pattern.progress(
              on: LinkText(path), ignoreCase: ignoreCase, isPrintable: false, budget: &onRegex)
            #expect(fromBytes == fromRegex, "\(source) \(path) \(budget)")
            #expect(onBytes == onRegex, "\(source) \(path) \(budget)")
            measured += 1
          }
        }
      }
    }
    #expect(measured > 800)
  }
}
