/// Builds concrete URLs for a route's pattern, for findings that must show a URL.
struct SampleURL {
  let table: RouteTable

  /// The URL that opens `path` on `origin`, with the route's required query parameters filled.
  func url(path: String, on origin: LinkOrigin, route: RouteDefinition) -> String {
    let required = route.query.filter(\.required).map { query in
      PercentEncoding.queryComponent(query.name) + "="
        + PercentEncoding.queryComponent(query.type.exampleValue ?? "1")
    }
    return origin.url(
      path: path, tail: required.isEmpty ? "" : "?" + required.joined(separator: "&"),
      opaqueSchemes: table.config.opaqueSchemes)
  }

  /// Values worth trying for a parameter: the type's example, then the others it accepts
  /// (generic ones when they are not few); with `literals`, also the fixed segments other
  /// patterns use, where a sibling may collide.
  static func candidateValues(for type: ParamType, literals: [String] = []) -> [String] {
    var values = [type.exampleValue].compactMap { $0 }
    switch type {
    case .enumeration(let type): values += type.values
    case .bool: values += ["true", "false"]
    default: values += genericValues + literals
    }
    var seen = Set<String>()
    return values.filter { type.accept($0) != nil && seen.insert($0).inserted }
  }

  /// Values worth putting in a wildcard: every example and enum value the table's types give,
  /// then generic ones; each once, never empty.
  static func fillValues(of table: RouteTable) -> [String] {
    var values: [String] = []
    for route in table.config.routes {
      let names =
        route.paths.flatMap(\.groupNames).filter { !$0.isNumberedGroup }
        + route.query.map(\.name)
      var types = names.map(route.type(of:)) + route.query.map(\.type)
      if let fragment = route.fragment { types.append(fragment.type) }
      for type in types {
        if case .enumeration(let enumeration) = type { values += enumeration.values }
        if let example = type.exampleValue { values.append(example) }
      }
    }
    values += genericValues
    var seen = Set<String>()
    return values.filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  static let genericValues = [
    "sample", "1", "42", "0", "1.5", "true", "a", "Sample-2_x",
    "6F9619FF-8B86-D011-B42D-00C04FC964FF",
  ]

  /// The cartesian product of the choices, at most `limit` combinations.
  static func combinations(of choices: [[String]], limit: Int) -> [[String]] {
    var result: [[String]] = [[]]
    for options in choices {
      result = result.flatMap { prefix in options.map { prefix + [$0] } }
      if result.count > limit { result = Array(result.prefix(limit)) }
    }
    return result
  }
}
