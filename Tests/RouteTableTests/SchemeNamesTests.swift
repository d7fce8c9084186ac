import Testing

@testable import RouteTable

/// A link's scheme is found among the known ones on its bytes, ignoring ASCII case, whatever its
/// length, and only when it is the whole name.
@Suite struct SchemeNamesTests {
  static let names = SchemeNames(
    schemes: ["flightdeck", "a", "exactly16bytes.x", "seventeen-bytes.x", "spotify"],
    opaqueSchemes: ["spotify"])

  static func found(_ link: String, schemeLength: Int) -> SchemeNames.Entry? {
    var link = link
    return link.withUTF8 { names.scheme(spelledBy: $0, count: schemeLength) }
  }

  @Test(arguments: [
    ("https://example.com/", 5, "https"),
    ("HTTPS://example.com/", 5, "https"),
    ("http://example.com/", 4, "http"),
    ("FlightDeck://home", 10, "flightdeck"),
    ("a:b", 1, "a"),
    ("A:", 1, "a"),
    ("exactly16bytes.x:/", 16, "exactly16bytes.x"),
    ("EXACTLY16BYTES.X:/", 16, "exactly16bytes.x"),
    ("seventeen-bytes.x://", 17, "seventeen-bytes.x"),
    ("Seventeen-Bytes.X://", 17, "seventeen-bytes.x"),
    ("spotify:track:1", 7, "spotify"),
  ])
  func findsAKnownScheme(link: String, length: Int, name: String) {
    #expect(Self.found(link, schemeLength: length)?.name == name)
  }

  @Test(arguments: [
    ("httpx://example.com/", 5),
    ("htt://example.com/", 3),
    ("httpss://example.com/", 6),
    ("flightdecks://home", 11),
    ("flightdec://home", 9),
    ("b:", 1),
    ("exactly16bytes.y:/", 16),
    ("seventeen-bytes.y://", 17),
  ])
  func findsNoOtherScheme(link: String, length: Int) {
    #expect(Self.found(link, schemeLength: length) == nil)
  }

  @Test func knowsWhichSchemesAreOpaqueAndWhichHaveAPort() {
    #expect(Self.found("spotify:x", schemeLength: 7)?.forms == .opaque)
    #expect(Self.found("flightdeck:x", schemeLength: 10)?.forms == .hierarchical)
    #expect(Self.found("https:x", schemeLength: 5)?.defaultPort == 443)
    #expect(Self.found("http:x", schemeLength: 4)?.defaultPort == 80)
    #expect(Self.found("flightdeck:x", schemeLength: 10)?.defaultPort == nil)
  }
}
