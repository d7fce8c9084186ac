/// A site's `/.well-known/assetlinks.json`, read as the Digital Asset Links statement list
/// (docs/app-links.md, "assetlinks.json"): every problem is a finding with its position, and the
/// statements an Android verifier can still use are kept next to them.
public struct AssetLinksFile: Hashable, Sendable {
  /// The `handle_all_urls` grants to Android apps, in file order.
  public var grants: [AssetLinksGrant]
  /// Every problem, in file order; codes are the conformance data's rule names in kebab case
  /// (`malformed-fingerprint`, `top-level-not-array`, …).
  public var findings: [Diagnostic]

  /// Whether a conforming implementation reads the whole list without an error.
  public var isValid: Bool { !findings.contains { $0.severity == .error } }

  /// The relation that lets an app open the site's links.
  public static let handleAllURLs = "delegate_permission/common.handle_all_urls"

  public init(json bytes: some Collection<UInt8>) {
    grants = []
    findings = []
    let root: JSONValue
    do {
      root = try JSONReader.read(bytes)
    } catch {
      report("json-syntax", error.message, at: error.position, pointer: "")
      return
    }
    guard case .array(let statements) = root.kind else {
      report(
        "top-level-not-array",
        "the file is \(root.kind.descriptionWithArticle), not a list of statements",
        at: root.position, pointer: "")
      return
    }
    if statements.isEmpty {
      report(
        "no-statements", "the list holds no statement, so nothing can be verified",
        at: root.position, pointer: "")
    }
    for (index, statement) in statements.enumerated() {
      read(statement, pointer: "/\(index)")
    }
  }

  private mutating func report(
    _ code: String, _ message: String, at position: SourcePosition, pointer: String,
    severity: Diagnostic.Severity = .error, help: String? = nil
  ) {
    findings.append(
      Diagnostic(
        severity: severity, code: code, message: message, pointer: pointer, position: position,
        help: help))
  }

