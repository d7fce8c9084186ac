import Testing

@testable import RouteTable

@Suite struct LookAlikeSkeletonTests {
  @Test(arguments: [
    ("example.com", "example.com"), ("EXAMPLE.COM", "example.com"), ("examp1e.com", "example.com"),
    ("examp|e.c0m", "example.com"), ("exarnple.com", "example.com"), ("vvww", "www"),
    ("еxample.com", "example.com"), ("éxample.com", "example.com"),
    ("e\u{301}xample.com", "example.com"), ("ｅｘａｍｐｌｅ.com", "example.com"), ("", ""),
  ])
  func looksAlike(text: String, skeleton: String) {
    #expect(LookAlike.skeleton(text) == skeleton)
  }

  /// `rn` is read as `m` and `vv` as `w` in one pass, as replacing the first pair and then the
  /// second would: every string over the letters the rules touch, up to length 5.
  @Test func thePairsReadInOnePassAsInTwo() {
    var words = [""]
    var frontier = [""]
    for _ in 1...5 {
      frontier = frontier.flatMap { word in ["r", "n", "v", "m", "R", "1"].map { word + $0 } }
      words += frontier
    }
    let disagreements = words.filter { word in
      let letters = word.lowercased().replacing("1", with: "l")
      return LookAlike.skeleton(word)
        != letters.replacing("rn", with: "m").replacing("vv", with: "w")
    }
    #expect(words.count == 9331)
    #expect(disagreements == [])
  }

  /// The bound counted on bytes is the one counted on scalars: combining accents U+0300–U+036F
  /// (`CC 80`–`CD AF`) are not kept, their neighbours (`CB BF`, `CD B0`) are.
  @Test(arguments: [
    "", "a", "e\u{301}xample.com", "\u{300}\u{36F}\u{370}\u{2FF}\u{33F}\u{340}", "еxample.com",
    "\u{1F600}a\u{301}\u{301}", "x\u{36F}", "\u{36F}", "ab\u{E9}c",
    "\u{370}\u{370}\u{370}", "\u{2FF}\u{2FF}\u{2FF}", "\u{36F}\u{36F}\u{36F}a",
    "\u{300}\u{300}\u{300}a",
  ])
  func minimumSkeletonLengthCountsScalars(text: String) {
    let kept = text.unicodeScalars.count { !(0x300...0x36F).contains($0.value) }
    #expect(LookAlike.minimumSkeletonLength(of: text) == (kept + 1) / 2)
  }
}
