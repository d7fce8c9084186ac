import RouteTable
import Testing

@testable import LinkCheckCLI

@Suite struct TextRendererTests {
  let renderer = TextRenderer(palette: .plain)

  @Test func resolutionShowsInputThenChain() {
    let record = Fixtures.record(
      "flightdeck://flight/\(Fixtures.flightID)", .success(Fixtures.flightDetail))
    #expect(
      renderer.render(record)
        == "flightdeck://flight/\(Fixtures.flightID)  home > flights > flightDetail(id: "
        + Fixtures.flightID + ")")
  }

  @Test func resolutionShowsExtraQueryAndWarnings() {
    let id = Fixtures.flightID
    let record = Fixtures.record(
      "flightdeck://seat/x/12C/?utm_source=a", .success(Fixtures.checkout))
    #expect(
      renderer.render(record)
        == "flightdeck://seat/x/12C/?utm_source=a  home > flights > flightDetail(id: \(id)) > "
        + "seatSelect(flightID: \(id)) > checkout(flightID: \(id), seat: 12C, "
        + #"promo: "SUMMER, 2x", adults: 2)  extra-query[utm_source, ref]  warning[trailing-slash]"#
    )
  }

  @Test func typedValues() {
    let record = Fixtures.record("s:x", .success(Fixtures.typedValues))
    #expect(
      renderer.render(record)
        == #"s:x  search(q: "", page: -3, ratio: 0.5, big: 1e+20, exact: true, tags: [a, "b c"])"#)
  }

  @Test func failureShowsCodeMessageAndNearest() {
    let record = Fixtures.record("flightdeck://flight/abc", .failure(Fixtures.notAUUID))
    #expect(
      renderer.render(record)
        == "flightdeck://flight/abc  error[no-match]: no route matches '/flight/abc' "
        + "(nearest: flightDetail: segment 2 'abc' is not a uuid)")
  }

  @Test func failureShowsColumnAndWarnings() {
    let record = Fixtures.record("FLIGHTDECK://flight/a b", .failure(Fixtures.rawSpace))
    #expect(
      renderer.render(record)
        == "FLIGHTDECK://flight/a b  error[invalid-url]: a raw space is not allowed (column 20)"
        + "  warning[uppercase-scheme-or-host]")
  }

  @Test func strictFailsAResolutionWithWarnings() {
    var resolution = Fixtures.flightDetail
    resolution.warnings = [
      LinkWarning(.trailingSlash, "trailing '/' ignored"),
      LinkWarning(.emptySegment, "empty segment"),
      LinkWarning(.trailingSlash, "again"),
    ]
    let record = Fixtures.record("flightdeck://flight//x/", .success(resolution), strict: true)
    #expect(!record.isOK)
    #expect(
      renderer.render(record)
        == "flightdeck://flight//x/  home > flights > flightDetail(id: \(Fixtures.flightID))  "
        + "error[strict]: warnings are errors with --strict: trailing-slash, empty-segment")
  }

  @Test func strictPassesAResolutionWithoutWarnings() {
    let record = Fixtures.record("a:b", .success(Fixtures.flightDetail), strict: true)
    #expect(record.isOK)
  }

  @Test func controlCharactersInTheInputAreEscaped() {
    let record = Fixtures.record("a:\u{1B}[31m\u{7F}", .failure(Fixtures.notAUUID))
    #expect(renderer.render(record).hasPrefix(#"a:\u001b[31m\u007f  error[no-match]"#))
  }

  @Test func colorPaintsErrorsAndWarnings() {
    let colored = TextRenderer(palette: Palette(isEnabled: true))
    let record = Fixtures.record("FLIGHTDECK://x y", .failure(Fixtures.rawSpace))
    #expect(
      colored.render(record)
        == "FLIGHTDECK://x y  \u{1B}[1;31merror[invalid-url]\u{1B}[0m: a raw space is not allowed"
        + " (column 20)  \u{1B}[1;33mwarning[uppercase-scheme-or-host]\u{1B}[0m")
  }

  static let values: [(ParamValue, String)] = [
    (.string("12C"), "12C"),
    (.string(""), #""""#),
    (.string("a b"), #""a b""#),
    (.string("a,b"), #""a,b""#),
    (.string("f(x)"), #""f(x)""#),
    (.string(#"say "hi""#), #""say \"hi\"""#),
    (.string("tab\there"), #""tab\there""#),
    (.string("a:b/c?d=e"), "a:b/c?d=e"),
    (.string("café"), "café"),
    (.uuid(Fixtures.flightID), Fixtures.flightID),
    (.int(Int64.min), "-9223372036854775808"),
    (.double(-0.0), "-0.0"),
    (.double(100), "100.0"),
    (.bool(false), "false"),
    (.list([]), "[]"),
    (.list([.int(1), .int(2)]), "[1, 2]"),
  ]

  @Test(arguments: values)
  func paramValue(value: ParamValue, expected: String) {
    #expect(ParamText.value(value) == expected)
  }
}
