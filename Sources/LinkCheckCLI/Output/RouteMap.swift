import RouteTable

/// What the route map renderers show of a route: its place in the hierarchy and its
/// parameters, in the words the text format uses.
struct RouteMap {
  let config: RouteConfig

  /// Routes without a parent (or with an unknown one), in declaration order.
  var roots: [RouteDefinition] {
    let names = Set(config.routes.map(\.name))
    return config.routes.filter { route in route.parent.map { !names.contains($0.route) } ?? true }
  }

  func children(of route: RouteDefinition) -> [RouteDefinition] {
    config.routes.filter { $0.parent?.route == route.name }
  }

  /// Host parameters (`:workspace.slack.com`), path parameters in pattern order, then other
  /// declared parameters, with their types: `id: uuid`.
  func pathParameters(of route: RouteDefinition) -> [(name: String, type: String)] {
    var names = config.hostParameters(of: route)
    for pattern in route.paths + route.fragments {
      for name in pattern.groupNames where !names.contains(name) && name.first?.isNumber != true {
        names.append(name)
      }
    }
    names += route.params.keys.sorted().filter { !names.contains($0) }
    return names.map { ($0, route.type(of: $0).displayName) }
  }

  /// `promo: string`, `q: string required`, `tag: [string]`, `adults: int = 1`.
  func queryParameters(of route: RouteDefinition) -> [String] {
    route.query.map { query in
      var text = query.name + ": "
      text += query.repeated ? "[\(query.type.displayName)]" : query.type.displayName
      if query.required { text += " required" }
      if let value = query.defaultValue { text += " = " + ParamText.value(value) }
      return text
    }
  }

  /// `caption: string`, with ` required` when it must be there.
  func fragment(of route: RouteDefinition) -> String? {
    route.fragment.map { "\($0.name): \($0.type.displayName)" + ($0.required ? " required" : "") }
  }

  /// `id ← flightID` for each parent parameter filled from a child parameter of another name.
  func parentMapping(of route: RouteDefinition) -> [String] {
    (route.parent?.mapping ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key) ← \($0.value)" }
  }

  /// The route's own scheme, host and platform restrictions: `custom schemes only: a, b`,
  /// `ios only`.
  func restrictions(of route: RouteDefinition) -> [String] {
    let schemes = route.schemes.map { $0.joined(separator: ", ") }
    let hosts = route.hosts.map { $0.map(\.text).joined(separator: ", ") }
    let platforms = route.platforms == .both ? [] : [route.platforms.names.joined() + " only"]
    switch (route.schemes?.isEmpty, route.hosts?.isEmpty) {
    case (true, true): return ["no links"]
    case (true, _): return ["universal links only" + (hosts.map { ": " + $0 } ?? "")] + platforms
    case (_, true): return ["custom schemes only" + (schemes.map { ": " + $0 } ?? "")] + platforms
    default:
      return [schemes.map { "schemes: " + $0 }, hosts.map { "hosts: " + $0 }].compactMap { $0 }
        + platforms
    }
  }

}
