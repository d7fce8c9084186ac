/// Binds a URL's query items and fragment to a route's declarations (SPEC §2 `query`, `fragment`).
struct QueryBinding {
  /// The URL's raw query items.
  let items: [QueryItem]
  /// The URL's decoded fragment.
  let fragment: String?
  /// The route's declared query parameters.
  let declarations: [QueryParam]
  let fragmentDeclaration: FragmentParam?
  let plusIsSpace: Bool

  init(url: LinkURL, route: RouteDefinition) {
    self.init(
      items: url.queryItems, fragment: url.fragment, declarations: route.query,
      fragmentDeclaration: route.fragment, plusIsSpace: route.options.plusIsSpace)
  }

  init(
    items: [QueryItem], fragment: String?, declarations: [QueryParam],
    fragmentDeclaration: FragmentParam?, plusIsSpace: Bool
  ) {
    self.items = items
    self.fragment = fragment
    self.declarations = declarations
    self.fragmentDeclaration = fragmentDeclaration
    self.plusIsSpace = plusIsSpace
  }

  /// The declared values (defaults filled in) and the undeclared names, or the first problem.
  func bind() -> Result<([NamedValue], extraQuery: [String]), BindingFailure> {
    var values: [NamedValue] = []
    switch bind(into: &values) {
    case .success(let extra): return .success((values, extra))
    case .failure(let failure): return .failure(failure)
    }
  }

  /// Appends the declared values to `values`; returns the undeclared names, or the first
  /// problem. Decodes only what it needs: names without escapes are compared as written.
  func bind(into values: inout [NamedValue]) -> Result<[String], BindingFailure> {
    if items.isEmpty && declarations.isEmpty && fragmentDeclaration == nil { return .success([]) }
    for declaration in declarations {
      var first: String?
      var all: [String] = []
      for item in items where item.hasName(declaration.name, plusIsSpace: plusIsSpace) {
        let value = item.value(plusIsSpace: plusIsSpace)
        if first == nil { first = value }
        if declaration.repeated { all.append(value) } else { break }
      }
      guard let first else {
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
      for text in declaration.repeated ? all : [first] {
        guard let value = declaration.type.accept(text) else {
          return .failure(
            BindingFailure(
              code: .invalidQuery,
              reason: Self.refusal(of: text, name: declaration.name, type: declaration.type)))
        }
        if !declaration.repeated {
          values.append(NamedValue(name: declaration.name, value: value))
          break
        }
        typed.append(value)
      }
      if declaration.repeated {
        values.append(NamedValue(name: declaration.name, value: .list(typed)))
      }
    }
    if let fragmentDeclaration {
      switch bindFragment(fragmentDeclaration) {
      case .success(let value?): values.append(value)
      case .success(nil): break
      case .failure(let failure): return .failure(failure)
      }
    }
    var extra: [String] = []
    for item in items {
      if !item.needsDecoding(plusIsSpace: plusIsSpace),
        declarations.contains(where: { $0.name == item.rawName })
      {
        continue
      }
      let name = item.name(plusIsSpace: plusIsSpace)
      if !declarations.contains(where: { $0.name == name }) && !extra.contains(name) {
        extra.append(name)
      }
    }
    return .success(extra)
  }

  /// `query parameter 'tab' value 'likes' is not a tab`, written once into a string of its
  /// size: a URL with a bad query value gets this message every time.
  private static func refusal(of text: String, name: String, type: ParamType) -> String {
    let typeName = type.displayName
    let article = ParamType.article(forDisplayName: typeName)
    let capacity = text.utf8.count + name.utf8.count + typeName.utf8.count + 48
    return MessageText.make(capacity: capacity) { message in
      message.append("query parameter '")
      message.append(name)
      if text.isEmpty {
        message.append("' is empty; expected ")
      } else {
        message.append("' value '")
        message.append(text)
        message.append("' is not ")
      }
      message.append(article)
      message.append(" ")
      message.append(typeName)
    }
  }

  private func bindFragment(_ declaration: FragmentParam) -> Result<NamedValue?, BindingFailure> {
    guard let text = fragment, !text.isEmpty else {
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

extension QueryItem {
  /// Whether the item's decoded name is `name`, without decoding when nothing would change.
  func hasName(_ name: String, plusIsSpace: Bool) -> Bool {
    needsDecoding(plusIsSpace: plusIsSpace)
      ? self.name(plusIsSpace: plusIsSpace) == name : rawName == name
  }

  /// Whether decoding the name would change it.
  func needsDecoding(plusIsSpace: Bool) -> Bool {
    rawName.utf8.contains { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }
  }
}
