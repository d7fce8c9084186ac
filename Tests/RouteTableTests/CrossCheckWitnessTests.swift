import Testing

@testable import RouteTable

/// The cross-checks search each rule's links rather than sample them, and tell a widening the
/// platform's language forces (a `wider-than-route` warning) from one the file could avoid (an
/// error): one case for each the issue names, on a table shaped like GitHub's.
@Suite struct CrossCheckWitnessTests {
  static let table = try! RouteTable(
    json: Array(
      #"""
      {"version": 1, "hosts": ["github.com"], "routes": [
        {"name": "repo", "paths": ["/:owner/:repo"]},
        {"name": "blob", "paths": ["/:owner/:repo/blob/:ref/:path+"]},
        {"name": "pull", "paths": ["/:owner/:repo/pull/:number"], "params": {"number": "int"}}
      ]}
      """#.utf8))
  static let appID = "ABCDE12345.com.example.gh"

  static func aasa(_ components: String) throws -> AASACrossCheck {
    let json =
      #"{"applinks": {"details": [{"appIDs": ["\#(appID)"], "components": [\#(components)]}]}}"#
    let document = try #require(AASAFile(json: Array(json.utf8)).document)
    return AASACrossCheck(document: document, table: table, appID: appID)
  }

  static func android(minSdk: Int?, paths: [String]) -> AndroidCrossCheck {
    let data = paths.map { #"<data android:\#($0) />"# }.joined()
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="a.b">
      \(minSdk.map { #"<uses-sdk android:minSdkVersion="\#($0)" />"# } ?? "")
      <application><activity android:name=".Main"><intent-filter android:autoVerify="true">
      <action android:name="android.intent.action.VIEW" />
      <category android:name="android.intent.category.DEFAULT" />
      <category android:name="android.intent.category.BROWSABLE" />
      <data android:scheme="https" /><data android:host="github.com" />\(data)
      </intent-filter></activity></application></manifest>
      """
    // Verified through the manifest alone: the decision is `app` below API 31.
    return AndroidCrossCheck(
      manifest: AndroidManifest(xml: Array(xml.utf8)), table: table, assetLinks: [:], api: 30)
  }

  /// `/?*/?*` is what AASA can say for `/:owner/:repo`; it also takes every deeper path, which
  /// one probe per rule never tried.
  @Test func aGeneratedGlobThatTakesDeeperPathsIsAWarningWithItsWitness() throws {
    let generated = AASAGenerator.generate(table: Self.table, appIDs: [Self.appID])
    let document = try #require(AASAFile(json: Array(generated.json.utf8)).document)
    let check = AASACrossCheck(document: document, table: Self.table, appID: Self.appID)
    #expect(!check.hasErrors)
    let repo = try #require(check.unroutableClaims.first { $0.rule.text == #"{"/":"/?*/?*"}"# })
    #expect(repo.isForced && repo.diagnostic.code == "wider-than-route")
    #expect(repo.diagnostic.severity == .warning)
    #expect(repo.probes[0].url.split(separator: "/").count > 4, "\(repo.probes[0].url)")
    #expect(repo.probes[0].resolvingNeighbour != nil)
  }

  /// A hand-written `/*/*/blob/*` opens `/a/b/blob/main`, which no route takes and which the
  /// rule `blob` needs (`/?*/?*/blob/?*/?*`) would not open: an error, naming a link of the rule
  /// that does resolve so that the reader sees why.
  @Test func aHandWrittenRuleThatCouldSayLessIsAnError() throws {
    let check = try Self.aasa(#"{"/": "/*/*/blob/*"}"#)
    let claim = try #require(check.unroutableClaims.first)
    #expect(!claim.isForced && claim.diagnostic.code == "claimed-but-unroutable")
    #expect(claim.probes[0].url.hasSuffix("/blob/sample"), "\(claim.probes[0].url)")
    #expect(claim.probes[0].failure.summary.contains("needs more segments"))
    #expect(claim.diagnostic.help?.contains("which resolves") == true)
  }

  /// A rule none of whose links route is an error whatever the tightest file says.
  @Test func aRuleThatRoutesNothingIsAnError() throws {
    let check = try Self.aasa(#"{"/": "/settings/profile/edit"}"#)
    let claim = try #require(check.unroutableClaims.first)
    #expect(!claim.isForced && claim.probes[0].resolvingNeighbour == nil)
  }

  /// Below API 31 a `pathPattern` cannot say "digits": `/.*/.*/pull/.*` opening
  /// `/sample/sample/pull/sample` is forced. From API 31 `pathAdvancedPattern` can, so the same
  /// path is an error there, and the generator writes `[0-9]+`.
  @Test func anIntAsDotStarIsForcedOnlyBeforeAdvancedPatterns() throws {
    let path = #"pathPattern="/.*/.*/pull/.*""#
    let old = Self.android(minSdk: 24, paths: [path]).manifestFindings
    #expect(old.map(\.code) == ["wider-than-route"])
    #expect(old.first?.message.contains("pull/sample'") == true, "\(old)")
    let new = Self.android(minSdk: 31, paths: [path]).manifestFindings
    #expect(new.map(\.code) == ["opened-but-unroutable"])
    let filters = AndroidGenerator.intentFilters(table: Self.table, minSdk: 31)
    #expect(filters.contains(#"pathAdvancedPattern="/[^/]+/[^/]+/pull/-{0,1}[0-9]+""#))
    let check = Self.android(
      minSdk: 31, paths: [#"pathAdvancedPattern="/[^/]+/[^/]+/pull/-{0,1}[0-9]+""#])
    #expect(check.manifestFindings.isEmpty, "\(check.manifestFindings.map(\.message))")
  }

  /// `/.*/.*` is what a pathPattern can say for `/:owner/:repo`, and it opens `/a/a/sample`.
  @Test func aFinalDotStarThatCrossesSlashesIsAWarning() {
    let findings = Self.android(minSdk: nil, paths: [#"pathPattern="/.*/.*""#]).manifestFindings
    #expect(findings.map(\.code) == ["wider-than-route"])
    #expect(findings.first?.severity == .warning)
  }
}
