import Testing

@testable import RouteTable

/// Each reason a resolution fails with, as written from its facts: the exact texts, user values
/// quoted in `'…'`.
@Suite struct FailureMessageTests {
  static let seat = ParamType.pattern(
    try! PatternType(name: "seat", source: "[0-9]{1,2}[A-F]", example: nil, position: nil))
  static let digits = ParamType.pattern(
    try! PatternType(name: nil, source: "[0-9]+", example: nil, position: nil))
  static let tabs = ParamType.enumeration(
    EnumType(name: nil, values: (1...9).map { "t\($0)" }, example: nil))

  @Test(arguments: [
    (
      BindingFailure.Refusal.value(decoded: "abc", segment: 1, name: "id", type: .uuid),
      "segment 2 'abc' is not a uuid"
    ),
    (
      .value(decoded: "", segment: nil, name: "n", type: .int),
      "parameter 'n' an empty value is not an int"
    ),
    (
      .value(decoded: "ZZ", segment: 2, name: "s", type: seat),
      "segment 3 'ZZ' is not a value of type 'seat'"
    ),
    (
      .value(decoded: "x", segment: nil, name: "d", type: digits),
      "parameter 'd' 'x' is not a value matching '[0-9]+'"
    ),
    (.missingQuery(name: "q"), "required query parameter 'q' is missing"),
    (
      .queryValue(decoded: "x", name: "n", type: .double),
      "query parameter 'n' value 'x' is not a double"
    ),
    (
      .queryValue(decoded: "", name: "n", type: .bool),
      "query parameter 'n' is empty; expected a bool"
    ),
    (
      .queryValue(decoded: "t0", name: "tab", type: tabs),
      "query parameter 'tab' value 't0' is not one of 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', …"
    ),
    (.missingFragment(name: "at"), "required fragment 'at' is missing"),
    (.fragmentValue(decoded: "x", name: "at", type: .int), "fragment 'at' 'x' is not an int"),
    (
      .parentValue(parent: "p", name: "id", type: .int, given: "x"),
      "parent 'p' needs 'id' as an int, got 'x'"
    ),
  ])
  func bindingFailures(refusal: BindingFailure.Refusal, reason: String) {
    #expect(BindingFailure(refusal).reason == reason)
  }

  @Test(arguments: [
    (
      EndpointRefusal.unknownScheme("flightdek", closest: "flightdeck"),
      "scheme 'flightdek' is not one of the table's schemes; did you mean 'flightdeck'?"
    ),
    (.unknownScheme("x", closest: nil), "scheme 'x' is not one of the table's schemes"),
    (.unknownHost("a.b", hint: .closest(nil)), "host 'a.b' is not one of the table's hosts"),
    (
      .unknownHost("a.c", hint: .closest("a.b")),
      "host 'a.c' is not one of the table's hosts; did you mean 'a.b'?"
    ),
    (
      .unknownHost("*.b", hint: .wildcard),
      "host '*.b' is not one of the table's hosts; '*' is a wildcard in 'hosts', not part of a host a link can name"
    ),
    (
      .unknownHost("b.c", hint: .apex),
      "host 'b.c' is not one of the table's hosts; add 'b.c' to 'hosts': '*.b.c' covers its subdomains only"
    ),
    (
      .unknownHost("x.b.c", hint: .subdomain(of: "b.c")),
      "host 'x.b.c' is not one of the table's hosts; it is a subdomain of 'b.c': add it to 'hosts', or '*.b.c' for every subdomain"
    ),
    (.insecure(host: "b.c"), "'http' link to 'b.c'; universal links must use 'https'"),
  ])
  func endpointRefusals(refusal: EndpointRefusal, message: String) {
    #expect(refusal.message == message)
  }

  @Test func shortfallsAndNoMatch() throws {
    let pattern = try PathPattern("/flight/:id")
    #expect(Shortfall.noPaths.reason == "the route has no paths; it is reached only as a parent")
    #expect(
      Shortfall.endsInSlash(pattern: pattern).reason
        == "'/flight/:id' ends in '/' and the path does not")
    #expect(
      Shortfall.needsSegments(pattern: pattern, given: 1).reason
        == "'/flight/:id' needs more segments than the path's 1")
    #expect(
      Shortfall.segment(pattern: pattern, number: 1, text: LinkText("x")).reason
        == "'/flight/:id' does not match segment 1 'x'")
    #expect(
      ResolveFailure.Reason.noMatch(path: LinkText("/a/b")).message
        == "no route matches path '/a/b'")
  }
}
