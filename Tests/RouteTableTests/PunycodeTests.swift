import RouteTable
import Testing

@Suite struct PunycodeTests {
  /// RFC 3492 §7.1 sample strings (the ones without mixed-case annotations on encoded digits).
  @Test(arguments: [
    // (A) Arabic (Egyptian)
    (
      "\u{0644}\u{064A}\u{0647}\u{0645}\u{0627}\u{0628}\u{062A}\u{0643}\u{0644}\u{0645}\u{0648}"
        + "\u{0634}\u{0639}\u{0631}\u{0628}\u{064A}\u{061F}",
      "egbpdaj6bu4bxfgehfvwxn"
    ),
    // (B) Chinese (simplified)
    (
      "\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}",
      "ihqwcrb4cv8a8dqg056pqjye"
    ),
    // (C) Chinese (traditional)
    (
      "\u{4ED6}\u{5011}\u{7232}\u{4EC0}\u{9EBD}\u{4E0D}\u{8AAA}\u{4E2D}\u{6587}",
      "ihqwctvzc91f659drss3x8bo0yb"
    ),
    // (D) Czech
    ("Pro\u{010D}prost\u{011B}nemluv\u{00ED}\u{010D}esky", "Proprostnemluvesky-uyb24dma41a"),
    // (E) Hebrew
    (
      "\u{05DC}\u{05DE}\u{05D4}\u{05D4}\u{05DD}\u{05E4}\u{05E9}\u{05D5}\u{05D8}\u{05DC}\u{05D0}"
        + "\u{05DE}\u{05D3}\u{05D1}\u{05E8}\u{05D9}\u{05DD}\u{05E2}\u{05D1}\u{05E8}\u{05D9}\u{05EA}",
      "4dbcagdahymbxekheh6e0a7fei0b"
    ),
    // (F) Hindi (Devanagari)
    (
      "\u{092F}\u{0939}\u{0932}\u{094B}\u{0917}\u{0939}\u{093F}\u{0928}\u{094D}\u{0926}\u{0940}"
        + "\u{0915}\u{094D}\u{092F}\u{094B}\u{0902}\u{0928}\u{0939}\u{0940}\u{0902}\u{092C}\u{094B}"
        + "\u{0932}\u{0938}\u{0915}\u{0924}\u{0947}\u{0939}\u{0948}\u{0902}",
      "i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd"
    ),
    // (G) Japanese (kanji and hiragana)
    (
      "\u{306A}\u{305C}\u{307F}\u{3093}\u{306A}\u{65E5}\u{672C}\u{8A9E}\u{3092}\u{8A71}\u{3057}"
        + "\u{3066}\u{304F}\u{308C}\u{306A}\u{3044}\u{306E}\u{304B}",
      "n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa"
    ),
    // (L) 3<nen>B<gumi><kinpachi><sensei>
    ("3\u{5E74}B\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}", "3B-ww4c5e180e575a65lsy2b"),
    // (M) <amuro><namie>-with-SUPER-MONKEYS
    (
      "\u{5B89}\u{5BA4}\u{5948}\u{7F8E}\u{6075}-with-SUPER-MONKEYS",
      "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"
    ),
    // (R) <sono><supiido><de>
    ("\u{305D}\u{306E}\u{30B9}\u{30D4}\u{30FC}\u{30C9}\u{3067}", "d9juau41awczczp"),
    // (S) -> $1.00 <-
    ("-> $1.00 <-", "-> $1.00 <--"),
    ("bücher", "bcher-kva"),
    ("münchen", "mnchen-3ya"),
    ("\u{1F600}", "e28h"),
  ])
  func encodesRFC3492Samples(unicode: String, encoded: String) {
    #expect(Punycode.encode(unicode.unicodeScalars) == encoded)
  }

  @Test(arguments: [
    ("bücher.example", "xn--bcher-kva.example"),
    ("MÜNCHEN.de", "xn--mnchen-3ya.de"),
    ("www.Bücher.münchen.DE", "www.xn--bcher-kva.xn--mnchen-3ya.de"),
    ("Example.COM", "example.com"),
    ("xn--bcher-kva.example", "xn--bcher-kva.example"),
    ("*.flightdeck.example.com", "*.flightdeck.example.com"),
    ("my_host.example", "my_host.example"),
    ("example.com.", "example.com."),
    ("\u{1F600}.com", "xn--e28h.com"),
    ("[::1]", "[::1]"),
    ("[2001:DB8::A]", "[2001:db8::a]"),
    ("127.0.0.1", "127.0.0.1"),
  ])
  func convertsHostsToASCII(host: String, expected: String) {
    #expect(HostName.ascii(host) == expected)
  }

  @Test(arguments: [
    "", ".", "a..b", ".example.com", "exa mple.com", "example.com/", "example.com:443",
    "user@example.com", "ex%41mple.com", "[::1", "[::g]", "[]", "a\u{202E}b.com", "caf\u{E000}.com",
  ])
  func rejectsInvalidHosts(host: String) {
    #expect(HostName.ascii(host) == nil)
  }

  /// Labels end at every `.`, as UTS #46 splits on code points: one that a joiner follows (one
  /// character with it) still ends its label.
  @Test func endsALabelAtEveryDot() {
    let host = HostName.ascii("a.\u{200D}b.com")
    #expect(host?.split(separator: ".", omittingEmptySubsequences: false).count == 3)
    #expect(host?.hasPrefix("a.xn--") == true)
  }

  /// DNS's lengths bound the conversion: 253 bytes in ASCII form, 63 a label, whatever the
  /// input's length; the reason is given.
  @Test func holdsHostsToDNSLengths() {
    let label = String(repeating: "a", count: 63)
    let longest = [label, label, label, String(repeating: "b", count: 61)].joined(separator: ".")
    #expect(HostName.ascii(longest) == longest)
    #expect(HostName.ascii(longest + ".") == longest + ".")
    #expect(HostName.ascii(longest + "b") == nil)
    #expect(HostName.ascii(label + "a.com") == nil)
    // 24 letters with one non-ASCII make a 35-byte punycode label; 64 of them too many.
    #expect(HostName.ascii(String(repeating: "ü", count: 24) + ".de") != nil)
    #expect(HostName.ascii(String(repeating: "ü", count: 64) + ".de") == nil)
    let huge = String(repeating: "bücher.", count: 9_000) + "example.com"
    #expect(HostName.ascii(huge) == nil)
    #expect(HostName.problem(in: huge)?.hasPrefix("it is longer than the 253 bytes") == true)
    #expect(HostName.problem(in: "bücher.example") == nil)
  }
}
