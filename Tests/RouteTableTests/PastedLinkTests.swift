import Testing

@testable import RouteTable

/// Links as people paste them: the forms `PastedLink` and `IntentURL` unwrap, and the warnings
/// of links damaged on the way (README "Pasted links").
@Suite struct PastedLinkTests {
  @Test(arguments: [
    ("<app://a/b>", "app://a/b"),
    ("\"app://a/b\"", "app://a/b"),
    ("'app://a/b'", "app://a/b"),
    ("app://a/b).", "app://a/b"),
    ("(app://a/b)", "app://a/b"),
    ("app://a/b,", "app://a/b"),
    ("app%3A%2F%2Fa%2Fb", "app://a/b"),
    ("APP%3a%2f%2fa", "APP://a"),
    ("app://a?x=1&amp;y=2", "app://a?x=1&y=2"),
    // Layers in any nesting.
    (
      "<https://en.wikipedia.org/wiki/Swift_(programming_language)>.",
      "https://en.wikipedia.org/wiki/Swift_(programming_language)"
    ),
    ("\"app://a/b\",", "app://a/b"), ("(<app://a/b>).", "app://a/b"),
    ("app://a?x=1&amp;amp;y=2", "app://a?x=1&y=2"),
    ("app://a?x=1&amp;y", "app://a?x=1&y"), ("app://a?&amp;&amp;x=1&", "app://a?&&x=1&"),
    ("[the link](app://a/b?x=(1))", "app://a/b?x=(1)"),
    ("<app://a/b|open the app>", "app://a/b"),
    ("app://a/b\u{A0}", "app://a/b"), ("app://a/b\u{200B}", "app://a/b"),
    ("app://a/b\u{2026}", "app://a/b"), ("<app://a/b>\u{A0}.", "app://a/b"),
  ])
  func unwrapsThePastedForms(input: String, link: String) {
    #expect(PastedLink(input)?.text == link)
  }

  @Test(arguments: ["app://a/b", "app://a/(b)", "app://a/%3A", "", "<>", "app://a?x=1&amp"])
  func leavesOtherLinksAlone(input: String) {
    #expect(PastedLink(input) == nil)
  }

  /// A link is cleared by its ends and its `%` and `&` only when peeling it finds nothing:
  /// texts made of the bytes every form starts, ends or is found with.
  @Test func theFirstLookClearsOnlyWhatPeelingWouldNot() {
    let pieces = [
      "app://a", "/b", "<", ">", "\"", "'", "(", ")", "[", "]", "|", ".", ",", ";", ":", "!", "?",
      "%3A", "%2F", "&amp;", "&", "\u{A0}", "\u{200B}", "\u{2026}", "x", "\u{E9}",
    ]
    var random = SplitMix(seed: 11)
    var cleared = 0
    for _ in 0..<20_000 {
      let text = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      #expect(PastedLink(text) == PastedLink(peeling: text), "'\(text)'")
      if !PastedLink.mayBePasted(text) { cleared += 1 }
    }
    #expect(cleared > 1_000)
  }

  @Test func readsTheLinkAnIntentURLWraps() {
    let intent = IntentURL("intent://item/42?x=1#Intent;scheme=app;package=com.example;end")
    #expect(intent?.link == "app://item/42?x=1")
    #expect(intent?.package == "com.example")
    #expect(IntentURL("intent://item/42#Intent;package=com.example;end") == nil)
    #expect(IntentURL("app://item/42") == nil)
  }

  static let table = try! TableFixtures.table(routes: [
    #"{"name": "city", "paths": ["/setlist/:city"]}"#,
    #"{"name": "seat", "paths": ["/seat"], "query": {"adults": "int", "promo": "string"}}"#,
    #"{"name": "doc", "paths": ["/doc"], "fragment": {"name": "section", "type": "string"}}"#,
  ])

  static func codes(_ input: String, repairing: Bool = false) -> [String] {
    switch table.resolve(input, repairing: repairing) {
    case .success(let resolution): resolution.warnings.map(\.code.rawValue)
    case .failure(let failure):
      ["error[\(failure.code.rawValue)]"] + failure.warnings.map(\.code.rawValue)
    }
  }

  @Test(arguments: [
    ("app://seat?adults=2&amp;promo=X", ["html-escaped-query"]),
    ("app://setlist/Los%2520Angeles", ["double-encoded"]),
    ("app://setlist/Berlin.", ["trailing-punctuation"]),
    ("app://setlist/Oslo)", ["trailing-punctuation"]),
    ("app://setlist/(Oslo)", []),
    ("app://seat?adults=2&adults=3", ["duplicate-query"]),
    ("app://seat?promo=SUMMER%2520", ["double-encoded"]),
    ("app://seat?adults=2&promo=X.", ["trailing-punctuation"]),
    ("app://seat?promo=X.&adults=2", []),
    ("app://doc#intro.", ["trailing-punctuation"]),
    ("app://setlist/Oslo#encore", ["ignored-fragment"]),
    ("app://doc#intro", []),
    ("app://setlist/Oslo", []),
    ("intent://setlist/Oslo#Intent;scheme=app;package=com.example;end", ["intent-url"]),
  ])
  func damagedLinksWarn(input: String, expected: [String]) {
    #expect(Self.codes(input) == expected)
  }

  @Test(arguments: [
    "<app://setlist/Oslo>", "app%3A%2F%2Fsetlist%2FOslo", "\"app://setlist/Oslo\"",
    "app://setlist/Oslo).",
  ])
  func repairGivesTheCleanLinksResolution(input: String) throws {
    let repaired = try Self.table.resolve(input, repairing: true).get()
    let clean = try Self.table.resolve("app://setlist/Oslo").get()
    #expect(repaired.chain == clean.chain)
    #expect(repaired.warnings.map(\.code) == [.repaired])
  }

  @Test func aFailedPastedLinkNamesTheLinkInside() {
    let failure = Self.table.resolve("<app://setlist/Oslo>").failure
    #expect(failure?.code == .invalidURL)
    #expect(failure?.help == "the link is probably 'app://setlist/Oslo'; '--repair' reads it so")
  }

  @Test func aPathInTheWrongCaseNamesTheRouteAndTheOption() {
    #expect(
      Self.table.resolve("app://Setlist/Oslo").failure?.help
        == "route 'city' matches '/Setlist/Oslo' ignoring case; set \"caseSensitive\": false "
        + "in its \"options\" if links may be written so")
  }
}
