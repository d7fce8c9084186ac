/// Reverse routing (`linkcheck build`): the URL that opens a route with given parameter values.
///
/// Each value is checked against its type and percent-encoded for where it goes (a path segment,
/// a query value, the fragment). The URL is then resolved with the table, and returned only when
/// it opens the same route with the same values, so a built link is always one that works.
///
/// ```swift
/// let builder = LinkBuilder(table: table)
/// let link = try builder.build(route: "flightDetail", values: [("id", "6F9619FF-…")]).get()
/// print(link.url)  // flightdeck://flight/6F9619FF-…
/// ```
public struct LinkBuilder: Sendable {
  public let table: RouteTable

  public init(table: RouteTable) {
    self.table = table
  }

  /// Every name ``build(route:values:origin:pathIndex:)`` accepts for a route: its hosts'
  /// parameters, its path parameters in pattern order, its declared query parameters, then its
  /// fragment; `nil` for an unknown route.
  public func parameterNames(of route: String) -> [String]? {
    guard let compiled = table.routesByName[route] else { return nil }
    var names = compiled.hostParameters.map(\.name)
    for name in compiled.pathParameterNames where !names.contains(name) { names.append(name) }
    for query in compiled.definition.query where !names.contains(query.name) {
      names.append(query.name)
    }
    if let fragment = compiled.definition.fragment, !names.contains(fragment.name) {
      names.append(fragment.name)
    }
    return names
  }

  /// Where the route answers, in the order a default is chosen: its custom schemes, then its
  /// https hosts (a wildcard host as its `app.` subdomain, `:name.example.com` as written);
  /// empty for an unknown route.
  public func origins(of route: String) -> [LinkOrigin] {
    table.routesByName[route]?.linkOrigins ?? []
  }

  /// The URL that opens `route` with `values` (decoded text, by parameter name; a `repeated`
  /// query parameter may be given several times), on `origin` (default: the first of the
  /// route's schemes, then its hosts, on which the link opens the route with the values, else
  /// the first one's error: a custom scheme cannot carry a path that starts `//`; only hosts
  /// that bind it when a host parameter is given), filling
  /// `paths[pathIndex]` (default: the first pattern that takes exactly the given path
  /// parameters and can hold their values).
  public func build(
    route name: String, values: [(name: String, value: String)], origin: LinkOrigin? = nil,
    pathIndex: Int? = nil
  ) -> Result<BuiltLink, BuildError> {
    if origin == nil, case let origins = origins(of: name), origins.count > 1 {
      // A value for a host parameter goes to the hosts that bind it.
      let binding = origins.filter { origin in
        values.contains { $0.name == origin.hostParameter }
      }
      var first: Result<BuiltLink, BuildError>?
      for candidate in binding.isEmpty ? origins : binding {
        let built = build(route: name, values: values, origin: candidate, pathIndex: pathIndex)
        if case .success = built { return built }
        first = first ?? built
      }
      return first!
    }
    guard let route = table.routesByName[name] else {
      let names = table.config.routes.map(\.name)
      return .failure(
        BuildError(
          .unknownRoute, "unknown route '\(name)'",
          help: Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
            ?? "the routes are \(Self.listing(names, conjunction: "and"))"))
    }
    let definition = route.definition
    guard !definition.paths.isEmpty else {
      let children = table.config.routes.filter { $0.parent?.route == name }.map(\.name)
      return .failure(
        BuildError(
          .noPaths, "route '\(name)' has no paths; it is reached only as a parent",
          help: children.isEmpty ? nil : "build one of its children: \(Self.listing(children))"))
    }
    var sorted: SortedValues
    switch sort(values, for: route) {
    case .success(let result): sorted = result
    case .failure(let error): return .failure(error)
    }
    // A value the paths do not capture goes into the fragment (`fragments`).
    let pathGroups = Set(definition.paths.flatMap(\.groupNames))
    let fragmentValues = sorted.path.filter { !pathGroups.contains($0.key) }
    sorted.path = sorted.path.filter { pathGroups.contains($0.key) }
    let candidates: [Int]
    switch choosePatterns(for: route, given: Set(sorted.path.keys), requested: pathIndex) {
    case .success(let chosen): candidates = chosen
    case .failure(let error): return .failure(error)
    }
    let missingQuery = definition.query.filter { $0.required && sorted.query[$0.name] == nil }
      .map(\.name)
    let missingFragment = definition.fragment.flatMap {
      $0.required && sorted.fragment == nil ? $0.name : nil
    }
    let missing = missingQuery + (missingFragment.map { [$0] } ?? [])
    if !missing.isEmpty { return .failure(missingError(missing, route: definition)) }
    let chosenOrigin: LinkOrigin
    switch self.origin(origin, for: route).flatMap({ fillingHost($0, of: route, with: &sorted) }) {
    case .success(let resolved): chosenOrigin = resolved
    case .failure(let error): return .failure(error)
    }
    // The first pattern the values can be written into: two patterns may take the same names,
    // and a value only one of them can hold (`*` holds the path's first `/`).
    guard
      let (index, path) = candidates.lazy.compactMap({ index in
        definition.paths[index].path(filling: sorted.path).map { (index, $0) }
      }).first
    else {
      return .failure(
        unrepresentable(sorted.path, pattern: definition.paths[candidates[0]], route: definition))
    }
    var tail = queryAndFragment(sorted, route: definition)
    if !definition.fragments.isEmpty {
      let given = Set(fragmentValues.keys)
      guard
        let fragment = definition.fragments.first(where: {
          given.isSubset(of: $0.groupNames) && Self.requiredNames(of: $0).allSatisfy(given.contains)
        })
      else {
        let missing = Self.requiredNames(of: definition.fragments[0]).filter { !given.contains($0) }
        return .failure(missingError(missing.isEmpty ? given.sorted() : missing, route: definition))
      }
      guard let filled = fragment.path(filling: fragmentValues) else {
        return .failure(unrepresentable(fragmentValues, pattern: fragment, route: definition))
      }
      tail += "#" + filled
      sorted.path.merge(fragmentValues) { first, _ in first }
    }
    let url = chosenOrigin.url(path: path, tail: tail, opaqueSchemes: table.config.opaqueSchemes)
    return verify(url, route: route, values: sorted).map {
      BuiltLink(url: url, pathIndex: index, origin: chosenOrigin, resolution: $0)
    }
  }

