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

  var cases: [Case] = []
  var namedTypes: [NamedType] = []

  /// The model, or the problems that keep the table from being one Swift type.
  init(table: RouteTable, names: Names = Names()) throws(CodegenError) {
    var problems: [String] = []
    for named in table.config.namedTypes {
      switch named.type {
      case .enumeration, .pattern:
        namedTypes.append(
          NamedType(
            name: named.name, swiftName: SwiftIdentifier.make(named.name, upper: true),
            type: named.type))
      default: break
      }
    }
    for route in table.config.routes {
      cases.append(
        Case(
          name: route.name,
          label: names.routes[route.name] ?? SwiftIdentifier.make(route.name, upper: false),
          parameters: Self.parameters(of: route, namedTypes: namedTypes, names: names),
          definition: route))
    }
    for (label, names) in Dictionary(grouping: cases.map { ($0.label, $0.name) }, by: \.0)
    where names.count > 1 {
      problems.append(
        "routes \(names.map { "'\($0.1)'" }.joined(separator: ", ")) all become the case '\(label)'"
      )
    }
    for named in namedTypes {
      guard case .enumeration(let enumeration) = named.type else { continue }
      let labels = enumeration.values.map { SwiftIdentifier.make($0, upper: false) }
      if Set(labels).count < labels.count {
        problems.append("the values of type '\(named.name)' do not make distinct Swift cases")
      }
    }
    for route in cases {
      if case .failure(let error) = parentArguments(of: route) { problems += error.problems }
      let labels = route.parameters.map(\.label)
      if Set(labels).count < labels.count {
        problems.append("the parameters of route '\(route.name)' do not make distinct Swift labels")
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
    if !problems.isEmpty { throw CodegenError(problems: problems) }
  }

  subscript(route name: String) -> Case? { cases.first { $0.name == name } }

  /// Path parameters (optional unless every pattern has them, once), then query, then fragment;
  /// a route without paths has the parameters it declares.
  private static func parameters(
    of route: RouteDefinition, namedTypes: [NamedType], names: Names
  ) -> [Parameter] {
    func parameter(_ name: String, type: ParamType, optional: Bool) -> Parameter {
      Parameter(
        name: name,
        label: names.parameters[route.name + "/" + name]
          ?? (name.allSatisfy(\.isNumber)
            ? "wildcard\(name)" : SwiftIdentifier.make(name, upper: false)),
        type: swiftType(type, namedTypes: namedTypes), paramType: type, optional: optional,
        repeated: false, defaultLiteral: nil)
    }
    var parameters: [Parameter] = []
    let patterns = route.paths + route.fragments
    if patterns.isEmpty {
      for name in route.params.keys.sorted() {
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
    case .bool: "Bool"
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
      "." + SwiftIdentifier.make(text, upper: false)
    case (.string(let text), .pattern(let pattern)) where pattern.name != nil:
      "\(type)(rawValue: \(SwiftIdentifier.stringLiteral(text)))!"
    case (.string(let text), _): SwiftIdentifier.stringLiteral(text)
    case (.uuid(let text), _): "UUID(uuidString: \(SwiftIdentifier.stringLiteral(text)))!"
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

/// Swift identifiers from table names.
enum SwiftIdentifier {
  /// `flight-detail` → `flightDetail` (`FlightDetail` when `upper`); a leading digit gets `_`,
  /// a keyword backticks.
  static func make(_ name: String, upper: Bool) -> String {
    let words = name.split { !($0.isLetter || $0.isNumber) }
    var result = ""
    for (index, word) in words.enumerated() {
      let first = word.prefix(1)
      result += (index == 0 && !upper ? first.lowercased() : first.uppercased()) + word.dropFirst()
    }
    if result.isEmpty { result = "value" }
    if result.first?.isNumber == true { result = "_" + result }
    return keywords.contains(result) ? "`\(result)`" : result
  }

  /// A Swift string literal for `text`.
  static func stringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "super",
    "self", "Self", "throw", "throws", "true", "try", "Type", "package",
  ]
}
