import RouteTable
import Testing

/// What ``URLReader`` must produce for one valid input.
struct ReadCase: Sendable, CustomTestStringConvertible {
  var input: String
  var scheme: String
  var host: String?
  var port: Int?
  var userinfo: String?
  var path: String
  /// Raw `name=value` items; an item without `=` stands for the value `""`. `nil`: no `?`.
  var query: [String]?
  var fragment: String?
  var warnings: [LinkWarning.Code]

  var testDescription: String { input }

  var queryItems: [QueryItem] {
    (query ?? []).map { item in
      guard let equals = item.firstIndex(of: "=") else {
        return QueryItem(rawName: item, rawValue: "")
      }
      return QueryItem(
        rawName: String(item[..<equals]), rawValue: String(item[item.index(after: equals)...]))
    }
  }
}

/// What ``URLReader`` must reject, where, and a distinctive part of why.
struct RejectCase: Sendable, CustomTestStringConvertible {
  var input: String
  var column: Int
  var message: String

  var testDescription: String { String(input.prefix(60)) }
}

private func https(
  _ input: String, host: String = "example.com", port: Int? = nil, userinfo: String? = nil,
  path: String, query: [String]? = nil, fragment: String? = nil, warnings: [LinkWarning.Code] = []
) -> ReadCase {
  ReadCase(
    input: input, scheme: "https", host: host, port: port, userinfo: userinfo, path: path,
    query: query, fragment: fragment, warnings: warnings)
}

private func custom(
  _ input: String, scheme: String = "flightdeck", path: String, query: [String]? = nil,
  fragment: String? = nil, warnings: [LinkWarning.Code] = []
) -> ReadCase {
  ReadCase(
    input: input, scheme: scheme, host: nil, port: nil, userinfo: nil, path: path, query: query,
    fragment: fragment, warnings: warnings)
}

