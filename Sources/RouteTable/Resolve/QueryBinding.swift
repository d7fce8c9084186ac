/// Binds a URL's query items and fragment to a route's declarations (SPEC §2 `query`, `fragment`).
struct QueryBinding {
  let url: LinkURL
  let route: RouteDefinition

  /// The declared values (defaults filled in) and the undeclared names, or the first problem.
  func bind() -> Result<([NamedValue], extraQuery: [String]), BindingFailure> {
    let plusIsSpace = route.options.plusIsSpace
    let items = url.queryItems.map {
      (name: $0.name(plusIsSpace: plusIsSpace), raw: $0)
    }
    var values: [NamedValue] = []
    for declaration in route.query {
      let given = items.filter { $0.name == declaration.name }.map {
        $0.raw.value(plusIsSpace: plusIsSpace)
      }
      guard !given.isEmpty else {
        if declaration.required {
          return .failure(
            BindingFailure(
              code: .missingQuery,
              reason: "required query parameter '\(declaration.name)' is missing"))
        }
        if let value = declaration.defaultValue {
          values.append(NamedValue(name: declaration.name, value: value))
        }
        continue
      }
      var typed: [ParamValue] = []
      // A parameter that is not `repeated` takes its first occurrence, as
      // `URLComponents.queryItems?.first(where:)` does in most apps.
      for text in declaration.repeated ? given : [given[0]] {
        guard let value = declaration.type.accept(text) else {
          let expected = "\(declaration.type.article) \(declaration.type.displayName)"
          return .failure(
            BindingFailure(
              code: .invalidQuery,
              reason: text.isEmpty
                ? "query parameter '\(declaration.name)' is empty; expected \(expected)"
                : "query parameter '\(declaration.name)' value '\(text)' is not \(expected)"))
        }
        typed.append(value)
      }
      values.append(
        NamedValue(name: declaration.name, value: declaration.repeated ? .list(typed) : typed[0]))
    }
    if let fragment = route.fragment {
      switch bindFragment(fragment) {
      case .success(let value?): values.append(value)
      case .success(nil): break
      case .failure(let failure): return .failure(failure)
      }
    }
    var extra: [String] = []
    for item in items where !route.query.contains(where: { $0.name == item.name }) {
      if !extra.contains(item.name) { extra.append(item.name) }
    }
    return .success((values, extra))
  }

  private func bindFragment(_ declaration: FragmentParam) -> Result<NamedValue?, BindingFailure> {
    guard let text = url.fragment, !text.isEmpty else {
      if declaration.required {
        return .failure(
          BindingFailure(reason: "required fragment '\(declaration.name)' is missing"))
      }
      return .success(nil)
    }
    guard let value = declaration.type.accept(text) else {
      return .failure(
        BindingFailure(
          reason:
            "fragment '\(declaration.name)' '\(text)' is not \(declaration.type.article) \(declaration.type.displayName)"
        ))
    }
    return .success(NamedValue(name: declaration.name, value: value))
  }
}
