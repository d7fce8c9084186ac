import Testing

@testable import RouteTable

/// A route trie decides the patterns it stores along their segments: whether each matches, and
/// its groups, exactly as the pattern's own matcher would; the others it leaves undecided.
@Suite struct WalkDecisionTests {
  enum Expected: Equatable {
    case matched([String?])
    case unmatched
    case undecided
  }

  /// The walk's decision on `pattern` for `path`, and the pattern's own match.
  static func decide(_ source: String, _ path: String, ignoreCase: Bool = false) throws
    -> (walk: Expected, pattern: [String?]?)
  {
    let pattern = try PathPattern(source)
    let key = PatternKey(route: 0, pattern: 0)
    var trie = RouteTrie()
    trie.insert(pattern, as: key, ignoreCase: ignoreCase)
    trie.finish(order: [0])
    let segments = PathSegments(LinkText(path), splitting: trie.depth)
    var visit = TrieVisit(decidesWholeSegments: true)
    var work = Int.max
    trie.walk(segments, order: [0], into: &visit, work: &work)
    let walk: Expected =
      switch visit.decision(key, captures: SegmentCaptures(pattern), on: segments) {
      case .matched(let match): .matched(match.groups)
      case .unmatched: .unmatched
      case .undecided: .undecided
      }
    return (walk, pattern.match(path[...], ignoreCase: ignoreCase)?.groups)
  }

  @Test(arguments: [
    ("/", "/", Expected.matched([])),
    ("/", "/a", .unmatched),
    ("/a", "/a", .matched([])),
    ("/a", "/a/", .unmatched),
    ("/a/", "/a/", .matched([])),
    ("/a/:id", "/a/42", .matched(["42"])),
    ("/a/:id", "/a/", .unmatched),
    ("/a/:id", "/a/42/x", .unmatched),
    ("/:a/:b", "/x%2Fy/z", .matched(["x%2Fy", "z"])),
    ("/a/:id/*", "/a/1/x/y", .matched(["1", "x/y"])),
    ("/a/:id/*", "/a/1/", .matched(["1", ""])),
    ("/a/:id/*", "/a/1", .unmatched),
    ("/*", "/", .matched([""])),
    ("/*", "/x//y", .matched(["x//y"])),
    ("/a//b", "/a//b", .matched([])),
    ("/:id.json", "/x.json", .undecided),
    ("/a/:id?", "/a", .undecided),
  ])
  func decidesAsThePatternMatches(source: String, path: String, expected: Expected) throws {
    let (walk, pattern) = try Self.decide(source, path)
    #expect(walk == expected)
    if case .matched(let groups) = walk { #expect(pattern == groups) }
    if walk == .unmatched { #expect(pattern == nil) }
  }

  @Test func ignoringCaseComparesASCIILettersEitherWay() throws {
    let (walk, pattern) = try Self.decide("/About/:id", "/aBOUT/X", ignoreCase: true)
    #expect(walk == .matched(["X"]))
    #expect(pattern == ["X"])
    #expect(try Self.decide("/About/:id", "/aBOUT/X").walk == .unmatched)
  }

  /// Beyond ASCII, case folding is Unicode's: the walk proposes and the pattern decides.
  @Test func leavesSegmentsBeyondASCIIIgnoringCaseToThePattern() throws {
    #expect(try Self.decide("/café", "/CAFÉ", ignoreCase: true).walk == .undecided)
  }

  /// Many patterns ending at one node (more than fit inline) are each found, and one that does
  /// not end there is not.
  @Test func findsEachOfManyPatternsOfOnePath() throws {
    let pattern = try PathPattern("/same/:id")
    var trie = RouteTrie()
    let keys = (0..<40).map { PatternKey(route: Int32(39 - $0), pattern: Int32($0 % 3)) }
    for key in keys { trie.insert(pattern, as: key, ignoreCase: false) }
    trie.finish(order: (0..<40).map(Int32.init))
    let segments = PathSegments(LinkText("/same/7"), splitting: trie.depth)
    var visit = TrieVisit(decidesWholeSegments: true)
    var work = Int.max
    trie.walk(segments, order: (0..<40).map(Int32.init), into: &visit, work: &work)
    visit.finish()
    let captures = SegmentCaptures(pattern)
    for key in keys {
      guard case .matched(let match) = visit.decision(key, captures: captures, on: segments)
      else {
        Issue.record("\(key) was not matched")
        continue
      }
      #expect(match.groups == ["7"])
    }
    let absent = PatternKey(route: 0, pattern: 1)
    #expect(!keys.contains(absent))
    guard case .unmatched = visit.decision(absent, captures: captures, on: segments) else {
      Issue.record("\(absent) was matched")
      return
    }
  }
}
