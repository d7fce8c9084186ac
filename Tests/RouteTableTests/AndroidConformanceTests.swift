import Foundation
import Testing

@testable import RouteTable

/// The Android App Links vectors (`Conformance/android/*.json`; origin in `Conformance/README.md`),
/// read with Foundation: their values are plain strings, booleans and lists.
enum AndroidVectors {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Conformance/android")

  /// The `cases` of one file, each as a dictionary.
  static func cases(_ file: String) -> [[String: Any]] {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent(file + ".json")),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cases = root["cases"] as? [[String: Any]]
    else { return [] }
    return cases
  }
}

@Suite struct AndroidPathPatternConformanceTests {
  /// One `pattern-matcher.json` case: `id`, kind, pattern, path, and the expected match (`nil`
  /// for a pattern Android cannot construct).
  struct Case: CustomTestStringConvertible, Sendable {
    var id: String
    var kind: AndroidPathPattern.Kind
    var pattern: String
    var manifestValue: String
    var path: String
    var match: Bool?
    var testDescription: String { "\(id) \(kind.rawValue) '\(pattern.prefix(40))' '\(path)'" }
  }

  static let kinds: [String: AndroidPathPattern.Kind] = [
    "literal": .literal, "prefix": .prefix, "simple_glob": .simpleGlob,
    "advanced_glob": .advancedGlob, "suffix": .suffix,
  ]

  static let cases: [Case] = AndroidVectors.cases("pattern-matcher").compactMap { fields in
    guard let id = fields["id"] as? String, let type = fields["type"] as? String,
      let kind = kinds[type], let pattern = fields["pattern"] as? String,
      let manifestValue = fields["manifestValue"] as? String
    else { return nil }
    let invalid = fields["invalid"] as? Bool ?? false
    return Case(
      id: id, kind: kind, pattern: pattern, manifestValue: manifestValue,
      path: fields["path"] as? String ?? "", match: invalid ? nil : fields["match"] as? Bool)
  }

  @Test func everyVectorIsRead() {
    #expect(Self.cases.count == 188)
    #expect(Self.cases.contains { $0.match == nil })
  }

  @Test(arguments: cases)
  func matchesAsAndroid(_ vector: Case) {
    let pattern = try? AndroidPathPattern(vector.pattern, kind: vector.kind)
    guard let expected = vector.match else {
      #expect(pattern == nil, "Android cannot construct this pattern")
      return
    }
    #expect(pattern?.matches(vector.path) == expected)
  }