private let validCases: [ReadCase] = [
  // Basic shapes.
  https("https://example.com/flight/1", path: "/flight/1"),
  https("https://example.com", path: "/"),
  https("https://example.com?x=1", path: "/", query: ["x=1"]),
  https("https://example.com#top", path: "/", fragment: "top"),
  https("https://example.com/a:b@c!$&'()*+,;=", path: "/a:b@c!$&'()*+,;="),
  https("https://example.com/~user/a-b_c.d", path: "/~user/a-b_c.d"),
  https("https://example.com./a", host: "example.com.", path: "/a"),
  https(
    "https://127.0.0.1:8080/", host: "127.0.0.1", port: 8080, path: "/",
    warnings: [.nonDefaultPort]),
  https("https://[::1]/a", host: "[::1]", path: "/a"),
  https("https://[::ffff:192.0.2.1]/", host: "[::ffff:192.0.2.1]", path: "/"),
  https("https://[v1.fe80::a+b]/", host: "[v1.fe80::a+b]", path: "/"),
  https(
    "https://[2001:DB8::1]:8443/a", host: "[2001:db8::1]", port: 8443, path: "/a",
    warnings: [.uppercaseSchemeOrHost, .nonDefaultPort]),
  ReadCase(
    input: "http://example.com/a", scheme: "http", host: "example.com", path: "/a",
    warnings: []),
  // Case.
  https("HTTPS://Example.COM/a", path: "/a", warnings: [.uppercaseSchemeOrHost]),
  https("https://EXAMPLE.com/Path", path: "/Path", warnings: [.uppercaseSchemeOrHost]),
  https("Https://example.com/", path: "/", warnings: [.uppercaseSchemeOrHost]),
  https("https://ex%41mple.com/", path: "/", warnings: [.uppercaseSchemeOrHost]),
  custom("FlightDeck://Flight/1", path: "/Flight/1", warnings: [.uppercaseSchemeOrHost]),
  // Ports.
  https("https://example.com:443/a", path: "/a", warnings: [.defaultPort]),
  https("https://example.com:0443/a", path: "/a", warnings: [.defaultPort]),
  ReadCase(
    input: "http://example.com:80/a", scheme: "http", host: "example.com", path: "/a",
    warnings: [.defaultPort]),
  ReadCase(
    input: "http://example.com:443/", scheme: "http", host: "example.com", port: 443, path: "/",
    warnings: []),
  https("https://example.com:8443/a", port: 8443, path: "/a", warnings: [.nonDefaultPort]),
  https("https://example.com:0/", port: 0, path: "/", warnings: [.nonDefaultPort]),
  https("https://example.com:/a", path: "/a", warnings: [.nonCanonicalForm]),
  // Userinfo.
  https("https://user:pw@example.com/a", userinfo: "user:pw", path: "/a", warnings: [.userinfo]),
  https("https://user@example.com/a", userinfo: "user", path: "/a", warnings: [.userinfo]),
  https("https://@example.com/", userinfo: "", path: "/", warnings: [.userinfo]),
  https("https://us%40er@example.com/", userinfo: "us%40er", path: "/", warnings: [.userinfo]),
  // Path escapes are kept as written.
  https("https://example.com/a%2Fb/c", path: "/a%2Fb/c"),
  https("https://example.com/a%2fb", path: "/a%2fb"),
  https("https://example.com/%2525", path: "/%2525"),
  https("https://example.com/%E2%82%AC", path: "/%E2%82%AC"),
  https("https://example.com/a+b", path: "/a+b"),
  // Empty and dot segments are kept and warned about; a trailing slash is not.
  https("https://example.com/a//b", path: "/a//b", warnings: [.emptySegment]),
  https("https://example.com//", path: "//", warnings: [.emptySegment]),
  https("https://example.com/a/", path: "/a/"),
  https("https://example.com/./a", path: "/./a", warnings: [.dotSegment]),
  https("https://example.com/a/../b", path: "/a/../b", warnings: [.dotSegment]),
  https("https://example.com/a/..", path: "/a/..", warnings: [.dotSegment]),
  https("https://example.com/%2e%2E/b", path: "/%2e%2E/b", warnings: [.dotSegment]),
  https("https://example.com/.%2E", path: "/.%2E", warnings: [.dotSegment]),
  https("https://example.com/.../.b/a.", path: "/.../.b/a."),
  https(
    "https://example.com//./../x", path: "//./../x", warnings: [.emptySegment, .dotSegment]),
  // Query.
  https("https://example.com/a?x=1&y=&z", path: "/a", query: ["x=1", "y=", "z"]),
  https("https://example.com/a?x=1&&y=2&", path: "/a", query: ["x=1", "y=2"]),
  https("https://example.com/a?&", path: "/a", query: []),
  https("https://example.com/a?", path: "/a", query: []),
  https("https://example.com/a?x=a=b", path: "/a", query: ["x=a=b"]),
  https("https://example.com/a?x=%2B+y", path: "/a", query: ["x=%2B+y"]),
  https("https://example.com/a?=v", path: "/a", query: ["=v"]),
  https("https://example.com/a?q=a/b?c:d@e", path: "/a", query: ["q=a/b?c:d@e"]),
  https("https://example.com/a?q=%F0%9F%98%80", path: "/a", query: ["q=%F0%9F%98%80"]),
  https("https://example.com/a?q=1#frag", path: "/a", query: ["q=1"], fragment: "frag"),
  // Fragment, decoded once.
  https("https://example.com/a#", path: "/a", fragment: ""),
  https("https://example.com/a#sec%201", path: "/a", fragment: "sec 1"),
  https("https://example.com/a#%2525", path: "/a", fragment: "%25"),
  https("https://example.com/a#x?y/z", path: "/a", fragment: "x?y/z"),
  // IRIs.
  https("https://example.com/café", path: "/caf%C3%A9", warnings: [.iri]),
  https("https://example.com/😀", path: "/%F0%9F%98%80", warnings: [.iri]),
  https("https://bücher.example/a", host: "xn--bcher-kva.example", path: "/a", warnings: [.iri]),
  https("https://münchen.de/", host: "xn--mnchen-3ya.de", path: "/", warnings: [.iri]),
  https(
    "https://Bücher.example/", host: "xn--bcher-kva.example", path: "/",
    warnings: [.uppercaseSchemeOrHost, .iri]),
  https("https://example.com/?q=café", path: "/", query: ["q=caf%C3%A9"], warnings: [.iri]),
  https("https://example.com/?q=\u{E000}", path: "/", query: ["q=%EE%80%80"], warnings: [.iri]),
  https("https://example.com/#café", path: "/", fragment: "café", warnings: [.iri]),
  custom("flightdeck://café", path: "/caf%C3%A9", warnings: [.iri]),
  // Custom schemes: the authority is the first path segment.
  custom("flightdeck://flight/1", path: "/flight/1"),
  custom("flightdeck:///flight/1", path: "/flight/1", warnings: [.nonCanonicalForm]),
  custom("flightdeck:flight/1", path: "/flight/1", warnings: [.nonCanonicalForm]),
  custom("flightdeck:/flight/1", path: "/flight/1", warnings: [.nonCanonicalForm]),
  custom("flightdeck://", path: "/"),
  custom("flightdeck:", path: "/", warnings: [.nonCanonicalForm]),
  custom("flightdeck:///", path: "/", warnings: [.nonCanonicalForm]),
  custom("flightdeck://?tab=home", path: "/", query: ["tab=home"]),
  custom("flightdeck://#x", path: "/", fragment: "x"),
  custom("flightdeck:////x", path: "//x", warnings: [.nonCanonicalForm, .emptySegment]),
  // Other readers take a `:` or `@` there for a port or a user: `///` is then the canonical form.
  custom("flightdeck://user@flight:80/x", path: "/user@flight:80/x", warnings: [.nonCanonicalForm]),
  custom("flightdeck://track:6rqh", path: "/track:6rqh", warnings: [.nonCanonicalForm]),
  custom("flightdeck:///track:6rqh", path: "/track:6rqh"),
  custom("flightdeck:///a@b/c", path: "/a@b/c"),
  custom("flightdeck://flight/../x", path: "/flight/../x", warnings: [.dotSegment]),
  custom("a+b.c-d:x", scheme: "a+b.c-d", path: "/x", warnings: [.nonCanonicalForm]),
  custom(
    "mailto:someone@example.com", scheme: "mailto", path: "/someone@example.com",
    warnings: [.nonCanonicalForm]),
  // Several warnings, in the order found (iri last).
  https(
    "https://user:pw@Example.com:443//./é?a#b", userinfo: "user:pw", path: "//./%C3%A9",
    query: ["a"], fragment: "b",
    warnings: [.userinfo, .uppercaseSchemeOrHost, .defaultPort, .emptySegment, .dotSegment, .iri]),
]

