import RouteTable

/// The table as the generated Swift sees it: one case per route, each with its parameters typed
/// (docs/codegen.md, "Mapping").
struct SwiftRouteModel {
  struct Parameter {
    /// The name in the table, and the Swift label.
    var name: String
    var label: String
    /// The element type (`UUID`, `Int`, `Seat`, …), without `?` or `[…]`.
    var type: String
    var paramType: ParamType
    var optional: Bool
    var repeated: Bool
    /// A Swift literal for a query default.
    var defaultLiteral: String?

    /// `id: UUID`, `promo: String? = nil`, `adults: Int = 1`, `tags: [Tab] = []`.
    var declaration: String {
      if repeated { return "\(label): [\(type)] = []" }
      if optional { return "\(label): \(type)? = nil" }
      return "\(label): \(type)" + (defaultLiteral.map { " = \($0)" } ?? "")
    }
  }

  struct Case {
    var name: String
    var label: String
    var parameters: [Parameter]
    var definition: RouteDefinition
  }

  /// A named `enum` or `pattern` type, generated as a nested Swift type.
  struct NamedType {
    var name: String
    var swiftName: String
    var type: ParamType
  }

  /// Swift names chosen instead of the derived ones (`--options` `names`): routes by name, and
  /// parameters as `route/parameter`.
  struct Names {
    var routes: [String: String] = [:]
    var parameters: [String: String] = [:]
  }

  /// The enum's name.
  var typeName: String
  var cases: [Case] = []
  var namedTypes: [NamedType] = []

  /// The model, or the problems that keep the table from being one Swift type named `typeName`.
  init(table: RouteTable, typeName: String = "Route", names: Names = Names()) throws(CodegenError) {
    self.typeName = typeName
    for named in table.config.namedTypes {
      switch named.type {
      case .enumeration, .pattern:
        namedTypes.append(
          NamedType(
            name: named.name, swiftName: SwiftSource.identifier(named.name, upper: true),
            type: named.type))
      case .string, .int, .double, .bool, .flag, .uuid: break
      }
    }
    for route in table.config.routes {
      cases.append(
        Case(
          name: route.name,
          label: names.routes[route.name] ?? SwiftSource.identifier(route.name, upper: false),
          parameters: Self.parameters(
            of: route, in: table.config, namedTypes: namedTypes, names: names),
          definition: route))
    }
    var problems = nameProblems(names)
    for route in cases {
      if case .failure(let error) = parentArguments(of: route) { problems += error.problems }
    }
    if !problems.isEmpty { throw CodegenError(problems: problems) }
  }

