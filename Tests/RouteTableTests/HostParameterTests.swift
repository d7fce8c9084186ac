import Testing

@testable import RouteTable

/// Hosts as parameters (SPEC §13, docs/config.md "Host parameters"): `:workspace.slack.com`
/// reads, matches one label, binds it typed, ranks between an exact host and `*.`, and `build`
/// fills it or refuses.
@Suite struct HostParameterTests {
  @Test(arguments: [
    (":workspace.slack.com", ":workspace.slack.com"),
    (":Team_1.Example.COM", ":Team_1.example.com"),
    (":w.bücher.de", ":w.xn--bcher-kva.de"),
    ("*.slack.com", "*.slack.com"),
    ("slack.com", "slack.com"),
  ])
  func readsAHostEntry(entry: String, text: String) throws {
    #expect(try HostPattern.parse(entry).get().text == text)
  }

  @Test(arguments: [
    (":workspace", "a host parameter needs a domain after it"),
    (":.slack.com", "'' is not a parameter name"),
    (":1st.slack.com", "'1st' is not a parameter name"),
    (":a-b.slack.com", "'a-b' is not a parameter name"),
    ("acme.:workspace.slack.com", "a parameter takes the leftmost label only"),
    (":w.*.slack.com", "a host has one parameter or one '*', first"),
    (":w.:x.slack.com", "a host has one parameter or one '*', first"),
    (":w.slack.com:443", "a host has no port"),
  ])
  func refusesAMalformedEntry(entry: String, reason: String) {
    guard case .failure(let problem) = HostPattern.parse(entry) else {
      Issue.record("'\(entry)' was read")
      return
    }
    #expect(problem.reason == reason)
  }

