/// Builds the route chain: the matched route's ancestors, root first, each with its own
/// parameters taken from its child through the parent mapping (SPEC §2 `parent`, §6 `chain`).
struct ChainBuilder {
  let routesByName: [String: CompiledRoute]

  func chain(for route: CompiledRoute, params: [NamedValue]) -> Result<[ChainEntry], BindingFailure>
  {
    var entries = [ChainEntry(route: route.definition.name, params: params)]
    var child = route
    var childParams = params
    // A config that passed validation has no cycles; the bound guards tables built by hand.
    while let link = child.definition.parent, entries.count <= routesByName.count,
      let parent = routesByName[link.route]
    {
      var parentParams: [NamedValue] = []
      for name in parent.parameterNames {
        let childName = link.childParameter(for: name)
        guard let given = childParams.first(where: { $0.name == childName }) else { continue }
        let parentType = parent.definition.type(of: name)
        if parentType == child.definition.type(of: childName) {
          parentParams.append(NamedValue(name: name, value: given.value))
        } else if let value = parentType.accept(given.value.text) {
          parentParams.append(NamedValue(name: name, value: value))
        } else {
          return .failure(
            BindingFailure(
              reason:
                "parent '\(parent.definition.name)' needs '\(name)' as \(parentType.article) \(parentType.displayName), got '\(given.value.text)'"
            ))
        }
      }
      entries.append(ChainEntry(route: parent.definition.name, params: parentParams))
      child = parent
      childParams = parentParams
    }
    return .success(entries.reversed())
  }
}