  // MARK: - Values

  /// The given values by where they go, each checked against its type.
  struct SortedValues {
    /// The values of host parameters (`:name.example.com`).
    var host: [String: String] = [:]
    var path: [String: String] = [:]
    var query: [String: [String]] = [:]
    var fragment: String?
  }

  private func sort(_ values: [(name: String, value: String)], for route: CompiledRoute)
    -> Result<SortedValues, BuildError>
  {
    let definition = route.definition
    let pathNames = route.pathParameterNames
    var sorted = SortedValues()
    for (name, text) in values {
      let type: ParamType
      let isRepeat: Bool
      if let query = definition.query.first(where: { $0.name == name }) {
        type = query.type
        isRepeat = sorted.query[name] != nil && !query.repeated
        sorted.query[name, default: []].append(text)
      } else if let fragment = definition.fragment, fragment.name == name {
        type = fragment.type
        isRepeat = sorted.fragment != nil
        sorted.fragment = text
      } else if route.hostParameters.contains(where: { $0.name == name }) {
        type = definition.type(of: name)
        isRepeat = sorted.host[name] != nil
        sorted.host[name] = text
      } else if pathNames.contains(name) {
        type = definition.type(of: name)
        isRepeat = sorted.path[name] != nil
        sorted.path[name] = text
      } else {
        let known = parameterNames(of: definition.name) ?? []
        return .failure(
          BuildError(
            .unknownParameter, "route '\(definition.name)' has no parameter '\(name)'",
            help: Suggestion.closest(to: name, among: known).map { "did you mean '\($0)'?" }
              ?? (known.isEmpty
                ? "it takes no parameters"
                : "its parameters are \(Self.listing(known, conjunction: "and"))")))
      }
      if isRepeat {
        return .failure(
          BuildError(
            .duplicateParameter, "parameter '\(name)' is given more than once",
            help: "only a 'repeated' query parameter takes several values"))
      }
      if type.valueType.accept(text) == nil {
        return .failure(
          BuildError(
            .invalidValue,
            "value '\(text)' for '\(name)' is not \(type.valueType.expectation)",
            help: Self.valueHelp(for: type, named: name)))
      }
    }
    return .success(sorted)
  }

