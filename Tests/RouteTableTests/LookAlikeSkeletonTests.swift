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
}
