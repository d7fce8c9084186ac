import Testing

@testable import RouteTable

/// ``FlatRouteRecord`` replaces reading a route's arrays on the fast path (``RouteIndex/Route``:
/// its segment patterns, value checks and query declarations): each record must say what the
/// route says, and the trie must propose exactly the records of the patterns a path fits.
@Suite struct FlatRouteRecordTests {
  static let tables: [String: String] = [
    "mixed": MixedTable.json(groups: 3),
    "flightdeck": TableFixtures.flightdeck,
    "side": SideIndexTests.json(groups: 2),
    "wide": """
    { "version": 1, "schemes": ["app"], "options": { "plusIsSpace": true },
      "types": { "code": { "pattern": "[A-Z]{3}" }, "tab": { "enum": ["a", "b"] } },
      "routes": [
        { "name": "five", "paths": ["/f/:a/:b/:c/:d/:e"] },
        { "name": "four", "paths": ["/q/:a/:b/:c/*", "/r/:a"],
          "params": { "a": "code", "b": "tab", "c": "bool" },
          "query": { "x": "int", "yy": { "type": "tab", "required": true },
                     "zzz": { "type": "code", "repeated": true } } },
        { "name": "many", "paths": ["/m"],
          "query": { "a": "int", "b": "int", "c": "int", "d": "int" } },
        { "name": "long", "paths": ["/l/:v"], "query": { "longername": "int" } },
        { "name": "alike", "paths": ["/same/:x", "/same/:y"], "params": { "y": "int" } },
        { "name": "deep", "paths": ["/d/e/f/:g"], "params": { "g": "int" } },
        { "name": "shallow", "paths": ["/d/e"], "query": { "n": "int" } },
        { "name": "under", "paths": ["/d/*", "/d/e/f"] }
      ] }
    """,
  ]

  /// Raw values each check is tried on, to compare a pooled check with the route's own.
  static let samples = [
    "", "a", "b", "ABC", "AB", "abc", "1", "-7", "007", "true", "false", "2F", "12C", "a%20b",
    "6F9619FF-8B86-D011-B42D-00C04FC964FF", "info", "posts", "caf%C3%A9",
  ]