  private static func valueHelp(for type: ParamType, named name: String) -> String? {
    switch type {
    case .enumeration(let enumeration): "use one of \(listing(enumeration.values))"
    case .pattern(let pattern):
      "the whole value must match '\(pattern.source)'"
        + (pattern.example.map { ", e.g. '\($0)'" } ?? "")
    case .string: "a string must not be empty"
    case .flag: "a flag is 'true' (the link holds '?\(name)') or 'false' (it does not)"
    case .int, .double, .bool, .uuid: type.exampleValue.map { "e.g. '\($0)'" }
    }
  }

  // MARK: - Pattern

  /// The patterns that take exactly the `given` path parameters, in table order: the
  /// `requested` one, else each that needs no other.
  private func choosePatterns(for route: CompiledRoute, given: Set<String>, requested: Int?)
    -> Result<[Int], BuildError>
  {
    let definition = route.definition
    let paths = definition.paths
    if let requested {
      guard paths.indices.contains(requested) else {
        return .failure(
          BuildError(
            .invalidPathIndex,
            "route '\(definition.name)' has \(paths.count) path\(paths.count == 1 ? "" : "s"); there is no path \(requested + 1)",
            help: "pick 1 to \(paths.count): "
              + Self.listing(paths.map(\.source), conjunction: "and")))
      }
      let pattern = paths[requested]
      if let extra = given.subtracting(pattern.groupNames).sorted().first {
        return .failure(
          BuildError(
            .unknownParameter,
            "path \(requested + 1) '\(pattern.source)' of route '\(definition.name)' has no parameter '\(extra)'",
            help: "leave out '\(extra)', or pick another path"))
      }
      let missing = Self.requiredNames(of: pattern).filter { !given.contains($0) }
      if !missing.isEmpty { return .failure(missingError(missing, route: definition)) }
      return .success([requested])
    }
    let fitting = paths.indices.filter { given.isSubset(of: paths[$0].groupNames) }
    guard let first = fitting.first else {
      return .failure(
        BuildError(
          .unknownParameter,
          "no path of route '\(definition.name)' takes \(Self.listing(given.sorted(), conjunction: "and")) together",
          help: "its paths are " + Self.listing(paths.map(\.source), conjunction: "and")))
    }
    let complete = fitting.filter { Self.requiredNames(of: paths[$0]).allSatisfy(given.contains) }
    if !complete.isEmpty { return .success(complete) }
    let missing = Self.requiredNames(of: paths[first]).filter { !given.contains($0) }
    return .failure(missingError(missing, route: definition))
  }

  /// Parameters a pattern cannot do without (not `?` or `*`), in pattern order.
  static func requiredNames(of pattern: PathPattern) -> [String] {
    var names: [String] = []
    for part in pattern.parts
    where part.isParameter && (part.modifier == .none || part.modifier == .oneOrMore)
      && !names.contains(part.name)
    {
      names.append(part.name)
    }
    return names
  }

  private func missingError(_ names: [String], route: RouteDefinition) -> BuildError {
    let noun = names.count == 1 ? "parameter" : "parameters"
    let examples = names.map { "\($0)=\(route.type(of: $0).exampleValue ?? "VALUE")" }
    return BuildError(
      .missingParameter,
      "missing \(noun) \(Self.listing(names, conjunction: "and")) for route '\(route.name)'",
      help: "add " + examples.map { "'\($0)'" }.joined(separator: " "))
  }

  // MARK: - Origin

