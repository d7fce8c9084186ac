import Testing

@testable import RouteTable

/// The byte-level suggestion used on failing URLs must agree with ``Suggestion``'s reference.
@Suite struct BoundedSuggestionTests {
  static let pairs: [(String, String)] = [
    ("", ""), ("", "abc"), ("abc", ""), ("a", "a"), ("a", "b"), ("ab", "ba"), ("abc", "acb"),
    ("kitten", "sitting"), ("flightdek", "flightdeck"), ("flightdeck", "flightdeck"),
    ("fligthdeck", "flightdeck"), ("htps", "https"), ("http", "https"), ("ca", "abc"),
    ("abcdef", "badcfe"), ("flightdeck.example.com", "*.flightdeck.example.com"),
    ("flightdeck.exmaple.com", "flightdeck.example.com"),
    ("elsewhere.example.com", "synth.example.com"),
    ("other", "synth"), ("zzzzzzzz", "aaaaaaaa"), ("abcdefgh", "abcdefghijk"), ("x", "xyzxyz"),
    ("myapp", "my-app"), ("a.b.c", "a.c.b"), ("xca", "xabc"), ("cax", "abcx"), ("abxy", "abyx"),
    ("aab", "aba"), ("abba", "baab"), ("xabx", "xbax"),
  ]

  /// Every pair of short words over a small alphabet (where swaps, shared prefixes and
  /// suffixes abound), at every bound that matters.
  @Test func boundedDistanceAgreesOnEveryShortPair() {
    var words = [""]
    for length in 1...4 {
      words += words.filter { $0.count == length - 1 }.flatMap { word in
        ["a", "b", "c"].map { word + $0 }
      }
    }
    var disagreements: [String] = []
    for lhs in words {
      for rhs in words {
        let distance = Suggestion.editDistance(lhs, rhs)
        for bound in 0...4 {
          let measured = Array(lhs.utf8).withUnsafeBufferPointer { left in
            Array(rhs.utf8).withUnsafeBufferPointer { right in
              Suggestion.boundedEditDistance(left, right, bound: bound)
            }
          }
          if measured != min(distance, bound + 1) {
            disagreements.append("\(lhs) \(rhs) bound \(bound): \(measured) vs \(distance)")
          }
        }
      }
    }
    #expect(words.count == 121)
    #expect(disagreements == [])
  }

  @Test(arguments: pairs, 0...6)
  func boundedDistanceAgreesWithTheReference(pair: (String, String), bound: Int) {
    let (lhs, rhs) = pair
    let expected = min(Suggestion.editDistance(lhs, rhs), bound + 1)
    let measured = Array(lhs.utf8).withUnsafeBufferPointer { left in
      Array(rhs.utf8).withUnsafeBufferPointer { right in
        Suggestion.boundedEditDistance(left, right, bound: bound)
      }
    }
    #expect(measured == expected)
  }

  static let candidateLists: [[String]] = [
    ["flightdeck", "https"], ["synth", "https"],
    ["flightdeck.example.com", "*.flightdeck.example.com"],
    ["abc", "abd", "abe"], ["myapp", "my-app", "MyApp2"], ["Straße", "strasse", "https"], [],
  ]

  static let words = [
    "flightdek", "flightdeck", "http", "htps", "other", "synt", "flightdeck.exmple.com",
    "flightdeck.example.co", "elsewhere.example.com", "abx", "ab", "MYAPP", "my_app", "strase",
    "straße", "", "x",
  ]

  @Test(arguments: candidateLists)
  func preparedCandidatesSuggestAsTheReference(candidates: [String]) {
    let prepared = SuggestionCandidates(candidates)
    for word in Self.words {
      #expect(
        prepared.closest(to: word) == Suggestion.closest(to: word, among: candidates),
        "word '\(word)'")
    }
  }
}
