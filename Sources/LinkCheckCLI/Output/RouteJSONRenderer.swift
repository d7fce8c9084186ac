import RouteTable

/// `routes --format json`: the table's schemes and hosts and every route, in declaration order,
/// with stable keys: `name`, `parent`, `parentParams`, `paths`, `fragments`, `params`, `query`, `fragment`,
/// `schemes`, `hosts`, `platforms`, `description` (absent values as `null`).
struct RouteJSONRenderer {
  let map: RouteMap

  var text: String {
    let config = map.config
    return PrettyJSON.object([
      "schemes": .strings(config.schemes),
      "hosts": .strings(config.hosts.map(\.text)),
      "routes": .array(config.routes.map(route)),
    ]).text
  }

  private func route(_ route: RouteDefinition) -> PrettyJSON {
    .object([
      "name": .string(route.name),
      "parent": route.parent.map { .string($0.route) } ?? .null,
      "parentParams": .object(
        (route.parent?.mapping ?? [:]).sorted { $0.key < $1.key }.map {
          PrettyJSON.Member(key: $0.key, value: .string($0.value))
        }),
      "paths": .strings(route.paths.map(\.source)),
      "fragments": .strings(route.fragments.map(\.source)),
      "params": .object(
        map.pathParameters(of: route).map {
          PrettyJSON.Member(key: $0.name, value: .string($0.type))
        }),
      "query": .array(route.query.map(query)),
      "fragment": route.fragment.map { fragment in
        .object([
          "name": .string(fragment.name), "type": .string(fragment.type.displayName),
          "required": .bool(fragment.required),
        ])
      } ?? .null,
      "schemes": route.schemes.map(PrettyJSON.strings) ?? .null,
      "hosts": route.hosts.map { .strings($0.map(\.text)) } ?? .null,
      "platforms": .strings(route.platforms.names),
      "description": route.description.map(PrettyJSON.string) ?? .null,
    ])
  }

  private func query(_ query: QueryParam) -> PrettyJSON {
    .object([
      "name": .string(query.name), "type": .string(query.type.displayName),
      "required": .bool(query.required), "repeated": .bool(query.repeated),
      "default": query.defaultValue.map(value) ?? .null,
    ])
  }

  private func value(_ value: ParamValue) -> PrettyJSON {
    switch value {
    case .string(let text), .uuid(let text): .string(text)
    case .int(let number): .number(String(number))
    case .double(let number): .number(JSONText.number(number))
    case .bool(let flag): .bool(flag)
    case .list(let values): .array(values.map(self.value))
    }
  }
}
