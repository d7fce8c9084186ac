/// What an `AndroidManifest.xml` says about links: its package, SDK levels, and each activity's
/// intent filters, read with positions. Problems are findings, never a crash.
public struct AndroidManifest: Hashable, Sendable {
  public var package: String?
  public var targetSdk: Int?
  /// `<uses-sdk android:minSdkVersion>`, usually set by the build instead.
  public var minSdk: Int?
  public var activities: [AndroidActivity] = []
  public var findings: [Diagnostic] = []

  public init(xml bytes: some Collection<UInt8>) {
    let root: XMLElement
    do {
      root = try XMLReader.read(Array(bytes))
    } catch {
      findings.append(
        Diagnostic(
          code: "xml-syntax", message: error.message, pointer: "", position: error.position))
      return
    }
    guard root.name == "manifest" else {
      findings.append(
        Diagnostic(
          code: "not-a-manifest", message: "the root element is '\(root.name)', not 'manifest'",
          pointer: "", position: root.position))
      return
    }
    defer {
      // In file order: filters are checked one at a time, their problems found in several passes.
      findings = findings.enumerated().sorted {
        ($0.element.position?.offset ?? 0, $0.offset) < (
          $1.element.position?.offset ?? 0, $1.offset
        )
      }.map(\.element)
    }
    package = root.attribute("package", namespace: "")?.value
    for child in root.children {
      if child.name == "uses-sdk" {
        targetSdk = child.attribute("targetSdkVersion").flatMap { Int($0.value) }
        minSdk = child.attribute("minSdkVersion").flatMap { Int($0.value) }
      }
      guard child.name == "application" else { continue }
      for component in child.children
      where component.name == "activity" || component.name == "activity-alias" {
        let name = component.attribute("name")?.value ?? ""
        var filters: [AndroidIntentFilter] = []
        for element in component.children where element.name == "intent-filter" {
          filters.append(readFilter(element))
        }
        activities.append(
          AndroidActivity(name: name, filters: filters, position: component.position))
      }
    }
  }

  private mutating func readFilter(_ element: XMLElement) -> AndroidIntentFilter {
    var filter = AndroidIntentFilter()
    filter.position = element.position
    filter.autoVerify = element.attribute("autoVerify")?.value == "true"
    defer { check(filter, data: element.children.filter { $0.name == "data" }) }
    for child in element.children {
      let name = child.attribute("name").map { Self.compiled($0.value) }
      switch child.name {
      case "action": if let name { filter.actions.append(name) }
      case "category": if let name { filter.categories.append(name) }
      case "data": readData(child, into: &filter)
      case "uri-relative-filter-group":
        var group = AndroidURIRelativeFilterGroup(
          allow: child.attribute("allow").map { $0.value != "false" } ?? true, matchers: [])
        for data in child.children where data.name == "data" {
          for attribute in data.attributes where attribute.namespace == XMLElement.android {
            guard let (part, kind) = Self.relativeParts[attribute.name],
              let pattern = pattern(attribute, kind: kind)
            else { continue }
            group.matchers.append(.init(part: part, pattern: pattern))
          }
        }
        filter.groups.append(group)
      default: break
      }
    }
    return filter
  }

  private mutating func readData(_ data: XMLElement, into filter: inout AndroidIntentFilter) {
    func value(_ name: String) -> String? { data.attribute(name).map { Self.compiled($0.value) } }
    if let scheme = value("scheme") { filter.schemes.append(scheme) }
    if let mimeType = value("mimeType") { filter.mimeTypes.append(mimeType) }
    if let host = value("host") {
      filter.authorities.append(
        AndroidAuthority(host: host, port: value("port").flatMap { Int($0) }))
    }
    for kind in AndroidPathPattern.Kind.allCases {
      guard let attribute = data.attribute(kind.rawValue),
        let pattern = pattern(attribute, kind: kind)
      else { continue }
      filter.paths.append(pattern)
      filter.pathPositions.append(attribute.position)
    }
  }

  /// The attribute's pattern, or `nil` after a finding for one Android cannot construct.
  private mutating func pattern(_ attribute: XMLElement.Attribute, kind: AndroidPathPattern.Kind)
    -> AndroidPathPattern?
  {
    do {
      return try AndroidPathPattern(Self.compiled(attribute.value), kind: kind)
    } catch {
      findings.append(
        Diagnostic(
          code: "invalid-advanced-pattern",
          message: "'\(attribute.name)' \(SafeText.quoted(attribute.value)): \(error.message)",
          pointer: "", position: attribute.position,
          help: "Android refuses to install the app; see the pathAdvancedPattern grammar"))
      return nil
    }
  }

  /// The `<uri-relative-filter-group>` `<data>` attributes: the part each matches and how.
  private static let relativeParts:
    [String: (AndroidURIRelativeFilterGroup.Part, AndroidPathPattern.Kind)] = {
      var parts: [String: (AndroidURIRelativeFilterGroup.Part, AndroidPathPattern.Kind)] = [:]
      for kind in AndroidPathPattern.Kind.allCases {
        let suffix = kind.rawValue.dropFirst("path".count)
        parts["path" + suffix] = (.path, kind)
        parts["query" + suffix] = (.query, kind)
        parts["fragment" + suffix] = (.fragment, kind)
      }
      return parts
    }()

  /// An attribute value as the resource compiler stores it: `\\` is one backslash, `\'`, `\"`,
  /// `\n`, `\t` and `\uXXXX` are the characters they name, and any other escaped character
  /// stands for itself.
  static func compiled(_ value: String) -> String {
    guard value.contains("\\") else { return value }
    var result = ""
    var scalars = value.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\", let escaped = scalars.next() else {
        if scalar != "\\" { result.unicodeScalars.append(scalar) }
        continue
      }
      switch escaped {
      case "n": result += "\n"
      case "t": result += "\t"
      case "u":
        var hex = ""
        for _ in 0..<4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
        if let code = UInt32(hex, radix: 16), let named = Unicode.Scalar(code) {
          result.unicodeScalars.append(named)
        }
      default: result.unicodeScalars.append(escaped)
      }
    }
    return result
  }
}

/// An `<activity>` (or `<activity-alias>`) with its intent filters.
public struct AndroidActivity: Hashable, Sendable {
  /// `android:name` as written (`.MainActivity`).
  public var name: String
  public var filters: [AndroidIntentFilter]
  public var position: SourcePosition
}
