extension ConfigDecoder {
  /// Reports every route whose name an earlier route already has; returns the position of the
  /// first route of each name.
  mutating func checkRouteNames(_ drafts: [RouteDraft]) -> [String: Int] {
    var firstByName: [String: Int] = [:]
    for position in drafts.indices {
      guard let name = drafts[position].name, let nameValue = drafts[position].nameValue else {
        continue
      }
      if let firstPosition = firstByName[name] {
        let first = drafts[firstPosition]
        let line = first.nameValue.map { " (line \($0.position.line))" } ?? ""
        report(
          .duplicateRoute, "duplicate route name '\(name)'",
          pointer: JSONPointer.appending("name", to: drafts[position].pointer),
          position: nameValue.position,
          help: "the first route named '\(name)' is \(first.pointer)\(line); rename one of them")
      } else {
        firstByName[name] = position
      }
    }
    return firstByName
  }

  /// Checks that each parent exists, that no route is its own ancestor, and that each parent
  /// parameter gets a value from the child.
  /// `indexByName` is ``checkRouteNames(_:)``'s result.
  mutating func checkParents(_ drafts: [RouteDraft], indexByName: [String: Int]) {
    var parentIndex: [Int?] = Array(repeating: nil, count: drafts.count)
    for index in drafts.indices {
      guard let route = drafts[index].parent?.route, drafts[index].parentLocation != nil else {
        continue
      }
      if let found = indexByName[route] {
        parentIndex[index] = found
        continue
      }
      let location = drafts[index].parentLocation!
      let help =
        Suggestion.closest(to: route, among: drafts.compactMap(\.name)).map {
          "did you mean '\($0)'?"
        }
        ?? "name one of the routes, or remove 'parent'"
      report(
        .unknownParent, "unknown parent route '\(route)'", pointer: location.namePointer,
        position: location.routeValue.position, help: help)
    }
    let cyclic = reportCycles(drafts, parentIndex: parentIndex)
    for index in drafts.indices {
      guard let parent = parentIndex[index], !cyclic.contains(index) else { continue }
      checkParentParameters(child: drafts[index], parent: drafts[parent])
    }
  }

  /// Reports each cycle once, at the `parent` of its first route in source order, and returns
  /// the indices of the routes on a cycle.
  private mutating func reportCycles(_ drafts: [RouteDraft], parentIndex: [Int?]) -> Set<Int> {
    // 0: not visited, 1: on the current walk, 2: done.
    var state = [UInt8](repeating: 0, count: drafts.count)
    var cyclic: Set<Int> = []
    var cycles: [[Int]] = []
    // One walk buffer for all starts, rather than an array for each route.
    var walk: [Int] = []
    for start in drafts.indices where state[start] == 0 {
      walk.removeAll(keepingCapacity: true)
      var current: Int? = start
      while let index = current, state[index] == 0 {
        state[index] = 1
        walk.append(index)
        current = parentIndex[index]
      }
      if let index = current, state[index] == 1, let loopStart = walk.firstIndex(of: index) {
        let cycle = Array(walk[loopStart...])
        cyclic.formUnion(cycle)
        cycles.append(cycle)
      }
      for index in walk { state[index] = 2 }
    }
    for cycle in cycles {
      let first = cycle.min()!
      let rotation = cycle.firstIndex(of: first)!
      let ordered = cycle[rotation...] + cycle[..<rotation]
      let names = (ordered + [first]).map { drafts[$0].name ?? "?" }
      let location = drafts[first].parentLocation!
      report(
        .parentCycle, "parent cycle '\(names.joined(separator: " > "))'",
        pointer: location.namePointer, position: location.routeValue.position,
        help: "a route cannot be its own ancestor: remove one of the 'parent' links")
    }
    return cyclic
  }

  private mutating func checkParentParameters(child: RouteDraft, parent: RouteDraft) {
    guard child.parametersAreKnown, parent.parametersAreKnown,
      let link = child.parent, let location = child.parentLocation
    else { return }
    let requiredParameters = parent.parameterNames
    // Nothing to check when the parent takes no parameters and none are mapped (a child of a
    // fixed page, as in most tables): its own list is not worked out.
    if requiredParameters.isEmpty && location.mappings.isEmpty { return }
    let parentParameters = requiredParameters + parent.optionalParameterNames
    let childParameters = child.parameterNames + child.optionalParameterNames
    let childName = child.name ?? "?"
    for mapping in location.mappings {
      if !parentParameters.contains(mapping.parent) {
        let help =
          Suggestion.closest(to: mapping.parent, among: parentParameters).map {
            "did you mean '\($0)'?"
          } ?? parameterListHelp(route: link.route, parentParameters)
        report(
          .unknownParam, "parent route '\(link.route)' has no parameter '\(mapping.parent)'",
          pointer: mapping.pointer, position: mapping.keyPosition, help: help)
      }
      if case .string(let childParameter) = mapping.value.kind,
        !childParameters.contains(childParameter)
      {
        let help =
          Suggestion.closest(to: childParameter, among: childParameters).map {
            "did you mean '\($0)'?"
          } ?? parameterListHelp(route: childName, childParameters)
        report(
          .unknownParam, "route '\(childName)' has no parameter '\(childParameter)'",
          pointer: mapping.pointer, position: mapping.value.position, help: help)
      }
    }
    for parameter in requiredParameters where link.mapping[parameter] == nil {
      guard !childParameters.contains(parameter) else { continue }
      let candidate = Suggestion.closest(to: parameter, among: childParameters)
      let help =
        "map it: \"parent\": {\"route\": \"\(link.route)\", \"params\": {\"\(parameter)\": "
        + "\"\(candidate ?? "…")\"}}"
      report(
        .unmappedParentParam,
        "parent route '\(link.route)' needs parameter '\(parameter)', which route "
          + "'\(childName)' does not have",
        pointer: location.pointer, position: location.position, help: help)
    }
  }

  private func parameterListHelp(route: String, _ parameters: [String]) -> String {
    parameters.isEmpty
      ? "route '\(route)' has no parameters"
      : "route '\(route)' has " + parameters.map { "'\($0)'" }.joined(separator: ", ")
  }
}
