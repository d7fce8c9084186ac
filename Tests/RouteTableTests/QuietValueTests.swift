import Testing

@testable import RouteTable

/// The security pass clears printable query names and values on their raw bytes when they
/// cannot warn (no script scheme or web link once the warnings of its kind are all given): its
/// warnings must be, in order and wording, those of inspecting every such value in full.
@Suite struct QuietValueTests {
  /// Raw names and values: links, scripts, look-alikes of both, `+` that may read as a space,
  /// escapes, and plain text.
  static let pieces = [
    "https://evil.example/", "//evil.example", "javascript:alert(1)", "+javascript:x",
    "+https://evil.example", "http://shop.example.com/x", "//shop.example.com", "a/b", "a:b",
    "ht+tp://x", "data:x", "file:/etc", "x", "a+b", "%2F%2Fevil.example", "java%09script:x",
    "https:\\\\evil.example", "ftp://a.b", "ws://x", "HTTPS://EVIL.example", "vbscript:x",
    "javascrip:x", "https:x", "+//evil.example", "++", "https:/evil.example", "mailto:a@b",
    "%0A", "1", "", "javascript://evil.example/", "data:,x", "File:Photo.jpg",
  ]

  static func table(plusIsSpace: Bool) throws -> RouteTable {
    try RouteTable(
      json: Array(
        """
        { "version": 1, "schemes": ["shop"], "hosts": ["shop.example.com"],
          "options": { "plusIsSpace": \(plusIsSpace) },
          "routes": [ { "name": "home", "paths": ["/"] } ] }
        """.utf8))
  }

  /// Queries of up to 24 items drawn from ``pieces`` (so that the per-code limits are reached),
  /// and the hostile shapes `u=https://evil.example/&…` and `u=javascript:…&…` at a small size.
  static func queries(count: Int, seed: UInt64) -> [String] {
    var random = SplitMix(seed: seed)
    var queries = (0..<count).map { _ in
      (0..<Int.random(in: 1...24, using: &random)).map { _ in
        let name = pieces.randomElement(using: &random)!
        let value = pieces.randomElement(using: &random)!
        return Bool.random(using: &random) ? "\(name)=\(value)" : name
      }.joined(separator: "&")
    }
    queries.append(String(repeating: "u=https://evil.example/&", count: 40))
    queries.append(String(repeating: "u=javascript:alert(1)&", count: 40))
    queries.append(String(repeating: "u=javascript:x&v=https://evil.example/&", count: 20))
    return queries
  }

  @Test(arguments: [false, true])
  func clearedValuesAgreeWithFullInspection(plusIsSpace: Bool) throws {
    let security = try Self.table(plusIsSpace: plusIsSpace).security
    var compared = 0
    var warned = 0
    for query in Self.queries(count: 3_000, seed: plusIsSpace ? 5 : 6) {
      guard let url = try? URLReader.read("shop://x?" + query) else { continue }
      let quick = security.warnings(forUnresolved: url)
      let full = security.warningsInspectingEveryValue(forUnresolved: url)
      #expect(quick == full, "\(query)")
      compared += 1
      if !quick.isEmpty { warned += 1 }
    }
    #expect(compared > 1_000)
    #expect(warned > 1_000)
  }
}
