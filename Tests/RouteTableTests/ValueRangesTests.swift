import Testing

@testable import RouteTable

/// ``FastResolver`` keeps where the winning route's values lie (``ValueRanges``) so that reading
/// them does not match the path again: the kept ranges must be exactly what the general segment
/// matcher captures and the first occurrence of each declared query parameter, and a route with
/// more values than fit must still give the reference's values.
@Suite struct ValueRangesTests {
  @Test func rangesHoldWhatIsSetAndAbsentOtherwise() {
    var ranges = ValueRanges(count: 3, inputLength: ValueRanges.maximumInputLength)
    #expect(ranges.isKept)
    #expect(ranges.count == 3)
    ranges[0] = 0..<9
    ranges[2] = 65_530..<ValueRanges.maximumInputLength
    #expect(ranges[0] == 0..<9)
    #expect(ranges[1] == nil)
    #expect(ranges[2] == 65_530..<ValueRanges.maximumInputLength)
    ranges[0] = nil
    #expect(ranges[0] == nil)
  }

  @Test(arguments: [0, 1, ValueRanges.capacity])
  func upToCapacityIsKept(count: Int) {
    #expect(ValueRanges(count: count, inputLength: 100).isKept)
    #expect(ValueRanges(count: count, inputLength: 100).count == count)
  }

  @Test func pastCapacityNothingIsKept() {
    #expect(!ValueRanges(count: 1, inputLength: ValueRanges.maximumInputLength + 1).isKept)
    var ranges = ValueRanges(count: ValueRanges.capacity + 1, inputLength: 100)
    #expect(!ranges.isKept)
    #expect(ranges.count == 0)
    ranges[0] = 1..<2
    #expect(!ranges.isKept)
    #expect(!ValueRanges.none.isKept)
  }

