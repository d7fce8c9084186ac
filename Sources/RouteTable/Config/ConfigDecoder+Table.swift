extension ConfigDecoder {
  /// `$schema` names the JSON Schema an editor validates the table with (docs/config.md); the
  /// reader ignores it.
  static let tableKeys = ["$schema", "version", "schemes", "hosts", "options", "types", "routes"]
  static let optionKeys = [
    "trailingSlash", "caseSensitive", "plusIsSpace", "allowWarnings", "androidHttp",
  ]

  /// Decodes the whole config; `nil` when anything was reported.
  mutating func decodeConfig(_ root: JSONValue) -> RouteConfig? {
    guard
      let members = object(
        root, pointer: "", subject: "the config", allowed: Self.tableKeys, context: "in the config")
    else { return nil }

    let version = decodeVersion(members["version"], root: root)
    let (schemes, opaqueSchemes, twoFormSchemes, schemePlatforms) =
      members["schemes"].flatMap {
        decodeSchemes($0.value, pointer: "/schemes", allowingOpaque: true)
      } ?? ([], [], [], [:])
    let hosts = members["hosts"].flatMap { decodeHosts($0.value, pointer: "/hosts") } ?? []
    if isEmptyList(members["schemes"]) && isEmptyList(members["hosts"])
      && !Self.misspells(["schemes", "hosts"], in: root, allowed: Self.tableKeys)
    {
      report(
        .noSchemesOrHosts, "the table has no 'schemes' and no 'hosts', so no link can resolve",
        pointer: "", position: root.position,
        help: "add \"schemes\": [\"myapp\"] for custom-scheme links or \"hosts\": [\"example.com\"]"
          + " for universal links")
    }
    let options =
      members["options"].map { decodeOptions($0.value, pointer: "/options", base: RouteOptions()) }
      ?? RouteOptions()
    let namedTypeList = members["types"].map { decodeNamedTypes($0.value) } ?? []

    var routes: [RouteDefinition] = []
    if let routesMember = members["routes"] {
      let table = TableContext(schemes: schemes, hosts: hosts, options: options)
      routes = decodeRoutes(routesMember.value, table: table)
    } else {
      reportMissingKey(
        ["routes"], in: root, allowed: Self.tableKeys, message: "missing required key 'routes'",
        pointer: "", help: "add \"routes\": [{\"name\": \"home\", \"paths\": [\"/\"]}]")
    }

    guard diagnostics.isEmpty, let version else { return nil }
    var config = RouteConfig(
      version: version, schemes: schemes, opaqueSchemes: opaqueSchemes, hosts: hosts,
      options: options,
      namedTypes: namedTypeList, routes: routes)
    config.twoFormSchemes = twoFormSchemes
    config.schemePlatforms = schemePlatforms
    return config
  }

  /// Absent, or present as `[]`: lists nothing. Any other value lists something or is reported
  /// as malformed by its own decoder.
  private func isEmptyList(_ member: JSONMember?) -> Bool {
    guard let member else { return true }
    if case .array(let elements) = member.value.kind { return elements.isEmpty }
    return false
  }

  private mutating func decodeVersion(_ member: JSONMember?, root: JSONValue) -> Int? {
    guard let member else {
      reportMissingKey(
        ["version"], in: root, allowed: Self.tableKeys, message: "missing required key 'version'",
        pointer: "", help: "add \"version\": 1")
      return nil
    }
    guard case .number(let text) = member.value.kind else {
      reportWrongType(member.value, pointer: "/version", subject: "'version'", expected: "a number")
      return nil
    }
    guard text == "1" else {
      report(
        .unsupportedVersion, "unsupported version '\(text)'", pointer: "/version",
        position: member.value.position, help: "this linkcheck reads version 1")
      return nil
    }
    return 1
  }

  // MARK: - Schemes and hosts

  /// Lowercased schemes and, of them, the opaque ones; `nil` when the value is not an array.
  /// `allowingOpaque` (the table's list): an entry may be `{"name": …, "opaque": true}`.
  mutating func decodeSchemes(
    _ value: JSONValue, pointer: String, allowingOpaque: Bool = false
  ) -> (
    names: [String], opaque: [String], twoForm: [String], platforms: [String: Platforms]
  )? {
    var entries: [(text: String, value: JSONValue, index: Int)] = []
    var opaque: [String] = []
    var twoForm: [String] = []
    var platforms: [String: Platforms] = [:]
    if allowingOpaque, case .array(let elements) = value.kind {
      for (index, element) in elements.enumerated() {
        let entryPointer = JSONPointer.appending(index, to: pointer)
        guard case .object = element.kind else {
          if let text = string(element, pointer: entryPointer, subject: "each entry of 'schemes'") {
            entries.append((text, element, index))
          }
          continue
        }
        guard
          let members = object(
            element, pointer: entryPointer, subject: "a scheme", allowed: Self.schemeKeys,
            context: "in a scheme")
        else { continue }
        guard let name = members["name"] else {
          reportMissingKey(
            ["name"], in: element, allowed: Self.schemeKeys,
            message: "missing required key 'name' in a scheme", pointer: entryPointer,
            help: "add \"name\": \"myapp\"")
          continue
        }
        let namePointer = JSONPointer.appending("name", to: entryPointer)
        guard let text = string(name.value, pointer: namePointer, subject: "'name'") else {
          continue
        }
        entries.append((text, name.value, index))
        if let member = members["platforms"],
          let listed = decodePlatforms(
            member.value, pointer: JSONPointer.appending("platforms", to: entryPointer)),
          listed != .both
        {
          platforms[text.lowercased()] = listed
        }
        if let forms = members["forms"] {
          let formsPointer = JSONPointer.appending("forms", to: entryPointer)
          if let opaqueMember = members["opaque"] {
            report(
              .conflictingKeys, "scheme '\(text)' has both 'opaque' and 'forms'",
              pointer: JSONPointer.appending("opaque", to: entryPointer),
              position: opaqueMember.keyPosition,
              help: "remove 'opaque': 'forms' lists every form, the one 'build' writes first")
          } else if let listed = decodeChoices(
            forms.value, pointer: formsPointer, key: "forms", noun: "scheme form",
            among: Self.schemeForms)
          {
            if listed.first == "opaque" { opaque.append(text.lowercased()) }
            if listed.count == 2 { twoForm.append(text.lowercased()) }
          }
        } else if let flag = members["opaque"].flatMap({
          bool(
            $0.value, pointer: JSONPointer.appending("opaque", to: entryPointer),
            subject: "'opaque'")
        }), flag {
          opaque.append(text.lowercased())
        }
      }
    } else {
      guard let strings = strings(value, pointer: pointer, key: "schemes") else { return nil }
      entries = strings
    }
    var schemes: [String] = []
    for entry in entries {
      let entryPointer = JSONPointer.appending(entry.index, to: pointer)
      guard let scheme = validScheme(entry.text, at: entry.value, pointer: entryPointer) else {
        continue
      }
      if schemes.contains(scheme) {
        report(
          .duplicateEntry, "scheme '\(entry.text)' is listed twice", pointer: entryPointer,
          position: entry.value.position, help: "remove one of them")
        continue
      }
      schemes.append(scheme)
    }
    return (schemes, opaque, twoForm, platforms)
  }

  static let schemeKeys = ["name", "opaque", "forms", "platforms"]

  /// A `platforms` list: `ios`, `android` or both, each once.
  mutating func decodePlatforms(_ value: JSONValue, pointer: String) -> Platforms? {
    decodeChoices(
      value, pointer: pointer, key: "platforms", noun: "platform",
      among: Platforms.names.map(\.name)
    ).map { listed in
      Platforms(Platforms.names.filter { listed.contains($0.name) }.map(\.platform))
    }
  }

  static let schemeForms = ["opaque", "hierarchical"]

  /// A non-empty list of distinct entries of the two `choices` (`platforms`, a scheme's
  /// `forms`), in the order listed; `nil` after a report. `noun` names an entry in messages.
  private mutating func decodeChoices(
    _ value: JSONValue, pointer: String, key: String, noun: String, among choices: [String]
  ) -> [String]? {
    guard let entries = strings(value, pointer: pointer, key: key) else { return nil }
    let neither = "neither '\(choices[0])' nor '\(choices[1])'"
    var listed: [String] = []
    for entry in entries {
      let entryPointer = JSONPointer.appending(entry.index, to: pointer)
      guard choices.contains(entry.text) else {
        report(
          .invalidValue, "\(noun) '\(entry.text)' is \(neither)", pointer: entryPointer,
          position: entry.value.position,
          help: Suggestion.closest(to: entry.text.lowercased(), among: choices).map {
            "did you mean '\($0)'?"
          })
        return nil
      }
      guard !listed.contains(entry.text) else {
        report(
          .duplicateEntry, "\(noun) '\(entry.text)' is listed twice", pointer: entryPointer,
          position: entry.value.position, help: "remove one of them")
        return nil
      }
      listed.append(entry.text)
    }
    guard !listed.isEmpty else {
      report(
        .invalidValue, "'\(key)' lists \(neither)", pointer: pointer, position: value.position,
        help: "list \"\(choices[0])\", \"\(choices[1])\" or both")
      return nil
    }
    return listed
  }

  /// The scheme lowercased (schemes compare case-insensitively), or `nil` after a report.
  private mutating func validScheme(
    _ text: String, at value: JSONValue, pointer: String
  ) -> String? {
    func invalid(_ reason: String, help: String? = nil) -> String? {
      report(
        .invalidScheme, "invalid scheme '\(text)': \(reason)", pointer: pointer,
        position: value.position, help: help)
      return nil
    }
    if let colon = text.firstIndex(of: ":") {
      let bare = text[..<colon]
      return invalid(
        "a scheme has no ':' or '//'",
        help: bare.isEmpty ? "remove the ':'" : "write the scheme alone: '\(bare)'")
    }
    guard let first = text.unicodeScalars.first else { return invalid("it is empty") }
    guard first.isASCIILetter else { return invalid("a scheme must start with a letter") }
    if let bad = text.unicodeScalars.first(where: {
      !($0.isASCIILetter || $0.isASCIIDigit || $0 == "+" || $0 == "-" || $0 == ".")
    }) {
      return invalid(
        "'\(Character(bad))' is not allowed",
        help: "a scheme may contain only letters, digits, '+', '-' and '.'")
    }
    let scheme = text.lowercased()
    if scheme == "https" || scheme == "http" {
      return invalid(
        "'schemes' lists custom schemes", help: "list web domains under 'hosts' instead")
    }
    return scheme
  }

  mutating func decodeHosts(_ value: JSONValue, pointer: String) -> [HostPattern]? {
    guard let entries = strings(value, pointer: pointer, key: "hosts") else { return nil }
    var hosts: [HostPattern] = []
    for entry in entries {
      let entryPointer = JSONPointer.appending(entry.index, to: pointer)
      switch HostPattern.parse(entry.text) {
      case .success(let host):
        if let same = hosts.first(where: { $0.matchesSameHosts(as: host) }) {
          let message =
            same == host
            ? "host '\(entry.text)' is listed twice"
            : "host '\(entry.text)' matches the hosts '\(same.text)' matches"
          report(
            .duplicateEntry, message, pointer: entryPointer, position: entry.value.position,
            help: "remove one of them")
          continue
        }
        hosts.append(host)
      case .failure(let problem):
        report(
          .invalidHost, "invalid host '\(entry.text)': \(problem.reason)", pointer: entryPointer,
          position: entry.value.position, help: problem.help)
      }
    }
    return hosts
  }

  // MARK: - Options

  /// `base` with the overrides `value` sets.
  mutating func decodeOptions(
    _ value: JSONValue, pointer: String, base: RouteOptions
  ) -> RouteOptions {
    var options = base
    guard
      let members = object(
        value, pointer: pointer, subject: "'options'", allowed: Self.optionKeys,
        context: "in 'options'")
    else { return options }
    if let member = members["trailingSlash"] {
      let memberPointer = JSONPointer.appending("trailingSlash", to: pointer)
      if let text = string(member.value, pointer: memberPointer, subject: "'trailingSlash'") {
        if let mode = RouteOptions.TrailingSlash(rawValue: text) {
          options.trailingSlash = mode
        } else {
          let names = RouteOptions.TrailingSlash.allCases.map(\.rawValue)
          report(
            .invalidValue, "'trailingSlash' must be 'ignore' or 'strict', found '\(text)'",
            pointer: memberPointer, position: member.value.position,
            help: Suggestion.closest(to: text, among: names).map { "did you mean '\($0)'?" })
        }
      }
    }
    if let member = members["caseSensitive"],
      let flag = bool(
        member.value, pointer: JSONPointer.appending("caseSensitive", to: pointer),
        subject: "'caseSensitive'")
    {
      options.caseSensitive = flag
    }
    if let member = members["plusIsSpace"],
      let flag = bool(
        member.value, pointer: JSONPointer.appending("plusIsSpace", to: pointer),
        subject: "'plusIsSpace'")
    {
      options.plusIsSpace = flag
    }
    if let member = members["allowWarnings"] {
      options.allowWarnings.formUnion(
        decodeAllowedWarnings(
          member.value, pointer: JSONPointer.appending("allowWarnings", to: pointer)))
    }
    if let member = members["androidHttp"] {
      let memberPointer = JSONPointer.appending("androidHttp", to: pointer)
      if pointer != "/options" {
        report(
          .invalidValue, "'androidHttp' is an option of the table, not of a route",
          pointer: memberPointer, position: member.keyPosition,
          help: "move it to the table's 'options': the app registers http for all its hosts")
      } else if let flag = bool(member.value, pointer: memberPointer, subject: "'androidHttp'") {
        options.androidHttp = flag
      }
    }
    return options
  }

  /// The warning codes of an `allowWarnings` list; unknown codes reported.
  mutating func decodeAllowedWarnings(_ value: JSONValue, pointer: String) -> Set<LinkWarning.Code>
  {
    var codes: Set<LinkWarning.Code> = []
    for entry in strings(value, pointer: pointer, key: "allowWarnings") ?? [] {
      if let code = LinkWarning.Code(rawValue: entry.text) {
        codes.insert(code)
      } else {
        report(
          .invalidValue, "'\(entry.text)' is not a warning code",
          pointer: JSONPointer.appending(entry.index, to: pointer), position: entry.value.position,
          help: Suggestion.closest(
            to: entry.text, among: LinkWarning.Code.allCases.map(\.rawValue)
          ).map { "did you mean '\($0)'?" })
      }
    }
    return codes
  }
}

/// What a route inherits from the table and is checked against.
struct TableContext {
  var schemes: [String]
  var hosts: [HostPattern]
  var options: RouteOptions
}

extension Unicode.Scalar {
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
