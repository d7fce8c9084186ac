import Foundation
import Testing

@testable import RouteTable

/// Inputs the fuzz targets (`make fuzz`) once crashed or hung on, replayed as the targets run
/// them: `Fixtures/fuzz-regressions/TARGET/*`. Every engine they reach counts its steps (the
/// link allowance), so they need no time limit, which a busy CI runner could reach.
@Suite struct FuzzRegressionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/fuzz-regressions")

  static func inputs(_ target: String) -> [String] {
    let directory = root.appendingPathComponent(target)
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
      .map { "\(target)/\($0)" }
  }

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: root.appendingPathComponent(name)))
  }

  @Test func everyTargetHasItsFolderOrNone() {
    #expect(!Self.inputs("Pattern").isEmpty)
  }

  /// As `Fuzz/PatternFuzz.swift`: line 1 a pattern, the rest a path.
  @Test(arguments: inputs("Pattern"))
  func pattern(input: String) throws {
    let text = String(decoding: try Self.bytes(input), as: UTF8.self)
    let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    guard let pattern = try? PathPattern(String(lines[0])) else { return }
    let reparsed = try PathPattern(pattern.canonicalSource)
    #expect(reparsed.canonicalSource == pattern.canonicalSource)
    #expect(reparsed.groupNames == pattern.groupNames)
    guard pattern.backtrackingProblem == nil else { return }
    let path = lines.count > 1 ? lines[1] : "/"
    for ignoreCase in [false, true] {
      let match = pattern.match(path, ignoreCase: ignoreCase)
      if let match {
        #expect(match.groups.count == pattern.groupNames.count)
      }
      if path.utf8.count <= 64 {
        #expect(
          match == pattern.matchWithRegex(LinkText(String(path)), ignoreCase: ignoreCase),
          "\(input)")
      }
      _ = pattern.progress(on: path, ignoreCase: ignoreCase)
    }
  }

  /// As `Fuzz/ResolveFuzz.swift`: the input is one link; every message stays on one line.
  @Test(arguments: inputs("Resolve"))
  func resolve(input: String) throws {
    let table = try TableFixtures.table(routes: [#"{"name": "any", "paths": ["/*"]}"#])
    let link = String(decoding: try Self.bytes(input), as: UTF8.self)
    let explanation = table.explain(link)
    #expect(table.resolve(link) == explanation.result)
    let warnings =
      switch explanation.result {
      case .success(let resolution): resolution.warnings
      case .failure(let failure): failure.warnings
      }
    for warning in warnings { #expect(!warning.message.contains("\n"), "\(warning.message)") }
  }

  /// As `Fuzz/AASAFuzz.swift`: a file's findings stay on one line, inside the file.
  @Test(arguments: inputs("AASA"))
  func aasa(input: String) throws {
    let bytes = try Self.bytes(input)
    for diagnostic in AASAFile(json: bytes).diagnostics {
      #expect(!diagnostic.message.contains("\n"), "\(diagnostic.message)")
      #expect((diagnostic.position?.offset ?? 0) <= bytes.count)
    }
  }

  /// `*` stops where Swift's `.` does (the generated expression's engine), whichever engine
  /// runs it: at LF, VT, FF, CR, U+0085, U+2028 and U+2029. The first fuzz run comparing the
  /// fast matcher with the generated expression found that the fast matcher went on at VT.
  @Test(arguments: [("/*", "/a/"), ("/{:fr/}*/*", "//"), ("/:id(\\d+)/*", "/7/"), ("/a*", "/a")])
  func wildcardStopsWhereSwiftDotStops(source: String, start: String) throws {
    let pattern = try PathPattern(source)
    let characters = ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}", "x", "\t"]
    for character in characters {
      let path = start + "b\(character)c"
      let match = pattern.match(path[...], ignoreCase: false)
      #expect((match != nil) == (character == "x" || character == "\t"), "\(source) \(path)")
      #expect(match == pattern.matchWithRegex(LinkText(path), ignoreCase: false))
    }
  }

  /// The affixed repetition that made the generated expression backtrack exponentially is
  /// flagged, and a config refuses it.
  @Test func affixedRepetitionIsFlagged() throws {
    #expect(try PathPattern("/r{-:a}+/(x)").backtrackingProblem != nil)
    #expect(try PathPattern("/r*+/(x)").backtrackingProblem == nil)
  }

  /// Fixed text that canonicalises to nothing between two wildcards made the canonical form
  /// merge them (`/x*a/..*` came out as `/x**`, one group instead of two).
  @Test(arguments: ["/x*a/..*", "*a/..*/*+", "/x/*+oa/..*/*+"])
  func canonicalFormKeepsEveryGroup(source: String) throws {
    let pattern = try PathPattern(source)
    let reparsed = try PathPattern(pattern.canonicalSource)
    #expect(reparsed.groupNames == pattern.groupNames)
    #expect(reparsed.canonicalSource == pattern.canonicalSource)
  }

  /// Adjacent wildcards made the fast matcher's backtracking explode; they are flagged.
  @Test func consecutiveWildcardsAreFlagged() throws {
    #expect(try PathPattern("{:fr/}************+ab").backtrackingProblem != nil)
  }

  /// A `\x` without its two hex digits took the next two characters as its code point, so the
  /// check lost its place in the expression and let forty wildcards through: minutes of Swift
  /// `Regex` on the path `/` for `*****…/q(\x//\x/)`.
  @Test func anEscapeWithoutItsDigitsHidesNoWildcards() throws {
    let source = String(repeating: "*", count: 40) + "/q(\\x//\\x/)"
    #expect(try PathPattern(source).backtrackingProblem != nil)
  }

  /// Optional wildcards one after another (`*?*?*?*`, generated as `(.*)?(.*)?(.*)?(.*)`) took
  /// polynomial time of a high degree in Swift `Regex` on a path with bytes outside printable
  /// ASCII; they are flagged as `.*.*` is, while an optional part after fixed text is not.
  @Test(arguments: [
    ("*?*?*?*/*:Sreode([A-Z]{3})", true), ("/*?*?*?*", true), ("/*?*", true),
    ("/:a(\\d+)?:b(\\d+)", true), ("/v:major(\\d+){.:minor(\\d+)}?/api/*", false),
    ("/a/*?", false), ("/:id?/x", false), ("/*?*?*?*?*?x", true), ("/*?*?", true),
  ])
  func optionalWildcardsAreFlagged(source: String, flagged: Bool) throws {
    #expect((try PathPattern(source).backtrackingProblem != nil) == flagged)
  }
}
