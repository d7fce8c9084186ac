/// The sample URLs of each https route, for the cross-check's second direction: links a route
/// resolves that the file must open.
struct AASARouteSamples {
  let table: RouteTable

  /// The https hosts the cross-check covers: `domain` alone, else every host links are served
  /// from (a wildcard host or one with a parameter as its `app.` subdomain).
  func hosts(domain: String?) -> [String] {
    if let domain { return [AASADocument.sampleHost(onDomain: domain)] }
    return table.config.servingHosts.map { $0.sampleHost() }
  }

  /// One route's sample URLs on `host` that resolve to that route: each path filled with example
  /// values, then with a trailing `/`, with a value that needs percent-encoding, and in upper
  /// case where the route ignores case.
  func samples(of route: RouteDefinition, host: String) -> [String] {
    let hosts = route.hosts ?? table.config.hosts
    guard hosts.contains(where: { $0.matches(host) }) else { return [] }
    var urls: [String] = []
    for pattern in route.paths {
      guard let values = values(for: pattern, route: route),
        let path = pattern.path(filling: values)
      else { continue }
      var paths = [path]
      if !path.hasSuffix("/") { paths.append(path + "/") }
      if let name = pattern.groupNames.first(where: { route.type(of: $0).accept("a b") != nil }) {
        var encoded = values
        encoded[name] = "a b"
        if let encodedPath = pattern.path(filling: encoded) { paths.append(encodedPath) }
      }
      if !route.options.caseSensitive { paths.append(Self.uppercasedASCII(path)) }
      let origin = LinkOrigin.host(host)
      for path in paths {
        var url = SampleURL(table: table).url(path: path, on: origin, route: route)
        if let fragment = route.fragment, fragment.required {
          url += "#" + PercentEncoding.fragment(fragment.type.exampleValue ?? "sample")
        }
        guard !urls.contains(url), case .success(let resolution) = table.resolve(url),
          resolution.route == route.name
        else { continue }
        urls.append(url)
      }
    }
    return urls
  }

  /// A value for each group of `pattern` that the pattern accepts, trying the type's example
  /// first, then generic values.
  private func values(for pattern: PathPattern, route: RouteDefinition) -> [String: String]? {
    var candidates: [String: [String]] = [:]
    for name in pattern.groupNames {
      let type = name.isNumberedGroup ? ParamType.string : route.type(of: name)
      let list = SampleURL.candidateValues(for: type)
      candidates[name] = list.isEmpty ? ["sample"] : list
    }
    var values = candidates.mapValues { $0[0] }
    if pattern.path(filling: values) != nil { return values }
    for name in pattern.groupNames {
      for candidate in candidates[name]!.dropFirst() {
        values[name] = candidate
        if pattern.path(filling: values) != nil { return values }
      }
      values[name] = candidates[name]![0]
    }
    return nil
  }

  static func uppercasedASCII(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { ("a"..."z").contains($0) ? Unicode.Scalar($0.value - 32)! : $0 }))
  }
}
