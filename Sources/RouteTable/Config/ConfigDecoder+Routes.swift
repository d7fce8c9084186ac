extension ConfigDecoder {
  static let routeKeys = [
    "name", "paths", "params", "query", "fragment", "parent", "schemes", "hosts", "platforms",
    "options",
    "fragments", "allowWarnings", "description",
  ]
  static let queryKeys = ["type", "required", "default", "repeated"]
  static let fragmentKeys = ["name", "type", "required"]
  static let parentKeys = ["route", "params"]

  mutating func decodeRoutes(_ value: JSONValue, table: TableContext) -> [RouteDefinition] {
    guard let elements = array(value, pointer: "/routes", subject: "'routes'") else { return [] }
    if elements.isEmpty {
      report(
        .emptyRoutes, "'routes' is empty, so no link can resolve", pointer: "/routes",
        position: value.position,
        help: "add a route: {\"name\": \"home\", \"paths\": [\"/\"]}")
    }
    var drafts: [RouteDraft] = []
    for (index, element) in elements.enumerated() {
      if let draft = decodeRoute(element, index: index, table: table) {
        drafts.append(draft)
      }
    }
    let indexByName = checkRouteNames(drafts)
    checkParents(drafts, indexByName: indexByName)
    return drafts.map { $0.definition }
  }

  private mutating func decodeRoute(
    _ value: JSONValue, index: Int, table: TableContext
  ) -> RouteDraft? {
    let pointer = JSONPointer.appending(index, to: "/routes")
    guard
      let members = object(
        value, pointer: pointer, subject: "each entry of 'routes'", allowed: Self.routeKeys,
        context: "in a route")
    else { return nil }
    var draft = RouteDraft(index: index, pointer: pointer, position: value.position)
    draft.options = table.options
    func at(_ key: String) -> String { JSONPointer.appending(key, to: pointer) }
    if let nameValue = members["name"]?.value {
      if let name = string(nameValue, pointer: at("name"), subject: "'name'") {
        if isValidName(name) {
          draft.name = name
          draft.nameValue = nameValue
        } else {
          report(
            .invalidName, "invalid route name '\(name)'", pointer: at("name"),
            position: nameValue.position, help: Self.nameHelp)
        }
      }
    } else {
      reportMissingKey(
        ["name"], in: value, allowed: Self.routeKeys,
        message: "missing required key 'name' in a route", pointer: pointer,
        help: "add \"name\": \"…\", the screen's identifier")
    }
    if let member = members["paths"] {
      decodePaths(member.value, pointer: at("paths"), into: &draft)
    }
    if let member = members["fragments"] {
      // Read as `paths` are, into the draft's `paths` for the while.
      let (paths, positions) = (draft.paths, draft.pathPositions)
      (draft.paths, draft.pathPositions) = ([], [])
      decodePaths(member.value, pointer: at("fragments"), into: &draft)
      (draft.fragments, draft.paths, draft.pathPositions) = (draft.paths, paths, positions)
      if let fragment = members["fragment"] {
        report(
          .conflictingKeys, "a route has both 'fragment' and 'fragments'",
          pointer: at("fragment"), position: fragment.keyPosition,
          help: "keep 'fragments' and capture the whole fragment with ':name*'")
      }
    }
    if let member = members["params"] {
      decodeParams(member.value, pointer: at("params"), into: &draft)
    }
    if let member = members["query"] {
      decodeQuery(member.value, pointer: at("query"), into: &draft)
    }
    if let member = members["fragment"] {
      decodeFragment(member.value, pointer: at("fragment"), into: &draft)
    }
    if let member = members["parent"] {
      decodeParent(member.value, routePointer: pointer, into: &draft)
    }
    if let member = members["schemes"] {
      draft.schemes = decodeRouteSchemes(member.value, pointer: at("schemes"), table: table)
    }
    if let member = members["hosts"] {
      draft.hosts = decodeRouteHosts(member.value, pointer: at("hosts"), table: table)
    }
    let answering = draft.hosts ?? (draft.schemes?.isEmpty == false ? [] : table.hosts)
    draft.hostParameters = answering.hostParameters.map { name in
      (name, answering.first { $0.parameter == name }!.text)
    }
    if let member = members["platforms"],
      let platforms = decodePlatforms(member.value, pointer: at("platforms"))
    {
      draft.platforms = platforms
    }
    if let member = members["options"] {
      draft.options = decodeOptions(
        member.value, pointer: at("options"), base: table.options)
    }
    if let member = members["allowWarnings"] {
      draft.options.allowWarnings.formUnion(
        decodeAllowedWarnings(member.value, pointer: at("allowWarnings")))
    }
    if let member = members["description"] {
      draft.description = string(
        member.value, pointer: at("description"), subject: "'description'")
    }
    checkParamNames(of: draft)
    return draft
  }

  // MARK: - Paths and parameters

  private mutating func decodePaths(
    _ value: JSONValue, pointer: @autoclosure () -> String, into draft: inout RouteDraft
  ) {
    guard let entries = strings(value, pointer: pointer(), key: "paths") else {
      draft.pathsAreComplete = false
      return
    }
    if case .array(let elements) = value.kind, elements.count != entries.count {
      draft.pathsAreComplete = false
    }
    for entry in entries {
      if let pattern = decodePath(
        entry.text, at: entry.value, index: entry.index, pointer: pointer(), into: &draft)
      {
        draft.paths.append(pattern)
        draft.pathPositions.append(entry.value.position)
      }
    }
  }

  /// One `paths` entry, `text`, written as `value` at position `index` of the list: its
  /// pattern, or `nil` after a report (which marks the draft's paths incomplete).
  private mutating func decodePath(
    _ text: String, at value: JSONValue, index: Int, pointer: @autoclosure () -> String,
    into draft: inout RouteDraft
  ) -> PathPattern? {
    do {
      let pattern = try PathPattern(matchingPercentEncodedPaths: text)
      if !pattern.startsWithSlash {
        report(
          .invalidPattern, "path pattern '\(text)' does not start with '/'",
          pointer: JSONPointer.appending(index, to: pointer()), position: value.position,
          help: "write '/\(text)'")
        draft.pathsAreComplete = false
        return nil
      }
      if let (escape, spelling) = Self.escapeLinksNeverCarry(in: pattern) {
        report(
          .invalidPattern,
          "path pattern '\(text)' holds '\(escape)', which a link's path is read with as "
            + "'\(spelling)': the route could never match",
          pointer: JSONPointer.appending(index, to: pointer()), position: value.position,
          help: "write '\(spelling)'")
        draft.pathsAreComplete = false
        return nil
      }
      if let problem = pattern.backtrackingProblem {
        report(
          .invalidPattern,
          "path pattern '\(text)' can take exponential time to match: \(problem)",
          pointer: JSONPointer.appending(index, to: pointer()), position: value.position,
          help: "give each repetition a separator its values cannot contain, e.g. '{/:tag}+'")
        draft.pathsAreComplete = false
        return nil
      }
      return pattern
    } catch {
      report(
        .invalidPattern, "invalid path pattern '\(text)': \(error.message)",
        pointer: JSONPointer.appending(index, to: pointer()),
        position: position(inString: value, column: error.column))
      draft.pathsAreComplete = false
      return nil
    }
  }

  /// The first escape in `pattern`'s fixed text that links are never read with (an escaped
  /// unreserved character, lowercase hex digits: ``PercentDecoding/normalizingEscapes(in:)``
  /// gives a link's path its one spelling), and the spelling they have instead.
  private static func escapeLinksNeverCarry(in pattern: PathPattern)
    -> (escape: String, spelling: String)?
  {
    for part in pattern.parts {
      for text in part.kind == .fixedText ? [part.value] : [part.prefix, part.suffix] {
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
          let escape = String(rest[percent...].prefix(3))
          if let spelling = PercentDecoding.normalizingEscapes(in: escape)?.path {
            return (escape, spelling)
          }
          rest = rest[rest.index(after: percent)...]
        }
      }
    }
    return nil
  }

  private mutating func decodeParams(
    _ value: JSONValue, pointer: @autoclosure () -> String, into draft: inout RouteDraft
  ) {
    guard let members = dictionary(value, pointer: pointer(), subject: "'params'") else {
      draft.paramsAreComplete = false
      return
    }
    var params: [String: ParamType] = [:]
    defer { draft.params = params }
    for member in members {
      draft.declaredParams.append((member.key, member.keyPosition))
      guard
        let type = decodeTypeReference(
          member.value, pointer: JSONPointer.appending(member.key, to: pointer()),
          subject: "the type of '\(member.key)'"),
        isNoFlag(
          type, of: "path parameter '\(member.key)'", at: member.value,
          JSONPointer.appending(member.key, to: pointer()))
      else {
        draft.paramsAreComplete = false
        continue
      }
      params[member.key] = type
    }
  }

  /// Declared parameters that no pattern captures and no host binds (only for a route with
  /// `paths`: a route without gets its parameters from its children), and host parameters
  /// named like the route's others.
  private mutating func checkParamNames(of draft: RouteDraft) {
    for (name, host) in draft.hostParameters
    where draft.capturedNames.contains(name) || draft.query.contains(where: { $0.name == name })
      || draft.fragment?.name == name
    {
      report(
        .duplicateParam, "parameter '\(name)' is bound by host '\(host)' and named again",
        pointer: draft.pointer, position: draft.position,
        help: "rename one of them: a link would give '\(name)' two values")
    }
    if !draft.paths.isEmpty, draft.pathsAreComplete {
      for declared in draft.declaredParams
      where !(draft.paths + draft.fragments).contains(where: {
        $0.groupNames.contains(declared.name)
      }) && !draft.hostParameters.contains(where: { $0.name == declared.name }) {
        let uncaptured = draft.capturedNames.filter { name in
          !draft.declaredParams.contains { $0.name == name }
        }
        let help =
          Suggestion.closest(to: declared.name, among: uncaptured).map { "did you mean '\($0)'?" }
          ?? "capture it in a pattern, e.g. '/…/:\(declared.name)', or remove it"
        report(
          .uncapturedParam, "parameter '\(declared.name)' is not captured by any of the paths",
          pointer: draft.pointer(ofParam: declared.name), position: declared.position,
          help: help)
      }
    }
  }

  // MARK: - Parent, schemes and hosts

  /// `routePointer` is the route's own pointer; the `parent` pointers are built from it only
  /// when a report needs them (most routes name their parent, and building each pointer cost
  /// more than decoding it).
  private mutating func decodeParent(
    _ value: JSONValue, routePointer: String, into draft: inout RouteDraft
  ) {
    if case .string(let route) = value.kind {
      draft.parent = ParentLink(route: route, mapping: [:])
      draft.parentLocation = RouteDraft.ParentLocation(
        routePointer: routePointer, position: value.position, routeValue: value,
        namesRouteInside: false, mappings: [])
      return
    }
    let pointer = JSONPointer.appending("parent", to: routePointer)
    guard case .object = value.kind else {
      reportWrongType(
        value, pointer: pointer, subject: "'parent'", expected: "a route name or an object")
      return
    }
    guard
      let members = object(
        value, pointer: pointer, subject: "'parent'", allowed: Self.parentKeys,
        context: "in 'parent'")
    else { return }
    let namePointer = JSONPointer.appending("route", to: pointer)
    guard let routeMember = members["route"] else {
      reportMissingKey(
        ["route"], in: value, allowed: Self.parentKeys,
        message: "missing required key 'route' in 'parent'", pointer: pointer,
        help: "add \"route\": \"…\", the parent route's name")
      return
    }
    guard let route = string(routeMember.value, pointer: namePointer, subject: "'route'") else {
      return
    }
    var mapping: [String: String] = [:]
    var mappings: [(String, SourcePosition, JSONValue, String)] = []
    if let paramsMember = members["params"] {
      let paramsPointer = JSONPointer.appending("params", to: pointer)
      guard
        let entries = dictionary(paramsMember.value, pointer: paramsPointer, subject: "'params'")
      else { return }
      for entry in entries {
        let entryPointer = JSONPointer.appending(entry.key, to: paramsPointer)
        guard
          let child = string(
            entry.value, pointer: entryPointer, subject: "the mapping of '\(entry.key)'")
        else { return }
        mapping[entry.key] = child
        mappings.append((entry.key, entry.keyPosition, entry.value, entryPointer))
      }
    }
    draft.parent = ParentLink(route: route, mapping: mapping)
    draft.parentLocation = RouteDraft.ParentLocation(
      routePointer: routePointer, position: value.position, routeValue: routeMember.value,
      namesRouteInside: true, mappings: mappings)
  }

  private mutating func decodeRouteSchemes(
    _ value: JSONValue, pointer: String, table: TableContext
  ) -> [String]? {
    guard let schemes = decodeSchemes(value, pointer: pointer)?.names else { return nil }
    guard case .array(let elements) = value.kind else { return schemes }
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element.kind, schemes.contains(text.lowercased()),
        !table.schemes.contains(text.lowercased())
      else { continue }
      let help =
        Suggestion.closest(to: text, among: table.schemes).map { "did you mean '\($0)'?" }
        ?? "add '\(text)' to the table's 'schemes'"
      report(
        .schemeNotInTable, "scheme '\(text)' is not one of the table's 'schemes'",
        pointer: JSONPointer.appending(index, to: pointer), position: element.position, help: help)
    }
    return schemes
  }

  private mutating func decodeRouteHosts(
    _ value: JSONValue, pointer: String, table: TableContext
  ) -> [HostPattern]? {
    guard let hosts = decodeHosts(value, pointer: pointer) else { return nil }
    guard case .array(let elements) = value.kind else { return hosts }
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element.kind,
        case .success(let host) = HostPattern.parse(text),
        !table.hosts.contains(where: { host.isCovered(by: $0) })
      else { continue }
      let help =
        Suggestion.closest(to: host.text, among: table.hosts.map(\.text)).map {
          "did you mean '\($0)'?"
        } ?? "add '\(text)' to the table's 'hosts'"
      report(
        .hostNotInTable, "host '\(text)' is not covered by the table's 'hosts'",
        pointer: JSONPointer.appending(index, to: pointer), position: element.position, help: help)
    }
    return hosts
  }
}
