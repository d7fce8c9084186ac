import Testing

@testable import RouteTable

/// URLs at the reader's 64 KiB limit, shaped to make a resolver slow (`make bench`'s `worst`
/// section times them): the trie must give exactly the results of proposing every route, and a
/// link full of hostile values reports a bounded number of warnings.
@Suite struct HostileURLTests {
  static let limit = URLReader.maximumLength

  /// `unit` repeated after `prefix` up to the length limit.
  static func fill(_ unit: String, after prefix: String, suffix: String = "") -> String {
    let room = limit - prefix.utf8.count - suffix.utf8.count
    return prefix + String(repeating: unit, count: room / unit.utf8.count) + suffix
  }

  static let shapes: [String] = [
    fill("a", after: "flightdeck://setlist/"),
    fill("a%2F", after: "flightdeck://setlist/"),
    fill("%41", after: "flightdeck://setlist/"),
    fill("%2E", after: "flightdeck://setlist/x"),
    fill("/a", after: "flightdeck://setlist/a"),
    fill("/", after: "flightdeck://setlist/a"),
    fill("a=1&", after: "flightdeck://setlist/x?"),
    fill("u=https://evil.example/&", after: "flightdeck://setlist/x?"),
    fill("é", after: "flightdeck://setlist/"),
    fill("%E2%80%AE", after: "flightdeck://setlist/"),
    fill("a", after: "flightdeck://setlist/x#"),
    fill("a", after: "flightdeck://setlist/", suffix: "%"),
    fill("a", after: "https://", suffix: ".example.com/x"),
    fill("a", after: "https://", suffix: ".flightdeck.example.com/flights"),
    fill("a", after: "flightdeck://flight/"),
    fill("bücher.", after: "https://", suffix: "example.com/x"),
    fill("xn--bcher-kva.", after: "https://", suffix: "example.com/x"),
    fill("u=javascript:alert(1)&", after: "flightdeck://setlist/x?"),
  ]

  @Test(arguments: shapes.indices)
  func agreesWithTheReference(shape: Int) throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    let url = Self.shapes[shape]
    #expect(url.utf8.count <= Self.limit)
    #expect(url.utf8.count > Self.limit - 64)
    #expect(table.resolve(url) == table.resolveLinearly(url))
  }

  @Test func warningsOfOneCodeAreBounded() throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    let url = Self.fill("u=https://evil.example/&v=%00&", after: "flightdeck://setlist/x?")
    guard case .success(let resolution) = table.resolve(url) else {
      Issue.record("'\(url.prefix(40))…' does not resolve")
      return
    }
    let codes = resolution.warnings.map(\.code)
    #expect(codes.count { $0 == .openRedirect } == SecurityCheck.maximumWarningsPerCode)
    #expect(codes.count { $0 == .controlChar } == SecurityCheck.maximumWarningsPerCode)
    // The first values are the ones reported, in URL order.
    #expect(resolution.warnings.first?.message.contains("query parameter 'u'") == true)
  }

  @Test func aScriptLinkIsNotAlsoARedirectOnceScriptsAreCapped() throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    let scripts = String(repeating: "s=javascript://x/&", count: 12)
    guard case .success(let resolution) = table.resolve("flightdeck://setlist/x?" + scripts)
    else {
      Issue.record("the script links do not resolve")
      return
    }
    let codes = resolution.warnings.map(\.code)
    #expect(codes.count { $0 == .scriptScheme } == SecurityCheck.maximumWarningsPerCode)
    #expect(!codes.contains(.openRedirect))
  }

  @Test(arguments: [
    ("..", true), ("a/../b", true), ("a\\..", true), ("...", false), ("a..b", false),
    ("", false), ("./.", false), ("../", true),
  ])
  func dotDotSegments(text: String, expected: Bool) {
    #expect(EncodedSeparatorCheck.hasDotDotSegment(text) == expected)
  }

  @Test(
    arguments: [
      ("javascript:alert(1)", "javascript"), (" \tJaVa\nScript:x", "javascript"),
      ("data:text/html,x", "data"), ("file:///etc/passwd", "file"), ("vbscript:x", "vbscript"),
      ("https://x", nil), ("javascript", nil), ("javascripts:x", nil), ("dat:x", nil),
      ("é:x", nil),
    ] as [(String, String?)])
  func scriptSchemes(text: String, expected: String?) {
    #expect(ScriptSchemeCheck.scriptScheme(of: text) == expected)
  }
}