private let longInput =
  "https://e.com/" + String(repeating: "a", count: URLReader.maximumLength - 14 + 1)

private let rejectCases: [RejectCase] = [
  RejectCase(input: longInput, column: 65537, message: "url is longer than 65536 bytes"),
  RejectCase(input: "https://example.com/a b", column: 22, message: "raw space"),
  RejectCase(input: "https://example.com/a\tb", column: 22, message: "raw tab"),
  RejectCase(input: "https://example.com/a\u{7}", column: 22, message: "control character U+0007"),
  RejectCase(input: "https://example.com/a\u{7F}", column: 22, message: "control character U+007F"),
  RejectCase(input: "https://example.com/\u{0}", column: 21, message: "control character U+0000"),
  RejectCase(input: "https://example.com/é\u{85}", column: 22, message: "control character U+0085"),
  RejectCase(input: "https://example.com/\u{202E}x", column: 21, message: "bidirectional"),
  RejectCase(input: "https://example.com/\u{E000}", column: 21, message: "U+E000 is not allowed"),
  RejectCase(input: "https://example.com/\u{FFFD}", column: 21, message: "U+FFFD is not allowed"),
  RejectCase(input: "https://example.com/%zz", column: 21, message: "bad percent escape '%zz'"),
  RejectCase(input: "https://example.com/%G1x", column: 21, message: "bad percent escape '%G1'"),
  RejectCase(input: "https://example.com/%", column: 21, message: "bad percent escape '%'"),
  RejectCase(input: "https://example.com/%4", column: 21, message: "bad percent escape '%4'"),
  RejectCase(input: "https://example.com/%C3", column: 24, message: "'%C3' in the path stop"),
  RejectCase(
    input: "https://example.com/ok/%41%C3x", column: 30, message: "'%C3' in the path stop"),
  RejectCase(
    input: "https://example.com/ab%E2%82x", column: 29,
    message: "percent escapes '%E2%82' in the path stop before their utf-8 character ends"),
  RejectCase(input: "https://example.com/%C3/%A9", column: 24, message: "stop before"),
  RejectCase(input: "https://example.com/%C3é", column: 24, message: "stop before"),
  RejectCase(input: "https://example.com/%FF", column: 21, message: "valid utf-8"),
  RejectCase(
    input: "https://example.com/%ED%A0%80", column: 21,
    message: "'%ED%A0' in the path does not decode to valid utf-8"),
  RejectCase(
    input: "https://example.com/?q=%C3%28", column: 27, message: "'%C3' in the query stop"),
  RejectCase(input: "https://example.com/?q=%C3&x", column: 27, message: "in the query stop"),
  RejectCase(input: "https://ex%C3ample.com/", column: 14, message: "'%C3' in the host stop"),
  RejectCase(input: "https://example.com/#a%C3", column: 26, message: "in the fragment stop"),
  RejectCase(input: "https://example.com/?q%C3=x", column: 26, message: "in the query stop"),
  RejectCase(input: "https://example.com/?q=%zz", column: 24, message: "bad percent escape"),
  RejectCase(input: "https://example.com/?q=a b", column: 25, message: "raw space"),
  RejectCase(input: "https://example.com/#%FF", column: 22, message: "in the fragment"),
  RejectCase(
    input: "https://example.com/#a#b", column: 23, message: "'#' is not allowed in the fragment"),
  RejectCase(input: "https://example.com:abc/", column: 21, message: "bad port 'abc'"),
  RejectCase(input: "https://example.com:8a/", column: 22, message: "bad port '8a'"),
  RejectCase(input: "https://host:80:80/", column: 16, message: "bad port '80:80'"),
  RejectCase(input: "https://example.com:65536/", column: 21, message: "out of range"),
  RejectCase(input: "https:///x", column: 9, message: "empty host"),
  RejectCase(input: "https://:443/", column: 9, message: "empty host"),
  RejectCase(input: "HTTPS://", column: 9, message: "empty host"),
  RejectCase(input: "https://user@/", column: 14, message: "empty host"),
  RejectCase(input: "https:example.com", column: 7, message: "missing '//'"),
  RejectCase(input: "http:/example.com", column: 6, message: "missing '//'"),
  RejectCase(input: "example.com/path", column: 1, message: "no scheme"),
  RejectCase(input: "/flight/1", column: 1, message: "no scheme"),
  RejectCase(input: ":x", column: 1, message: "no scheme"),
  RejectCase(input: "1abc:x", column: 1, message: "scheme must start with a letter"),
  RejectCase(input: "_app:x", column: 1, message: "scheme must start with a letter"),
  RejectCase(input: "my_app://x", column: 3, message: "'_' is not allowed in the scheme"),
  RejectCase(input: "my app:x", column: 3, message: "raw space"),
  RejectCase(input: "https://exa mple.com/", column: 12, message: "raw space"),
  RejectCase(input: "https://ex[ample.com/", column: 11, message: "'[' is not allowed in the host"),
  RejectCase(input: "https://ex_am!ple.com:x/", column: 23, message: "bad port"),
  RejectCase(input: "https://a..b/", column: 11, message: "empty label"),
  RejectCase(input: "https://.a/", column: 9, message: "empty label"),
  RejectCase(input: "https://ex%2Fample.com/", column: 9, message: "not a valid host name"),
  RejectCase(input: "https://ex%C3.com/", column: 14, message: "in the host stop"),
  RejectCase(input: "https://[::1/", column: 9, message: "never closed"),
  RejectCase(input: "https://[::g]/", column: 9, message: "bad ip literal"),
  RejectCase(input: "https://[1:2:3:4:5:6:7:8:9]/", column: 9, message: "bad ip literal"),
  RejectCase(input: "https://[fe80::1%25eth0]/", column: 9, message: "bad ip literal"),
  RejectCase(input: "https://[::1]x/", column: 14, message: "'x' is not allowed in the host"),
  RejectCase(input: "https://a b@example.com/", column: 10, message: "raw space"),
  RejectCase(
    input: "https://u<@example.com/", column: 10, message: "'<' is not allowed in the userinfo"),
  RejectCase(input: "https://café.com/a b", column: 19, message: "raw space"),
  RejectCase(input: "flightdeck://fl ight", column: 16, message: "raw space"),
  RejectCase(input: "flightdeck://[::1]/x", column: 14, message: "'[' is not allowed in the path"),
  RejectCase(input: "flightdeck:%zz", column: 12, message: "bad percent escape"),
  RejectCase(input: "flightdeck://flight/%C3", column: 24, message: "stop before"),
]

