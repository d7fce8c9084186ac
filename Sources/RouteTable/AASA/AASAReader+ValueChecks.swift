// The keys and values of components and `defaults`, checked as Apple reads them.
extension AASAReader {
  /// Checks the keys and values of a component or `defaults` object.
  mutating func checkRuleValues(_ members: [JSONMember], pointer: String, inDefaults: Bool) {
    checkKeys(members, allowed: Self.componentKeys, pointer: pointer)
    let scope = inDefaults ? "rules without their own" : "this rule"
    for member in members {
      let memberPointer = JSONPointer.appending(member.key, to: pointer)
      let value = member.value
      switch member.key {
      case "/", "#":
        let part = member.key == "/" ? "path" : "fragment"
        if case .string(let text) = value.kind {
          checkPattern(text, at: value, pointer: memberPointer, isPath: member.key == "/")
        } else {
          report(
            .nonStringPattern,
            "'\(member.key)' is \(Self.describe(value)), not a string; iOS "
              + "ignores it, so \(scope) \(inDefaults ? "'\(member.key)' match" : "matches") "
              + "every \(part)", at: value, pointer: memberPointer,
            help: "write the pattern as a string, e.g. \"\(member.key == "/" ? "/path/*" : "*")\"")
        }
      case "?":
        switch value.kind {
        case .string(let text):
          checkPattern(text, at: value, pointer: memberPointer, isPath: false)
        case .object(let items):
          for item in items {
            let itemPointer = JSONPointer.appending(item.key, to: memberPointer)
            if case .string(let text) = item.value.kind {
              checkPattern(text, at: item.value, pointer: itemPointer, isPath: false)
            } else {
              report(
                .nonStringQueryValue,
                "query item '\(item.key)' is \(Self.describe(item.value)), "
                  + "not a string; iOS then drops the whole '?' dictionary, so no query item is "
                  + "checked", at: item.value, pointer: itemPointer,
                help: "write the value as a string pattern, e.g. \"?*\"")
            }
          }
        default:
          report(
            .nonStringPattern,
            "'?' is \(Self.describe(value)), neither a string nor an object; "
              + "iOS ignores it, so \(scope) \(inDefaults ? "'?' match" : "matches") every query",
            at: value, pointer: memberPointer)
        }
      case "exclude", "caseSensitive", "percentEncoded":
        if case .bool = value.kind { continue }
        let reading = AASABoolValue.of(value) ?? false
        report(
          .nonBooleanFlag,
          "'\(member.key)' is \(Self.describe(value)), not a boolean; iOS reads "
            + "it as \(reading)", severity: .warning, at: value, pointer: memberPointer,
          help: "write \(reading)")
      case "requiredEntitlement":
        report(
          .requiredEntitlement,
          "'requiredEntitlement' limits the rule to apps holding an "
            + "entitlement, which cannot be checked offline; linkcheck assumes the app holds it",
          severity: .warning, position: member.keyPosition, pointer: memberPointer)
      default:
        break
      }
    }
  }

  /// Warns about a component that constrains no part of the URL (after its defaults).
  mutating func checkConstrainsSomething(
    _ members: [JSONMember], defaults: [JSONMember], index: Int, pointer: String,
    at value: JSONValue
  ) {
    let constraintKeys = ["/", "?", "#"]
    let constrains = constraintKeys.contains { key in
      Self.member(key, of: members) != nil || Self.member(key, of: defaults) != nil
    }
    guard !constrains else { return }
    let unknown = members.map(\.key).filter { !Self.componentKeys.contains($0) }
    let excludes = Self.flag(
      (Self.member("exclude", of: members) ?? Self.member("exclude", of: defaults))?.value,
      absent: false)
    let effect = excludes ? "keeps every URL out of the app" : "opens every URL in the app"
    // Keys iOS does not know mean the author wanted a constraint that is not there.
    report(
      .matchesEverything, "component \(index) has no '/', '?' or '#', so it \(effect)",
      severity: unknown.isEmpty ? .warning : .error, at: value, pointer: pointer,
      help: unknown.isEmpty
        ? "write {\"/\": \"*\"} to say so explicitly"
        : "its keys \(unknown.map { "'\($0)'" }.joined(separator: ", ")) mean nothing to iOS")
  }

  /// Checks one pattern string for what makes it never match or behave uncertainly.
  mutating func checkPattern(
    _ text: String, at value: JSONValue, pointer: String, isPath: Bool
  ) {
    let glob = AASAGlob(text, variables: variables)
    switch glob.problem {
    case .unknownVariable(let name):
      let names = Array(variables.custom.keys).sorted() + AASASubstitutionVariables.builtInNames
      report(
        .unknownVariable, "unknown substitution variable '$(\(name))': the rule never matches",
        at: value, pointer: pointer,
        help: Suggestion.closest(to: name, among: names).map { "did you mean '$(\($0))'?" }
          ?? "declare it under 'applinks.substitutionVariables'")
    case .unclosedVariable:
      report(
        .unclosedVariable, "'$(' in '\(text)' has no closing ')': the rule never matches",
        at: value, pointer: pointer)
    case nil:
      break
    }
    if text.contains("\\") {
      report(
        .backslash, "'\\' in '\(text)' has no documented meaning in AASA patterns",
        severity: .warning,
        at: value, pointer: pointer,
        help: "AASA patterns have no escape character; remove the backslash")
    }
    if isPath, let (escape, character) = Self.escapedRawCharacter(in: text) {
      report(
        .encodedRawCharacter,
        "'\(escape)' in '\(text)' stands for '\(character)', which links carry unescaped in a "
          + "path: the rule misses the link a browser produces",
        severity: .warning, at: value, pointer: pointer, help: "write '\(character)'")
    }
    if isPath, Self.holdsQuery(text) {
      report(
        .queryInPath, "'?' in path pattern '\(text)' matches one character, not the query",
        severity: .warning, at: value, pointer: pointer,
        help: "match the query with a '?' key in a component")
    }
  }

  /// Whether a `?` in `text` reads as the start of a query (`?id=*`): a name before an `=`,
  /// without `/`, `*` or `?`. A `?` that stands for one character of a segment (`/s?*x=y`, as
  /// `aasa --generate` writes for a parameter) does not.
  static func holdsQuery(_ text: String) -> Bool {
    var rest = text[...]
    while let mark = rest.firstIndex(of: "?") {
      rest = rest[rest.index(after: mark)...]
      if let equals = rest.firstIndex(of: "="),
        !rest[..<equals].contains(where: { $0 == "/" || $0 == "*" || $0 == "?" })
      {
        return true
      }
    }
    return false
  }

  /// The first escape in `text` of a character a path carries as it is (letters, digits,
  /// `-._~`, `!$&'()*+,;=`, `:` and `@`), and that character.
  static func escapedRawCharacter(in text: String) -> (escape: Substring, character: Character)? {
    var rest = text[...]
    while let percent = rest.firstIndex(of: "%") {
      let escape = rest[percent...].prefix(3)
      if escape.count == 3, let value = UInt8(escape.dropFirst(), radix: 16),
        URICharacter.isPathCharacter(value)
      {
        return (escape, Character(Unicode.Scalar(value)))
      }
      rest = rest[rest.index(after: percent)...]
    }
    return nil
  }

  /// Warns about keys iOS does not read, with a "did you mean" when one is close.
  mutating func checkKeys(_ members: [JSONMember], allowed: [String], pointer: String) {
    for member in members where !allowed.contains(member.key) {
      let suggestion =
        allowed.first { $0.lowercased() == member.key.lowercased() }
        ?? Suggestion.closest(to: member.key, among: allowed.filter { $0.count > 1 })
      report(
        .unknownKey, "unknown key '\(member.key)' is ignored by iOS", severity: .warning,
        position: member.keyPosition, pointer: JSONPointer.appending(member.key, to: pointer),
        help: suggestion.map { "did you mean '\($0)'?" })
    }
  }
}
