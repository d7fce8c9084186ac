/// Routes that can never win: every URL they match opens a more specific route. When all of a
/// pattern's parameters have finitely many values (enums, bools, none) every URL is tried and
/// the finding is an error; otherwise it is a warning based on sample values.
/// Also flags a `*` route that takes a sibling's URL.
struct ShadowingCheck {
  let table: RouteTable
  private static let enumerationLimit = 256

  func findings() -> [Diagnostic] {
    let literals = NeighbourLiterals(table.routes.flatMap(\.patterns.paths))
    return table.routes.flatMap { route in
      route.definition.paths.indices.compactMap {
        finding(for: route, pattern: $0, literals: literals)
      }
    }
  }

  private func finding(for route: CompiledRoute, pattern index: Int, literals: NeighbourLiterals)
    -> Diagnostic?
  {
    let samples = SampleURL(table: table)
    let pattern = route.definition.paths[index]
    guard let origin = route.sampleOrigins.first else { return nil }
    let parameters = pattern.parts.filter(\.isParameter)
    let choices = zip(parameters, literals.literals(for: pattern)).map { parameter, literals in
      SampleURL.candidateValues(for: route.definition.type(of: parameter.name), literals: literals)
    }
    let exhaustive = parameters.allSatisfy { route.definition.type(of: $0.name).isFinite }
    var urls: [String] = []
    for combination in SampleURL.combinations(of: choices, limit: Self.enumerationLimit) {
      let values = Dictionary(
        zip(parameters.map(\.name), combination), uniquingKeysWith: { a, _ in a })
      if let path = pattern.path(filling: values) {
        urls.append(samples.url(path: path, on: origin, route: route.definition))
      }
    }
    let name = route.definition.name
    var winners: [(url: String, route: String, pattern: PathPattern)] = []
    var winsSomewhere = false
    for url in urls {
      guard case .success(let resolution) = table.resolve(url) else { continue }
      if resolution.route == name {
        winsSomewhere = true
        continue
      }
      guard let matches = table.matches(of: [resolution.route, name], on: url),
        let match = matches[resolution.route], let own = matches[name], match.rank > own.rank
      else { continue }
      winners.append((url, resolution.route, match.pattern))
    }
    if let first = winners.first(where: { $0.pattern.parts.contains { $0.kind == .fullWildcard } })
    {
      return route.definition.finding(
        at: index, .warning, LintCode.wildcardSwallows,
        "the wildcard of route '\(first.route)' ('\(first.pattern.source)') takes '\(first.url)', which route '\(name)' would open",
        help: "narrow the wildcard, or give '\(name)' a literal segment that ranks above it")
    }
    guard !winsSomewhere, let first = winners.first else { return nil }
    let others = Set(winners.map(\.route)).sorted().map { "'\($0)'" }.joined(separator: ", ")
    return route.definition.finding(
      at: index, exhaustive ? .error : .warning, LintCode.shadowedRoute,
      exhaustive
        ? "route '\(name)' can never win with '\(pattern.source)': every URL it matches opens \(others), e.g. '\(first.url)'"
        : "route '\(name)' may never win with '\(pattern.source)': sample URLs open \(others) instead, e.g. '\(first.url)'",
      help: "remove the pattern, or make it more specific than the routes that win")
  }
}

extension ParamType {
  /// Whether every value the type accepts can be listed.
  var isFinite: Bool {
    switch self {
    case .bool, .flag, .enumeration: true
    case .string, .int, .double, .uuid, .pattern: false
    }
  }
}
