/// A route's `query` and `fragment` declarations (docs/config.md).
extension ConfigDecoder {
  mutating func decodeQuery(
    _ value: JSONValue, pointer: @autoclosure () -> String, into draft: inout RouteDraft
  ) {
    guard let members = dictionary(value, pointer: pointer(), subject: "'query'") else { return }
    let pathNames = draft.parameterNames
    for member in members {
      func memberPointer() -> String { JSONPointer.appending(member.key, to: pointer()) }
      if pathNames.contains(member.key) {
        report(
          .duplicateParam, "query parameter '\(member.key)' has the name of a path parameter",
          pointer: memberPointer(), position: member.keyPosition,
          help: "rename one of them; a route's parameters share one namespace")
        continue
      }
      if let parameter = decodeQueryParam(member, pointer: memberPointer()) {
        draft.query.append(parameter)
      }
    }
  }

  private mutating func decodeQueryParam(
    _ member: JSONMember, pointer: @autoclosure () -> String
  ) -> QueryParam? {
    let name = member.key
    if case .string = member.value.kind {
      guard
        let type = decodeTypeReference(member.value, pointer: pointer(), subject: "'\(name)'")
      else { return nil }
      return QueryParam(
        name: name, type: type, required: false, defaultValue: Self.absentValue(of: type),
        repeated: false)
    }
    guard
      let members = object(
        member.value, pointer: pointer(), subject: "query parameter '\(name)'",
        allowed: Self.queryKeys, context: "in query parameter '\(name)'")
    else { return nil }
    func at(_ key: String) -> String { JSONPointer.appending(key, to: pointer()) }
    var type = ParamType.string
    if let typeMember = members["type"] {
      guard
        let declared = decodeTypeReference(
          typeMember.value, pointer: at("type"), subject: "'type'")
      else { return nil }
      type = declared
    }
    let required =
      members["required"].flatMap { bool($0.value, pointer: at("required"), subject: "'required'") }
      ?? false
    let repeated =
      members["repeated"].flatMap { bool($0.value, pointer: at("repeated"), subject: "'repeated'") }
      ?? false
    if type == .flag {
      // Present or absent is the whole value.
      for key in ["required", "repeated", "default"] {
        guard let member = members[key] else { continue }
        report(
          .conflictingKeys, "query parameter '\(name)' is a flag and has '\(key)'",
          pointer: at(key), position: member.keyPosition,
          help: "remove '\(key)': a flag is true when present and false when absent")
        return nil
      }
      return QueryParam(
        name: name, type: type, required: false, defaultValue: Self.absentValue(of: type),
        repeated: false)
    }
    var defaultValue: ParamValue?
    if let defaultMember = members["default"] {
      if required {
        report(
          .conflictingKeys, "query parameter '\(name)' is required and has a default",
          pointer: at("default"), position: defaultMember.value.position,
          help: "remove 'default', or make it optional with \"required\": false")
        return nil
      }
      defaultValue = decodeDefault(
        defaultMember.value, pointer: at("default"), name: name, type: type, repeated: repeated)
      if defaultValue == nil { return nil }
    }
    return QueryParam(
      name: name, type: type, required: required, defaultValue: defaultValue, repeated: repeated)
  }