  /// The value as typed in a manifest (XML entities, doubled backslashes) reaches the matcher as
  /// the vector's pattern, through the XML reader and the resource compiler's escapes.
  @Test(arguments: cases.filter { $0.match != nil })
  func manifestValueCompilesToThePattern(_ vector: Case) {
    let manifest = AndroidManifest(
      xml: Array(
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="a.b">
          <application><activity android:name=".A"><intent-filter>
            <data android:scheme="https" android:host="a.b" android:\(vector.kind.rawValue)="\(vector.manifestValue)" />
          </intent-filter></activity></application>
        </manifest>
        """.utf8))
    #expect(
      !manifest.findings.contains { $0.severity == .error && $0.code != "path-without-slash" })
    #expect(manifest.activities.first?.filters.first?.paths.first?.pattern == vector.pattern)
  }
}

/// A case of one of the Android vector files, shown by its id.
struct AndroidCase: CustomTestStringConvertible, @unchecked Sendable {
  var fields: [String: Any]
  var id: String { fields["id"] as? String ?? "?" }
  var testDescription: String { id }
  func text(_ key: String) -> String { fields[key] as? String ?? "" }
  func list(_ key: String, in object: String = "expect") -> [String] {
    (fields[object] as? [String: Any])?[key] as? [String] ?? []
  }

  static func all(_ file: String) -> [AndroidCase] {
    AndroidVectors.cases(file).map { AndroidCase(fields: $0) }
  }
}

@Suite struct AndroidConformanceTests {
  static let filterCases = AndroidCase.all("intent-filters")
  static let verificationCases = AndroidCase.all("verification")
  static let assetLinksCases = AndroidCase.all("assetlinks")
  static let dynamicRuleCases = AndroidCase.all("dynamic-rules")

  @Test func everyVectorIsRead() {
    let counts = [
      Self.filterCases.count, Self.verificationCases.count, Self.assetLinksCases.count,
      Self.dynamicRuleCases.count,
    ]
    #expect(counts == [55, 17, 56, 29])
  }

  /// `intent-filters.json`: the activities that accept the link, and those that can launch it.
  @Test(arguments: filterCases)
  func intentFilters(_ vector: AndroidCase) throws {
    let manifest = AndroidManifest(xml: Array(vector.text("manifest").utf8))
    #expect(!manifest.findings.contains { $0.code == "xml-syntax" })
    // The cross-product vectors are the finding's own examples.
    #expect(
      manifest.findings.contains { $0.code == "data-cross-product" }
        == (vector.fields["topic"] as? String == "cross-product"))
    let api = vector.fields["api"] as? Int ?? AndroidManifest.newestAPI
    let decision = try manifest.decide(vector.text("url"), assetLinks: [:], api: api).get()
    #expect(Set(decision.matches) == Set(vector.list("matches")))
    #expect(Set(decision.launchable) == Set(vector.list("matchesDefaultOnly")))
  }

  /// `verification.json`: the hosts sent for verification, whether any filter qualifies, and the
  /// hosts that can never be verified.
  @Test(arguments: verificationCases)
  func verification(_ vector: AndroidCase) {
    let manifest = AndroidManifest(xml: Array(vector.text("manifest").utf8))
    #expect(!manifest.findings.contains { $0.code == "xml-syntax" })
    let result = manifest.verification(targetSdk: vector.fields["targetSdk"] as? Int)
    #expect(Set(result.verifiedHosts) == Set(vector.list("verifiedHosts")))
    #expect(result.eligible == (vector.fields["expect"] as? [String: Any])?["eligible"] as? Bool)
    #expect(Set(result.invalidHosts) == Set(vector.list("invalidHosts")))
  }

  /// `assetlinks.json`: valid or not, the first broken rule as the first finding's code, and the
  /// grants still honoured.
  @Test(arguments: assetLinksCases)
  func assetLinks(_ vector: AndroidCase) {
    let file = AssetLinksFile(json: Array(vector.text("text").utf8))
    #expect(file.isValid == (vector.text("expect") == "valid"))
    if let rule = vector.fields["rule"] as? String {
      #expect(file.findings.first?.code == rule.replacingOccurrences(of: "_", with: "-"))
    }
    let statements = vector.fields["statements"] as? [[String: Any]] ?? []
    #expect(file.grants.map(\.package) == statements.map { $0["package"] as? String ?? "" })
    #expect(
      file.grants.map(\.fingerprints) == statements.map { $0["fingerprints"] as? [String] ?? [] })
  }

  /// `dynamic-rules.json`: the app's one verified filter (`manifestScope`) written as a manifest,
  /// the site's file, and the link decided on Android 15.
  @Test(arguments: dynamicRuleCases)
  func dynamicRules(_ vector: AndroidCase) throws {
    let scope = vector.fields["manifestScope"] as? [String: String] ?? [:]
    let host = scope["host"] ?? ""
    let prefix = scope["pathPrefix"].map { #" android:pathPrefix="\#($0)""# } ?? ""
    let manifest = AndroidManifest(
      xml: Array(
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
          <application><activity android:name=".Main"><intent-filter android:autoVerify="true">
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" />
            <category android:name="android.intent.category.BROWSABLE" />
            <data android:scheme="\(scope["scheme"] ?? "")" android:host="\(host)"\(prefix) />
          </intent-filter></activity></application>
        </manifest>
        """.utf8))
    let json = try JSONSerialization.data(withJSONObject: vector.fields["assetlinks"] ?? [])
    let decision = try manifest.decide(
      vector.text("url"), assetLinks: [host: AssetLinksFile(json: Array(json))], api: 35
    ).get()
    #expect(decision.outcome.rawValue == vector.text("expect"), "\(decision.reason)")
  }
}
