extension ConfigDecoder {
  static let typeKeys = ["pattern", "enum", "example"]

  /// `types`, in declaration order. Fills ``namedTypes`` for the routes to refer to.
  mutating func decodeNamedTypes(_ value: JSONValue) -> [NamedType] {
    guard let members = dictionary(value, pointer: "/types", subject: "'types'") else { return [] }
    var result: [NamedType] = []
    for member in members {
      declaredTypeNames.insert(member.key)
      let pointer = JSONPointer.appending(member.key, to: "/types")
      if ParamType.builtins[member.key] != nil {
        report(
          .shadowedType, "type '\(member.key)' has the name of a built-in type", pointer: pointer,
          position: member.keyPosition, help: "give it another name, e.g. '\(member.key)Code'")
        continue
      }
      guard isValidName(member.key) else {
        report(
          .invalidName, "invalid type name '\(member.key)'", pointer: pointer,
          position: member.keyPosition, help: Self.nameHelp)
        continue
      }
      guard let type = decodeTypeDefinition(member.value, pointer: pointer, name: member.key)
      else { continue }
      namedTypes[member.key] = type
      result.append(NamedType(name: member.key, type: type))
    }
    return result
  }

  /// A type as a parameter refers to it: a built-in or named type's name, or an inline
  /// `{ "pattern" }` / `{ "enum" }`. `nil` when reported, or when it names a broken type.
  mutating func decodeTypeReference(
    _ value: JSONValue, pointer: @autoclosure () -> String, subject: @autoclosure () -> String
  ) -> ParamType? {
    switch value.kind {
    case .string(let name):
      if let builtin = ParamType.builtins[name] { return builtin }
      if let named = namedTypes[name] { return named }
      if declaredTypeNames.contains(name) { return nil }
      let candidates = ParamType.builtins.keys.sorted() + namedTypes.keys.sorted()
      let help =
        Suggestion.closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
        ?? "use a built-in type (\(ParamType.builtins.keys.sorted().joined(separator: ", ")))"
        + ", a name from 'types', or an inline {\"pattern\": …}"
      report(
        .unknownType, "unknown type '\(name)'", pointer: pointer(), position: value.position,
        help: help)
      return nil
    case .object:
      return decodeTypeDefinition(value, pointer: pointer(), name: nil)
    default:
      reportWrongType(
        value, pointer: pointer(), subject: subject(), expected: "a type name or an object")
      return nil
    }
  }

  /// `{ "pattern": … }` or `{ "enum": [...] }`, with an optional `example` that must fit.
  private mutating func decodeTypeDefinition(
    _ value: JSONValue, pointer: @autoclosure () -> String, name: String?
  ) -> ParamType? {
    let subject = name.map { "type '\($0)'" } ?? "an inline type"
    guard
      let members = object(
        value, pointer: pointer(), subject: name.map { "'\($0)'" } ?? "a type",
        allowed: Self.typeKeys, context: "in \(subject)")
    else { return nil }
    func at(_ key: String) -> String { JSONPointer.appending(key, to: pointer()) }
    let example = members["example"].flatMap {
      string($0.value, pointer: at("example"), subject: "'example'")
    }
    let type: ParamType
    switch (members["pattern"], members["enum"]) {
    case (let pattern?, let enumeration?):
      let later = pattern.keyPosition < enumeration.keyPosition ? enumeration : pattern
      report(
        .conflictingKeys, "\(subject) has both 'pattern' and 'enum'",
        pointer: at(later.key), position: later.keyPosition,
        help: "keep one of them")
      return nil
    case (nil, nil):
      reportMissingKey(
        ["pattern", "enum"], in: value, allowed: Self.typeKeys,
        message: "\(subject) needs 'pattern' or 'enum'", pointer: pointer(),
        help: "add \"pattern\": \"[0-9]+\" (a regular expression) or \"enum\": [\"a\", \"b\"]")
      return nil
    case (let pattern?, nil):
      guard let source = string(pattern.value, pointer: at("pattern"), subject: "'pattern'"),
        let patternType = patternType(
          source, name: name, example: example, at: pattern.value, pointer: at("pattern"),
          position: value.position)
      else { return nil }
      type = .pattern(patternType)
    case (nil, let enumeration?):
      guard let entries = strings(enumeration.value, pointer: at("enum"), key: "enum") else {
        return nil
      }
      guard case .array(let elements) = enumeration.value.kind, !elements.isEmpty else {
        report(
          .emptyEnum, "'enum' lists no values", pointer: at("enum"),
          position: enumeration.value.position, help: "list the allowed values: [\"a\", \"b\"]")
        return nil
      }
      guard entries.count == elements.count else { return nil }
      type = .enumeration(EnumType(name: name, values: entries.map(\.text), example: example))
    }
    if let example, let member = members["example"], type.accept(example) == nil {
      report(
        .invalidExample, "example '\(example)' is not a valid \(type.displayName)",
        pointer: at("example"), position: member.value.position,
        help: exampleHelp(for: type))
      return nil
    }
    return type
  }

  private func exampleHelp(for type: ParamType) -> String? {
    if case .enumeration(let enumeration) = type, let first = enumeration.values.first {
      return "use one of the values, e.g. '\(first)'"
    }
    return nil
  }

  /// The type of the regular expression `source`, or `nil` after a `slow-regex` report or an
  /// `invalid-regex` report carrying Swift `Regex`'s explanation.
  mutating func patternType(
    _ source: String, name: String?, example: String?, at value: JSONValue,
    pointer: @autoclosure () -> String, position: SourcePosition?
  ) -> PatternType? {
    if let problem = RegexBacktrackingCheck.problem(in: source) {
      report(
        .slowRegex,
        "regular expression '\(SafeText.quoted(source))' can take exponential time: \(problem)",
        pointer: pointer(), position: value.position, help: RegexBacktrackingCheck.help)
      return nil
    }
    do {
      return try PatternType(name: name, source: source, example: example, position: position)
    } catch {
      let reason = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
        .lowercased()
      report(
        .invalidRegex,
        "invalid regular expression '\(SafeText.quoted(source))': \(SafeText.quoted(reason))",
        pointer: pointer(),
        position: value.position)
      return nil
    }
  }

  // MARK: - Names

  static let nameHelp =
    "a name starts with a letter or '_' and continues with letters, digits, "
    + "'_', '.' or '-'"

  /// `[A-Za-z_][A-Za-z0-9_.-]*`
  func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || $0 == "." || $0 == "-"
    }
  }
}
