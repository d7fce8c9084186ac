/// The "safe mode" for restored navigation stacks (`linkcheck stack`): is a saved
/// stack, `[{"route": "home", "params": {}}, …]` root first, a chain the table can produce, and
/// which URL reproduces it?
///
/// Checks, entry by entry, stopping at the first problem: the route exists; the first entry is a
/// root and every other entry is the previous one's child; every parameter is one the route has,
/// with a value of its declared type (a JSON number for `int`/`double`, a boolean for `bool`, a
/// string otherwise, an array for a `repeated` query parameter), and none it needs is missing;
/// each child agrees with its parent on the parameters the parent mapping passes down. Then the
/// last entry's link is built and resolved, and must give back the whole stack.
public struct StackValidator: Sendable {
  public let table: RouteTable

  public init(table: RouteTable) {
    self.table = table
  }

  /// Validates a stack document as read by ``JSONReader``.
  public func validate(_ document: JSONValue) -> Result<ValidStack, StackProblem> {
    let entries: [Entry]
    switch decode(document) {
    case .success(let decoded): entries = decoded
    case .failure(let problem): return .failure(problem)
    }
    var typed: [TypedEntry] = []
    for (offset, entry) in entries.enumerated() {
      switch check(entry, number: offset + 1, after: typed.last) {
      case .success(let checked): typed.append(checked)
      case .failure(let problem): return .failure(problem)
      }
    }
    return link(for: typed).map { link in
      ValidStack(
        chain: typed.map { ChainEntry(route: $0.route.name, params: $0.params.map(\.named)) },
        link: link)
    }
  }

  // MARK: - Decoding

  /// An entry as written: a route name and raw values.
  private struct Entry {
    var route: String
    var routePosition: SourcePosition
    var params: [JSONMember]
  }

  /// An entry whose route exists and whose values have their types.
  private struct TypedEntry {
    var number: Int
    var route: RouteDefinition
    var params: [Param]
    var position: SourcePosition

    func value(of name: String) -> Param? { params.first { $0.named.name == name } }
  }

  private struct Param {
    var named: NamedValue
    /// The value as written in a URL, once per item of a repeated parameter.
    var texts: [String]
    var position: SourcePosition
  }

  private static let entryKeys = ["route", "params"]
  private static let shapeHelp =
    "write the stack as [{\"route\": \"home\", \"params\": {}}, …], root first"

  private func decode(_ document: JSONValue) -> Result<[Entry], StackProblem> {
    guard case .array(let elements) = document.kind else {
      return .failure(
        StackProblem(
          .invalidStack, "a stack must be a JSON array", position: document.position,
          help: Self.shapeHelp))
    }
    guard !elements.isEmpty else {
      return .failure(
        StackProblem(
          .emptyStack, "the stack has no entries", position: document.position,
          help: "a restored stack holds at least its root screen, e.g. [{\"route\": \"home\"}]"))
    }
    var entries: [Entry] = []
    for (offset, element) in elements.enumerated() {
      let number = offset + 1
      guard case .object(let members) = element.kind else {
        return .failure(
          StackProblem(
            .invalidStack, "entry \(number) is not an object", entry: number,
            position: element.position, help: Self.shapeHelp))
      }
      if let unknown = members.first(where: { !Self.entryKeys.contains($0.key) }) {
        return .failure(
          StackProblem(
            .invalidStack, "entry \(number) has an unknown key '\(unknown.key)'", entry: number,
            position: unknown.keyPosition,
            help: Suggestion.closest(to: unknown.key, among: Self.entryKeys).map {
              "did you mean '\($0)'?"
            } ?? Self.shapeHelp))
      }
      guard let routeMember = members.first(where: { $0.key == "route" }),
        case .string(let route) = routeMember.value.kind
      else {
        return .failure(
          StackProblem(
            .invalidStack, "entry \(number) needs a \"route\" string", entry: number,
            position: element.position, help: Self.shapeHelp))
      }
      var params: [JSONMember] = []
      if let member = members.first(where: { $0.key == "params" }) {
        guard case .object(let values) = member.value.kind else {
          return .failure(
            StackProblem(
              .invalidStack, "\"params\" of entry \(number) is not an object", entry: number,
              position: member.value.position, help: Self.shapeHelp))
        }
        params = values
      }
      entries.append(Entry(route: route, routePosition: routeMember.value.position, params: params))
    }
    return .success(entries)
  }

