import Testing

@testable import RouteTable

/// The banded edit distance behind every suggestion, against the textbook table (optimal string
/// alignment: insertions, deletions, substitutions and swaps of neighbours) worked out here.
@Suite struct BoundedSuggestionTests {
  static func reference(_ lhs: String, _ rhs: String) -> Int {
    let (a, b) = (Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        table[i][j] = min(
          table[i - 1][j] + 1, table[i][j - 1] + 1,
          table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  static func bounded(_ lhs: String, _ rhs: String, bound: Int) -> Int {
    lhs.unicodeScalars.map(\.value).withUnsafeBufferPointer { left in
      rhs.unicodeScalars.map(\.value).withUnsafeBufferPointer { right in
        Suggestion.boundedEditDistance(left, right, bound: bound)
      }
    }
  }

  static let pairs: [(String, String)] = [
    ("", ""), ("", "abc"), ("abc", ""), ("a", "a"), ("a", "b"), ("ab", "ba"), ("abc", "acb"),
    ("kitten", "sitting"), ("flightdek", "flightdeck"), ("flightdeck", "flightdeck"),
    ("fligthdeck", "flightdeck"), ("htps", "https"), ("http", "https"), ("ca", "abc"),
    ("abcdef", "badcfe"), ("flightdeck.example.com", "*.flightdeck.example.com"),
    ("flightdeck.exmaple.com", "flightdeck.example.com"),
    ("elsewhere.example.com", "synth.example.com"),
    ("other", "synth"), ("zzzzzzzz", "aaaaaaaa"), ("abcdefgh", "abcdefghijk"), ("x", "xyzxyz"),
    ("myapp", "my-app"), ("a.b.c", "a.c.b"), ("xca", "xabc"), ("cax", "abcx"), ("abxy", "abyx"),
    ("aab", "aba"), ("abba", "baab"), ("xabx", "xbax"), ("straße", "strasse"), ("é", "e"),
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
        let distance = Self.reference(lhs, rhs)
        #expect(Suggestion.editDistance(lhs, rhs) == distance)
        for bound in 0...4 {
          let measured = Self.bounded(lhs, rhs, bound: bound)
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
    #expect(Self.bounded(lhs, rhs, bound: bound) == min(Self.reference(lhs, rhs), bound + 1))
  }

  /// The first closest candidate within a third of the word's length wins, compared ignoring
  /// case; a word much longer than every candidate gets none.
  @Test(
    arguments: [
      ("flightdek", ["https", "flightdeck"], "flightdeck"),
      ("htps", ["flightdeck", "https"], "https"),
      ("abx", ["abc", "abd", "abe"], "abc"), ("MYAPP", ["my-app", "myapp"], "myapp"),
      ("strase", ["Straße", "strasse"], "Straße"), ("STRASSE", ["Straße"], "Straße"),
      (
        "flightdeck.exmple.com", ["*.flightdeck.example.com", "flightdeck.example.com"],
        "flightdeck.example.com"
      ),
      ("other", ["synth", "https"], nil), ("x", [], nil),
      (String(repeating: "flightdeck", count: 1000), ["flightdeck"], nil),
    ] as [(String, [String], String?)])
  func suggestsTheFirstClosestCandidate(word: String, candidates: [String], expected: String?) {
    #expect(Suggestion.closest(to: word, among: candidates) == expected)
  }
}