  private func origin(_ requested: LinkOrigin?, for route: CompiledRoute) -> Result<
    LinkOrigin, BuildError
  > {
    let name = route.definition.name
    guard let requested else {
      guard let first = origins(of: name).first else {
        return .failure(
          BuildError(.unknownScheme, "route '\(name)' answers on no scheme and no host"))
      }
      return .success(first)
    }
    switch requested {
    case .scheme(let scheme):
      let lowered = scheme.lowercased()
      if lowered == "https" || lowered == "http" {
        return .failure(
          BuildError(
            .unknownScheme, "'\(scheme)' is not a custom scheme",
            help: "use '--host HOST' for an https link"))
      }
      guard route.schemes.contains(lowered) else {
        return .failure(
          BuildError(
            .unknownScheme, "route '\(name)' does not answer on scheme '\(scheme)'",
            help: Suggestion.closest(to: lowered, among: route.schemes).map {
              "did you mean '\($0)'?"
            }
              ?? (route.schemes.isEmpty
                ? "it has no custom scheme; use '--host HOST'"
                : "its schemes are \(Self.listing(route.schemes, conjunction: "and"))")))
      }
      return .success(.scheme(lowered))
    case .host(let host) where requested.hostParameter != nil:
      guard let pattern = route.hostPattern(of: requested) else {
        let known = route.hosts.filter { $0.parameter != nil }.map(\.text)
        return .failure(
          BuildError(
            .unknownHost, "route '\(name)' does not answer on host '\(host)'",
            help: known.isEmpty
              ? "its hosts bind no parameter"
              : "its hosts with a parameter are \(Self.listing(known))"))
      }
      return .success(.host(pattern.text))
    case .host(let host):
      let ascii = HostName.ascii(host) ?? host.lowercased()
      if ascii.contains("*") {
        let example = route.hosts.first(where: \.isWildcard).map { "app." + $0.domain }
        return .failure(
          BuildError(
            .unknownHost, "'\(host)' is a wildcard, not a host a link can name",
            help: "give one host under it" + (example.map { ", such as '\($0)'" } ?? "")))
      }
      guard route.hosts.contains(where: { $0.matches(ascii) }) else {
        let known = route.hosts.map(\.text)
        return .failure(
          BuildError(
            .unknownHost, "route '\(name)' does not answer on host '\(host)'",
            help: Suggestion.closest(to: ascii, among: known).map { "did you mean '\($0)'?" }
              ?? (known.isEmpty
                ? "it has no https host; use '--scheme SCHEME'"
                : "its hosts are \(Self.listing(known, conjunction: "and"))")))
      }
      return .success(.host(ascii))
    }
  }

  /// `origin` with its host's parameter filled from `values`, or the parameter's value taken
  /// from a host that gives one into `values`; an error when a value given for a host parameter
  /// has no place in the link, or differs from the host's.
  private func fillingHost(
    _ origin: LinkOrigin, of route: CompiledRoute, with values: inout SortedValues
  ) -> Result<LinkOrigin, BuildError> {
    let name = route.definition.name
    var origin = origin
    var bound: String?
    if let pattern = route.hostPattern(of: origin), let parameter = pattern.parameter {
      guard let value = values.host[parameter] else {
        return .failure(
          BuildError(
            .missingParameter, "missing parameter '\(parameter)' for host '\(pattern.text)'",
            help: "add '\(parameter)=VALUE', or give a host: '--host' and the whole name"))
      }
      guard let host = route.host(of: pattern, filling: value) else {
        return .failure(
          BuildError(
            .invalidValue, "value '\(value)' for '\(parameter)' is not one host label",
            help: "a label holds letters, digits and '-', and no '.'"))
      }
      // A link's host is read lowercase and in punycode: the value must read back as given.
      let label = pattern.label(of: host)
      guard label == value else {
        return .failure(
          BuildError(
            .invalidValue, "value '\(value)' for '\(parameter)' is read from a host as '\(label)'",
            help: "give '\(parameter)=\(label)'"))
      }
      origin = .host(host)
      bound = parameter
    } else if case .host(let host) = origin,
      let pattern = route.hosts.mostSpecific(matching: host),
      let parameter = pattern.parameter
    {
      let label = String(pattern.label(of: host))
      if let given = values.host[parameter], given != label {
        return .failure(
          BuildError(
            .invalidValue,
            "host '\(host)' gives '\(parameter)' the value '\(label)', not '\(given)'",
            help: "leave out '\(parameter)', or give the host '\(pattern.text)'"))
      }
      values.host[parameter] = label
      bound = parameter
    }
    if let unplaced = values.host.keys.sorted().first(where: { $0 != bound }) {
      return .failure(
        BuildError(
          .unknownParameter,
          "'\(origin.text)' has no host parameter '\(unplaced)' of route '\(name)'",
          help: "give a host that binds it: "
            + Self.listing(route.hosts.filter { $0.parameter == unplaced }.map(\.text))))
    }
    return .success(origin)
  }