  @Test(arguments: [
    ("acme.slack.com", true), ("a-1.slack.com", true), ("slack.com", false),
    ("eu.acme.slack.com", false), ("acme.slack.co", false), ("acmeslack.com", false),
    ("*.slack.com", false),
  ])
  func matchesOneLabel(host: String, matches: Bool) throws {
    let pattern = try HostPattern.parse(":workspace.slack.com").get()
    #expect(pattern.matches(host) == matches)
    if matches { #expect(pattern.label(of: host) == host.prefix { $0 != "." }) }
  }

  @Test func coversWhatTheTableCovers() throws {
    func covered(_ route: String, by table: String) throws -> Bool {
      try HostPattern.parse(route).get().isCovered(by: HostPattern.parse(table).get())
    }
    #expect(try covered(":w.slack.com", by: ":team.slack.com"))
    #expect(try covered(":w.slack.com", by: "*.slack.com"))
    #expect(try covered("acme.slack.com", by: ":w.slack.com"))
    #expect(try !covered(":w.slack.com", by: "slack.com"))
    #expect(try !covered("*.slack.com", by: ":w.slack.com"))
    #expect(try !covered(":w.a.slack.com", by: ":w.slack.com"))
  }

  static let table = try! RouteTable(
    json: Array(
      #"""
      {"version": 1, "schemes": ["chat"],
       "hosts": ["slack.com", "status.slack.com", ":workspace.slack.com", "*.slack-files.com"],
       "types": {"workspace": {"pattern": "[a-z0-9-]+", "example": "acme"}},
       "routes": [
         {"name": "home", "paths": ["/"], "hosts": ["slack.com"]},
         {"name": "team", "paths": ["/"], "hosts": [":workspace.slack.com"],
          "params": {"workspace": "workspace"}},
         {"name": "status", "paths": ["/", "/*"], "hosts": ["status.slack.com"]},
         {"name": "channel", "paths": ["/archives/:channel"], "parent": "team",
          "schemes": ["chat"], "hosts": [":workspace.slack.com", "slack.com"]},
         {"name": "file", "paths": ["/:id"], "hosts": ["*.slack-files.com"]}
       ]}
      """#.utf8))

  @Test(arguments: [
    // An exact host outranks a parameter before paths are compared: `status` takes `/` and
    // `/archives/C1` from the workspace routes, whose paths rank higher.
    ("https://acme.slack.com/", "team(workspace: acme)"),
    ("https://status.slack.com/", "status"),
    ("https://status.slack.com/archives/C1", "status(0: archives/C1)"),
    ("https://slack.com/", "home"),
    (
      "https://acme.slack.com/archives/C1",
      "team(workspace: acme) > channel(workspace: acme, channel: C1)"
    ),
    ("https://slack.com/archives/C1", "team > channel(channel: C1)"),
    ("chat://archives/C1", "team > channel(channel: C1)"),
    ("https://ACME.Slack.com/", "team(workspace: acme)"),
    ("https://a.b.slack-files.com/x", "file(id: x)"),
  ])
  func resolvesWithTheHostsValue(link: String, chain: String) throws {
    let resolution = try Self.table.resolve(link).get()
    let text = resolution.chain.map { entry in
      entry.params.isEmpty
        ? entry.route
        : entry.route + "("
          + entry.params.map { "\($0.name): \($0.value.text)" }.joined(
            separator: ", ") + ")"
    }.joined(separator: " > ")
    #expect(text == chain)
  }

  @Test func aLabelTheTypeRefusesIsInvalidParam() throws {
    let failure = try #require(Self.table.resolve("https://a_b.slack.com/").failure)
    #expect(failure.code == .invalidParam)
    #expect(
      failure.message.contains("parameter 'workspace' 'a_b' is not a value of type 'workspace'"))
    #expect(Self.table.resolve("https://x.y.slack.com/").failure?.code == .unknownHost)
  }

  @Test(
    arguments: [
      (
        "channel", [("workspace", "acme"), ("channel", "C1")], nil,
        "https://acme.slack.com/archives/C1"
      ),
      ("channel", [("channel", "C1")], nil, "chat://archives/C1"),
      (
        "channel", [("channel", "C1")], LinkOrigin.host("globex.slack.com"),
        "https://globex.slack.com/archives/C1"
      ),
      (
        "channel", [("workspace", "acme"), ("channel", "C1")],
        LinkOrigin.host(":workspace.slack.com"), "https://acme.slack.com/archives/C1"
      ),
      ("team", [("workspace", "acme")], nil, "https://acme.slack.com/"),
    ] as [(String, [(String, String)], LinkOrigin?, String)])
  func buildFillsTheHost(
    route: String, values: [(String, String)], origin: LinkOrigin?, url: String
  ) throws {
    let built = LinkBuilder(table: Self.table).build(
      route: route, values: values.map { (name: $0.0, value: $0.1) }, origin: origin)
    #expect(try built.get().url == url)
  }

  @Test(
    arguments: [
      ("team", [], nil, "missing parameter 'workspace' for host ':workspace.slack.com'"),
      (
        "team", [("workspace", "Acme")], nil,
        "value 'Acme' for 'workspace' is not a value of type 'workspace'"
      ),
      (
        "channel", [("workspace", "Acme"), ("channel", "C1")], nil,
        "value 'Acme' for 'workspace' is read from a host as 'acme'"
      ),
      (
        "channel", [("workspace", "a.b"), ("channel", "C1")], nil,
        "value 'a.b' for 'workspace' is not one host label"
      ),
      (
        "team", [("workspace", "acme")], LinkOrigin.host("globex.slack.com"),
        "host 'globex.slack.com' gives 'workspace' the value 'globex', not 'acme'"
      ),
      (
        "channel", [("workspace", "acme"), ("channel", "C1")], LinkOrigin.scheme("chat"),
        "'chat://' has no host parameter 'workspace' of route 'channel'"
      ),
      (
        "channel", [("workspace", "acme"), ("channel", "C1")], LinkOrigin.host("slack.com"),
        "'https://slack.com' has no host parameter 'workspace' of route 'channel'"
      ),
      (
        "channel", [("channel", "C1")], LinkOrigin.host("status.slack.com"),
        "'https://status.slack.com/archives/C1' opens route 'status', not 'channel'"
      ),
      (
        "team", [("workspace", "acme")], LinkOrigin.host(":team.slack.com"),
        "route 'team' does not answer on host ':team.slack.com'"
      ),
    ] as [(String, [(String, String)], LinkOrigin?, String)])
  func buildRefusesWhatTheHostCannotSay(
    route: String, values: [(String, String)], origin: LinkOrigin?, message: String
  ) {
    let built = LinkBuilder(table: Self.table).build(
      route: route, values: values.map { (name: $0.0, value: $0.1) }, origin: origin)
    #expect(built.failure?.message == message)
  }

  static func codes(_ hosts: String, _ route: String) -> [String] {
    do {
      _ = try RouteTable(
        json: Array(#"{"version": 1, "hosts": [\#(hosts)], "routes": [\#(route)]}"#.utf8))
      return []
    } catch {
      return error.diagnostics.map(\.code)
    }
  }

  @Test(arguments: [
    (#"":w.x.com""#, #"{"name": "a", "paths": ["/"], "params": {"w": "int"}}"#, [String]()),
    (#"":w.x.com""#, #"{"name": "a", "paths": ["/:w"]}"#, ["duplicate-param"]),
    (#"":w.x.com""#, #"{"name": "a", "paths": ["/"], "query": {"w": "int"}}"#, ["duplicate-param"]),
    (#""x.com""#, #"{"name": "a", "paths": ["/"], "params": {"w": "int"}}"#, ["uncaptured-param"]),
    (#"":w.x.com", ":v.x.com""#, #"{"name": "a", "paths": ["/"]}"#, ["duplicate-entry"]),
    (#""x.com""#, #"{"name": "a", "paths": ["/"], "hosts": [":w.x.com"]}"#, ["host-not-in-table"]),
    (#""*.x.com""#, #"{"name": "a", "paths": ["/"], "hosts": [":w.x.com"]}"#, [String]()),
    (#"":w.x.com""#, #"{"name": "a", "paths": ["/"], "params": {"w": "flag"}}"#, ["invalid-value"]),
  ])
  func configErrors(hosts: String, route: String, codes: [String]) {
    #expect(Self.codes(hosts, route) == codes)
  }

  /// The lints build their sample links on a host the parameter fills.
  @Test(arguments: [
    (
      #"[{"name": "a", "paths": ["/x/:p"]}, {"name": "b", "paths": ["/x/:q"]}]"#, "ambiguous-routes"
    ),
    (
      #"[{"name": "a", "paths": ["/:a"], "params": {"a": {"enum": ["one"]}}}, {"name": "b", "paths": ["/one"]}]"#,
      "shadowed-route"
    ),
  ])
  func lintsSeeRoutesOnAHostParameter(routes: String, code: String) throws {
    let table = try RouteTable(
      json: Array(#"{"version": 1, "hosts": [":w.x.com"], "routes": \#(routes)}"#.utf8))
    #expect(RouteLinter(table: table).findings().map(\.code) == [code])
  }
}
