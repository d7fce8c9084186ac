/// Writes an AASA file whose `components` cover a route table's https routes (`linkcheck aasa
/// --generate`).
///
/// A path pattern becomes a `/` glob: fixed text as is, an enum parameter a substitution
/// variable of its values, any other parameter and `*` `?*` (one or more characters: no
/// parameter takes an empty value); a `*` that begins the pattern takes the path's `/`, and is
/// `/*`.
/// Optional and repeated groups are written out as separate components. What a glob cannot say
/// exactly (`?*` also matches text with `/`, a regex is not checked, a strict trailing slash) is
/// said in the component's `comment` and in ``AASAGeneration/notes``.
public enum AASAGenerator {
  /// The file for `appIDs`, covering the routes that answer on `domain` (every https route when
  /// `nil`).
  public static func generate(table: RouteTable, appIDs: [String], domain: String? = nil)
    -> AASAGeneration
  {
    generate(table: table, appIDs: appIDs, domain: domain, routes: nil)
  }

  /// The file for the routes named in `routes` alone (all when `nil`): what the cross-check
  /// weighs a rule meant for them against.
  static func generate(table: RouteTable, appIDs: [String], domain: String?, routes: Set<String>?)
    -> AASAGeneration
  {
    var builder = Builder(table: table)
    for route in table.config.routes
    where !route.paths.isEmpty && route.platforms.contains(.ios)
      && routes?.contains(route.name) != false
    {
      let hosts = route.hosts ?? table.config.hosts
      if let domain {
        let host = AASADocument.sampleHost(onDomain: domain)
        guard hosts.contains(where: { $0.matches(host) }) else { continue }
      } else {
        guard !hosts.isEmpty else { continue }
        if route.hosts != nil, route.hosts != table.config.hosts {
          builder.notes.append(
            "route '\(route.name)' answers only on \(hosts.map { "'\($0.text)'" }.joined(separator: ", ")), "
              + "but the file claims it on every domain that serves it; use --domain per host")
        }
      }
      for pattern in route.paths {
        builder.add(pattern, of: route)
      }
    }
    builder.orderAsRead(appIDs: appIDs)
    return AASAGeneration(
      json: builder.json(appIDs: appIDs), notes: builder.notes,
      componentCount: builder.components.count)
  }

  /// Turns route patterns into components.
  private struct Builder {
    let table: RouteTable
    var components: [Component] = []
    var variables: [(name: String, values: [String])] = []
    var notes: [String] = []

    struct Component: Hashable {
      var path: String
      var query: [String]
      var fragment: Bool
      var caseInsensitive: Bool
      var comment: String
    }

    mutating func add(_ pattern: PathPattern, of route: RouteDefinition) {
      for variant in pattern.variants {
        var path = ""
        var inexact: [String] = []
        for part in variant {
          path += part.prefix
          switch part.kind {
          case .fixedText:
            path += part.value
            if part.value.contains("*") || part.value.contains("$(") {
              inexact.append("'\(part.value)' holds a character AASA reads as a wildcard")
            }
          case .fullWildcard:
            // First of all, it takes the path's `/`, which iOS puts before a glob without one.
            path += path.isEmpty ? "/*" : "?*"
          case .segmentWildcard where part.modifier == .none || part.modifier == .optional:
            if case .enumeration(let type) = route.type(of: part.name),
              let variable = variable(named: part.name, values: type.values)
            {
              path += "$(\(variable))"
            } else {
              path += "?*"
              inexact.append("':\(part.name)' becomes '?*', which also matches text with '/'")
            }
          case .segmentWildcard:
            path += "?*"
            inexact.append("repeated ':\(part.name)' becomes '?*'")
          case .regex:
            path += "?*"
            let name = part.hasCustomName ? ":\(part.name)" : "group"
            inexact.append("\(name)(\(part.value)) becomes '?*'; the regex is not checked")
          }
          path += part.suffix
        }
        if path.isEmpty { path = "/" }
        if route.options.trailingSlash == .strict, path != "/" {
          inexact.append("iOS also opens '\(path)/', which the route does not resolve")
        }
        let comment =
          "route '\(route.name)' \(pattern.source)"
          + (inexact.isEmpty ? "" : ": inexact: " + inexact.joined(separator: "; "))
        let component = Component(
          path: path,
          query: route.query.filter(\.required).map(\.name),
          fragment: route.fragment?.required == true,
          caseInsensitive: !route.options.caseSensitive, comment: comment)
        guard
          !components.contains(where: {
            $0.path == component.path && $0.query == component.query
              && $0.fragment == component.fragment
              && $0.caseInsensitive == component.caseInsensitive
          })
        else { continue }
        components.append(component)
        notes += inexact.map { "route '\(route.name)' '\(pattern.source)': \($0)" }
      }
    }