  /// Why the Swift names do not make one type: two table names that become one Swift name, a
  /// name the generated file already uses for something else, a rename of nothing.
  private func nameProblems(_ names: Names) -> [String] {
    var problems: [String] = []
    func collisions(_ pairs: [(swift: String, table: String)], _ what: String, _ becomes: String) {
      for (swift, group) in Dictionary(grouping: pairs, by: \.swift).sorted(by: { $0.key < $1.key })
      where group.count > 1 {
        let listed = group.map { "'\($0.table)'" }.joined(separator: ", ")
        problems.append("\(what) \(listed) all become \(becomes) '\(swift)'")
      }
    }
    let types = [(typeName, "typeName")] + namedTypes.map { ($0.swiftName, "types." + $0.name) }
    collisions(cases.map { ($0.label, $0.name) }, "routes", "the case")
    collisions(types, "names", "the type")
    for route in cases where Reserved.caseNames.contains(route.label) {
      problems.append(
        "route '\(route.name)' becomes the case '\(route.label)', a name the generated enum "
          + "declares itself; choose another in 'names.routes' of --options")
    }
    for (swift, name) in types where Reserved.typeNames.contains(swift) {
      problems.append(
        "'\(name)' becomes the type '\(swift)', which the generated file uses; rename it")
    }
    for named in namedTypes {
      guard case .enumeration(let enumeration) = named.type else { continue }
      collisions(
        enumeration.values.map { (SwiftSource.identifier($0, upper: false), $0) },
        "values of type '\(named.name)':", "the case")
    }
    for route in cases {
      collisions(
        route.parameters.map { ($0.label, $0.name) }, "parameters of route '\(route.name)':",
        "the label")
      for parameter in route.parameters where Reserved.labels.contains(parameter.label) {
        problems.append(
          "parameter '\(parameter.name)' of route '\(route.name)' becomes the label "
            + "'\(parameter.label.filter { $0 != "`" })', which the generated code uses beside it; "
            + "choose another in 'names.params' of --options")
      }
    }
    for name in names.routes.keys.sorted() where self[route: name] == nil {
      problems.append("'names.routes' renames '\(name)', which is not a route of the table")
    }
    for key in names.parameters.keys.sorted()
    where !cases.contains(where: { route in
      route.parameters.contains { route.name + "/" + $0.name == key }
    }) {
      problems.append("'names.params' renames '\(key)', which is not a route's parameter")
    }
    return problems
  }

  /// Names the generated file declares or uses, which a name from the table must not take.
  enum Reserved {
    /// The enum's static members: a case of the same name would redeclare them.
    static let caseNames: Set<String> = ["table", "tableJSON", "routeNames"]
    /// What the generated code binds beside a route's values.
    static let labels: Set<String> = ["values", "`self`"]
    /// The types the generated file names: a nested type (or the enum) of the same name would
    /// stand for them inside the enum.
    static let typeNames: Set<String> = [
      "Array", "Bool", "BuildError", "CaseIterable", "Codable", "CustomStringConvertible",
      "Decoder", "DecodingError", "Double", "Encoder", "Foundation", "FoundationEssentials",
      "Hashable", "Int", "LinkBuilder", "LinkOrigin", "NamedValue", "RawRepresentable",
      "Resolution", "Result", "RouteTable", "Sendable", "StackEntryCoding", "String", "Swift",
      "UUID",
    ]
  }

  subscript(route name: String) -> Case? { cases.first { $0.name == name } }

  /// Host parameters (optional unless every link of the route has one: each of its hosts binds
  /// it and it has no custom scheme), path parameters (optional unless every pattern has them,
  /// once), then query, then fragment; a route without paths has the parameters it declares.
  private static func parameters(
    of route: RouteDefinition, in config: RouteConfig, namedTypes: [NamedType], names: Names
  ) -> [Parameter] {
    func parameter(_ name: String, type: ParamType, optional: Bool) -> Parameter {
      Parameter(
        name: name,
        label: names.parameters[route.name + "/" + name]
          ?? (name.allSatisfy(\.isNumber)
            ? "wildcard\(name)" : SwiftSource.identifier(name, upper: false)),
        type: swiftType(type, namedTypes: namedTypes), paramType: type, optional: optional,
        repeated: false, defaultLiteral: nil)
    }
    var parameters: [Parameter] = []
    let hosts = route.hosts ?? config.hosts
    let hasSchemes = !(route.schemes ?? config.schemes).isEmpty
    for name in config.hostParameters(of: route) {
      let always = !hasSchemes && hosts.allSatisfy { $0.parameter == name }
      parameters.append(parameter(name, type: route.type(of: name), optional: !always))
    }
    let patterns = route.paths + route.fragments
    if patterns.isEmpty {
      for name in route.params.keys.sorted() where !parameters.contains(where: { $0.name == name })
      {
        parameters.append(parameter(name, type: route.type(of: name), optional: false))
      }
    }
    var seen = Set<String>()
    for name in patterns.flatMap(\.groupNames) where seen.insert(name).inserted {
      let always = patterns.allSatisfy { pattern in
        pattern.parts.contains { $0.name == name && $0.modifier == .none }
      }
      parameters.append(parameter(name, type: route.type(of: name), optional: !always))
    }
    for query in route.query {
      var declared = parameter(query.name, type: query.type, optional: !query.required)
      declared.repeated = query.repeated
      if let value = query.defaultValue, !query.repeated {
        declared.optional = false
        declared.defaultLiteral = literal(value, type: declared.type, paramType: query.type)
      }
      parameters.append(declared)
    }
    if let fragment = route.fragment {
      parameters.append(
        parameter(fragment.name, type: fragment.type, optional: !fragment.required))
    }
    return parameters
  }

  static func swiftType(_ type: ParamType, namedTypes: [NamedType]) -> String {
    switch type {
    case .string: "String"
    case .int: "Int"
    case .double: "Double"
    case .bool, .flag: "Bool"
    case .uuid: "UUID"
    case .pattern(let pattern):
      pattern.name.flatMap { name in namedTypes.first { $0.name == name }?.swiftName } ?? "String"
    case .enumeration(let enumeration):
      enumeration.name.flatMap { name in namedTypes.first { $0.name == name }?.swiftName }
        ?? "String"
    }
  }

  /// A default value as Swift source.
  private static func literal(_ value: ParamValue, type: String, paramType: ParamType) -> String {
    switch (value, paramType) {
    case (.string(let text), .enumeration(let enumeration)) where enumeration.name != nil:
      "." + SwiftSource.identifier(text, upper: false)
    case (.string(let text), .pattern(let pattern)) where pattern.name != nil:
      "\(type)(rawValue: \(SwiftSource.stringLiteral(text)))!"
    case (.string(let text), _): SwiftSource.stringLiteral(text)
    case (.uuid(let text), _): "UUID(uuidString: \(SwiftSource.stringLiteral(text)))!"
    case (.int(let number), _): String(number)
    case (.double(let number), _): String(number)
    case (.bool(let flag), _): String(flag)
    case (.list, _): "[]"
    }
  }

  /// The values `route` passes up: each parent parameter with the child parameter that fills
  /// it under the table's mapping, which the child must always have, with the same type. A
  /// parent parameter the child cannot fill is left to its default or nil; one that has
  /// neither is why the parent cannot be built.
  func parentArguments(of route: Case) -> Result<
    [(parent: Parameter, child: Parameter)], CodegenError
  > {
    guard let link = route.definition.parent, let parent = self[route: link.route] else {
      return .success([])
    }
    var arguments: [(parent: Parameter, child: Parameter)] = []
    for needed in parent.parameters {
      let childName = link.childParameter(for: needed.name)
      let given = route.parameters.first { $0.name == childName }
      if let given, given.type == needed.type, given.repeated == needed.repeated,
        !given.optional || needed.optional
      {
        arguments.append((needed, given))
      } else if !needed.optional && needed.defaultLiteral == nil {
        guard let given else {
          return .failure(
            CodegenError(
              problems: ["route '\(route.name)' has no value for its parent's '\(needed.name)'"]))
        }
        return .failure(
          CodegenError(problems: [
            "route '\(route.name)' passes '\(childName)' to its parent's '\(needed.name)' as "
              + "\(given.optional ? "an optional " : "")\(given.type), not \(needed.type)"
          ]))
      }
    }
    return .success(arguments)
  }
}

/// Why a table cannot be generated as Swift.
struct CodegenError: Error {
  var problems: [String]
}