  /// A `default` checked against its parameter's type: `int` and `double` take a JSON number,
  /// `bool` a boolean, the others a string; a repeated parameter may take an array of them.
  private mutating func decodeDefault(
    _ value: JSONValue, pointer: @autoclosure () -> String, name: String, type: ParamType,
    repeated: Bool
  ) -> ParamValue? {
    if repeated, case .array(let elements) = value.kind {
      var values: [ParamValue] = []
      for (index, element) in elements.enumerated() {
        guard
          let single = decodeDefault(
            element, pointer: JSONPointer.appending(index, to: pointer()), name: name, type: type,
            repeated: false)
        else { return nil }
        values.append(single)
      }
      return .list(values)
    }
    let expected: String
    let text: String?
    switch (type, value.kind) {
    case (.int, .number(let literal)), (.double, .number(let literal)):
      (expected, text) = ("a number", literal)
    case (.int, _), (.double, _):
      (expected, text) = ("a number", nil)
    case (.bool, .bool(let flag)), (.flag, .bool(let flag)):
      (expected, text) = ("true or false", flag ? "true" : "false")
    case (.bool, _), (.flag, _):
      (expected, text) = ("true or false", nil)
    case (.string, .string(let literal)), (.uuid, .string(let literal)),
      (.pattern, .string(let literal)), (.enumeration, .string(let literal)):
      (expected, text) = ("a string", literal)
    case (.string, _), (.uuid, _), (.pattern, _), (.enumeration, _):
      (expected, text) = ("a string", nil)
    }
    guard let text else {
      var help: String?
      if case .string(let literal) = value.kind, type.accept(literal) != nil {
        help = "write \(literal) without quotes"
      } else if case .number(let literal) = value.kind {
        help = "write it in quotes: \"\(literal)\""
      } else if case .bool(let flag) = value.kind {
        help = "write it in quotes: \"\(flag)\""
      }
      report(
        .invalidDefault,
        "the default of '\(name)' must be \(expected) (type \(type.displayName)), found "
          + value.kind.descriptionWithArticle,
        pointer: pointer(), position: value.position, help: help)
      return nil
    }
    guard let accepted = type.accept(text) else {
      report(
        .invalidDefault, "the default '\(text)' of '\(name)' is not a valid \(type.displayName)",
        pointer: pointer(), position: value.position)
      return nil
    }
    return repeated ? .list([accepted]) : accepted
  }

  mutating func decodeFragment(
    _ value: JSONValue, pointer: String, into draft: inout RouteDraft
  ) {
    guard
      let members = object(
        value, pointer: pointer, subject: "'fragment'", allowed: Self.fragmentKeys,
        context: "in 'fragment'")
    else { return }
    func at(_ key: String) -> String { JSONPointer.appending(key, to: pointer) }
    guard let nameMember = members["name"] else {
      reportMissingKey(
        ["name"], in: value, allowed: Self.fragmentKeys,
        message: "missing required key 'name' in 'fragment'", pointer: pointer,
        help: "add \"name\": \"…\", the parameter the fragment fills")
      return
    }
    guard let name = string(nameMember.value, pointer: at("name"), subject: "'name'") else {
      return
    }
    if draft.parameterNames.contains(name) || draft.query.contains(where: { $0.name == name }) {
      report(
        .duplicateParam, "fragment parameter '\(name)' has the name of another parameter",
        pointer: at("name"), position: nameMember.value.position,
        help: "rename one of them; a route's parameters share one namespace")
      return
    }
    var type = ParamType.string
    if let typeMember = members["type"] {
      guard
        let declared = decodeTypeReference(
          typeMember.value, pointer: at("type"), subject: "'type'"),
        isNoFlag(declared, of: "fragment parameter '\(name)'", at: typeMember.value, at("type"))
      else { return }
      type = declared
    }
    let required =
      members["required"].flatMap { bool($0.value, pointer: at("required"), subject: "'required'") }
      ?? false
    draft.fragment = FragmentParam(name: name, type: type, required: required)
  }

  /// The value of an optional parameter the query does not give, without a `default`: `false`
  /// for a flag, else none.
  static func absentValue(of type: ParamType) -> ParamValue? {
    type == .flag ? .bool(false) : nil
  }

  /// Whether `type` is not `flag`, which only a query parameter can be (reported for
  /// `subject`, declared by `value` at `pointer`).
  mutating func isNoFlag(
    _ type: ParamType, of subject: String, at value: JSONValue, _ pointer: @autoclosure () -> String
  ) -> Bool {
    guard type == .flag else { return true }
    report(
      .invalidValue, "\(subject) is a flag, which only a query parameter can be",
      pointer: pointer(), position: value.position,
      help: "declare it under 'query', or give it type 'bool'")
    return false
  }
}
