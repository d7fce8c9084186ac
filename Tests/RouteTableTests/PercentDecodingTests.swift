import RouteTable
import Testing

@Suite struct PercentDecodingTests {
  @Test(arguments: [
    ("a%2Fb", false, "a/b"), ("%2525", false, "%25"), ("a+b", false, "a+b"), ("a+b", true, "a b"),
    ("caf%C3%A9", false, "café"), ("%e2%82%ac", false, "€"),
  ])
  func decodesOnce(input: String, plusIsSpace: Bool, expected: String) {
    #expect(PercentDecoding.decode(input, plusIsSpace: plusIsSpace) == expected)
  }

  @Test(arguments: ["%", "%4", "%zz", "%C3", "%FF", "%C3%28"])
  func rejectsMalformedEscapesAndInvalidUTF8(input: String) {
    #expect(PercentDecoding.decode(input) == nil)
  }
}