  private mutating func read(_ statement: JSONValue, pointer: String) {
    guard case .object(let members) = statement.kind, !members.isEmpty else {
      report(
        "empty-statement", "a statement must be an object with 'relation' and 'target'",
        at: statement.position, pointer: pointer)
      return
    }
    func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }
    if member("include") != nil {
      if let standard = members.first(where: {
        ["relation", "target", "relation_extensions"].contains($0.key)
      }) {
        report(
          "include-with-standard-fields",
          "an 'include' statement cannot also have '\(standard.key)'", at: standard.keyPosition,
          pointer: pointer)
      }
      // The included file is another fetch, beyond an offline check.
      return
    }
    guard let target = member("target") else {
      report(
        "missing-target", "the statement has no 'target'", at: statement.position, pointer: pointer)
      return
    }
    guard let relation = member("relation") else {
      report(
        "missing-relation", "the statement has no 'relation'", at: statement.position,
        pointer: pointer)
      return
    }
    guard let relations = readRelations(relation.value, pointer: pointer + "/relation") else {
      return
    }
    guard case .object(let fields) = target.value.kind else {
      report(
        "target-not-object",
        "'target' is \(target.value.kind.descriptionWithArticle), not an object",
        at: target.value.position, pointer: pointer + "/target")
      return
    }
    let targetPointer = pointer + "/target"
    func field(_ key: String) -> JSONMember? { fields.first { $0.key == key } }
    guard case .string(let namespace)? = field("namespace")?.value.kind,
      namespace == "web" || namespace == "android_app"
    else {
      report(
        "unknown-namespace", "'namespace' must be 'web' or 'android_app'",
        at: (field("namespace")?.value ?? target.value).position,
        pointer: targetPointer + "/namespace")
      return
    }
    if namespace == "web" {
      checkSite(field("site"), in: target.value, pointer: targetPointer)
      return
    }
    guard let app = readApp(field, in: target.value, pointer: targetPointer) else { return }
    guard relations.contains(Self.handleAllURLs) else { return }
    let rules = AndroidDynamicRules.read(
      member("relation_extensions")?.value, pointer: pointer + "/relation_extensions")
    if let problem = rules.problem {
      report(
        "discarded-dynamic-rules", problem.message, at: problem.position, pointer: problem.pointer,
        severity: .warning,
        help: "Android ignores every dynamic rule of the statement, and the manifest alone decides")
    }
    grants.append(
      AssetLinksGrant(
        package: app.package, fingerprints: app.fingerprints, dynamicRules: rules.rules,
        position: statement.position))
  }

  /// The relations, each `kind/detail` with both parts of `[a-z0-9_.]`; `nil` after a finding.
  private mutating func readRelations(_ value: JSONValue, pointer: String) -> [String]? {
    guard case .array(let elements) = value.kind else {
      report(
        "relation-not-array", "'relation' must be a list, even of one relation", at: value.position,
        pointer: pointer)
      return nil
    }
    var relations: [String] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element.kind else {
        report(
          "relation-not-string", "a relation must be a string", at: element.position,
          pointer: pointer + "/\(index)")
        return nil
      }
      func isName(_ part: Substring) -> Bool {
        !part.isEmpty && part.utf8.allSatisfy { Self.isLowercaseName($0) }
      }
      guard let slash = text.firstIndex(of: "/") else {
        report(
          "relation-syntax", "relation '\(text)' is not 'kind/detail'", at: element.position,
          pointer: pointer + "/\(index)")
        return nil
      }
      guard isName(text[..<slash]) else {
        report(
          "relation-kind",
          "the kind of relation '\(text)' must be lowercase letters, digits, '_' and '.'",
          at: element.position, pointer: pointer + "/\(index)")
        return nil
      }
      guard isName(text[text.index(after: slash)...]) else {
        report(
          "relation-detail",
          "the detail of relation '\(text)' must be lowercase letters, digits, '_' and '.'",
          at: element.position, pointer: pointer + "/\(index)")
        return nil
      }
      relations.append(text)
    }
    return relations
  }

  private static func isLowercaseName(_ byte: UInt8) -> Bool {
    URICharacter.isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
  }

  /// A web target's `site`: an http(s) origin and nothing else.
  private mutating func checkSite(_ site: JSONMember?, in target: JSONValue, pointer: String) {
    guard let site, case .string(let text) = site.value.kind else {
      report(
        "missing-site", "a web target needs 'site', the origin it speaks for",
        at: site?.value.position ?? target.position, pointer: pointer + "/site")
      return
    }
    let at = site.value.position
    let sitePointer = pointer + "/site"
    if let problem = AssetLinksSite.problem(in: text) {
      report(problem.code, problem.message, at: at, pointer: sitePointer)
    }
  }

  /// An android_app target's package and fingerprints; `nil` after a finding.
  private mutating func readApp(
    _ field: (String) -> JSONMember?, in target: JSONValue, pointer: String
  ) -> (package: String, fingerprints: [String])? {
    guard let package = field("package_name") else {
      report(
        "missing-package-name", "an android_app target needs 'package_name'", at: target.position,
        pointer: pointer)
      return nil
    }
    guard case .string(let name) = package.value.kind, AndroidManifestNames.isPackageName(name)
    else {
      report(
        "invalid-package-name", "'package_name' must be a package name such as 'com.example.app'",
        at: package.value.position, pointer: pointer + "/package_name")
      return nil
    }
    guard let list = field("sha256_cert_fingerprints") else {
      report(
        "missing-fingerprints", "an android_app target needs 'sha256_cert_fingerprints'",
        at: target.position, pointer: pointer)
      return nil
    }
    let listPointer = pointer + "/sha256_cert_fingerprints"
    guard case .array(let elements) = list.value.kind else {
      report(
        "fingerprints-not-array", "'sha256_cert_fingerprints' must be a list",
        at: list.value.position, pointer: listPointer)
      return nil
    }
    guard !elements.isEmpty else {
      report(
        "empty-fingerprints", "'sha256_cert_fingerprints' is empty: no signed app can match",
        at: list.value.position, pointer: listPointer)
      return nil
    }
    var fingerprints: [String] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element.kind else {
        report(
          "fingerprint-not-string", "a fingerprint must be a string", at: element.position,
          pointer: listPointer + "/\(index)")
        return nil
      }
      guard Self.isFingerprint(text) else {
        report(
          "malformed-fingerprint",
          "fingerprint '\(text)' is not 32 upper-case hex pairs separated by ':'",
          at: element.position, pointer: listPointer + "/\(index)",
          help:
            "print it with 'keytool -list -v' or copy it from the Play Console's app signing page")
        return nil
      }
      fingerprints.append(text)
    }
    return (name, fingerprints)
  }

  /// The finding when the file grants `package` links but not to a build signed with
  /// `fingerprint` (the Play app signing certificate): the most common cause is the upload key's
  /// fingerprint listed instead.
  public func signingFinding(package: String?, fingerprint: String) -> Diagnostic? {
    let grants = self.grants.filter { package == nil || $0.package == package }
    guard let first = grants.first,
      !grants.contains(where: { $0.fingerprints.contains(fingerprint) })
    else { return nil }
    return Diagnostic(
      code: "unknown-fingerprint",
      message:
        "'\(first.package)' is granted to \(first.fingerprints.map { "'\($0)'" }.joined(separator: ", ")), not to the signing certificate '\(fingerprint)'",
      pointer: "", position: first.position,
      help:
        "list the Play app signing key's SHA-256 (Play Console, App integrity), not the upload key's"
    )
  }

  /// A SHA-256 certificate fingerprint as `apksigner`, `keytool` or a console prints it (hex in
  /// either case, in pairs separated by `:` or run together), in the form assetlinks.json
  /// writes it (`14:6D:…:E5`); `nil` when it is not 32 bytes of hex.
  public static func normalizedFingerprint(_ text: String) -> String? {
    let upper = text.uppercased()
    let pairs: [Substring] =
      upper.contains(":")
      ? upper.split(separator: ":", omittingEmptySubsequences: false)
      : stride(from: 0, to: upper.count, by: 2).map { upper.dropFirst($0).prefix(2) }
    guard pairs.count == 32,
      pairs.allSatisfy({ $0.utf8.count == 2 && $0.allSatisfy(\.isHexDigit) })
    else { return nil }
    return pairs.joined(separator: ":")
  }

  /// `14:6D:…:E5`: 32 upper-case hex pairs separated by `:`.
  static func isFingerprint(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 32 * 3 - 1 else { return false }
    for (offset, byte) in bytes.enumerated() {
      if offset % 3 == 2 {
        guard byte == UInt8(ascii: ":") else { return false }
      } else {
        guard URICharacter.isDigit(byte) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
        else { return false }
      }
    }
    return true
  }
}

/// One `handle_all_urls` grant of an assetlinks file to an Android app.
public struct AssetLinksGrant: Hashable, Sendable {
  public var package: String
  /// The SHA-256 certificate fingerprints; a build signed with any of them is granted.
  public var fingerprints: [String]
  /// The statement's Android 15 dynamic rules; `nil` when it has none (or Android would discard
  /// them), so that the manifest alone decides.
  public var dynamicRules: AndroidDynamicRules?
  /// Where the statement starts.
  public var position: SourcePosition
}
