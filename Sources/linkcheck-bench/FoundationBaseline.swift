import RouteTable

#if canImport(FoundationEssentials)
  import FoundationEssentials

  /// The router an app team would write by hand with Foundation: `URLComponents`, `pathComponents`,
  /// a linear scan over the routes comparing segments and converting types. The benchmark's
  /// baseline, measured on the same tables and URLs.
  struct FoundationBaseline {
    private enum Segment {
      case literal(String)
      case parameter(String, ParamType)
      case wildcard
    }

    private struct Route {
      let name: String
      let segments: [Segment]
      let requiredQuery: [(String, ParamType)]
    }

    private let schemes: Set<String>
    private let hosts: [HostPattern]
    private let routes: [Route]

    init(config: RouteConfig) {
      schemes = Set(config.schemes)
      hosts = config.hosts
      routes = config.routes.flatMap { route in
        route.paths.map { path in
          Route(
            name: route.name,
            segments: path.source.split(separator: "/").map { text in
              if text == "*" { return .wildcard }
              if text.hasPrefix(":") {
                let name = String(text.dropFirst())
                return .parameter(name, route.type(of: name))
              }
              return .literal(String(text))
            },
            requiredQuery: route.query.filter(\.required).map { ($0.name, $0.type) })
        }
      }
    }

    /// The matching route's name, or `nil`.
    func resolve(_ input: String) -> String? {
      guard let components = URLComponents(string: input), let url = components.url,
        let scheme = components.scheme?.lowercased()
      else { return nil }
      var segments = url.pathComponents.filter { $0 != "/" }
      if scheme == "https" {
        guard let host = components.host?.lowercased(), hosts.contains(where: { $0.matches(host) })
        else { return nil }
      } else {
        guard schemes.contains(scheme) else { return nil }
        if let host = components.host, !host.isEmpty { segments.insert(host, at: 0) }
      }
      let query = components.queryItems ?? []
      for route in routes where matches(route.segments, segments) {
        let queryAccepted = route.requiredQuery.allSatisfy { name, type in
          query.first { $0.name == name }?.value.map { accepts(type, $0) } ?? false
        }
        if queryAccepted { return route.name }
      }
      return nil
    }

    private func matches(_ pattern: [Segment], _ segments: [String]) -> Bool {
      for (index, segment) in pattern.enumerated() {
        switch segment {
        case .wildcard:
          return true
        case .literal(let text):
          guard index < segments.count, segments[index] == text else { return false }
        case .parameter(_, let type):
          guard index < segments.count, accepts(type, segments[index]) else { return false }
        }
      }
      return pattern.count == segments.count
    }

    private func accepts(_ type: ParamType, _ value: String) -> Bool {
      switch type {
      case .string: !value.isEmpty
      case .int: Int(value) != nil
      case .double: Double(value) != nil
      case .bool: Bool(value) != nil
      case .uuid: UUID(uuidString: value) != nil
      case .pattern(let pattern): (try? pattern.regex.wholeMatch(in: value)) != nil
      case .enumeration(let type): type.values.contains(value)
      }
    }
  }
#endif
