@testable import RouteTable

/// Route tables shared by the resolver tests, written as users write them: JSON.
enum TableFixtures {
  static let flightID = "6F9619FF-8B86-D011-B42D-00C04FC964FF"

  static let flightdeck = """
    {
      "version": 1,
      "schemes": ["flightdeck"],
      "hosts": ["flightdeck.example.com", "*.flightdeck.example.com"],
      "types": { "seat": { "pattern": "[0-9]{1,2}[A-F]" } },
      "routes": [
        { "name": "home",         "paths": ["/", "/home"] },
        { "name": "flights",      "paths": ["/flights"],    "parent": "home" },
        { "name": "flightDetail", "paths": ["/flight/:id"], "parent": "flights",
          "params": { "id": "uuid" } },
        { "name": "flightNew",    "paths": ["/flight/new"], "parent": "flights" },
        { "name": "seatSelect",   "parent": { "route": "flightDetail", "params": { "id": "flightID" } },
          "params": { "flightID": "uuid" } },
        { "name": "checkout",     "paths": ["/seat/:flightID/:seat"], "parent": "seatSelect",
          "params": { "flightID": "uuid", "seat": "seat" },
          "query": { "promo": { "type": "string" }, "adults": { "type": "int", "default": 1 } } },
        { "name": "setlist",      "paths": ["/setlist/:city"], "parent": "home" }
      ]
    }
    """

  static func table(_ json: String) throws -> RouteTable {
    try RouteTable(json: Array(json.utf8))
  }

  /// A table whose `routes` are given as JSON object texts, in the order given.
  static func table(routes: [String], extra: String = "") throws -> RouteTable {
    try table(
      """
      { "version": 1, "schemes": ["app"], "hosts": ["example.com"], \(extra)
        "routes": [\(routes.joined(separator: ",\n"))] }
      """)
  }
}

extension Result where Success == Resolution, Failure == ResolveFailure {
  /// `home > flights > flightDetail(id: …)`, or `error[code]` — compact enough for table tests.
  var summary: String {
    switch self {
    case .success(let resolution):
      resolution.chain.map { entry in
        entry.params.isEmpty
          ? entry.route
          : entry.route + "("
            + entry.params.map { "\($0.name): \($0.value.text)" }.joined(separator: ", ")
            + ")"
      }.joined(separator: " > ")
    case .failure(let failure): "error[\(failure.code.rawValue)]"
    }
  }
}

extension RouteTable {
  /// The same table with every pattern proposed for every path and measured in full: what the
  /// trie's proposals and its `nearest` must agree with.
  var unindexed: RouteTable {
    var copy = self
    copy.compiled = Compiled(
      routes: routes, index: RouteIndex(routes: routes, indexingSegments: false),
      endpoints: endpoints, security: security, allowedWarnings: compiled.allowedWarnings)
    return copy
  }

  /// ``resolve(_:)`` on ``unindexed``.
  func resolveLinearly(_ url: String) -> Result<Resolution, ResolveFailure> {
    unindexed.resolve(url)
  }
}
