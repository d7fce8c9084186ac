import RouteTable
import Testing

/// The security warnings of README "Security checks", each with links that raise it and look-alikes
/// that must not.
@Suite struct SecurityCheckTests {
  static let config = """
    {
      "version": 1,
      "schemes": ["shop"],
      "hosts": ["shop.example.com", "*.shop.example.com", "bücher.example"],
      "routes": [
        { "name": "home", "paths": ["/"] },
        { "name": "web", "paths": ["/web"], "query": { "url": "string" } },
        { "name": "login", "paths": ["/login"], "query": { "next": "string" } },
        { "name": "file", "paths": ["/file/:name", "/files/:rest*"] },
        { "name": "search", "paths": ["/search/:term"], "fragment": { "name": "section", "type": "string" } }
      ]
    }
    """

  static let table: RouteTable = try! RouteTable(json: Array(config.utf8))

  /// The security warning codes of a link, resolved or not, in order.
  static func securityCodes(_ url: String) -> [String] {
    let securityCodes: Set<LinkWarning.Code> = [
      .openRedirect, .scriptScheme, .encodedSeparator, .controlChar, .confusableHost, .userinfo,
    ]
    let warnings =
      switch table.resolve(url) {
      case .success(let resolution): resolution.warnings
      case .failure(let failure): failure.warnings
      }
    return warnings.filter { securityCodes.contains($0.code) }.map(\.code.rawValue)
  }

  static func messages(_ url: String) -> [String] {
    switch table.resolve(url) {
    case .success(let resolution): resolution.warnings.map(\.message)
    case .failure(let failure): failure.warnings.map(\.message)
    }
  }

  @Test(arguments: [
    // open-redirect
    ("shop://login?next=https://evil.example/steal", "open-redirect"),
    ("shop://login?next=https:evil.example", "open-redirect"),
    ("shop://login?next=//evil.example/", "open-redirect"),
    ("shop://login?next=https:%2F%2Fevil.example", "open-redirect"),
    ("shop://login?next=https%3A%2F%2Fevil.example", "open-redirect"),
    ("shop://login?next=https%253A%252F%252Fevil.example", "open-redirect"),
    ("shop://login?next=%2F%5Cevil.example", "open-redirect"),
    ("shop://login?next=HTTPS://shop.example.com@evil.example/", "open-redirect"),
    ("shop://login?next=https://shop.example.com.evil.example/", "open-redirect"),
    ("shop://login?redirect_uri=http://evil.example:8080/cb", "open-redirect"),
    ("shop://search/x#https://evil.example", "open-redirect"),
    ("shop://file/https:%2F%2Fevil.example", "open-redirect"),
    // script-scheme
    ("shop://web?url=javascript:alert(document.cookie)", "script-scheme"),
    ("shop://web?url=%20JaVaScRiPt%3Aalert(1)", "script-scheme"),
    ("shop://web?url=java%09script:alert(1)", "script-scheme"),
    ("shop://web?url=data:text/html;base64,PHNjcmlwdD4=", "script-scheme"),
    ("shop://web?url=file:///etc/passwd", "script-scheme"),
    ("shop://web?url=vbscript:msgbox(1)", "script-scheme"),
    ("shop://web?url=javascript%253Aalert(1)", "script-scheme"),
    // encoded-separator
    ("shop://file/..%2F..%2Fetc%2Fpasswd", "encoded-separator"),
    ("shop://file/..%5Cwindows", "encoded-separator"),
    ("shop://file/%2E%2E", "encoded-separator"),
    ("shop://file/a%252Fb", "encoded-separator"),
    ("shop://files/docs/%2e%2e%2fsecret", "encoded-separator"),
    // control-char
    ("shop://search/%E2%80%AEcod.exe", "control-char"),
    ("shop://search/%E2%80%8Dzero-width-joiner", "control-char"),
    ("shop://search/zero%E2%80%8Bwidth", "control-char"),
    ("shop://search/soft%C2%ADhyphen", "control-char"),
    ("shop://search/bom%EF%BB%BF", "control-char"),
    ("shop://search/tag%F3%A0%80%81", "control-char"),
    ("shop://search/a%0Ab", "control-char"),
    ("shop://search/x%00.jpg", "control-char"),
    ("shop://search/x?q=%1B%5B31m", "control-char"),
    ("shop://search/x#%E2%81%A6hidden", "control-char"),
    ("shop://search/x?%0Aname=1", "control-char"),
    // confusable-host
    ("https://xn--pp-6kc.shop.example.com/", "confusable-host"),
    ("https://shop.examp1e.com/", "confusable-host"),
    ("https://shop.exarnple.com/", "confusable-host"),
    ("https://xn--shp-ted.example.com/", "confusable-host"),
    ("https://shop.xn--exmple-4nf.com/", "confusable-host"),
    ("https://bucher.example/", "confusable-host"),
    // userinfo
    ("https://shop.example.com@evil.example/", "userinfo"),
  ])
  func raises(url: String, code: String) {
    #expect(Self.securityCodes(url).contains(code), "\(Self.messages(url))")
  }

