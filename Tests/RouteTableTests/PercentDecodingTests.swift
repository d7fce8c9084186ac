import Testing

@testable import RouteTable

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

  @Test(arguments: [
    ("/caf%c3%a9", "/caf%C3%A9", ""), ("/%69d/%7e", "/id/~", "i~"), ("/a%2fb", "/a%2Fb", ""),
    ("/%2e%2E/x", "/%2E%2E/x", ""), ("/%41%zz%4", "/A%zz%4", "A"), ("/é%c3%a9", "/é%C3%A9", ""),
  ])
  func writesEachEscapeInOneSpelling(path: String, expected: String, unescaped: String) {
    let normal = PercentDecoding.normalizingEscapes(in: path)
    #expect(normal?.path == expected)
    #expect(normal?.unescaped == unescaped)
  }

  @Test(arguments: ["/", "/a/b", "/caf%C3%A9", "/%2E%2E", "/%zz"])
  func leavesAPathInItsOneSpellingAlone(path: String) {
    #expect(PercentDecoding.normalizingEscapes(in: path) == nil)
  }
}
