/// Walks the JSON of an AASA file the way iOS reads it, collecting the document and every
/// structure finding on the way.
struct AASAReader {
  var diagnostics: [Diagnostic] = []
  private var variables = AASASubstitutionVariables()
  private var fileDefaults: [JSONMember] = []
  /// Where each app was first listed, to report it listed again.
  private var firstListing: [String: Int] = [:]

  static let topLevelKeys = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
  static let applinksKeys = ["apps", "details", "defaults", "substitutionVariables"]
  static let entryKeys = [
    "appID", "appIDs", "components", "paths", "defaults", "comment", "relativeOrder",
  ]
  static let componentKeys = [
    "/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment", "requiredEntitlement",
  ]
  static let flagKeys = ["exclude", "caseSensitive", "percentEncoded"]

  mutating func read(_ root: JSONValue) -> AASADocument? {
    guard case .object(let members) = root.kind else {
      report(
        .wrongType, "the file must be a JSON object, not \(Self.describe(root))", at: root,
        pointer: "")
      return nil
    }
    checkKeys(members, allowed: Self.topLevelKeys, pointer: "")
    var document = AASADocument(
      hasApplinks: false, entries: [], detailsIsDictionary: false, variables: variables,
      webCredentialsApps: [], appClipsApps: [])
    if let applinks = Self.member("applinks", of: members) {
      readApplinks(applinks.value, into: &document)
    } else {
      report(
        .noApplinks, "the file has no 'applinks', so no link opens an app", severity: .warning,
        position: root.position, pointer: "")
    }
    for service in ["webcredentials", "appclips", "activitycontinuation"] {
      guard let member = Self.member(service, of: members) else { continue }
      let apps = readServiceApps(member.value, service: service)
      if service == "webcredentials" { document.webCredentialsApps = apps }
      if service == "appclips" { document.appClipsApps = apps }
    }
    return document
  }

  // MARK: - applinks