  @Test(arguments: [
    "shop://login?next=https://shop.example.com/cart",
    "shop://login?next=https://www.shop.example.com/cart",
    "shop://login?next=/cart",
    "shop://login?next=shop://file/a",
    "shop://login?next=https%3A%2F%2Fxn--bcher-kva.example%2F",
    "shop://login?next=mailto:help@shop.example.com",
    "shop://web?url=https://shop.example.com/help",
    "shop://web?url=my-javascript:notes",
    "shop://web?url=database",
    "shop://web?url=profile",
    "shop://file/report.pdf",
    "shop://file/a..b",
    "shop://file/...",
    "shop://files/docs/guide/intro.md",
    "shop://file/caf%C3%A9",
    "shop://search/%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB",
    "shop://web?url=File:Photo.jpg",
    "shop://web?url=Data:Analysis",
    "shop://search/%F0%9F%91%A9%F0%9F%8F%BD%E2%80%8D%F0%9F%92%BB",
    "shop://search/%D7%A9%D7%9C%D7%95%D7%9D",
    "shop://search/tab#plain",
    "https://shop.example.com/",
    "https://www.shop.example.com/search/x",
    "https://xn--bcher-kva.example/",
    "https://other.example/",
    "https://xn--wgv71a119e.shop.example.com/",
  ])
  func staysQuiet(url: String) {
    #expect(Self.securityCodes(url).isEmpty, "\(Self.messages(url))")
  }

  @Test(arguments: [
    (
      "shop://login?next=https://evil.example/steal",
      "query parameter 'next' is a link to 'evil.example', a host not in the table"
    ),
    (
      "shop://web?url=javascript:alert(1)",
      "query parameter 'url' is a 'javascript:' link, which can run script or read files when opened"
    ),
    (
      "shop://file/..%2Fsecret",
      "path parameter 'name' '..%2Fsecret' has an encoded separator '%2F'"
    ),
    ("shop://file/%2E%2E", "path parameter 'name' '%2E%2E' decodes to a '..' segment"),
    (
      "shop://search/%E2%80%AEcod.exe",
      "path parameter 'term' contains U+202E (right-to-left override) once decoded"
    ),
    ("shop://search/a%0Ab", "path parameter 'term' contains U+000A (line feed) once decoded"),
    (
      "https://shop.examp1e.com/",
      "host 'shop.examp1e.com' looks like the table's host 'shop.example.com' but is not it"
    ),
    (
      "https://xn--pp-6kc.shop.example.com/",
      "host 'xn--pp-6kc.shop.example.com' ('аpp.shop.example.com') mixes Latin and Cyrillic "
        + "letters in the label 'аpp'"
    ),
  ])
  func explains(url: String, message: String) {
    #expect(Self.messages(url).contains(message), "\(Self.messages(url))")
  }

  @Test func warningsNeverChangeTheWinner() throws {
    let resolution = try Self.table.resolve("shop://login?next=https://evil.example").get()
    #expect(resolution.route == "login")
    #expect(resolution.params == [NamedValue(name: "next", value: .string("https://evil.example"))])
  }

  @Test func messagesStayOnOneLine() {
    for url in ["shop://search/%0A%E2%80%AE?%0D=%0A#%0A", "shop://file/%0A%2F"] {
      for message in Self.messages(url) {
        #expect(!message.contains("\n") && !message.contains("\r") && !message.contains("\u{202E}"))
      }
    }
  }
}
