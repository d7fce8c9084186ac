import Testing

@testable import RouteTable

/// ``RawQuery`` keeps a read query as one string and splits it into items when asked:
/// ``LinkURL/queryItems`` and equality keep their meaning, and the resolver's walk over the raw
/// bytes binds and reports the same names.
@Suite struct RawQueryTests {
  static let queries = [
    "", "&", "a=1&&b&", "=v&x=a=b", "q=%F0%9F%98%80&k", "x=%2B+y&x=2", "q=caf\u{E9}&&",
  ]

  /// A URL as read equals the URL built from its items, and hashes alike.
  @Test(arguments: queries) func readQueryEqualsItsItems(query: String) throws {
    let url = try URLReader.read("https://example.com/?" + query)
    let built = LinkURL(
      scheme: url.scheme, host: url.host, port: url.port, userinfo: url.userinfo, path: url.path,
      queryItems: url.queryItems, hasQuery: url.hasQuery, fragment: url.fragment,
      warnings: url.warnings)
    #expect(url == built)
    #expect(url.hashValue == built.hashValue)
    var walked: [QueryItem] = []
    url.query.forEachItem { name, value in
      walked.append(QueryItem(rawName: String(utf8Bytes: name), rawValue: String(utf8Bytes: value)))
      return true
    }
    #expect(walked == url.queryItems)
    #expect(url.query.isEmpty == url.queryItems.isEmpty)
  }

  /// Empty items carry nothing: two texts that differ only in them hold the same query.
  @Test func emptyItemsDoNotMakeQueriesDiffer() throws {
    let sparse = try URLReader.read("https://example.com/?a=1&&b&")
    let dense = try URLReader.read("https://example.com/?a=1&b")
    #expect(sparse == dense)
    #expect(sparse.hashValue == dense.hashValue)
    #expect(sparse != (try URLReader.read("https://example.com/?a=1&c")))
  }

  /// Items given one by one are kept as given, even when a name or value holds `&` or `=`.
  @Test func givenItemsAreKeptAsGiven() {
    let items = [QueryItem(rawName: "a&b", rawValue: "c=d"), QueryItem(rawName: "", rawValue: "")]
    let url = LinkURL(
      scheme: "https", host: "example.com", port: nil, userinfo: nil, path: "/",
      queryItems: items, hasQuery: true, fragment: nil, warnings: [])
    #expect(url.queryItems == items)
    #expect(!url.query.isEmpty)
    #expect(url.query.text == nil)
    // As one text (what the resolver binds), the same items once decoded.
    var joined: [[String]] = []
    RawQuery(text: url.query.joinedText).forEachItem { name, value in
      joined.append([name, value].map { String(utf8Bytes: $0) })
      return true
    }
    #expect(joined == [["a%26b", "c=d"], ["", ""]])
    #expect(
      joined.map { $0.map { PercentDecoding.decodeLossless($0) } }
        == items.map { [$0.rawName, $0.rawValue] })
  }

  /// Undeclared names are reported once each, in the order first seen, however many there are.
  @Test func manyExtraNamesKeepTheirFirstOrder() throws {
    let table = try TableFixtures.table(routes: [#"{ "name": "home", "paths": ["/"] }"#])
    let names = (0..<40).map { "n\($0 % 23)" } + ["%6E1", "n+1", "caf%C3%A9", "cafe%CC%81"]
    let query = names.map { $0 + "=1" }.joined(separator: "&")
    guard case .success(let resolution) = table.resolve("app://?" + query) else {
      Issue.record("'app://?\(query)' did not resolve")
      return
    }
    // `%6E1` decodes to `n1`, seen already; `café` is written precomposed, then decomposed,
    // which is the same name as a string.
    let expected = (0..<23).map { "n\($0)" } + ["n+1", "caf\u{E9}"]
    #expect(resolution.extraQuery == expected)
  }
}
