import Foundation
import Testing

@testable import RouteTable

/// Path patterns whose `(regex)` parts run as ``RegexPartProgram``s must match, and capture,
/// exactly as the generated expression does in Swift `Regex`.
@Suite struct RegexPartProgramTests {
  /// Parts the program takes on: alternation, groups, lazy and counted repetitions, `.`.
  static let programSources = [
    #".+"#, #".*?"#, #"en|fr|de"#, #"[a-z]+(?:-[a-z]+)*"#, #"\d+-(?:\w+)"#, #"a+?b*"#,
    #"(?:ab|a)(?:bc|c)?"#, #"x{2,4}?y?"#, #"(?<year>\d{4})-\d\d"#, #"[^/]+/[^/]+"#,
    #"(?:a|ab)(?:c|bcd)"#, #"\d{1,3}(?:\.\d{1,3}){0,2}"#, #".+?\.json"#, #"v\d+(?:\.\d+)??"#,
  ]
  /// Parts left to Swift `Regex`: anchors, look-arounds, back-references, repetitions of
  /// what can match empty, non-ASCII text, options.
  static let swiftSources = [
    #"^a"#, #"a$"#, #"(?=a)a+"#, #"(a)\1"#, #"(?:a*)+"#, #"(?:a?)*"#, #"é+"#, #"(?i)a"#,
    #"a++"#, #"\bword"#, #"[[:alpha:]]+"#, #"(?:a|)+"#,
  ]

  @Test(arguments: programSources)
  func takesCommonSyntax(source: String) {
    #expect(CompiledRegexPart(source) != nil)
  }

  @Test(arguments: swiftSources)
  func leavesOtherSyntaxToSwiftRegex(source: String) {
    #expect(CompiledRegexPart(source) == nil)
  }

  /// Each part, in several places of a pattern, on a generated corpus of short paths.
  @Test func patternsAgreeWithGeneratedRegex() {
    let templates = [
      "/item/:id(R)", "/:id(R)/x", "/a/:id(R).json", "/:a(R)-:b", "/x/(R)", "/:a(R)/*",
      "/:id(R)?/:rest", "/(R)(R)",
    ]
    var random = SplitMix(seed: 11)
    let paths = Self.paths(alphabet: "abcxy0129-./Aé", count: 200, random: &random)
    let compared = Self.compare(
      templates.flatMap { template in
        Self.programSources.map { template.replacingOccurrences(of: "R", with: $0) }
      }, on: paths)
    #expect(compared > 40_000)
  }

  /// Random expressions over a small alphabet, so that alternatives overlap and backtracking
  /// order decides the captures.
  @Test func randomExpressionsAgreeWithGeneratedRegex() {
    var random = SplitMix(seed: 12)
    var patterns: [String] = []
    while patterns.count < 150 {
      let first = Self.expression(depth: 3, random: &random)
      let second = Self.expression(depth: 2, random: &random)
      let text = "/:a(\(first))" + (random.next() % 2 == 0 ? "-:b(\(second))" : "(\(second))")
      guard CompiledRegexPart(first) != nil, (try? PathPattern(text)) != nil else { continue }
      patterns.append(text)
    }
    let paths = Self.paths(alphabet: "ab-/", count: 120, random: &random)
    let compared = Self.compare(patterns, on: paths)
    #expect(compared > 30_000)
  }

  /// A 64 KiB path that a `(.+)` part must give back byte by byte before failing: the answer
  /// is the generated expression's, found without it.
  @Test func longPathGivesBackLinearly() throws {
    let pattern = try PathPattern(#"/:rest(.+)-x0"#)
    let body = String(repeating: "a/", count: 32_000)
    #expect(pattern.match("/\(body)b-x0"[...], ignoreCase: false)?.groups == ["\(body)b"])
    #expect(pattern.match("/\(body)b-y0"[...], ignoreCase: false) == nil)
    let slug = try PathPattern(#"/:slug([a-z]+(?:-[a-z]+)*)"#)
    let words = String(repeating: "ab-", count: 20_000)
    #expect(slug.match("/\(words)c"[...], ignoreCase: true)?.groups == ["\(words)c"])
    #expect(slug.match("/\(words)"[...], ignoreCase: false) == nil)
  }

  /// Compares the pattern's match with the generated expression's on every path, both ways of
  /// comparing letters, for each pattern that parses; returns how many comparisons were made.
  private static func compare(_ patterns: [String], on paths: [String]) -> Int {
    var compared = 0
    for text in patterns {
      guard let pattern = try? PathPattern(text) else { continue }
      for path in paths {
        for ignoreCase in [false, true] {
          let fast = pattern.match(path[...], ignoreCase: ignoreCase)
          let reference = pattern.matchWithRegex(LinkText(path), ignoreCase: ignoreCase)
          #expect(fast == reference, "'\(text)' on '\(path)', ignoreCase \(ignoreCase)")
          compared += 1
        }
      }
    }
    return compared
  }

  private static func paths(alphabet: String, count: Int, random: inout SplitMix) -> [String] {
    let letters = alphabet.map(String.init)
    return (0..<count).map { _ in
      "/"
        + (0..<Int(random.next() % 9)).map { _ in letters[Int(random.next() % 14) % letters.count] }
        .joined()
    }
  }

  private static func expression(depth: Int, random: inout SplitMix) -> String {
    let atoms = ["a", "b", "-", ".", "[ab]", "[^-]", "\\w", "/"]
    var text = ""
    for _ in 0..<(1 + Int(random.next() % 3)) {
      var item =
        depth > 0 && random.next() % 3 == 0
        ? "(?:" + expression(depth: depth - 1, random: &random)
          + (random.next() % 2 == 0 ? "|" + expression(depth: depth - 1, random: &random) : "")
          + ")"
        : atoms[Int(random.next() % UInt64(atoms.count))]
      let quantifiers = ["", "", "*", "+", "?", "{1,2}", "*?", "+?", "??", "{2}"]
      item += quantifiers[Int(random.next() % UInt64(quantifiers.count))]
      text += item
    }
    return text
  }
}
