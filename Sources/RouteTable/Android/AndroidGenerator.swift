/// Intent filters and an assetlinks.json file written from a route table
/// (`linkcheck android --generate`): one `autoVerify` filter per https host links are served from (also `http` with
/// `options.androidHttp`), the custom schemes in
/// a filter of their own, and path attributes as tight as Android's matchers can express.
public enum AndroidGenerator {
  /// The first API level that reads `android:pathAdvancedPattern`. Older ones ignore the
  /// attribute, and a filter whose paths they all ignore takes every path of its hosts.
  public static let advancedPatternAPI = 31

  /// The `<intent-filter>` elements for the table's routes, indented for an `<activity>`, for
  /// an app that runs on API `minSdk` and later: from ``advancedPatternAPI``, parameters are
  /// written as `pathAdvancedPattern` classes (`[^/]+`, `[0-9]+`), which say "one segment".
  public static func intentFilters(table: RouteTable, minSdk: Int? = nil) -> String {
    intentFilters(table: table, minSdk: minSdk, routes: nil)
  }

  /// The filters for the routes named in `routes` alone (all when `nil`).
  static func intentFilters(table: RouteTable, minSdk: Int?, routes names: Set<String>?)
    -> String
  {
    let advanced = (minSdk ?? 0) >= advancedPatternAPI
    let routes = table.config.routes.filter {
      !$0.paths.isEmpty && $0.platforms.contains(.android) && names?.contains($0.name) != false
    }
    var lines: [String] = []
    // A host a route lists under the table's (`status.example.com` under `*.example.com`) has a
    // filter of its own: the table host's filter is for the routes on that one.
    for host in table.config.servingHosts {
      let answering = routes.filter { ($0.hosts ?? table.config.hosts).contains(host) }
      guard !answering.isEmpty else { continue }
      // Verification is all or nothing before Android 12: a host it cannot verify (`localhost`)
      // would keep every other host from opening the app.
      // Android knows no host parameters: `:name.example.com` is `*.example.com` there.
      let written = host.platformText
      let verifiable = AndroidHostName.isVerifiable(written)
      if !verifiable {
        lines.append(
          "<!-- \(xmlComment("'\(written)' is not a domain name Android can verify: not autoVerify")) -->"
        )
      }
      let schemes = table.config.options.androidHttp ? ["http", "https"] : ["https"]
      lines += filter(autoVerify: verifiable, schemes: schemes, host: written)
      var attributes: [String] = []
      for route in answering {
        for pattern in route.paths {
          for variant in pattern.variants {
            let (attribute, wider) = pathAttribute(variant, of: route, advanced: advanced)
            if wider {
              let note = "'\(pattern.source)' is wider here: Android cannot express it"
              attributes.append("<!-- \(xmlComment("\(route.name): \(note)")) -->")
            }
            if !attributes.contains(attribute) { attributes.append(attribute) }
          }
        }
      }
      lines += attributes.map { "    " + $0 }
      lines.append("</intent-filter>")
    }
    // An iOS-only scheme (`youtube://`) is not registered on Android.
    let schemes = table.config.schemes.filter {
      table.config.platforms(ofScheme: $0).contains(.android)
    }
    if !schemes.isEmpty, routes.contains(where: { $0.schemes?.isEmpty != true }) {
      lines.append(
        "<!-- custom schemes: without a host Android reads no path, so this takes every link -->")
      lines += filter(autoVerify: false, schemes: schemes, host: nil)
      lines.append("</intent-filter>")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The filters ``intentFilters(table:minSdk:)`` writes for the routes named in `routes`, as
  /// Android reads them: what the cross-check weighs a filter meant for them against.
  static func filters(table: RouteTable, minSdk: Int?, routes: Set<String>)
    -> [AndroidIntentFilter]
  {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android">
      <application><activity android:name=".Main">
      \(intentFilters(table: table, minSdk: minSdk, routes: routes))
      </activity></application></manifest>
      """
    return AndroidManifest(xml: Array(xml.utf8)).activities.flatMap(\.filters)
  }

  private static func filter(autoVerify: Bool, schemes: [String], host: String?) -> [String] {
    [
      autoVerify ? #"<intent-filter android:autoVerify="true">"# : "<intent-filter>",
      #"    <action android:name="android.intent.action.VIEW" />"#,
      #"    <category android:name="android.intent.category.DEFAULT" />"#,
      #"    <category android:name="android.intent.category.BROWSABLE" />"#,
    ] + schemes.map { #"    <data android:scheme="\#(xml($0))" />"# }
      + (host.map { [#"    <data android:host="\#(xml($0))" />"#] } ?? [])
  }

  /// The tightest `<data>` path attribute for a pattern's parts (one variant of its optional
  /// groups) of `route`, and whether it is wider than the route: `android:path` for fixed text,
  /// `android:pathAdvancedPattern` where `advanced` allows it, `android:pathPattern` where each
  /// parameter is one whole segment (Android's `.*` stops at the next `/`, but a final one takes
  /// the rest), else the fixed start as a prefix.
  static func pathAttribute(_ parts: [PatternPart], of route: RouteDefinition, advanced: Bool)
    -> (attribute: String, wider: Bool)
  {
    let text = parts.map { PercentDecoding.decodeLossless($0.value) }.joined()
    if parts.allSatisfy({ $0.kind == .fixedText && $0.modifier == .none }),
      text.unicodeScalars.allSatisfy(isXMLCharacter)
    {
      return (#"<data android:path="\#(xml(text.isEmpty ? "/" : text))" />"#, false)
    }
    if advanced, let pattern = advancedPattern(parts, of: route) {
      return (#"<data android:pathAdvancedPattern="\#(xml(pattern))" />"#, false)
    }
    if let glob = glob(parts, dynamic: false) {
      return (#"<data android:pathPattern="\#(xml(escaped(glob, "\\")))" />"#, false)
    }
    let prefix = fixedStart(parts, dynamic: false)
    return (#"<data android:pathPrefix="\#(xml(prefix.isEmpty ? "/" : prefix))" />"#, true)
  }

  /// The fixed text `parts` start with, decoded, up to the first part that is not fixed text
  /// (with that part's own `/`), and up to a character the target cannot write as itself (a
  /// dynamic rule's `*` or `?`; one XML cannot carry).
  static func fixedStart(_ parts: [PatternPart], dynamic: Bool) -> String {
    var text = ""
    for part in parts {
      guard part.kind == .fixedText, part.modifier == .none else {
        text += part.prefix
        break
      }
      text += PercentDecoding.decodeLossless(part.value)
    }
    let written = text.unicodeScalars.prefix {
      dynamic ? $0 != "*" && $0 != "?" : isXMLCharacter($0)
    }
    return String(String.UnicodeScalarView(written))
  }

  /// The `pathAdvancedPattern` for parts of fixed text, parameters that end their segment and a
  /// final wildcard or repeated segments, `nil` for others: Android's advanced tokens are
  /// greedy and never give back, so a parameter followed by text in its own segment cannot be
  /// said. A parameter is its type's class: digits for an int, the UUID form for a uuid, else
  /// `[^/]+` (one segment); an expression is `[^/]+`, or `.*` at the end; repeated segments at
  /// the end are `[^/].*`.
  static func advancedPattern(_ parts: [PatternPart], of route: RouteDefinition) -> String? {
    var pattern = ""
    for (index, part) in parts.enumerated() {
      let isLast = index == parts.count - 1
      let isRest = part.modifier == .oneOrMore && isLast && part.kind != .fixedText
      guard part.modifier == .none || isRest else { return nil }
      guard part.kind != .fixedText else {
        pattern += advancedLiteral(PercentDecoding.decodeLossless(part.value))
        continue
      }
      let next = isLast ? "" : parts[index + 1].prefix + parts[index + 1].value
      guard part.suffix.isEmpty, next.isEmpty || next.hasPrefix("/") else { return nil }
      pattern += advancedLiteral(PercentDecoding.decodeLossless(part.prefix))
      switch part.kind {
      // A wildcard, repeated or not, is one or more characters of any kind.
      case .fullWildcard:
        guard isLast else { return nil }
        pattern += ".+"
      // Each repeated segment is one or more characters: the first is not a `/`.
      case _ where isRest: pattern += "[^/].*"
      case .regex: pattern += isLast ? ".*" : "[^/]+"
      default:
        switch route.type(of: part.name) {
        case .int: pattern += "-{0,1}[0-9]+"
        case .uuid:
          pattern += [8, 4, 4, 4, 12].map { "[0-9A-Fa-f]{\($0)}" }.joined(separator: "-")
        case .string, .double, .bool, .flag, .pattern, .enumeration: pattern += "[^/]+"
        }
      }
    }
    return pattern
  }

  /// `text` as literal characters of a `pathAdvancedPattern`; a character XML 1.0 cannot carry
  /// is `.`.
  private static func advancedLiteral(_ text: String) -> String {
    var pattern = ""
    for scalar in text.unicodeScalars {
      if !isXMLCharacter(scalar) {
        pattern += "."
        continue
      }
      if "\\.*+[]{}".unicodeScalars.contains(scalar) { pattern += "\\" }
      pattern.unicodeScalars.append(scalar)
    }
    return pattern
  }

  /// The simple glob for parts of fixed text, whole-segment parameters and repeated segments at
  /// the end, `nil` for others; as
  /// a dynamic rule's path (`dynamic`), `*` for a parameter and fixed text as it is, `nil` when it
  /// holds `*` or `?`, which a rule cannot write literally.
  private static func glob(_ parts: [PatternPart], dynamic: Bool) -> String? {
    let wildcard = dynamic ? "*" : ".*"
    var glob = ""
    for (index, part) in parts.enumerated() {
      // Segments repeated at the end are the rest of the path, which a final wildcard takes.
      let isRest = part.modifier == .oneOrMore && index == parts.count - 1
      guard part.modifier == .none || (isRest && part.kind != .fixedText) else { return nil }
      switch part.kind {
      case .fixedText:
        for character in PercentDecoding.decodeLossless(part.value) {
          if dynamic && (character == "*" || character == "?") { return nil }
          if !dynamic && !character.unicodeScalars.allSatisfy(isXMLCharacter) {
            // XML 1.0 cannot carry it, even as a reference: `.` takes it.
            glob.append(".")
            continue
          }
          if !dynamic && (character == "." || character == "*" || character == "\\") {
            glob += "\\"
          }
          glob.append(character)
        }
      case .segmentWildcard, .regex:
        let next = index + 1 < parts.count ? (parts[index + 1].prefix + parts[index + 1].value) : ""
        guard part.prefix == "/", part.suffix.isEmpty, next.isEmpty || next.hasPrefix("/")
        else { return nil }
        glob += "/" + wildcard
      case .fullWildcard:
        guard index == parts.count - 1, part.suffix.isEmpty else { return nil }
        // One character or more: no parameter takes an empty value.
        glob += part.prefix + (dynamic ? "?*" : "..*")
      }
    }
    return glob
  }

  /// An assetlinks.json granting `package` signed with `fingerprint` every link of the table's
  /// hosts, with dynamic rules (Android 15) that open the routes' paths and keep every other
  /// link in the browser.
  public static func assetLinks(table: RouteTable, package: String, fingerprint: String) -> String {
    var rules: [String] = []
    for route in table.config.routes {
      for variant in route.paths.flatMap(\.variants) {
        // What a rule cannot say (a repeated segment, a parameter inside a segment) is widened
        // to its fixed start and `*`: the route's links must open, not fall to the exclude.
        let rule = glob(variant, dynamic: true) ?? fixedStart(variant, dynamic: true) + "*"
        let line = #"{ "/": \#(JSONSource.string(rule)) }"#
        if !rules.contains(line) { rules.append(line) }
      }
    }
    rules.append(#"{ "/": "*", "exclude": true }"#)
    return """
      [
        {
          "relation": ["delegate_permission/common.handle_all_urls"],
          "target": {
            "namespace": "android_app",
            "package_name": \(JSONSource.string(package)),
            "sha256_cert_fingerprints": [\(JSONSource.string(fingerprint))]
          },
          "relation_extensions": {
            "delegate_permission/common.handle_all_urls": {
              "dynamic_app_link_components": [
                \(rules.joined(separator: ",\n          "))
              ]
            }
          }
        }
      ]

      """
  }

  /// `text` for an XML attribute value: markup escaped, and every character ``HiddenCharacter``
  /// names as a character reference (tab, line feed and carriage return too, which an attribute
  /// would read as spaces); one XML 1.0 cannot carry at all never reaches here
  /// (``isXMLCharacter(_:)``) and is written as U+FFFD.
  private static func xml(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case _ where !isXMLCharacter(scalar): result += "&#xFFFD;"
      case _ where HiddenCharacter.isHidden(scalar):
        result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether XML 1.0 can carry `scalar` at all (its `Char` production).
  static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
    default: false
    }
  }

  /// `text` for an XML comment, which may not hold `--` or end with `-`: a space parts each pair,
  /// and hidden characters are escaped.
  private static func xmlComment(_ text: String) -> String {
    var result = ""
    for character in SafeText.escaped(text) {
      if character == "-" && result.last == "-" { result += " " }
      result.append(character)
    }
    return result.last == "-" ? result + " " : result
  }

  /// `text` with `\\` and each of `characters` preceded by a backslash.
  private static func escaped(_ text: String, _ characters: String) -> String {
    var result = ""
    for character in text {
      if character == "\\" || characters.contains(character) { result += "\\" }
      result.append(character)
    }
    return result
  }

}
