/// How a route's chain is built (`parent` in docs/config.md, `chain` in README "Output"): its
/// ancestors, nearest first, each with the child parameter that fills each of its parameters.
/// Worked out once at load.
struct ChainPlan: Sendable {
  /// One ancestor and where its parameters come from.
  struct Step: Sendable {
    struct Parameter: Sendable {
      let name: String
      /// The child's parameter that fills it.
      let childName: String
      let type: TypeCheck
      /// Whether the child's parameter has the same type: its value then passes as it is.
      let sameType: Bool
      /// The route's own parameter whose value reaches this one through the child links;
      /// `nil` when a link names a parameter its child does not have.
      let sourceName: String?
    }

    let route: String
    let parameters: [Parameter]
  }

  /// The ancestors, nearest first.
  let steps: [Step]
  /// Whether a parent takes a value in another type than its child's: only then can the chain
  /// refuse a link, so only then is it built while resolving; otherwise it is built when read.
  let convertsValues: Bool

  init(for route: CompiledRoute, routesByName: [String: CompiledRoute]) {
    var steps: [Step] = []
    var child = route
    // A config that passed validation has no cycles; the bound guards tables built by hand.
    while let link = child.definition.parent, steps.count < routesByName.count,
      let parent = routesByName[link.route]
    {
      let childStep = steps.last
      let parameters = parent.parameterNames.map { name in
        let childName = link.childParameter(for: name)
        let type = parent.definition.type(of: name)
        let sourceName =
          childStep.map { step in
            step.parameters.first { $0.name == childName }?.sourceName
          } ?? childName
        return Step.Parameter(
          name: name, childName: childName, type: TypeCheck(type),
          sameType: type == child.definition.type(of: childName), sourceName: sourceName)
      }
      steps.append(Step(route: parent.definition.name, parameters: parameters))
      child = parent
    }
    self.steps = steps
    convertsValues = steps.contains { $0.parameters.contains { !$0.sameType } }
  }

  /// The chain, root first, of route `route` opened with `params`; or why a parent refuses a
  /// value its child passes down. A parent's type is paid from the link's allowance `work`.
  func chain(route: String, params: [NamedValue], work: LinkAllowance)
    -> Result<[ChainEntry], BindingFailure>
  {
    var entries: [ChainEntry] = []
    entries.reserveCapacity(steps.count + 1)
    entries.append(ChainEntry(route: route, params: params))
    var childParams = params
    for step in steps {
      var parentParams: [NamedValue] = []
      for parameter in step.parameters {
        guard let given = childParams[parameter.childName] else { continue }
        if parameter.sameType {
          parentParams.append(NamedValue(name: parameter.name, value: given))
        } else if let value = parameter.type.accept(given.text, work: work) {
          parentParams.append(NamedValue(name: parameter.name, value: value))
        } else {
          return .failure(
            BindingFailure(
              .parentValue(
                parent: step.route, name: parameter.name, type: parameter.type.paramType,
                given: given.text)))
        }
      }
      entries.append(ChainEntry(route: step.route, params: parentParams))
      childParams = parentParams
    }
    entries.reverse()
    return .success(entries)
  }
}
