import Testing

@testable import RouteTable

/// ``LinkText`` is a byte range of a string read in place: it must read as the substring of
/// those bytes would, whichever string holds them.
@Suite struct LinkTextTests {
  static let link = "https://caf\u{E9}.example/flight/\u{1F600}?q=1#top"

  /// Every range between characters reads as the substring of the same bytes.
  @Test func readsAsTheSubstringOfItsBytes() {
    let bytes = Array(Self.link.utf8)
    let boundaries = bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 } + [bytes.count]
    for start in boundaries {
      for end in boundaries where end >= start {
        let text = LinkText(Self.link, start..<end)
        let expected = String(decoding: bytes[start..<end], as: UTF8.self)
        #expect(text.description == expected)
        #expect(String(text.substring) == expected)
        #expect(text.count == end - start)
        #expect(text.lastByte == bytes[start..<end].last)
        #expect(text == LinkText(expected), "equal to the same bytes held by another string")
        #expect(text.hashValue == LinkText(expected).hashValue)
      }
    }
  }

  /// A slice is counted from the text's own start.
  @Test func slicesFromItsOwnStart() {
    let path = LinkText(Self.link, 21..<33)
    #expect(path.description == "/flight/\u{1F600}")
    #expect(path.slice(1..<7).description == "flight")
    #expect(LinkText("/a/").droppingLastByte.description == "/a")
    #expect(LinkText("/a") != LinkText("/b"))
  }
}
