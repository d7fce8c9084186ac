/// Walks the JSON of an AASA file the way iOS reads it, collecting the document and every
/// structure finding on the way.
struct AASAReader {
  var diagnostics: [Diagnostic] = []
  var variables = AASASubstitutionVariables()
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

// MARK: - Helpers

extension AASAReader {
  /// A component as compact JSON without its `comment`, for messages.
  static func ruleText(_ component: JSONValue) -> String {
    guard case .object(let members) = component.kind else { return JSONSource.compact(component) }
    let shown = members.filter { $0.key != "comment" }
    return JSONSource.compact(JSONValue(.object(shown), at: component.position))
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
