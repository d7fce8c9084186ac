import Testing

@testable import RouteTable

@Suite struct ConfigLoaderTests {
  private func load(_ text: String) throws(ConfigError) -> RouteConfig {
    try RouteConfig(json: Array(text.utf8))
  }

  private func diagnostics(_ text: String) -> [Diagnostic] { Self.diagnostics(text) }

  /// The diagnostics of loading `text`, none when it loads.
  static func diagnostics(_ text: String) -> [Diagnostic] {
    do {
      _ = try RouteConfig(json: Array(text.utf8))
      return []
    } catch {
      return error.diagnostics
    }
  }

  // MARK: - A valid config

  static let specExample = #"""
    {
      "version": 1,
      "schemes": ["flightdeck"],
      "hosts": ["flightdeck.example.com", "*.flightdeck.example.com"],
      "options": { "trailingSlash": "ignore", "caseSensitive": true, "plusIsSpace": false },
      "types": {
        "seat": { "pattern": "[0-9]{1,2}[A-F]" },
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

  @Test func decodesTheSpecExample() throws {
    let config = try load(Self.specExample)
    #expect(config.version == 1)
    #expect(config.schemes == ["flightdeck"])
    #expect(
      config.hosts == [
        HostPattern(domain: "flightdeck.example.com", isWildcard: false),
        HostPattern(domain: "flightdeck.example.com", isWildcard: true),
      ])
    #expect(config.options == RouteOptions())
    #expect(config.namedTypes.map(\.name) == ["seat", "tab"])
    guard case .pattern(let seat) = config.namedTypes[0].type,
      case .enumeration(let tab) = config.namedTypes[1].type
    else {
      Issue.record("wrong kinds of named types")
      return
    }
    #expect(seat.name == "seat" && seat.source == "[0-9]{1,2}[A-F]")
    #expect(tab == EnumType(name: "tab", values: ["home", "settings"], example: nil))

    let routes = Dictionary(uniqueKeysWithValues: config.routes.map { ($0.name, $0) })
    #expect(
      config.routes.map(\.name) == ["home", "flights", "flightDetail", "seatSelect", "checkout"])
    #expect(routes["home"]?.paths.map(\.source) == ["/", "/home"])
    #expect(routes["home"]?.parent == nil)
    #expect(routes["flights"]?.parent == ParentLink(route: "home", mapping: [:]))
    #expect(routes["flightDetail"]?.params == ["id": .uuid])
    #expect(routes["seatSelect"]?.paths == [])
    #expect(
      routes["seatSelect"]?.parent == ParentLink(route: "flightDetail", mapping: ["id": "flightID"])
    )
    #expect(routes["seatSelect"]?.params == ["flightID": .uuid])
    #expect(routes["checkout"]?.params["seat"] == .pattern(seat))
    #expect(
      routes["checkout"]?.query == [
        QueryParam(
          name: "promo", type: .string, required: false, defaultValue: nil, repeated: false),
        QueryParam(
          name: "adults", type: .int, required: false, defaultValue: .int(1), repeated: false),
      ])
    #expect(routes["checkout"]?.location.pointer == "/routes/4")
    #expect(routes["checkout"]?.location.position?.line == 17)
    #expect(
      routes["checkout"]?.location.pathPositions == [
        SourcePosition(offset: 755, line: 17, column: 41)
      ])
  }

  @Test func decodesEveryOptionalKey() throws {
    let config = try load(
      #"""
      {
        "version": 1,
        "schemes": ["FlightDeck", "fd+beta"],
        "hosts": ["Example.COM", "*.example.com", "bücher.example"],
        "options": { "trailingSlash": "strict", "plusIsSpace": true },
        "types": { "code": { "pattern": "[A-Z]{3}", "example": "CDG" } },
        "routes": [
          { "name": "search", "paths": ["/search"], "description": "results",
            "schemes": ["flightdeck"], "hosts": ["www.example.com", "*.a.example.com"],
            "options": { "caseSensitive": false },
            "query": {
              "q": "string",
              "page": { "type": "int", "default": 1 },
              "ratio": { "type": "double", "default": 1.5e0 },
              "exact": { "type": "bool", "default": false },
              "from": { "type": "code", "required": true },
              "tags": { "type": { "enum": ["a", "b"] }, "repeated": true, "default": ["a", "b"] },
              "sort": { "type": { "pattern": "asc|desc" }, "default": "asc" }
            },
            "fragment": { "name": "section", "type": "int", "required": true } }
        ]
      }
      """#)
    #expect(config.schemes == ["flightdeck", "fd+beta"])
    // A Unicode host is stored as `HostName` normalises it (punycode).
    #expect(
      config.hosts.map(\.text) == [
        "example.com", "*.example.com", HostName.ascii("bücher.example"),
      ])
    #expect(
      config.options == RouteOptions(trailingSlash: .strict, caseSensitive: true, plusIsSpace: true)
    )
    let route = try #require(config.routes.first)
    #expect(route.description == "results")
    #expect(route.schemes == ["flightdeck"])
    #expect(route.hosts?.map(\.text) == ["www.example.com", "*.a.example.com"])
    #expect(
      route.options == RouteOptions(trailingSlash: .strict, caseSensitive: false, plusIsSpace: true)
    )
    let query = Dictionary(uniqueKeysWithValues: route.query.map { ($0.name, $0) })
    #expect(route.query.map(\.name) == ["q", "page", "ratio", "exact", "from", "tags", "sort"])
    #expect(query["q"]?.type == .string && query["q"]?.required == false)
    #expect(query["page"]?.defaultValue == .int(1))
    #expect(query["ratio"]?.defaultValue == .double(1.5))
    #expect(query["exact"]?.defaultValue == .bool(false))
    #expect(query["from"]?.required == true)
    #expect(query["from"]?.type.displayName == "code")
    #expect(query["tags"]?.repeated == true)
    #expect(query["tags"]?.defaultValue == .list([.string("a"), .string("b")]))
    #expect(
      query["tags"]?.type == .enumeration(EnumType(name: nil, values: ["a", "b"], example: nil)))
    #expect(query["sort"]?.defaultValue == .string("asc"))
    #expect(route.fragment == FragmentParam(name: "section", type: .int, required: true))
    guard case .pattern(let code) = config.namedTypes.first?.type else {
      Issue.record("'code' is not a pattern type")
      return
    }
    #expect(code.example == "CDG")
  }

  @Test func aMisspelledSchemesKeyIsOneProblem() throws {
    let json = #"{"version": 1, "scheme": ["app"], "routes": [{"name": "a", "paths": ["/"]}]}"#
    let error = #expect(throws: ConfigError.self) { try RouteConfig(json: Array(json.utf8)) }
    #expect(error?.diagnostics.map(\.code) == ["unknown-key"])
  }

  @Test func fragmentAndFragmentsConflict() throws {
    let json =
      #"{"version": 1, "schemes": ["app"], "routes": [{"name": "a", "paths": ["/"], "fragment": {"name": "f"}, "fragments": ["/x"]}]}"#
    let error = #expect(throws: ConfigError.self) { try RouteConfig(json: Array(json.utf8)) }
    #expect(error?.diagnostics.map(\.code) == ["conflicting-keys"])
  }

  @Test func aHugeExpressionIsQuotedShortInItsError() throws {
    let pattern = String(repeating: "a", count: 100_000) + "("
    let json =
      #"{"version": 1, "schemes": ["app"], "types": {"t": {"pattern": ""# + pattern
      + #""}}, "routes": [{"name": "a", "paths": ["/"]}]}"#
    let error = #expect(throws: ConfigError.self) { try RouteConfig(json: Array(json.utf8)) }
    let message = try #require(error?.diagnostics.first?.message)
    #expect(message.count < 300)
  }

  // MARK: - One fixture per problem

  struct Problem: Sendable, CustomTestStringConvertible {
    var json: String
    var code: String
    var message: String
    var pointer: String
    var line: Int
    var column: Int
    var help: String?
    var testDescription: String { code }

    init(
      _ code: String, _ json: String, _ message: String, pointer: String, _ line: Int,
      _ column: Int, help: String? = nil
    ) {
      self.json = json
      self.code = code
      self.message = message
      self.pointer = pointer
      self.line = line
      self.column = column
      self.help = help
    }
  }

  /// A table whose routes are the given lines, from line 2 on.
  /// A config of the scheme `app` with `lines` as its routes.
  static func routes(_ lines: String) -> String {
    "{\"version\": 1, \"schemes\": [\"app\"], \"routes\": [\n" + lines + "\n]}"
  }

  static let problems: [Problem] = [
    Problem(
      "comment", "{\"version\": 1, // one\n}", "comments are not allowed", pointer: "", 1, 16,
      help: "JSON has no comments; remove it, or put the note in a route's 'description'"),
    Problem(
      "unknown-key", routes(#"  {"name": "home", "paths": ["/"], "parmas": {}}"#),
      "unknown key 'parmas' in a route", pointer: "/routes/0/parmas", 2, 36,
      help: "did you mean 'params'?"),
    Problem(
      "wrong-type", #"{"version": "1", "schemes": ["app"], "routes": [{"name": "home"}]}"#,
      "'version' must be a number, found a string", pointer: "/version", 1, 13),
    Problem(
      "missing-key", #"{"schemes": ["app"], "routes": [{"name": "home"}]}"#,
      "missing required key 'version'", pointer: "", 1, 1, help: "add \"version\": 1"),
    Problem(
      "unsupported-version", #"{"version": 2, "schemes": ["app"], "routes": [{"name": "home"}]}"#,
      "unsupported version '2'", pointer: "/version", 1, 13, help: "this linkcheck reads version 1"),
    Problem(
      "empty-routes", #"{"version": 1, "schemes": ["app"], "routes": []}"#,
      "'routes' is empty, so no link can resolve", pointer: "/routes", 1, 46,
      help: "add a route: {\"name\": \"home\", \"paths\": [\"/\"]}"),
    Problem(
      "no-schemes-or-hosts", #"{"version": 1, "routes": [{"name": "home"}]}"#,
      "the table has no 'schemes' and no 'hosts', so no link can resolve", pointer: "", 1, 1,
      help: "add \"schemes\": [\"myapp\"] for custom-scheme links or \"hosts\": [\"example.com\"]"
        + " for universal links"),
    Problem(
      "invalid-scheme", #"{"version": 1, "schemes": ["my_app"], "routes": [{"name": "home"}]}"#,
      "invalid scheme 'my_app': '_' is not allowed", pointer: "/schemes/0", 1, 28,
      help: "a scheme may contain only letters, digits, '+', '-' and '.'"),
    Problem(
      "invalid-host",
      #"{"version": 1, "hosts": ["https://example.com/app"], "routes": [{"name": "home"}]}"#,
      "invalid host 'https://example.com/app': a host has no scheme", pointer: "/hosts/0", 1, 26,
      help: "write the host alone, without 'https://': 'example.com'"),
    Problem(
      "duplicate-entry",
      #"{"version": 1, "schemes": ["app", "APP"], "routes": [{"name": "home"}]}"#,
      "scheme 'APP' is listed twice", pointer: "/schemes/1", 1, 35, help: "remove one of them"),
    Problem(
      "invalid-value",
      "{\"version\": 1, \"schemes\": [\"app\"],\n \"options\": {\"trailingSlash\": \"strikt\"},"
        + " \"routes\": [{\"name\": \"home\"}]}",
      "'trailingSlash' must be 'ignore' or 'strict', found 'strikt'",
      pointer: "/options/trailingSlash", 2, 31, help: "did you mean 'strict'?"),
    Problem(
      "invalid-name", routes(#"  {"name": "2fa", "paths": ["/2fa"]}"#),
      "invalid route name '2fa'", pointer: "/routes/0/name", 2, 12,
      help: "a name starts with a letter or '_' and continues with letters, digits, '_', '.' or '-'"
    ),
    Problem(
      "shadowed-type",
      "{\"version\": 1, \"schemes\": [\"app\"],\n \"types\": {\"int\": {\"pattern\": \"[0-9]+\"}},"
        + " \"routes\": [{\"name\": \"home\"}]}",
      "type 'int' has the name of a built-in type", pointer: "/types/int", 2, 12,
      help: "give it another name, e.g. 'intCode'"),
    Problem(
      "conflicting-keys",
      "{\"version\": 1, \"schemes\": [\"app\"], \"types\": {\n"
        + "  \"tab\": {\"pattern\": \"a|b\", \"enum\": [\"a\"]}}, \"routes\": [{\"name\": \"home\"}]}",
      "type 'tab' has both 'pattern' and 'enum'", pointer: "/types/tab/enum", 2, 29,
      help: "keep one of them"),
    Problem(
      "conflicting-keys",
      routes(#"  {"name": "a", "query": {"n": {"type": "int", "required": true, "default": 2}}}"#),
      "query parameter 'n' is required and has a default", pointer: "/routes/0/query/n/default", 2,
      77, help: "remove 'default', or make it optional with \"required\": false"),
    Problem(
      "invalid-regex",
      "{\"version\": 1, \"schemes\": [\"app\"], \"types\": {\n"
        + "  \"seat\": {\"pattern\": \"[0-9\"}}, \"routes\": [{\"name\": \"home\"}]}",
      "invalid regular expression '[0-9': expected ']'", pointer: "/types/seat/pattern", 2, 23),
    Problem(
      "slow-regex",
      "{\"version\": 1, \"schemes\": [\"app\"], \"types\": {\n"
        + "  \"word\": {\"pattern\": \"(a|aa)+\"}}, \"routes\": [{\"name\": \"home\"}]}",
      "regular expression '(a|aa)+' can take exponential time: alternatives in the repeated group "
        + "'(a|aa)' can start with the same character", pointer: "/types/word/pattern", 2, 23,
      help: "rewrite it so that no two repetitions can take the same text, e.g. 'a+' instead of "
        + "'(a+)+', or use an 'enum' type"),
    Problem(
      "empty-enum",
      "{\"version\": 1, \"schemes\": [\"app\"], \"types\": {\n"
        + "  \"tab\": {\"enum\": []}}, \"routes\": [{\"name\": \"home\"}]}",
      "'enum' lists no values", pointer: "/types/tab/enum", 2, 19,
      help: "list the allowed values: [\"a\", \"b\"]"),
    Problem(
      "invalid-example",
      "{\"version\": 1, \"schemes\": [\"app\"], \"types\": {\n"
        + "  \"tab\": {\"enum\": [\"home\"], \"example\": \"profile\"}}, \"routes\": [{\"name\": \"home\"}]}",
      "example 'profile' is not a valid tab", pointer: "/types/tab/example", 2, 40,
      help: "use one of the values, e.g. 'home'"),
    Problem(
      "unknown-type", routes(#"  {"name": "a", "paths": ["/a/:id"], "params": {"id": "uuidd"}}"#),
      "unknown type 'uuidd'", pointer: "/routes/0/params/id", 2, 55, help: "did you mean 'uuid'?"),
    Problem(
      "invalid-pattern", routes(#"  {"name": "a", "paths": ["/", "flight/:id"]}"#),
      "path pattern 'flight/:id' does not start with '/'", pointer: "/routes/0/paths/1", 2, 32,
      help: "write '/flight/:id'"),
    Problem(
      "invalid-pattern", routes(#"  {"name": "a", "paths": ["-:tab/x"]}"#),
      "path pattern '-:tab/x' does not start with '/'", pointer: "/routes/0/paths/0", 2, 27,
      help: "write '/-:tab/x'"),
    Problem(
      "invalid-pattern", routes(#"  {"name": "a", "paths": ["{s}?yer"]}"#),
      "path pattern '{s}?yer' does not start with '/'", pointer: "/routes/0/paths/0", 2, 27,
      help: "write '/{s}?yer'"),
    // Links are read with each escape in one spelling: a pattern in another one is dead.
    Problem(
      "invalid-pattern", routes(#"  {"name": "a", "paths": ["/x%77y/:id"]}"#),
      "path pattern '/x%77y/:id' holds '%77', which a link's path is read with as 'w': "
        + "the route could never match", pointer: "/routes/0/paths/0", 2, 27, help: "write 'w'"),
    Problem(
      "invalid-pattern", routes(#"  {"name": "a", "paths": ["/caf%C3%A9", "/{caf%c3%a9}?"]}"#),
      "path pattern '/{caf%c3%a9}?' holds '%c3', which a link's path is read with as '%C3': "
        + "the route could never match", pointer: "/routes/0/paths/1", 2, 41,
      help: "write '%C3'"),
    Problem(
      "duplicate-route",
      routes(
        "  {\"name\": \"home\", \"paths\": [\"/\"]},\n  {\"name\": \"home\", \"paths\": [\"/home\"]}"
      ),
      "duplicate route name 'home'", pointer: "/routes/1/name", 3, 12,
      help: "the first route named 'home' is /routes/0 (line 2); rename one of them"),
    Problem(
      "uncaptured-param",
      routes(#"  {"name": "a", "paths": ["/flight/:id"], "params": {"ID": "uuid"}}"#),
      "parameter 'ID' is not captured by any of the paths", pointer: "/routes/0/params/ID", 2, 54,
      help: "did you mean 'id'?"),
    Problem(
      "duplicate-param",
      routes(#"  {"name": "a", "paths": ["/flight/:id"], "query": {"id": "int"}}"#),
      "query parameter 'id' has the name of a path parameter", pointer: "/routes/0/query/id", 2, 53,
      help: "rename one of them; a route's parameters share one namespace"),
    Problem(
      "invalid-default",
      routes(#"  {"name": "a", "query": {"adults": {"type": "int", "default": "1"}}}"#),
      "the default of 'adults' must be a number (type int), found a string",
      pointer: "/routes/0/query/adults/default", 2, 64, help: "write 1 without quotes"),
    Problem(
      "scheme-not-in-table", routes(#"  {"name": "a", "paths": ["/"], "schemes": ["apq"]}"#),
      "scheme 'apq' is not one of the table's 'schemes'", pointer: "/routes/0/schemes/0", 2, 45,
      help: "did you mean 'app'?"),
    Problem(
      "host-not-in-table",
      "{\"version\": 1, \"hosts\": [\"*.example.com\"], \"routes\": [\n"
        + "  {\"name\": \"a\", \"paths\": [\"/\"], \"hosts\": [\"example.com\"]}]}",
      "host 'example.com' is not covered by the table's 'hosts'", pointer: "/routes/0/hosts/0", 2,
      43, help: "did you mean '*.example.com'?"),
    Problem(
      "unknown-parent",
      routes(
        "  {\"name\": \"home\", \"paths\": [\"/\"]},\n  {\"name\": \"a\", \"paths\": [\"/a\"], \"parent\": \"hom\"}"
      ),
      "unknown parent route 'hom'", pointer: "/routes/1/parent", 3, 44, help: "did you mean 'home'?"
    ),
    Problem(
      "parent-cycle",
      routes(
        "  {\"name\": \"a\", \"paths\": [\"/a\"], \"parent\": \"b\"},\n"
          + "  {\"name\": \"b\", \"paths\": [\"/b\"], \"parent\": \"a\"}"),
      "parent cycle 'a > b > a'", pointer: "/routes/0/parent", 2, 44,
      help: "a route cannot be its own ancestor: remove one of the 'parent' links"),
    Problem(
      "unmapped-parent-param",
      routes(
        "  {\"name\": \"detail\", \"paths\": [\"/flight/:id\"]},\n"
          + "  {\"name\": \"seat\", \"parent\": \"detail\", \"params\": {\"flightID\": \"uuid\"}}"),
      "parent route 'detail' needs parameter 'id', which route 'seat' does not have",
      pointer: "/routes/1/parent", 3, 30,
      help: "map it: \"parent\": {\"route\": \"detail\", \"params\": {\"id\": \"…\"}}"),
    Problem(
      "unknown-param",
      routes(
        "  {\"name\": \"detail\", \"paths\": [\"/flight/:id\"]},\n"
          + "  {\"name\": \"seat\", \"params\": {\"flightID\": \"uuid\"},\n"
          + "   \"parent\": {\"route\": \"detail\", \"params\": {\"id\": \"flightId\"}}}"),
      "route 'seat' has no parameter 'flightId'", pointer: "/routes/1/parent/params/id", 4, 51,
      help: "did you mean 'flightID'?"),
  ]

  @Test(arguments: problems)
  func reportsTheProblem(_ problem: Problem) {
    let found = diagnostics(problem.json)
    #expect(found.count == 1, "\(found)")
    let diagnostic = found.first
    #expect(diagnostic?.code == problem.code)
    #expect(diagnostic?.message == problem.message)
    #expect(diagnostic?.pointer == problem.pointer)
    #expect(diagnostic?.position?.line == problem.line)
    #expect(diagnostic?.position?.column == problem.column)
    #expect(diagnostic?.help == problem.help)
    #expect(diagnostic?.severity == .error)
  }

  @Test func coversEveryCodeWithAFixture() {
    let covered = Set(Self.problems.map(\.code))
    for code in ConfigDiagnosticCode.allCases {
      #expect(covered.contains(code.rawValue), "no fixture for '\(code.rawValue)'")
    }
  }

  // MARK: - Every problem at once

  @Test func reportsEveryProblemInSourceOrder() {
    let json = #"""
      {
        "version": 3,
        "schemes": ["app", "bad scheme"],
        "colour": "blue",
        "types": { "code": { "pattern": "(" } },
        "routes": [
          { "name": "home", "paths": ["/"], "params": { "id": "int" } },
          { "name": "home", "paths": ["/flight/:id"], "parent": "nowhere" },
          { "paths": ["/x"], "query": { "n": { "type": "intt" } } },
          { "name": "a", "parent": "b", "fragment": { "nme": "x" } },
          { "name": "b", "parent": "a", "description": 42 }
        ]
      }
      """#
    let found = diagnostics(json)
    #expect(
      found.map(\.code) == [
        "unsupported-version", "invalid-scheme", "unknown-key", "invalid-regex", "uncaptured-param",
        "duplicate-route", "unknown-parent", "missing-key", "unknown-type", "parent-cycle",
        "unknown-key", "wrong-type",
      ])
    #expect(
      found.map(\.pointer) == [
        "/version", "/schemes/1", "/colour", "/types/code/pattern", "/routes/0/params/id",
        "/routes/1/name", "/routes/1/parent", "/routes/2", "/routes/2/query/n/type",
        "/routes/3/parent", "/routes/3/fragment/nme",
        "/routes/4/description",
      ])
    let offsets = found.compactMap(\.position?.offset)
    #expect(offsets.count == found.count)
    #expect(offsets == offsets.sorted())
  }

}