  // MARK: - Entry checks

  private func check(_ entry: Entry, number: Int, after previous: TypedEntry?) -> Result<
    TypedEntry, StackProblem
  > {
    let label = "entry \(number) '\(entry.route)'"
    func problem(
      _ code: StackProblem.Code, _ message: String, at position: SourcePosition? = nil,
      help: String? = nil
    ) -> Result<TypedEntry, StackProblem> {
      .failure(
        StackProblem(
          code, message, entry: number, position: position ?? entry.routePosition, help: help))
    }
    guard let route = table.routesByName[entry.route]?.definition else {
      let names = table.config.routes.map(\.name)
      return problem(
        .unknownRoute, "entry \(number) names an unknown route '\(entry.route)'",
        help: Suggestion.closest(to: entry.route, among: names).map { "did you mean '\($0)'?" })
    }
    if let previous {
      guard route.parent?.route == previous.route.name else {
        let actual = route.parent.map { "its parent is '\($0.route)'" } ?? "it is a root"
        return problem(
          .notChild, "\(label) is not a child of '\(previous.route.name)': \(actual)",
          help: route.parent.map {
            "insert '\($0.route)' before it, or remove the entries that do not lead to it"
          })
      }
    } else if let parent = route.parent {
      return problem(
        .notRoot, "\(label) is not a root: its parent is '\(parent.route)'",
        help: "start the stack at the root: "
          + (ancestors(of: route) + [route.name]).joined(separator: " > "))
    }

    var params: [Param] = []
    let known = LinkBuilder(table: table).parameterNames(of: route.name) ?? []
    for member in entry.params {
      guard known.contains(member.key) else {
        return problem(
          .unknownParameter, "\(label) has no parameter '\(member.key)'", at: member.keyPosition,
          help: Suggestion.closest(to: member.key, among: known).map { "did you mean '\($0)'?" }
            ?? (known.isEmpty
              ? "it takes no parameters"
              : "its parameters are \(LinkBuilder.listing(known, conjunction: "and"))"))
      }
      // A flag's entry is a boolean: whether the link holds it.
      let type = route.type(of: member.key).valueType
      let repeated = route.query.contains { $0.name == member.key && $0.repeated }
      switch Self.typed(member.value, type: type, repeated: repeated) {
      case .success(let (value, texts)):
        params.append(
          Param(
            named: NamedValue(name: member.key, value: value), texts: texts,
            position: member.value.position))
      case .failure(let reason):
        return problem(
          .invalidValue, "\(label): '\(member.key)' \(reason)", at: member.value.position,
          help: type.exampleValue.map { "e.g. \(Self.jsonSpelling($0, of: type))" })
      }
    }
    let given = Set(params.map(\.named.name))
    if let missing = requiredNames(of: route).first(where: { !given.contains($0) }) {
      let type = route.type(of: missing).valueType
      return problem(
        .missingParameter, "\(label) is missing parameter '\(missing)'",
        help: "add \"\(missing)\": \(Self.jsonSpelling(type.exampleValue ?? "…", of: type))")
    }
    let typed = TypedEntry(
      number: number, route: route, params: params, position: entry.routePosition)
    if let previous, let link = route.parent {
      for parentParam in previous.params {
        let childName = link.childParameter(for: parentParam.named.name)
        guard let childParam = typed.value(of: childName) else { continue }
        let parentType = previous.route.type(of: parentParam.named.name)
        guard parentType.accept(childParam.named.value.text) != parentParam.named.value else {
          continue
        }
        return problem(
          .parameterMismatch,
          "\(label) passes \(childName) '\(childParam.named.value.text)' to its parent, but entry \(previous.number) '\(previous.route.name)' has \(parentParam.named.name) '\(parentParam.named.value.text)'",
          at: childParam.position,
          help: "a restored stack must be one a link can open: make the two values equal")
      }
    }
    return .success(typed)
  }

  /// Parameters the screen cannot do without: path parameters every pattern needs (all declared
  /// ones for a route without paths), required query parameters and a required fragment.
  private func requiredNames(of route: RouteDefinition) -> [String] {
    var names: [String]
    if route.paths.isEmpty {
      names = route.params.keys.sorted()
    } else {
      let perPattern = route.paths.map { Set(LinkBuilder.requiredNames(of: $0)) }
      names = LinkBuilder.requiredNames(of: route.paths[0]).filter { name in
        !name.isNumberedGroup && perPattern.allSatisfy { $0.contains(name) }
      }
    }
    names += route.query.filter(\.required).map(\.name)
    if let fragment = route.fragment, fragment.required { names.append(fragment.name) }
    return names
  }