  @Test(arguments: tables.keys.sorted())
  func recordsSayWhatTheirRoutesSay(table name: String) throws {
    let table = try TableFixtures.table(Self.tables[name]!)
    let index = table.index
    var expected: Set<[Int]> = []
    for (number, route) in index.routes.enumerated()
    where route.compiled.definition.schemes == nil && route.compiled.definition.hosts == nil
      && !route.segmentPatterns.isEmpty && route.segmentPatterns.allSatisfy({ $0 != nil })
    {
      for pattern in route.segmentPatterns.indices { expected.insert([number, pattern]) }
    }
    var seen: Set<[Int]> = []
    var usable = 0
    do {
      let checks = index.recordChecks.elements
      for number in 0..<index.records.count {
        let record = index.records[Int32(number)]
        let route = index.routes[Int(record.route)]
        seen.insert([Int(record.route), Int(record.pattern)])
        let offset = Int(record.pattern)
        let fits =
          route.isPlain && route.valueChecks.allSatisfy { $0.count <= 4 }
          && route.plainQuery.count <= 3 && route.plainQuery.allSatisfy { $0.name.count <= 8 }
        #expect(record.isUsable == fits, "\(route.name) pattern \(offset)")
        guard record.isUsable else { continue }
        usable += 1
        let pattern = route.segmentPatterns[offset]!
        #expect(Int(record.groupCount) == pattern.groupCount)
        #expect(record.plusIsSpace == route.options.plusIsSpace)
        // The captures of a path the pattern fits, as the general matcher finds them.
        let path =
          "/"
          + pattern.units.map { unit in
            if case .literal(let key) = unit { String(decoding: key, as: UTF8.self) } else { "v" }
          }.joined(separator: "/") + (pattern.hasTail ? "/t/u" : "")
        Array(path.utf8).withUnsafeBufferPointer { bytes in
          PathSegments.with(bytes) { segments in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 8) { captures in
              #expect(pattern.match(segments, ignoreCase: route.ignoreCase, captures: captures))
              for group in 0..<Int(record.groupCount) {
                let segment = record.segment(group)
                let range =
                  segment >= 0
                  ? segments[segment] : segments[-1 - segment].lowerBound..<bytes.count
                #expect(range == captures[2 * group]..<captures[2 * group + 1])
              }
            }
          }
        }
        for sample in Self.samples {
          Array(sample.utf8).withUnsafeBufferPointer { raw in
            for group in 0..<Int(record.groupCount) {
              let pooled = ValueCheckPool.admits(
                record.groupCheck(group), raw: raw, checks: checks)
              let own = route.valueChecks[offset][group].admits(raw: raw)
              #expect(pooled == own, "\(route.name) group \(group) '\(sample)'")
            }
            for (number, declaration) in route.plainQuery.enumerated() {
              let pooled = ValueCheckPool.admits(
                record.queryCheck(number), raw: raw, checks: checks)
              #expect(pooled == declaration.check.admits(raw: raw))
              let names = [declaration.name, Array(sample.utf8)]
              for name in names {
                let isName = name.withUnsafeBufferPointer { record.isQueryName(number, $0) }
                #expect(isName == (name == declaration.name))
              }
            }
          }
        }
        #expect(Int(record.queryCount) == route.plainQuery.count)
        for (number, declaration) in route.plainQuery.enumerated() {
          #expect(record.isRequired(number) == declaration.required)
          #expect(record.isRepeated(number) == declaration.repeated)
        }
      }
    }
    #expect(seen == expected)
    #expect(index.records.count == expected.count)
    #expect(usable > 0)
  }

  /// The trie proposes, for each path, the record of every pattern that fits it by shape, as
  /// trying each pattern of each route in the trie finds them.
  @Test(arguments: tables.keys.sorted())
  func trieProposesTheRecordsOfThePatternsAPathFits(table name: String) throws {
    let table = try TableFixtures.table(Self.tables[name]!)
    let index = table.index
    var corpus = MixedCorpus(table: table, seed: 3)
    let paths =
      corpus.urls(count: 1_500).compactMap { url -> String? in
        guard case .success(let link) = Result(catching: { try URLReader.read(url) }) else {
          return nil
        }
        return link.path
      } + [
        "/", "/m", "/f/1/2/3/4/5", "/q/ABC/a/true/x", "/same/1", "/g0/ABOUT/TEAM", "/d/e",
        "/d/e/f", "/d/e/f/1", "/d/x",
      ]
    var proposals = 0
    for path in paths {
      let numbers = Self.proposals(path, in: index).records
      let proposed = Set(
        numbers.map { number -> [Int] in
          let record = index.records[number]
          return [Int(record.route), Int(record.pattern)]
        })
      #expect(proposed.count == numbers.count)
      proposals += numbers.count
      var fitting: Set<[Int]> = []
      Array(path.utf8).withUnsafeBufferPointer { bytes in
        PathSegments.with(bytes) { segments in
          for number in 0..<index.records.count {
            let record = index.records[Int32(number)]
            let route = index.routes[Int(record.route)]
            let fits = withUnsafeTemporaryAllocation(of: Int.self, capacity: 16) {
              route.segmentPatterns[Int(record.pattern)]!.match(
                segments, ignoreCase: route.ignoreCase, captures: $0)
            }
            if fits { fitting.insert([Int(record.route), Int(record.pattern)]) }
          }
        }
      }
      #expect(proposed == fitting, "\(path)")
    }
    // The side table keeps most of its routes out of the trie.
    #expect(proposals > (name == "side" ? 0 : paths.count / 4))
  }

  /// In a table that pairs its leading segments, a pair whose node leads to one record with at
  /// most one query declaration holds that record: read from the entry, it is the record itself.
  @Test func aPairEntryHoldsItsOnlyRecord() throws {
    let routes = (0..<200).flatMap { group in
      [
        #"{"name":"about\#(group)","paths":["/g\#(group)/about"]}"#,
        #"{"name":"files\#(group)","paths":["/g\#(group)/files/*"]}"#,
        #"{"name":"item\#(group)","paths":["/g\#(group)/item/:id"],"params":{"id":"int"}}"#,
        #"{"name":"pick\#(group)","paths":["/g\#(group)/pick/:id","/g\#(group)/pick/new"]}"#,
        #"{"name":"tag\#(group)","paths":["/g\#(group)/tag/:name"],"query":{"page":"int"}}"#,
        #"{"name":"two\#(group)","paths":["/g\#(group)/two/:name"],"query":{"a":"int","b":"int"}}"#,
      ]
    }
    let json = #"{"version":1,"schemes":["app"],"routes":["# + routes.joined(separator: ",") + "]}"
    let index = try RouteTable(json: Array(json.utf8)).index
    #expect(index.trie.pairsLeadingEdges)
    /// The route list position of the record the path's pair holds, if it holds one, and
    /// whether that record, read from the entry, is among the proposals and is the one the
    /// records array holds there.
    func heldRecord(_ path: String) -> (position: Int32?, isTheRecord: Bool) {
      let (numbers, hint) = Self.proposals(path, in: index)
      guard hint.position >= 0, let address = hint.record else { return (nil, false) }
      let held = address.load(as: FlatRouteRecord.self)
      let stored = index.records[hint.position]
      let words = { (head: FlatRouteRecord.Head?) in
        head.map { [$0.0, $0.1, $0.2, $0.3, $0.4, UInt64($0.5)] }
      }
      return (
        hint.position,
        numbers.contains(hint.position) && words(held.head) != nil
          && words(held.head) == words(stored.head) && held.route == stored.route
          && held.pattern == stored.pattern
      )
    }
    // A literal page, a tail, a parameter leaf and one with a query declaration: each the only
    // record under its pair.
    for path in ["/g3/about", "/g5/files/a/b", "/g7/item/12", "/g3/tag/swift"] {
      let found = heldRecord(path)
      #expect(found.position != nil && found.isTheRecord, "\(path)")
    }
    // Two records under the pair, and a route with two query declarations: none held.
    for path in ["/g3/pick/7", "/g3/pick/new", "/g3/two/swift"] {
      #expect(heldRecord(path).position == nil, "\(path)")
    }
  }

  /// The record numbers the trie proposes for `path`, and the record its pair entry holds.
  static func proposals(_ path: String, in index: RouteIndex) -> (
    records: [Int32], hint: RecordHint
  ) {
    Array(path.utf8).withUnsafeBufferPointer { bytes in
      PathSegments.with(bytes) { segments in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { storage in
          var list = CandidateList(storage)
          var hint = RecordHint()
          index.trie.collectRecords(segments, into: &list, hint: &hint)
          return ((0..<list.count).map { list[$0] }, hint)
        }
      }
    }
  }
}
