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
    case .flag: break
    case .string, .int, .double, .uuid, .pattern: values += genericValues + literals
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

  /// The cartesian product of the choices, at most `limit` combinations: those whose choices'
  /// positions add up to 0 first, then 1, and so on, so that the first choices of every list
  /// are tried together however many lists there are (a cut prefix of the plain product would
  /// never vary the first list). Empty when a list is.
  static func combinations(of choices: [[String]], limit: Int) -> [[String]] {
    guard !choices.contains(where: \.isEmpty) else { return [] }
    // The most the positions from each list on can add up to.
    var reach = Array(repeating: 0, count: choices.count + 1)
    for list in choices.indices.reversed() {
      reach[list] = reach[list + 1] + choices[list].count - 1
    }
    var results: [[String]] = []
    var positions = Array(repeating: 0, count: choices.count)
    /// Positions from `list` on that add up to `total`, each combination appended.
    func fill(_ list: Int, _ total: Int) {
      guard results.count < limit, total <= reach[list] else { return }
      guard list < choices.count else {
        if total == 0 { results.append(zip(choices, positions).map { $0[$1] }) }
        return
      }
      for position in 0...min(total, choices[list].count - 1) {
        positions[list] = position
        fill(list + 1, total - position)
      }
    }
    for total in 0...reach[0] where results.count < limit { fill(0, total) }
    return results
  }
}
