/// Intent filters and an assetlinks.json file written from a route table
/// (`linkcheck android --generate`): one `autoVerify` filter per https host, the custom schemes in
/// a filter of their own, and path attributes as tight as Android's matchers can express.
public enum AndroidGenerator {
  /// The `<intent-filter>` elements for the table's routes, indented for an `<activity>`.
  public static func intentFilters(table: RouteTable) -> String {
    let routes = table.config.routes.filter { !$0.paths.isEmpty }
    var lines: [String] = []
    for host in table.config.hosts {
      let answering = routes.filter { ($0.hosts ?? table.config.hosts).contains(host) }
      guard !answering.isEmpty else { continue }
      lines += filter(autoVerify: true, schemes: ["https"], host: host.text)
      var attributes: [String] = []
      for route in answering {
        for pattern in route.paths {
          let (attribute, note) = pathAttribute(pattern)
          if let note { attributes.append("<!-- \(xmlComment("\(route.name): \(note)")) -->") }
          if !attributes.contains(attribute) { attributes.append(attribute) }
        }
      }
      lines += attributes.map { "    " + $0 }
      lines.append("</intent-filter>")
    }
    let schemes = table.config.schemes
    if !schemes.isEmpty, routes.contains(where: { $0.schemes?.isEmpty != true }) {
      lines.append(
        "<!-- custom schemes: without a host Android reads no path, so this takes every link -->")
      lines += filter(autoVerify: false, schemes: schemes, host: nil)
      lines.append("</intent-filter>")
    }
    return lines.joined(separator: "\n") + "\n"
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

  /// The tightest `<data>` path attribute for `pattern`, and a note when it is wider than the
  /// route: `android:path` for fixed text, `android:pathPattern` where each parameter is one
  /// whole segment (Android's `.*` stops at the next `/`), else the fixed start as a prefix.
  static func pathAttribute(_ pattern: PathPattern) -> (attribute: String, note: String?) {
    if let glob = glob(pattern.parts, dynamic: false) {
      let isLiteral = pattern.parts.allSatisfy { $0.kind == .fixedText && $0.modifier == .none }
      return isLiteral
        ? (
          #"<data android:path="\#(xml(PercentDecoding.decodeLossless(literal(pattern.parts))))" />"#,
          nil
        )
        : (#"<data android:pathPattern="\#(xml(escaped(glob, "\\")))" />"#, nil)
    }
    let start = pattern.parts.prefix { $0.kind == .fixedText && $0.modifier == .none }
    let prefix = PercentDecoding.decodeLossless(literal(Array(start)))
    return (
      #"<data android:pathPrefix="\#(xml(prefix.isEmpty ? "/" : prefix))" />"#,
      "'\(pattern.source)' is wider here: Android cannot express it"
    )
  }

  private static func literal(_ parts: [PatternPart]) -> String {
    parts.map(\.value).joined()
  }

  /// The simple glob for parts of fixed text and whole-segment parameters, `nil` for others; as
  /// a dynamic rule's path (`dynamic`), `*` for a parameter and fixed text as it is, `nil` when it
  /// holds `*` or `?`, which a rule cannot write literally.
  private static func glob(_ parts: [PatternPart], dynamic: Bool) -> String? {
    let wildcard = dynamic ? "*" : ".*"
    var glob = ""
    for (index, part) in parts.enumerated() {
      guard part.modifier == .none else { return nil }
      switch part.kind {
      case .fixedText:
        for character in PercentDecoding.decodeLossless(part.value) {
          if dynamic && (character == "*" || character == "?") { return nil }
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
        glob += part.prefix + wildcard
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
      for pattern in route.paths {
        guard let rule = glob(pattern.parts, dynamic: true) else { continue }
        let line = #"{ "/": "\#(json(rule))" }"#
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
            "package_name": "\(json(package))",
            "sha256_cert_fingerprints": ["\(json(fingerprint))"]
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

  private static func xml(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
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

  private static func json(_ text: String) -> String { escaped(text, "\"") }
}
