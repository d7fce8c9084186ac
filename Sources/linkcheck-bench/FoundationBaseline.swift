import RouteTable

#if canImport(FoundationEssentials)
  import FoundationEssentials

  /// The router an app team would write by hand with Foundation: `URLComponents`, `pathComponents`,
  /// a linear scan over the routes comparing segments and converting each value to its type.
  /// The benchmark's baseline, measured on the same tables and URLs; like `RouteTable.resolve`,
  /// it returns the route and its typed values (path and declared query parameters).
  struct FoundationBaseline {
    enum Value {
      case string(String)
      case int(Int)
      case double(Double)
      case bool(Bool)
      case uuid(UUID)
    }

    /// A parameter's type, with a pattern type's expression compiled once, as a hand-written
    /// router would.
    private struct ValueType {
      let type: ParamType
      let regex: Regex<AnyRegexOutput>?

      init(_ type: ParamType) {
        self.type = type
        if case .pattern(let pattern) = type { regex = pattern.regex } else { regex = nil }
      }
    }

    private enum Segment {
      case literal(String)
      case parameter(String, ValueType)
      case wildcard
    }

    private struct Route {
      let name: String
      let segments: [Segment]
      let query: [(name: String, type: ValueType, required: Bool)]
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
                return .parameter(name, ValueType(route.type(of: name)))
              }
              return .literal(String(text))
            },
            query: route.query.map { ($0.name, ValueType($0.type), $0.required) })
        }
      }
    }

    /// The matching route's name and its values by name, or `nil`.
    func resolve(_ input: String) -> (route: String, values: [(String, Value)])? {
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
      routes: for route in routes {
        guard var values = matches(route.segments, segments) else { continue }
        for declared in route.query {
          guard let text = query.first(where: { $0.name == declared.name })?.value else {
            if declared.required { continue routes }
            continue
          }
          guard let value = Self.value(text, as: declared.type) else { continue routes }
          values.append((declared.name, value))
        }
        return (route.name, values)
      }
      return nil
    }

    /// The values of the segments' parameters, or `nil` when the route does not match.
    private func matches(_ pattern: [Segment], _ segments: [String]) -> [(String, Value)]? {
      var values: [(String, Value)] = []
      for (index, segment) in pattern.enumerated() {
        switch segment {
        case .wildcard:
          values.append(("*", .string(segments.dropFirst(index).joined(separator: "/"))))
          return values
        case .literal(let text):
          guard index < segments.count, segments[index] == text else { return nil }
        case .parameter(let name, let type):
          guard index < segments.count, let value = Self.value(segments[index], as: type) else {
            return nil
          }
          values.append((name, value))
        }
      }
      return pattern.count == segments.count ? values : nil
    }

    private static func value(_ text: String, as valueType: ValueType) -> Value? {
      switch valueType.type {
      case .string: text.isEmpty ? nil : .string(text)
      case .int: Int(text).map(Value.int)
      case .double: Double(text).map(Value.double)
      case .bool: Bool(text).map(Value.bool)
      case .flag: text.isEmpty ? .bool(true) : nil
      case .uuid: UUID(uuidString: text).map(Value.uuid)
      case .pattern:
        (try? valueType.regex?.wholeMatch(in: text)) != nil ? .string(text) : nil
      case .enumeration(let type): type.values.contains(text) ? .string(text) : nil
      }
    }
  }
#endif
