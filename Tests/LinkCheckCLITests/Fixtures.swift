import RouteTable

@testable import LinkCheckCLI

/// Hand-built resolver outcomes, until the real resolver lands.
enum Fixtures {
  static let flightID = "6F9619FF-8B86-D011-B42D-00C04FC964FF"

  static let flightDetail = Resolution(
    route: "flightDetail",
    chain: [
      ChainEntry(route: "home", params: []),
      ChainEntry(route: "flights", params: []),
      ChainEntry(route: "flightDetail", params: [NamedValue(name: "id", value: .uuid(flightID))]),
    ],
    params: [NamedValue(name: "id", value: .uuid(flightID))], extraQuery: [], warnings: [])

  static let checkout = Resolution(
    route: "checkout",
    chain: [
      ChainEntry(route: "home", params: []),
      ChainEntry(route: "flights", params: []),
      ChainEntry(route: "flightDetail", params: [NamedValue(name: "id", value: .uuid(flightID))]),
      ChainEntry(
        route: "seatSelect", params: [NamedValue(name: "flightID", value: .uuid(flightID))]),
      ChainEntry(
        route: "checkout",
        params: [
          NamedValue(name: "flightID", value: .uuid(flightID)),
          NamedValue(name: "seat", value: .string("12C")),
          NamedValue(name: "promo", value: .string("SUMMER, 2x")),
          NamedValue(name: "adults", value: .int(2)),
        ]),
    ],
    params: [
      NamedValue(name: "flightID", value: .uuid(flightID)),
      NamedValue(name: "seat", value: .string("12C")),
      NamedValue(name: "promo", value: .string("SUMMER, 2x")),
      NamedValue(name: "adults", value: .int(2)),
    ],
    extraQuery: ["utm_source", "ref"],
    warnings: [LinkWarning(.trailingSlash, "trailing '/' ignored")])

  static let typedParams = [
    NamedValue(name: "q", value: .string("")),
    NamedValue(name: "page", value: .int(-3)),
    NamedValue(name: "ratio", value: .double(0.5)),
    NamedValue(name: "big", value: .double(1e20)),
    NamedValue(name: "exact", value: .bool(true)),
    NamedValue(name: "tags", value: .list([.string("a"), .string("b c")])),
  ]

  static let typedValues = Resolution(
    route: "search", chain: [ChainEntry(route: "search", params: typedParams)],
    params: typedParams, extraQuery: [], warnings: [])

  static let notAUUID = ResolveFailure(
    .noMatch, "no route matches '/flight/abc'",
    nearest: NearMiss(route: "flightDetail", reason: "segment 2 'abc' is not a uuid"))

  static let rawSpace = ResolveFailure(
    .invalidURL, "a raw space is not allowed", column: 20,
    warnings: [LinkWarning(.uppercaseSchemeOrHost, "scheme 'FLIGHTDECK' is not lowercase")])

  static func record(
    _ input: String, _ outcome: Result<Resolution, ResolveFailure>, line: Int = 1,
    strict: Bool = false
  ) -> ResolveRecord {
    ResolveRecord(line: InputLine(number: line, text: input), outcome: outcome, strict: strict)
  }

  /// The example config of docs/config.md.
  static let exampleConfig = #"""
    {
      "version": 1,
      "schemes": ["flightdeck"],
      "hosts": ["flightdeck.example.com", "*.flightdeck.example.com"],
      "options": { "trailingSlash": "ignore", "caseSensitive": true, "plusIsSpace": false },
      "types": {
        "seat": { "pattern": "[0-9]{1,2}[A-F]", "example": "2F" },
        "tab":  { "enum": ["home", "settings"] }
      },
      "routes": [
        { "name": "home",         "paths": ["/", "/home"] },
        { "name": "flights",      "paths": ["/flights"],    "parent": "home" },
        { "name": "flightDetail", "paths": ["/flight/:id"], "parent": "flights",
          "params": { "id": "uuid" } },
        { "name": "seatSelect",   "parent": { "route": "flightDetail", "params": { "id": "flightID" } },
          "params": { "flightID": "uuid" } },
        { "name": "checkout",     "paths": ["/seat/:flightID/:seat"], "parent": "seatSelect",
          "params": { "flightID": "uuid", "seat": "seat" },
          "query": { "promo": { "type": "string" }, "adults": { "type": "int", "default": 1 } } }
      ]
    }
    """#

  /// Whether the library loads the example config yet (its loader starts as a stub); tests that
  /// need a loaded table run only then.
}
