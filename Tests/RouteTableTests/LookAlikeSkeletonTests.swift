import Testing

@testable import RouteTable

/// The byte-level skeleton of ASCII hosts must be the scalar-by-scalar one.
@Suite struct LookAlikeSkeletonTests {
  @Test(arguments: [
    "", "example.com", "EXAMPLE.COM", "examp1e.com", "exa|mple.c0m", "rn", "rrn", "rnn", "rnrn",
    "vv", "vvv", "vvvv", "rnvv", "rvvn", "mrn.vvw", "cornvvall", "flightdeck.example.com",
    "elsewhere.example.com", "xn--pp-6kc.example.com", "a-b_c~d.e", "RN.VV.r", "0123456789",
  ])
  func asciiSkeletonIsTheScalarOne(text: String) {
    #expect(LookAlike.asciiSkeleton(text) == LookAlike.unicodeSkeleton(text))
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

  @Test func nonASCIITextTakesTheScalarPath() {
    #expect(LookAlike.asciiSkeleton("еxample.com") == nil)
    #expect(LookAlike.skeleton("еxample.com") == LookAlike.skeleton("example.com"))
  }

  /// Every string over the letters the rules touch, up to length 5.
  @Test func asciiSkeletonAgreesOnEveryShortWord() {
    var words = [""]
    var frontier = [""]
    for _ in 1...5 {
      frontier = frontier.flatMap { word in ["r", "n", "v", "m", "R", "1"].map { word + $0 } }
      words += frontier
    }
    let disagreements = words.filter {
      LookAlike.asciiSkeleton($0) != LookAlike.unicodeSkeleton($0)
    }
    #expect(words.count == 9331)
    #expect(disagreements == [])
  }

  /// The comparison on the stack is the comparison of the skeleton strings, the length bound
  /// included.
  @Test(arguments: [
    ("examp1e.com", "example.com"), ("exarnple.com", "example.com"),
    ("example.com", "exarnple.com"),
    ("EXAMPLE.C0M", "example.com"), ("elsewhere.example.com", "synth.example.com"),
    ("rnrnrn", "mmm"), ("rnrnrnr", "mmm"), ("vvvvv", "wwv"), ("", ""), ("a", ""), ("", "a"),
    ("cornvvall", "cormwall"), ("cornvvall", "comwall"),
  ])
  func asciiSkeletonComparisonIsTheStringOne(text: String, skeleton: String) {
    let onStack = text.utf8.withContiguousStorageIfAvailable { bytes in
      skeleton.utf8.withContiguousStorageIfAvailable {
        LookAlike.asciiSkeleton(of: bytes, equals: $0)
      }
    }
    #expect(onStack == (LookAlike.asciiSkeleton(text) == skeleton))
  }
}
