import RouteTable

/// `routes --format tree`: the parent hierarchy, one route per line.
///
/// ```text
/// home  /  /home  — root of the navigation stack
/// ├── flights  /flights  — list of upcoming flights
/// │   └── flightDetail  /flight/:id  (id: uuid)  — one flight
/// ```
///
/// After the name: the patterns (`(no paths)` for a parent-only route), the path parameters'
/// types, `?` declared query parameters, `#` the fragment, `{…}` the parent mapping, `[…]`
/// scheme and host restrictions, then the description.
struct RouteTreeRenderer {
  let map: RouteMap

  func lines() -> [String] {
    var lines: [String] = []
    for root in map.roots { append(root, prefix: "", connector: "", into: &lines, depth: 0) }
    return lines
  }

  private func append(
    _ route: RouteDefinition, prefix: String, connector: String, into lines: inout [String],
    depth: Int
  ) {
    lines.append(prefix + connector + describe(route))
    let children = map.children(of: route)
    // A config that loaded has no parent cycles; the depth bound guards hand-built tables.
    guard depth < map.config.routes.count else { return }
    let childPrefix =
      prefix + (connector.isEmpty ? "" : connector == "└── " ? "    " : "│   ")
    for (index, child) in children.enumerated() {
      append(
        child, prefix: childPrefix, connector: index == children.count - 1 ? "└── " : "├── ",
        into: &lines, depth: depth + 1)
    }
  }

  private func describe(_ route: RouteDefinition) -> String {
    var fields = [VisibleText.escaping(route.name)]
    fields += route.paths.isEmpty ? ["(no paths)"] : route.paths.map(\.source)
    fields += route.fragments.map { "#" + $0.source }
    let params = map.pathParameters(of: route)
    if !params.isEmpty {
      fields.append("(" + params.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")")
    }
    let query = map.queryParameters(of: route)
    if !query.isEmpty { fields.append("?" + query.joined(separator: ", ")) }
    if let fragment = map.fragment(of: route) { fields.append("#" + fragment) }
    let mapping = map.parentMapping(of: route)
    if !mapping.isEmpty { fields.append("{" + mapping.joined(separator: ", ") + "}") }
    let restrictions = map.restrictions(of: route)
    if !restrictions.isEmpty { fields.append("[" + restrictions.joined(separator: "; ") + "]") }
    var line = fields.joined(separator: "  ")
    if let description = route.description { line += "  — " + VisibleText.escaping(description) }
    return line
  }
}