    /// Orders the components so that each applies to some link as iOS reads them (the first
    /// that matches decides), keeping the table's order where it can: each goes just before the
    /// first component already placed that opens every link it opens, or is left out when the
    /// two open the same links. Every component a placed one covers is already before it, so
    /// the order stays one in which no component is decided by an earlier one.
    mutating func orderAsRead(appIDs: [String]) {
      guard
        let rules = AASAFile(json: Array(json(appIDs: appIDs).utf8)).document?.entries.first?
          .rules, rules.count == components.count
      else { return }
      let starts = rules.map(AASARuleCoverage.pathStart)
      func covers(_ first: Int, _ second: Int, steps: inout Int) -> Bool {
        AASARuleCoverage.mayCover(
          starts[first], starts[second], ignoringCase: !rules[first].caseSensitive)
          && AASARuleCoverage.covers(rules[first], rules[second], steps: &steps)
      }
      var placed: [Int] = []
      for rule in rules.indices {
        var steps = AASARuleCoverage.stepsPerRule
        guard let at = placed.firstIndex(where: { covers($0, rule, steps: &steps) }) else {
          placed.append(rule)
          continue
        }
        var reverse = AASARuleCoverage.stepsPerRule
        if !covers(rule, placed[at], steps: &reverse) { placed.insert(rule, at: at) }
      }
      components = placed.map { components[$0] }
    }

    /// The name of a variable with exactly `values` (encoded), declaring it if needed; `nil`
    /// when a value holds a wildcard character.
    mutating func variable(named base: String, values: [String]) -> String? {
      let encoded = values.map(PercentEncoding.pathSegment)
      guard !encoded.contains(where: { $0.contains("*") || $0.contains("?") || $0.contains("$(") })
      else { return nil }
      if let existing = variables.first(where: { $0.values == encoded }) { return existing.name }
      var name = base
      var number = 2
      while variables.contains(where: { $0.name == name })
        || AASASubstitutionVariables.builtIn(name) != nil
      {
        name = base + String(number)
        number += 1
      }
      variables.append((name, encoded))
      return name
    }

    func json(appIDs: [String]) -> String {
      var lines = ["{", "  \"applinks\": {"]
      if !variables.isEmpty {
        lines.append("    \"substitutionVariables\": {")
        for (index, variable) in variables.enumerated() {
          let values = variable.values.map(JSONSource.string).joined(separator: ", ")
          lines.append(
            "      \(JSONSource.string(variable.name)): [\(values)]"
              + (index == variables.count - 1 ? "" : ","))
        }
        lines.append("    },")
      }
      lines += [
        "    \"details\": [",
        "      {",
        "        \"appIDs\": [\(appIDs.map(JSONSource.string).joined(separator: ", "))],",
        "        \"components\": [",
      ]
      for (index, component) in components.enumerated() {
        var members = ["\"/\": \(JSONSource.string(component.path))"]
        if !component.query.isEmpty {
          let items = component.query.map {
            "\(JSONSource.string(PercentEncoding.queryComponent($0))): \"?*\""
          }
          members.append("\"?\": { \(items.joined(separator: ", ")) }")
        }
        if component.fragment { members.append("\"#\": \"?*\"") }
        if component.caseInsensitive { members.append("\"caseSensitive\": false") }
        members.append("\"comment\": \(JSONSource.string(component.comment))")
        lines.append(
          "          { " + members.joined(separator: ", ") + " }"
            + (index == components.count - 1 ? "" : ","))
      }
      lines += ["        ]", "      }", "    ]", "  }", "}"]
      return lines.joined(separator: "\n") + "\n"
    }
  }
}

/// A generated AASA file and what it cannot express exactly.
public struct AASAGeneration: Hashable, Sendable {
  /// The file's text, formatted, ending with a line feed.
  public var json: String
  /// One line per inexact translation or caveat, for stderr.
  public var notes: [String]
  public var componentCount: Int

  public init(json: String, notes: [String], componentCount: Int) {
    self.json = json
    self.notes = notes
    self.componentCount = componentCount
  }
}
