/// Sample links for every route (`linkcheck samples`): one per pattern, on the route's first
/// scheme or host (or on every one of them), filled with example values: fixed examples for the
/// built-in types, a pattern or enum type's `example`. Every sample is built by ``LinkBuilder``,
/// so it resolves to its own route; when the examples collide with a more specific route, other
/// values the types accept are tried before giving up.
public struct SampleGenerator: Sendable {
  public let table: RouteTable
  /// How many value combinations are tried per pattern before reporting it.
  static let attemptLimit = 64

  public init(table: RouteTable) {
    self.table = table
  }

  /// The links of ``samples(allForms:for:)`` that could be built, in the same order.
  public func links(allForms: Bool = false, for platform: Platforms? = nil) -> [String] {
    samples(allForms: allForms, for: platform).compactMap { try? $0.result.get() }
  }

  /// The samples in declaration order: routes, then their patterns, then origins. Routes without
  /// paths have none; a URL an earlier sample already gave (two patterns or hosts that fill to
  /// the same link) is not repeated.
  /// `platform`: only the links for it (``Platforms``).
  public func samples(allForms: Bool = false, for platform: Platforms? = nil) -> [Sample] {
    let builder = LinkBuilder(table: table)
    var samples: [Sample] = []
    var urls: Set<String> = []
    for definition in table.config.routes {
      let origins = builder.origins(of: definition.name).filter { origin in
        platform.map { table.config.isFor($0, route: definition, on: origin) } ?? true
      }
      for (index, pattern) in definition.paths.enumerated() {
        for origin in allForms ? origins : Array(origins.prefix(1)) {
          let result = link(for: definition, pathIndex: index, origin: origin, builder: builder)
          if case .success(let url) = result, !urls.insert(url).inserted { continue }
          samples.append(
            Sample(
              route: definition.name, pattern: pattern.source, pathIndex: index, origin: origin,
              result: result))
        }
      }
    }
    return samples
  }

  /// The first link the route's example values build for one pattern: with only the groups the
  /// pattern requires, then (when that builds none, as for `/:lang?`, whose path cannot be
  /// empty) with its optional groups present too.
  private func link(
    for route: RouteDefinition, pathIndex: Int, origin: LinkOrigin, builder: LinkBuilder
  ) -> Result<String, BuildError> {
    let pattern = route.paths[pathIndex]
    let required = LinkBuilder.requiredNames(of: pattern)
    let every = pattern.groupNames
    var firstError: BuildError?
    for pathNames in every.count > required.count ? [required, every] : [required] {
      var names = pathNames
      for name in route.fragments.first.map(LinkBuilder.requiredNames) ?? []
      where !names.contains(name) {
        names.append(name)
      }
      if let name = origin.hostParameter { names.insert(name, at: 0) }
      var choices = names.map { SampleURL.candidateValues(for: route.type(of: $0)) }
      for query in route.query where query.required {
        names.append(query.name)
        choices.append(SampleURL.candidateValues(for: query.type))
      }
      if let fragment = route.fragment, fragment.required {
        names.append(fragment.name)
        choices.append(SampleURL.candidateValues(for: fragment.type))
      }
      if let index = choices.firstIndex(where: \.isEmpty) {
        return .failure(
          BuildError(
            .missingParameter, "no example value for '\(names[index])' of route '\(route.name)'",
            help: "add an \"example\" to its type"))
      }
      for combination in SampleURL.combinations(of: choices, limit: Self.attemptLimit) {
        let values = Array(zip(names, combination)).map { (name: $0.0, value: $0.1) }
        switch builder.build(
          route: route.name, values: values, origin: origin, pathIndex: pathIndex)
        {
        case .success(let link): return .success(link.url)
        case .failure(let error): firstError = firstError ?? error
        }
      }
    }
    return .failure(firstError!)
  }
}