  /// The captures of the route's pattern found by the general segment matcher, then the first
  /// value of each declared query parameter, read from the input's text independently.
  static func expectedRanges(_ compact: CompactResolution) -> [Range<Int>?] {
    let route = compact.index.routes[Int(compact.route)]
    let offset = Int(compact.pattern)
    let groups = route.groupTypes[offset].count
    var input = compact.input
    return input.withUTF8 { bytes in
      let path = UnsafeBufferPointer(rebasing: bytes[compact.path])
      var ranges: [Range<Int>?] = PathSegments.with(path) { segments in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(2, 2 * groups)) { captures in
          guard
            route.segmentPatterns[offset]!.match(
              segments, ignoreCase: route.ignoreCase, captures: captures)
          else { return [] }
          let start = compact.path.lowerBound
          return (0..<groups).map {
            (start + captures[2 * $0])..<(start + captures[2 * $0 + 1])
          }
        }
      }
      let text = Array(bytes)
      let items = queryItems(text)
      for declaration in route.query {
        let first = items.first { Array(text[$0.name]) == Array(declaration.name.utf8) }
        ranges.append(first?.value)
      }
      return ranges
    }
  }

  /// The `&`-separated items after the first `?`, each name and value as byte ranges.
  static func queryItems(_ text: [UInt8]) -> [(name: Range<Int>, value: Range<Int>)] {
    guard let mark = text.firstIndex(of: UInt8(ascii: "?")) else { return [] }
    var items: [(name: Range<Int>, value: Range<Int>)] = []
    var start = mark + 1
    for end in (mark + 1)...text.count where end == text.count || text[end] == UInt8(ascii: "&") {
      if end > start {
        let equals = text[start..<end].firstIndex(of: UInt8(ascii: "="))
        items.append(
          equals.map { (start..<$0, ($0 + 1)..<end) } ?? (start..<end, end..<end))
      }
      start = end + 1
    }
    return items
  }

  static func keptRanges(_ compact: CompactResolution) -> [Range<Int>?] {
    (0..<compact.valueRanges.count).map { compact.valueRanges[$0] }
  }

  @Test(arguments: ["mixed", "flightdeck"])
  func keptRangesAreWhatTheGeneralMatcherFinds(table name: String) throws {
    let table: RouteTable
    var urls: [String]
    if name == "mixed" {
      table = try RouteTable(json: Array(MixedTable.json(groups: 6).utf8))
      urls = []
    } else {
      (table, urls) = try IndexDifferentialTests.example(name)
    }
    var corpus = MixedCorpus(table: table, seed: 23)
    urls += corpus.urls(count: 3_000)
    var checked = 0
    var withQuery = 0
    var mismatches: [String] = []
    for url in urls {
      guard let compact = FastResolver.resolve(url, in: table.index) else { continue }
      #expect(compact.valueRanges.isKept)
      let kept = Self.keptRanges(compact)
      let expected = Self.expectedRanges(compact)
      if kept != expected { mismatches.append("\(url): kept \(kept), expected \(expected)") }
      checked += 1
      if kept.count > compact.index.routes[Int(compact.route)].groupTypes[0].count,
        kept.contains(where: { $0 != nil })
      {
        withQuery += 1
      }
    }
    #expect(checked > 100)
    #expect(withQuery > 0)
    #expect(mismatches == [])
  }

  /// Inputs too long for two-byte offsets keep no ranges, and still give the reference's values.
  @Test(arguments: [ValueRanges.maximumInputLength, ValueRanges.maximumInputLength + 1])
  func longInputsGiveTheReferenceValues(length: Int) throws {
    let table = try RouteTable(json: Array(Self.wideTable.utf8))
    let prefix = "w://top/"
    let url = prefix + String(repeating: "a", count: length - prefix.utf8.count)
    let compact = try #require(FastResolver.resolve(url, in: table.index))
    #expect(compact.valueRanges.isKept == (length <= ValueRanges.maximumInputLength))
    guard case .success(let reference) = table.resolveLinearly(url) else {
      Issue.record("the reference does not resolve the long URL")
      return
    }
    let fast = Resolution(compact)
    #expect(fast == reference)
    var collector = ChainCollector()
    fast.visit(&collector)
    #expect(
      collector.entries.last?.params
        == ChainCollector.textual(ChainEntry(route: "", params: reference.params)).params)
  }

  /// Routes around ``ValueRanges/capacity``: kept up to it, found again past it; either way the
  /// values (read through the visitor and as properties) are the reference's.
  static let wideTable = """
    { "version": 1, "schemes": ["w"],
      "routes": [
        { "name": "six", "paths": ["/six/:a/:b/:c/:d/:e"], "params": { "b": "int" },
          "query": { "q": { "type": "int", "default": 3 } } },
        { "name": "seven", "paths": ["/seven/:a/:b/:c/:d/:e/:f/:g"],
          "params": { "c": "bool", "g": "uuid" } },
        { "name": "sevenWithQuery", "paths": ["/sq/:a/:b/:c/:d/:e/:f"],
          "query": { "n": { "type": "int" }, "s": { "type": "string", "default": "x" } } },
        { "name": "top", "paths": ["/top/:a"] },
        { "name": "tail", "paths": ["/tail/:a/*"], "parent": "top" }
      ] }
    """

  @Test(arguments: [
    ("w://six/a/2/c/d/e", true), ("w://six/a/2/c/d/e?q=9&q=8", true),
    ("w://six/a%20b/-4/c/d/e?z=1", true),
    ("w://seven/a/b/true/d/e/f/6F9619FF-8B86-D011-B42D-00C04FC964FF", false),
    ("w://sq/a/b/c/d/e/f?n=5", false), ("w://sq/a/b/c/d/e/f?s=y&n=-1", false),
    ("w://tail/a/x/y/z", true),
  ])
  func wideRoutesGiveTheReferenceValues(url: String, kept: Bool) throws {
    let table = try RouteTable(json: Array(Self.wideTable.utf8))
    let compact = try #require(FastResolver.resolve(url, in: table.index))
    #expect(compact.valueRanges.isKept == kept)
    if kept { #expect(Self.keptRanges(compact) == Self.expectedRanges(compact)) }
    guard case .success(let reference) = table.resolveLinearly(url) else {
      Issue.record("the reference does not resolve '\(url)'")
      return
    }
    let fast = Resolution(compact)
    #expect(fast == reference)
    #expect(fast.params == reference.params)
    var collector = ChainCollector()
    fast.visit(&collector)
    #expect(
      Array(collector.entries.dropLast()) == reference.chain.map(ChainCollector.textual))
    #expect(
      collector.entries.last?.params
        == ChainCollector.textual(ChainEntry(route: "", params: reference.params)).params)
  }
}