  private func ancestors(of route: RouteDefinition) -> [String] {
    var names: [String] = []
    var current = route.parent.flatMap { table.routesByName[$0.route]?.definition }
    while let definition = current, names.count <= table.config.routes.count {
      names.insert(definition.name, at: 0)
      current = definition.parent.flatMap { table.routesByName[$0.route]?.definition }
    }
    return names
  }

  // MARK: - Values

  /// The typed value and its URL texts, or why the JSON value does not fit.
  private static func typed(_ json: JSONValue, type: ParamType, repeated: Bool) -> Result<
    (ParamValue, [String]), Reason
  > {
    if repeated {
      let items: [JSONValue]
      if case .array(let elements) = json.kind { items = elements } else { items = [json] }
      var values: [ParamValue] = []
      var texts: [String] = []
      for item in items {
        switch typed(item, type: type, repeated: false) {
        case .success(let (value, text)):
          values.append(value)
          texts += text
        case .failure(let reason): return .failure(reason)
        }
      }
      return .success((.list(values), texts))
    }
    let text: String
    switch (json.kind, type) {
    case (.number(let number), .int), (.number(let number), .double): text = number
    case (.bool(let flag), .bool), (.bool(let flag), .flag): text = String(flag)
    case (.string(let string), .string), (.string(let string), .uuid),
      (.string(let string), .pattern), (.string(let string), .enumeration):
      text = string
    case (_, .int), (_, .double), (_, .bool), (_, .flag), (_, .string), (_, .uuid), (_, .pattern),
      (_, .enumeration):
      return .failure(
        Reason(
          "is \(json.kind.descriptionWithArticle), but \(type.displayName) is written as \(type.jsonNoun)"
        ))
    }
    guard let value = type.accept(text) else {
      return .failure(Reason("'\(text)' is not \(type.expectation)"))
    }
    return .success((value, [text]))
  }

  private struct Reason: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  private static func jsonSpelling(_ text: String, of type: ParamType) -> String {
    switch type {
    case .int, .double, .bool, .flag: text
    case .string, .uuid, .pattern, .enumeration: "\"\(text)\""
    }
  }

  // MARK: - Link

  private func link(for entries: [TypedEntry]) -> Result<BuiltLink, StackProblem> {
    let last = entries[entries.count - 1]
    let label = "entry \(last.number) '\(last.route.name)'"
    guard !last.route.paths.isEmpty else {
      let children = table.config.routes.filter { $0.parent?.route == last.route.name }
        .map(\.name)
      return .failure(
        StackProblem(
          .notLinkable, "\(label) has no paths, so no URL opens this stack", entry: last.number,
          position: last.position,
          help: children.isEmpty
            ? nil : "a link can open it with a child on top: \(LinkBuilder.listing(children))"))
    }
    let values = last.params.flatMap { param in
      param.texts.map { (name: param.named.name, value: $0) }
    }
    let link: BuiltLink
    switch LinkBuilder(table: table).build(route: last.route.name, values: values) {
    case .success(let built): link = built
    case .failure(let error):
      return .failure(
        StackProblem(
          .notReproducible, "no URL reproduces \(label): \(error.message)", entry: last.number,
          help: error.help))
    }
    for (entry, resolved) in zip(entries, link.resolution.chain) {
      for param in entry.params {
        let value = resolved[param.named.name]
        guard value != param.named.value else { continue }
        let name = param.named.name
        let got = value.map { "with \(name) '\($0.text)'" } ?? "without \(name)"
        return .failure(
          StackProblem(
            .notReproducible,
            "'\(link.url)' opens entry \(entry.number) '\(entry.route.name)' \(got), but the stack has \(name) '\(param.named.value.text)'",
            entry: entry.number, position: param.position,
            help: "the link carries only what the last screen's route takes; "
              + "a parent gets the values its children pass down"))
      }
    }
    return .success(link)
  }
}

extension ParamType {
  /// How the type's values are written in JSON, for messages.
  var jsonNoun: String {
    switch self {
    case .int, .double: "a number"
    case .bool, .flag: "a boolean"
    case .string, .uuid, .pattern, .enumeration: "a string"
    }
  }
}