  private mutating func readApplinks(_ value: JSONValue, into document: inout AASADocument) {
    guard case .object(let members) = value.kind else {
      report(
        .wrongType, "'applinks' is \(Self.describe(value)), not an object; iOS ignores it",
        at: value, pointer: "/applinks")
      return
    }
    document.hasApplinks = true
    checkKeys(members, allowed: Self.applinksKeys, pointer: "/applinks")
    if let apps = Self.member("apps", of: members) {
      switch apps.value.kind {
      case .array(let elements) where !elements.isEmpty:
        report(
          .legacyApps, "legacy 'apps' is not empty; iOS 13 and later ignore it",
          severity: .warning, at: apps.value, pointer: "/applinks/apps",
          help: "write \"apps\": [] or remove the key")
      case .array: break
      default:
        report(
          .wrongType, "legacy 'apps' is \(Self.describe(apps.value)), not an array",
          severity: .warning, at: apps.value, pointer: "/applinks/apps")
      }
    }
    if let declared = Self.member("substitutionVariables", of: members) {
      variables = readVariables(declared.value)
      document.variables = variables
    }
    if let defaults = Self.member("defaults", of: members) {
      if case .object(let defaultMembers) = defaults.value.kind {
        fileDefaults = defaultMembers
        checkRuleValues(defaultMembers, pointer: "/applinks/defaults", inDefaults: true)
      } else {
        report(
          .wrongType,
          "'defaults' is \(Self.describe(defaults.value)), not an object; iOS ignores it",
          at: defaults.value, pointer: "/applinks/defaults")
      }
    }
    guard let details = Self.member("details", of: members) else { return }
    switch details.value.kind {
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        let pointer = "/applinks/details/\(index)"
        guard case .object(let entryMembers) = element.kind else {
          report(
            .wrongType,
            "details entry \(index) is \(Self.describe(element)), not an object; "
              + "iOS skips it", severity: .warning, at: element, pointer: pointer)
          continue
        }
        let entry = readEntry(
          entryMembers, index: document.entries.count, pointer: pointer, at: element.position,
          impliedAppID: nil)
        document.entries.append(entry)
      }
    case .object(let byApp):
      document.detailsIsDictionary = true
      report(
        .detailsDictionary,
        "'details' is the legacy dictionary keyed by app ID; iOS evaluates its apps in an "
          + "undefined order (linkcheck uses the order written)", severity: .warning,
        at: details.value, pointer: "/applinks/details",
        help: "write 'details' as an array of {\"appIDs\": [...], \"components\": [...]}")
      for member in byApp {
        let pointer = JSONPointer.appending(member.key, to: "/applinks/details")
        guard case .object(let entryMembers) = member.value.kind else {
          report(
            .wrongType,
            "the entry of '\(member.key)' is \(Self.describe(member.value)), not an "
              + "object; iOS skips it", severity: .warning, at: member.value, pointer: pointer)
          continue
        }
        checkAppID(member.key, position: member.keyPosition, pointer: pointer)
        let entry = readEntry(
          entryMembers, index: document.entries.count, pointer: pointer,
          at: member.value.position, impliedAppID: member.key)
        document.entries.append(entry)
      }
    default:
      report(
        .wrongType,
        "'details' is \(Self.describe(details.value)), not an array; iOS reads no rules",
        at: details.value, pointer: "/applinks/details")
    }
  }

  private mutating func readVariables(_ value: JSONValue) -> AASASubstitutionVariables {
    let pointer = "/applinks/substitutionVariables"
    guard case .object(let members) = value.kind else {
      report(
        .wrongType, "'substitutionVariables' is \(Self.describe(value)), not an object",
        at: value, pointer: pointer)
      return AASASubstitutionVariables()
    }
    var custom: [String: [String]] = [:]
    for member in members {
      let memberPointer = JSONPointer.appending(member.key, to: pointer)
      if member.key.isEmpty || member.key.contains(where: { "$()".contains($0) }) {
        report(
          .invalidVariable,
          "variable name '\(member.key)' cannot be used: a name must be "
            + "non-empty and without '$', '(' or ')'", position: member.keyPosition,
          pointer: memberPointer)
        continue
      }
      guard case .array(let elements) = member.value.kind else {
        report(
          .invalidVariable,
          "variable '\(member.key)' is \(Self.describe(member.value)), not an "
            + "array of strings; iOS ignores it", at: member.value, pointer: memberPointer)
        continue
      }
      var values: [String] = []
      for (index, element) in elements.enumerated() {
        guard case .string(let text) = element.kind else {
          report(
            .invalidVariable,
            "value \(index) of variable '\(member.key)' is "
              + "\(Self.describe(element)), not a string", at: element,
            pointer: JSONPointer.appending(index, to: memberPointer))
          continue
        }
        if text.contains("$(") {
          report(
            .invalidVariable,
            "value '\(text)' of variable '\(member.key)' contains '$(': a "
              + "value cannot use another variable", at: element,
            pointer: JSONPointer.appending(index, to: memberPointer))
        }
        values.append(text)
      }
      custom[member.key] = values
    }
    return AASASubstitutionVariables(custom: custom)
  }

  // MARK: - Entries

  private mutating func readEntry(
    _ members: [JSONMember], index: Int, pointer: String, at position: SourcePosition,
    impliedAppID: String?
  ) -> AASAEntry {
    checkKeys(members, allowed: Self.entryKeys, pointer: pointer)
    let appIDs = impliedAppID.map { [$0] } ?? readAppIDs(members, pointer: pointer, at: position)
    var merged = fileDefaults
    if let defaults = Self.member("defaults", of: members) {
      let defaultsPointer = pointer + "/defaults"
      if case .object(let entryDefaults) = defaults.value.kind {
        checkRuleValues(entryDefaults, pointer: defaultsPointer, inDefaults: true)
        for member in entryDefaults {
          merged.removeAll { $0.key == member.key }
          merged.append(member)
        }
      } else {
        report(
          .wrongType,
          "'defaults' is \(Self.describe(defaults.value)), not an object; iOS "
            + "ignores it", at: defaults.value, pointer: defaultsPointer)
      }
    }
    var rules: [AASARule] = []
    let components = Self.member("components", of: members)
    let paths = Self.member("paths", of: members)
    if let components, case .array(let elements) = components.value.kind {
      if let paths {
        report(
          .pathsAndComponents,
          "'paths' is ignored on iOS 13 and later because 'components' is "
            + "present", severity: .warning, position: paths.keyPosition,
          pointer: pointer + "/paths",
          help: "keep 'paths' only to support iOS 12 and earlier, and keep both lists in step")
      }
      for (ruleIndex, element) in elements.enumerated() {
        let rulePointer = pointer + "/components/\(ruleIndex)"
        guard case .object(let ruleMembers) = element.kind else {
          report(
            .wrongType,
            "component \(ruleIndex) is \(Self.describe(element)), not an object; iOS "
              + "skips it", severity: .warning, at: element, pointer: rulePointer)
          continue
        }
        checkRuleValues(ruleMembers, pointer: rulePointer, inDefaults: false)
        checkConstrainsSomething(
          ruleMembers, defaults: merged, index: rules.count, pointer: rulePointer, at: element)
        rules.append(
          compileComponent(
            ruleMembers, defaults: merged, index: rules.count, pointer: rulePointer,
            position: element.position, text: Self.ruleText(element)))
      }
    } else {
      if let components {
        report(
          .wrongType,
          "'components' is \(Self.describe(components.value)), not an array; iOS "
            + "ignores it", at: components.value, pointer: pointer + "/components")
      }
      if let paths, case .array(let elements) = paths.value.kind {
        for (pathIndex, element) in elements.enumerated() {
          let pathPointer = pointer + "/paths/\(pathIndex)"
          guard case .string(let text) = element.kind else {
            report(
              .wrongType,
              "path \(pathIndex) is \(Self.describe(element)), not a string; iOS "
                + "skips it", severity: .warning, at: element, pointer: pathPointer)
            continue
          }
          checkPattern(
            Self.legacyPathPattern(text).pattern, at: element, pointer: pathPointer, isPath: true)
          rules.append(
            compileLegacyPath(
              text, defaults: merged, index: rules.count, pointer: pathPointer,
              position: element.position))
        }
      } else if let paths {
        report(
          .wrongType, "'paths' is \(Self.describe(paths.value)), not an array; iOS ignores it",
          at: paths.value, pointer: pointer + "/paths")
      } else if components == nil {
        report(
          .noRules, "details entry \(index) has neither 'components' nor 'paths': it opens no link",
          severity: .warning, position: position, pointer: pointer)
      }
    }
    return AASAEntry(
      index: index, appIDs: appIDs, rules: rules, pointer: pointer, position: position)
  }

  private mutating func readAppIDs(
    _ members: [JSONMember], pointer: String, at position: SourcePosition
  ) -> [String] {
    let single = Self.member("appID", of: members)
    let list = Self.member("appIDs", of: members)
    var singleID: String?
    if let single {
      if case .string(let text) = single.value.kind {
        singleID = text
      } else {
        report(
          .wrongType, "'appID' is \(Self.describe(single.value)), not a string", at: single.value,
          pointer: pointer + "/appID")
      }
    }
    if let list {
      if case .array(let elements) = list.value.kind {
        var ids: [String] = []
        for (index, element) in elements.enumerated() {
          let elementPointer = pointer + "/appIDs/\(index)"
          guard case .string(let text) = element.kind else {
            report(
              .wrongType,
              "app ID \(index) is \(Self.describe(element)), not a string; iOS "
                + "skips it", at: element, pointer: elementPointer)
            continue
          }
          checkAppID(text, position: element.position, pointer: elementPointer)
          ids.append(text)
        }
        if let single {
          if let singleID, !ids.contains(singleID) {
            report(
              .appIDAndAppIDs,
              "'appID' '\(singleID)' is ignored because 'appIDs' is present, "
                + "and 'appIDs' does not list it", position: single.keyPosition,
              pointer: pointer + "/appID", help: "move '\(singleID)' into 'appIDs'")
          } else {
            report(
              .appIDAndAppIDs, "'appID' is ignored because 'appIDs' is present", severity: .warning,
              position: single.keyPosition, pointer: pointer + "/appID",
              help: "remove 'appID'")
          }
        }
        return ids
      }
      report(
        .wrongType,
        "'appIDs' is \(Self.describe(list.value)), not an array; iOS reads 'appID' "
          + "instead", at: list.value, pointer: pointer + "/appIDs")
    }
    if let singleID, let single {
      checkAppID(singleID, position: single.value.position, pointer: pointer + "/appID")
      return [singleID]
    }
    if single == nil && list == nil {
      report(
        .missingAppID, "details entry has neither 'appIDs' nor 'appID': it applies to no app",
        position: position, pointer: pointer)
    }
    return []
  }

  private mutating func checkAppID(_ appID: String, position: SourcePosition, pointer: String) {
    let parts = appID.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let validCharacters = appID.unicodeScalars.allSatisfy {
      ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        || $0 == "." || $0 == "-" || $0 == "*"
    }
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, validCharacters else {
      report(
        .invalidAppID, "app ID '\(appID)' is not of the form 'TEAMID.bundle.id'",
        position: position, pointer: pointer,
        help: "write the team ID (Application Identifier Prefix), a '.', then the bundle ID")
      return
    }
    let prefix = parts[0].unicodeScalars
    let looksLikeTeamID =
      prefix.count == 10
      && prefix.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    if !looksLikeTeamID {
      report(
        .invalidAppID, "app ID prefix '\(parts[0])' is not a 10-character team ID",
        severity: .warning, position: position, pointer: pointer)
    }
    if let first = firstListing[appID] {
      report(
        .duplicateApp,
        "app '\(appID)' is also listed in details entry \(first); iOS most likely "
          + "uses only the first entry that lists an app", severity: .warning, position: position,
        pointer: pointer, help: "merge the two entries' rules into one entry")
    } else if let index = Self.entryIndex(of: pointer) {
      firstListing[appID] = index
    }
  }

  /// The entry number in a pointer such as `/applinks/details/2/appIDs/0`.
  private static func entryIndex(of pointer: String) -> Int? {
    let tokens = pointer.split(separator: "/")
    guard tokens.count >= 3 else { return nil }
    return Int(tokens[2]) ?? 0
  }

  private mutating func readServiceApps(_ value: JSONValue, service: String) -> [String] {
    let pointer = "/" + service
    guard case .object(let members) = value.kind else {
      report(
        .wrongType, "'\(service)' is \(Self.describe(value)), not an object", at: value,
        pointer: pointer)
      return []
    }
    if service == "appclips", let details = Self.member("details", of: members) {
      report(
        .appClipsDetails, "'appclips' cannot carry 'details'; iOS reads only its 'apps'",
        position: details.keyPosition, pointer: pointer + "/details",
        help: "put the App Clip's rules under 'applinks'")
    }
    checkKeys(
      members.filter { !(service == "appclips" && $0.key == "details") }, allowed: ["apps"],
      pointer: pointer)
    guard let apps = Self.member("apps", of: members) else { return [] }
    guard case .array(let elements) = apps.value.kind else {
      report(
        .wrongType, "'\(service).apps' is \(Self.describe(apps.value)), not an array",
        at: apps.value, pointer: pointer + "/apps")
      return []
    }
    var ids: [String] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element.kind else {
        report(
          .wrongType, "app ID \(index) is \(Self.describe(element)), not a string", at: element,
          pointer: pointer + "/apps/\(index)")
        continue
      }
      ids.append(text)
    }
    return ids
  }
}