/// Characters RFC 3986 allows nowhere outside an IP literal (browsers tolerate some of them).
private let forbiddenPathCharacters: [Character] = [
  "[", "]", "|", "{", "}", "^", "`", "\"", "<", ">", "\\",
]

@Suite struct URLReaderTests {
  @Test func tableIsLargeEnough() {
    #expect(validCases.count + rejectCases.count >= 60)
  }

  @Test(arguments: validCases)
  func reads(_ expected: ReadCase) throws {
    let url = try URLReader.read(expected.input)
    #expect(url.scheme == expected.scheme)
    #expect(url.host == expected.host)
    #expect(url.port == expected.port)
    #expect(url.userinfo == expected.userinfo)
    #expect(url.path == expected.path)
    #expect(url.hasQuery == (expected.query != nil))
    #expect(url.queryItems == expected.queryItems)
    #expect(url.fragment == expected.fragment)
    #expect(url.warnings.map(\.code) == expected.warnings)
  }

  @Test(arguments: rejectCases)
  func rejects(_ expected: RejectCase) {
    #expect {
      try URLReader.read(expected.input)
    } throws: { error in
      guard let error = error as? URLReadError else { return false }
      return error.column == expected.column && error.message.contains(expected.message)
    }
  }

  @Test(arguments: rejectCases)
  func rejectionMessagesAreOneLowercaseLine(_ rejected: RejectCase) throws {
    do {
      _ = try URLReader.read(rejected.input)
      Issue.record("'\(rejected.input)' was accepted")
    } catch {
      #expect(!error.message.contains("\n"))
      #expect(!error.message.hasSuffix("."))
      #expect(error.message.first?.isUppercase == false)
    }
  }

  @Test(arguments: forbiddenPathCharacters)
  func rejectsCharactersOutsideTheGrammar(_ character: Character) {
    #expect(
      throws: URLReadError(
        message: "character '\(character)' is not allowed in the path", column: 22)
    ) {
      try URLReader.read("https://example.com/a\(character)b")
    }
    #expect(
      throws: URLReadError(
        message: "character '\(character)' is not allowed in the query", column: 24)
    ) {
      try URLReader.read("https://example.com/?q=\(character)")
    }
  }

  @Test(arguments: [
    ("music:track:6rqh", "/track/6rqh", [] as [LinkWarning.Code]),
    ("music:user:a%3Ab:playlist", "/user/a%3Ab/playlist", []),
    ("music:", "/", []),
    ("music:track:1?ref=x#t", "/track/1", []),
    ("music://track/6rqh", "/track/6rqh", [.nonCanonicalForm]),
    ("music:///track/6rqh", "/track/6rqh", [.nonCanonicalForm]),
    ("music:/track:1", "/track:1", [.nonCanonicalForm]),
    ("other:track:1", "/track:1", [.nonCanonicalForm]),
  ])
  func anOpaqueSchemeSplitsOnColons(input: String, path: String, warnings: [LinkWarning.Code])
    throws
  {
    let url = try URLReader.read(input, opaqueSchemes: ["music"])
    #expect(url.path == path)
    #expect(url.warnings.map(\.code) == warnings)
  }

  @Test(arguments: [
    ("https://ｆｌｉｇｈｔ．example.com/", "flight.example.com"),
    ("https://a。b｡c/", "a.b.c"),
    ("https://CAFÉ.example/", "xn--caf-dma.example"),
  ])
  func unicodeHostsAreMappedAsBrowsersMapThem(input: String, host: String) throws {
    #expect(try URLReader.read(input).host == host)
  }

  @Test func aDecomposedHostIsRefusedWithItsReason() {
    #expect(throws: URLReadError.self) { try URLReader.read("https://cafe\u{301}.example/") }
    do {
      _ = try URLReader.read("https://cafe\u{301}.example/")
    } catch {
      #expect(
        error.message.hasSuffix(
          "combining mark U+0301 (decomposed text); write the host precomposed (NFC), as browsers send it"
        ))
    }
  }

  @Test func customSchemeSpellingsShareOnePath() throws {
    let paths = try ["flightdeck://flight/1", "flightdeck:///flight/1", "flightdeck:flight/1"].map {
      try URLReader.read($0).path
    }
    #expect(paths == ["/flight/1", "/flight/1", "/flight/1"])
  }

  @Test func warningMessagesNameTheDetail() throws {
    let url = try URLReader.read("HTTPS://u:secret@Example.com:443/a//./b/%2e%2E/é")
    let messages = Dictionary(uniqueKeysWithValues: url.warnings.map { ($0.code, $0.message) })
    #expect(messages[.defaultPort] == "explicit default port ':443'")
    #expect(messages[.userinfo] == "userinfo 'u' with a password before the host")
    #expect(
      messages[.uppercaseSchemeOrHost]?.contains("scheme 'HTTPS' and host 'Example.com'") == true)
    #expect(messages[.emptySegment]?.contains("segment 2") == true)
    #expect(messages[.dotSegment]?.contains("'.'") == true)
    #expect(messages[.iri]?.contains("path") == true)
    #expect(url.warnings.allSatisfy { !$0.message.contains("\n") && !$0.message.hasSuffix(".") })
  }

  @Test func queryItemsDecodeOnce() throws {
    let url = try URLReader.read("https://example.com/?na%20me=a%2525+b&café=%C3%A9")
    #expect(url.queryItems.map { $0.name(plusIsSpace: false) } == ["na me", "café"])
    #expect(url.queryItems.map { $0.value(plusIsSpace: false) } == ["a%25+b", "é"])
    #expect(url.queryItems.map { $0.value(plusIsSpace: true) } == ["a%25 b", "é"])
  }

  @Test func acceptsExactlyTheMaximumLength() throws {
    let input = "https://e.com/" + String(repeating: "a", count: URLReader.maximumLength - 14)
    #expect(try URLReader.read(input).path.utf8.count == URLReader.maximumLength - 13)
  }

  @Test func columnsCountUnicodeScalars() {
    #expect(
      throws: URLReadError(message: "raw space is not allowed; encode it as '%20'", column: 23)
    ) {
      try URLReader.read("https://example.com/😀é b")
    }
  }
}
