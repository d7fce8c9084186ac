import RouteTable
import Testing

@Suite struct SuggestionTests {
  @Test(arguments: [
    ("parmas", "params"), ("pathss", "paths"), ("scheme", "schemes"), ("Paths", "paths"),
    ("fragmnet", "fragment"),
  ])
  func suggestsTheClosestKey(word: String, expected: String) {
    let keys = ["name", "paths", "params", "query", "fragment", "parent", "schemes", "hosts"]
    #expect(Suggestion.closest(to: word, among: keys) == expected)
  }

  @Test func staysQuietWhenNothingIsClose() {
    #expect(Suggestion.closest(to: "colour", among: ["name", "paths"]) == nil)
  }

  @Test(arguments: [("", "abc", 3), ("kitten", "sitting", 3), ("ab", "ba", 1), ("same", "same", 0)])
  func measuresEditDistance(lhs: String, rhs: String, expected: Int) {
    #expect(Suggestion.editDistance(lhs, rhs) == expected)
  }
}