// MARK: - Rules

extension AASAReader {
  /// A legacy path's pattern and whether it is a `NOT ` exclusion (the prefix is matched
  /// case-insensitively).
  static func legacyPathPattern(_ text: String) -> (pattern: String, isNot: Bool) {
    let prefix = text.unicodeScalars.prefix(4)
    if prefix.count == 4, String(String.UnicodeScalarView(prefix)).lowercased() == "not " {
      return (String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(4))), true)
    }
    return (text, false)
  }

  func compileComponent(
    _ members: [JSONMember], defaults: [JSONMember], index: Int, pointer: String,
    position: SourcePosition, text: String
  ) -> AASARule {
    func effective(_ key: String) -> JSONValue? {
      (Self.member(key, of: members) ?? Self.member(key, of: defaults))?.value
    }
    var path: AASAGlob?
    if case .string(let pattern)? = effective("/")?.kind {
      path = AASAGlob(AASAPathNormalization.normalize(pattern), variables: variables)
    }
    return AASARule(
      origin: .component, index: index, pointer: pointer, position: position, text: text,
      path: path, query: effective("?").flatMap(queryPattern),
      fragment: effective("#").flatMap(glob),
      exclude: Self.flag(effective("exclude"), absent: false),
      caseSensitive: Self.flag(effective("caseSensitive"), absent: true),
      percentEncoded: Self.flag(effective("percentEncoded"), absent: true),
      requiredEntitlement: effective("requiredEntitlement").flatMap(Self.string))
  }

  func compileLegacyPath(
    _ text: String, defaults: [JSONMember], index: Int, pointer: String, position: SourcePosition
  ) -> AASARule {
    func effective(_ key: String) -> JSONValue? { Self.member(key, of: defaults)?.value }
    let (pattern, isNot) = Self.legacyPathPattern(text)
    return AASARule(
      origin: .legacyPath, index: index, pointer: pointer, position: position,
      text: AASAJSONText.string(text),
      path: AASAGlob(AASAPathNormalization.normalize(pattern), variables: variables),
      query: effective("?").flatMap(queryPattern), fragment: effective("#").flatMap(glob),
      exclude: isNot || Self.flag(effective("exclude"), absent: false),
      caseSensitive: isNot || Self.flag(effective("caseSensitive"), absent: true),
      percentEncoded: Self.flag(effective("percentEncoded"), absent: true),
      requiredEntitlement: effective("requiredEntitlement").flatMap(Self.string))
  }

  private func glob(_ value: JSONValue) -> AASAGlob? {
    Self.string(value).map { AASAGlob($0, variables: variables) }
  }

  private func queryPattern(_ value: JSONValue) -> AASAQueryPattern? {
    switch value.kind {
    case .string(let text): return .whole(AASAGlob(text, variables: variables))
    case .object(let members):
      var items: [AASAQueryItemPattern] = []
      for member in members {
        // One non-string value and iOS drops the whole dictionary.
        guard case .string(let text) = member.value.kind else { return nil }
        items.append(
          AASAQueryItemPattern(name: member.key, pattern: AASAGlob(text, variables: variables)))
      }
      return .items(items.sorted { $0.name < $1.name })
    default: return nil
    }
  }

  private static func flag(_ value: JSONValue?, absent: Bool) -> Bool {
    guard let value else { return absent }
    return AASABoolValue.of(value) ?? false
  }

  private static func string(_ value: JSONValue) -> String? {
    if case .string(let text) = value.kind { text } else { nil }
  }
}

