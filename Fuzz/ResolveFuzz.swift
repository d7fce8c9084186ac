import RouteTable

/// The table every input is resolved against: one route of each kind the resolver handles.
private let table: RouteTable = {
  let config = """
    {
      "version": 1,
      "schemes": ["flightdeck", "app"],
      "hosts": ["flightdeck.example.com", "*.flightdeck.example.com", "bücher.example"],
      "types": {
        "seat": { "pattern": "[0-9]{1,2}[A-F]", "example": "2F" },
        "tab": { "enum": ["home", "settings"] }
      },
      "routes": [
        { "name": "home", "paths": ["/", "/home"] },
        { "name": "flights", "paths": ["/flights"], "parent": "home" },
        { "name": "flightDetail", "paths": ["/flight/:id"], "parent": "flights",
          "params": { "id": "uuid" } },
        { "name": "seatSelect", "parent": { "route": "flightDetail", "params": { "id": "flightID" } },
          "params": { "flightID": "uuid" } },
        { "name": "checkout", "paths": ["/seat/:flightID/:seat"], "parent": "seatSelect",
          "params": { "flightID": "uuid", "seat": "seat" },
          "query": { "promo": { "type": "string" }, "adults": { "type": "int", "default": 1 },
                     "tags": { "type": "tab", "repeated": true } } },
        { "name": "web", "paths": ["/web"], "query": { "url": "string", "next": "string" } },
        { "name": "file", "paths": ["/file/:name.:ext", "/files/:rest*"], "parent": "home" },
        { "name": "tags", "paths": ["/tags{/:tag}+"], "options": { "trailingSlash": "strict" } },
        { "name": "doc", "paths": ["/:lang([a-z]{2})?/docs/*"], "options": { "caseSensitive": false },
          "fragment": { "name": "section", "type": "string" } },
        { "name": "count", "paths": ["/count/:n"], "params": { "n": "int" },
          "query": { "ratio": "double", "on": "bool" } },
        { "name": "sale", "paths": ["/sale/:code([A-Z]+(?:-[A-Z]+)*)"], "schemes": ["app"] }
      ]
    }
    """
  return try! RouteTable(json: Array(config.utf8))
}()

/// libFuzzer target: any bytes as one input line, resolved end to end (with `--explain`'s
/// candidate list too). A success names its route at the end of its chain; a failure has a
/// one-line message; `resolve` and `explain` (the same resolver, traced) always agree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolve(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput.text(data, size)
  let result = table.resolve(input)
  let explanation = table.explain(input)
  precondition(result == explanation.result, "resolve and explain disagree on '\(input)'")
  switch result {
  case .success(let resolution):
    precondition(resolution.chain.last?.route == resolution.route)
    // Warnings are the library's own words: user values in them are escaped.
    for warning in resolution.warnings { precondition(!warning.message.contains("\n")) }
  case .failure(let failure):
    precondition(!failure.message.isEmpty)
    for warning in failure.warnings { precondition(!warning.message.contains("\n")) }
  }
  return 0
}