  // MARK: - URL

  private func queryAndFragment(_ values: SortedValues, route: RouteDefinition) -> String {
    var items: [String] = []
    for query in route.query {
      for text in values.query[query.name] ?? [] {
        let name = PercentEncoding.queryComponent(query.name)
        if query.type == .flag {
          // Present without a value, or absent.
          if text == "true" { items.append(name) }
        } else {
          items.append(name + "=" + PercentEncoding.queryComponent(text))
        }
      }
    }
    var tail = items.isEmpty ? "" : "?" + items.joined(separator: "&")
    if let fragment = values.fragment { tail += "#" + PercentEncoding.fragment(fragment) }
    return tail
  }

  /// Resolves the URL and checks that it opens `route` with exactly the given values.
  private func verify(_ url: String, route: CompiledRoute, values: SortedValues) -> Result<
    Resolution, BuildError
  > {
    let name = route.definition.name
    let resolution: Resolution
    switch table.resolve(url) {
    case .failure(let failure):
      return .failure(
        BuildError(.doesNotResolve, "'\(url)' does not resolve: \(failure.message)"))
    case .success(let resolved):
      resolution = resolved
    }
    guard resolution.route == name else {
      return .failure(
        BuildError(
          .opensOtherRoute, "'\(url)' opens route '\(resolution.route)', not '\(name)'",
          help: "'\(resolution.route)' is more specific for these values; pick other values"))
    }
    var expected: [(String, ParamValue?)] = []
    for (key, text) in values.host.merging(values.path, uniquingKeysWith: { host, _ in host }) {
      expected.append((key, route.definition.type(of: key).accept(text)))
    }
    for query in route.definition.query {
      guard let texts = values.query[query.name] else { continue }
      let typed = texts.map { query.type.valueType.accept($0) }
      let value: ParamValue? =
        query.repeated
        ? (typed.contains(nil) ? nil : .list(typed.map { $0! })) : typed.first ?? nil
      expected.append((query.name, value))
    }
    if let fragment = route.definition.fragment, let text = values.fragment {
      expected.append((fragment.name, fragment.type.accept(text)))
    }
    for (key, value) in expected.sorted(by: { $0.0 < $1.0 }) {
      let actual = resolution[key]
      guard actual == value else {
        return .failure(
          BuildError(
            .unrepresentable,
            "'\(url)' reads '\(key)' back as '\(actual?.text ?? "nothing")', not '\(value?.text ?? "")'",
            help: "the pattern cannot tell this value from its neighbours; pick another value"))
      }
    }
    return .success(resolution)
  }

  private func unrepresentable(
    _ values: [String: String], pattern: PathPattern, route: RouteDefinition
  ) -> BuildError {
    for part in pattern.parts where part.kind == .regex {
      guard let value = values[part.name], let regex = try? Regex(part.value),
        (try? regex.wholeMatch(in: PercentEncoding.pathSegment(value))) == nil
      else { continue }
      return BuildError(
        .unrepresentable,
        "value '\(value)' for '\(part.name)' does not match '(\(part.value))' in '\(pattern.source)'"
      )
    }
    return BuildError(
      .unrepresentable,
      "the values cannot be written into '\(pattern.source)' of route '\(route.name)' so that they read back the same",
      help: "a value may hold the text that separates it from the next parameter, or be empty "
        + "where a segment is needed")
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func listing(_ values: [String], conjunction: String = "or") -> String {
    let quoted = values.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
  }
}

extension CompiledRoute {
  /// Names a route's path and `fragments` patterns capture (named, then numbered), then its
  /// other declared parameters: what a path or fragment value may be given for.
  var pathParameterNames: [String] {
    var names: [String] = []
    for pattern in definition.paths + definition.fragments {
      for name in pattern.groupNames where !names.contains(name) { names.append(name) }
    }
    for name in definition.params.keys.sorted() where !names.contains(name) { names.append(name) }
    return names
  }
}