// MARK: - Value checks

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
    if isPath, let mark = text.firstIndex(of: "?"), text[mark...].contains("=") {
      report(
        .queryInPath, "'?' in path pattern '\(text)' matches one character, not the query",
        severity: .warning, at: value, pointer: pointer,
        help: "match the query with a '?' key in a component")
    }
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

// MARK: - Helpers

extension AASAReader {
  /// A component as compact JSON without its `comment`, for messages.
  static func ruleText(_ component: JSONValue) -> String {
    guard case .object(let members) = component.kind else { return AASAJSONText.compact(component) }
    let shown = members.filter { $0.key != "comment" }
    return AASAJSONText.compact(JSONValue(.object(shown), at: component.position))
  }

  static func member(_ key: String, of members: [JSONMember]) -> JSONMember? {
    members.first { $0.key == key }
  }

  /// `an array`, `the number 5`, `the string '…'`, for messages.
  static func describe(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let text): text
    case .string(let text): "\"\(text)\""
    case .array: "an array"
    case .object: "an object"
    }
  }

  mutating func report(
    _ code: AASADiagnosticCode, _ message: String, severity: Diagnostic.Severity = .error,
    at value: JSONValue, pointer: String, help: String? = nil
  ) {
    report(
      code, message, severity: severity, position: value.position, pointer: pointer, help: help)
  }

  mutating func report(
    _ code: AASADiagnosticCode, _ message: String, severity: Diagnostic.Severity = .error,
    position: SourcePosition?, pointer: String, help: String? = nil
  ) {
    diagnostics.append(
      Diagnostic(
        severity: severity, code: code.rawValue, message: message, pointer: pointer,
        position: position, help: help))
  }
}
