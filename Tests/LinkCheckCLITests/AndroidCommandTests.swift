import Foundation
import LinkCheckCLI
import RouteTable
import Testing

/// `linkcheck android` on Examples/yourapp (its manifest and assetlinks.json were written with
/// `--generate`), on a deliberately broken copy, and on generated files for every example.
@Suite struct AndroidCommandTests {
  static let manifest = "Examples/yourapp/AndroidManifest.xml"
  static let assetLinks = "Examples/yourapp/assetlinks.json"
  static let config = "Examples/yourapp/linkcheck.json"
  static let broken = "Tests/LinkCheckCLITests/Golden/android/broken-AndroidManifest.xml"
  static let brokenLinks = "Tests/LinkCheckCLITests/Golden/android/broken-assetlinks.json"
  /// The Play app signing certificate of the example app.
  static let fingerprint =
    "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
  static let files = [manifest, assetLinks, config, broken, brokenLinks]

  static func run(_ arguments: [String]) throws -> (output: String, error: String, status: Int32) {
    try Golden.run(["android"] + arguments, files: files)
  }

  static func sampleLinks(_ config: String) throws -> [String] {
    try Golden.run(["samples", "--all-forms", "-c", config], files: [config]).output
      .split(separator: "\n").map(String.init)
  }

  @Test func theExampleValidatesClean() throws {
    let result = try Self.run(
      ["--manifest", Self.manifest, "--assetlinks", Self.assetLinks, "-f", "jsonl"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    try Golden.check(result.output, against: "Tests/LinkCheckCLITests/Golden/android/summary.jsonl")
  }

  @Test(arguments: ["text", "jsonl"])
  func everySampleLinkOpensTheApp(format: String) throws {
    let links = try Self.sampleLinks(Self.config)
    #expect(links.count == 12)
    let result = try Self.run(
      [
        "--manifest", Self.manifest, "--assetlinks", Self.assetLinks, "--fingerprint",
        Self.fingerprint, "-f", format,
      ] + links)
    #expect(result.status == 0, "\(result.output)")
    try Golden.check(
      result.output, against: "Tests/LinkCheckCLITests/Golden/android/decide.\(format)")
  }

  /// `/product/.*` also opens `/product/sample`, which a pathPattern cannot keep out: a
  /// warning, not a failure.
  @Test func theExampleCrossChecksWithoutErrors() throws {
    let result = try Self.run(
      ["--manifest", Self.manifest, "--assetlinks", Self.assetLinks, "-c", Self.config])
    #expect(result.status == 0)
    #expect(!result.output.contains(" error: "))
    #expect(result.output.components(separatedBy: "[wider-than-route]").count == 3)
    #expect(
      result.output.hasSuffix(
        "0 routable but not opened, 0 opened but unroutable, 2 wider than the route\n"))
    let strict = try Self.run(
      ["--manifest", Self.manifest, "--assetlinks", Self.assetLinks, "-c", Self.config, "--strict"]
    )
    #expect(strict.status == 1)
  }

  /// The broken copy: an upload-key fingerprint, a custom scheme in an autoVerify filter, a
  /// cross-product, a path without '/', a path no route takes, and a dynamic rule that keeps a
  /// route in the browser; each reported with its position and code.
  @Test(arguments: ["text", "gcc"])
  func theBrokenCopyReportsEachMistake(format: String) throws {
    let validation = try Self.run(
      [
        "--manifest", Self.broken, "--assetlinks", Self.brokenLinks, "--fingerprint",
        Self.fingerprint, "-f", format,
      ])
    #expect(validation.status == 1)
    let crossCheck = try Self.run(
      [
        "--manifest", Self.broken, "--assetlinks", Self.brokenLinks, "-c", Self.config, "-f",
        format,
      ])
    #expect(crossCheck.status == 1)
    let text = validation.error + validation.output + crossCheck.error + crossCheck.output
    for code in [
      "unknown-fingerprint", "mixed-scheme-autoverify", "data-cross-product", "path-without-slash",
      "routable-but-not-opened", "opened-but-unroutable",
    ] {
      #expect(text.contains("[\(code)]"), "\(code)")
    }
    #expect(text.contains("dynamic rule 0 excludes it"))
    try Golden.check(text, against: "Tests/LinkCheckCLITests/Golden/android/broken.\(format)")
  }

  /// Generated files are checked by the validator: clean, and every sample link opens the app.
  @Test(arguments: ["yourapp", "flightdeck", "items", "music"])
  func generatedFilesRoundTrip(example: String) throws {
    let config = "Examples/\(example)/linkcheck.json"
    let filters = try Golden.run(
      ["android", "--generate", "manifest", "-c", config], files: [config])
    #expect(filters.status == 0, "\(filters.error)")
    let links = try Golden.run(
      [
        "android", "--generate", "assetlinks", "-c", config, "--package", "com.example.app",
        "--fingerprint", Self.fingerprint,
      ], files: [config])
    #expect(links.status == 0, "\(links.error)")
    let manifest = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
        <application><activity android:name=".Main">
      \(filters.output)  </activity></application>
      </manifest>
      """
    let parsed = AndroidManifest(xml: Array(manifest.utf8))
    #expect(parsed.findings.isEmpty, "\(parsed.findings.map(\.message))")
    let file = AssetLinksFile(json: Array(links.output.utf8))
    #expect(file.findings.isEmpty, "\(file.findings.map(\.message))")
    var files: [String: AssetLinksFile] = [:]
    for host in parsed.verification().verifiedHosts {
      files[host.hasPrefix("*.") ? String(host.dropFirst(2)) : host] = file
    }
    for link in try Self.sampleLinks(config) {
      let decision = try parsed.decide(link, assetLinks: files, fingerprint: Self.fingerprint).get()
      #expect(decision.outcome == .app, "\(link): \(decision.reason)")
    }
  }

  /// `--generate manifest` writes `pathAdvancedPattern` from API 31: the level comes from
  /// `--min-sdk`, else from the `minSdkVersion` of a manifest given with `--manifest`.
  @Test(arguments: [
    ([], "24", false), ([], "31", true), (["--min-sdk", "31"], "24", true),
    (["--min-sdk", "30"], "33", false),
  ])
  func theMinimumSDKChoosesAdvancedPatterns(
    options: [String], manifestMinSdk: String, advanced: Bool
  ) {
    let config = #"""
      {"version": 1, "hosts": ["example.com"],
       "routes": [{"name": "item", "paths": ["/item/:id"], "params": {"id": "int"}}]}
      """#
    let manifest = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="a.b">
        <uses-sdk android:minSdkVersion="\(manifestMinSdk)" />
      </manifest>
      """
    let io = BufferIO(files: ["c.json": config, "m.xml": manifest])
    let status = LinkCheckCLI.run(
      arguments: ["android", "--generate", "manifest", "-c", "c.json", "--manifest", "m.xml"]
        + options, environment: [:], io: io)
    #expect(status == .success)
    let expected =
      advanced
      ? #"android:pathAdvancedPattern="/item/-{0,1}[0-9]+""# : #"android:pathPattern="/item/.*""#
    #expect(io.standardOutput.contains(expected), "\(io.standardOutput)")
  }

  /// The note on a path wider than its route quotes the route, and no route text can make the
  /// comment end early or hold `--`, which would make the manifest unreadable.
  @Test func aGeneratedNoteIsAWellFormedComment() {
    let config = #"""
      {"version": 1, "hosts": ["example.com"],
       "routes": [{"name": "files--all-", "paths": ["/files--x-/:a-:b"]}]}
      """#
    let io = BufferIO(files: ["c.json": config])
    let status = LinkCheckCLI.run(
      arguments: ["android", "--generate", "manifest", "-c", "c.json"], environment: [:], io: io)
    #expect(status == .success)
    #expect(io.standardOutput.contains("<!-- files- -all-: '/files- -x-/:a-:b' is wider here"))
    let manifest = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="a.b">
        <application><activity android:name=".Main">
      \(io.standardOutput)  </activity></application>
      </manifest>
      """
    #expect(AndroidManifest(xml: Array(manifest.utf8)).findings.isEmpty)
  }

  /// Generated files open every route's links: optional groups are written out, repeated
  /// segments at the end become a final wildcard, and what no rule can say is widened to its
  /// fixed start (never left to the closing exclude); text XML and JSON cannot hold raw is
  /// escaped, so the tool's own readers accept the files.
  @Test func generatedFilesOpenEveryRoutesLinks() throws {
    let config = #"""
      {"version": 1, "hosts": ["example.com"], "routes": [
        {"name": "repo", "paths": ["/:owner/:repo"]},
        {"name": "blob", "paths": ["/:owner/:repo/blob/:ref/:path+"]},
        {"name": "files", "paths": ["/files/:rest*"]},
        {"name": "docs", "paths": ["/:lang?/docs"]},
        {"name": "books", "paths": ["/book{s}?"]},
        {"name": "mixed", "paths": ["/m/:a-:b"]},
        {"name": "odd", "paths": ["/odd\u0001\u202e"]}]}
      """#
    func generated(_ arguments: [String]) -> String {
      let io = BufferIO(files: ["c.json": config])
      _ = LinkCheckCLI.run(
        arguments: ["android", "--generate"] + arguments + ["-c", "c.json"], environment: [:],
        io: io)
      return io.standardOutput
    }
    let filters = generated(["manifest"])
    let links = generated([
      "assetlinks", "--package", "com.example.app", "--fingerprint", Self.fingerprint,
    ])
    #expect(!filters.contains("\u{1}") && !filters.contains("\u{202E}"))
    #expect(filters.contains(#"<data android:pathPattern="/odd.&#x202E;" />"#))
    for rule in [#""/": "/files/*""#, #""/": "/*/docs""#, #""/": "/books""#, #""/": "/m/*""#] {
      #expect(links.contains(rule), "\(rule)")
    }
    let manifest = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
        <application><activity android:name=".Main">
      \(filters)  </activity></application>
      </manifest>
      """
    let parsed = AndroidManifest(xml: Array(manifest.utf8))
    #expect(parsed.findings.isEmpty, "\(parsed.findings.map(\.message))")
    let file = AssetLinksFile(json: Array(links.utf8))
    #expect(file.findings.isEmpty, "\(file.findings.map(\.message))")
    for link in [
      "https://example.com/a/b", "https://example.com/a/b/blob/main/x/y",
      "https://example.com/files",
      "https://example.com/files/a/b", "https://example.com/docs", "https://example.com/en/docs",
      "https://example.com/book", "https://example.com/books", "https://example.com/m/x-y",
    ] {
      let decision = try parsed.decide(
        link, assetLinks: ["example.com": file], fingerprint: Self.fingerprint
      ).get()
      #expect(decision.outcome == .app, "\(link): \(decision.reason)")
    }
  }

  @Test(arguments: [
    (["https://a.example/"], "error: deciding URLs needs '--manifest FILE'"),
    ([], "error: nothing to check: pass '--manifest FILE', '--assetlinks [HOST=]FILE', or both"),
    (
      ["--generate", "assetlinks", "--package", "a.b"],
      "error: '--generate assetlinks' needs '--fingerprint SHA256'"
    ),
    (
      ["--api", "x", "--manifest", "m"],
      "error: invalid value 'x' for '--api': expected an API level, e.g. 35"
    ),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 2)
    #expect(result.error.hasPrefix(message), "\(result.error)")
  }

  /// `--target-sdk` stands for the manifest's in the decision too, not only in the summary:
  /// the legacy rules (30 and lower) verify a host that the restricted ones do not.
  @Test func theTargetSDKOptionDecides() throws {
    let manifest = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
        <uses-sdk android:targetSdkVersion="34" />
        <application><activity android:name=".Main">
          <intent-filter android:autoVerify="true">
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.BROWSABLE" />
            <data android:scheme="https" android:host="a.example" />
          </intent-filter>
          <intent-filter>
            <action android:name="android.intent.action.VIEW" />
            <category android:name="android.intent.category.DEFAULT" />
            <category android:name="android.intent.category.BROWSABLE" />
            <data android:scheme="https" android:host="a.example" />
          </intent-filter>
        </activity></application>
      </manifest>
      """
    let links = #"""
      [{"relation": ["delegate_permission/common.handle_all_urls"],
        "target": {"namespace": "android_app", "package_name": "com.example.app",
          "sha256_cert_fingerprints": ["\#(Self.fingerprint)"]}}]
      """#
    func decision(_ extra: [String]) -> String {
      let io = BufferIO(files: ["m.xml": manifest, "a.json": links])
      _ = LinkCheckCLI.run(
        arguments: ["android", "--manifest", "m.xml", "--assetlinks", "a.example=a.json"] + extra
          + ["https://a.example/x"], environment: [:], io: io)
      return io.standardOutput
    }
    #expect(decision([]).contains("  browser  "))
    #expect(decision(["--target-sdk", "30"]).contains("  app  .Main (verified)"))
  }

  /// `--package` stands for the manifest's package when deciding: a file that grants another
  /// package verifies nothing for it.
  @Test func thePackageOptionDecides() throws {
    let base = [
      "--manifest", Self.manifest, "--assetlinks", Self.assetLinks,
      "https://www.yourappdomain.com/product/123",
    ]
    #expect(try Self.run(base).output.contains("(verified)"))
    let other = try Self.run(base + ["--package", "com.example.other"])
    #expect(other.status == 1)
    #expect(!other.output.contains("(verified)"), "\(other.output)")
    #expect(other.output.contains("not verified for 'com.example.other'"))
  }

  /// A fingerprint as apksigner or keytool prints it (lower case, without colons) is the
  /// file's; anything that is not 32 bytes of hex is a usage error.
  @Test(
    arguments: [
      (fingerprint.lowercased(), Int32(0)),
      (fingerprint.replacingOccurrences(of: ":", with: ""), 0),
      (fingerprint.replacingOccurrences(of: ":", with: "").lowercased(), 0),
      ("AA:BB", 2), (fingerprint + ":00", 2), (String(fingerprint.dropLast()), 2),
      (fingerprint.replacingOccurrences(of: "E5", with: "G5"), 2),
      (String(fingerprint.dropLast(3)) + "::E5", 2),
    ] as [(String, Int32)])
  func aFingerprintIsReadAsItIsPrinted(fingerprint: String, status: Int32) throws {
    let result = try Self.run(
      [
        "--manifest", Self.manifest, "--assetlinks", Self.assetLinks, "--fingerprint",
        fingerprint, "https://www.yourappdomain.com/product/123",
      ])
    #expect(result.status == status, "\(result.error)")
    if status == 0 {
      #expect(result.output.contains("(verified)"))
      #expect(!result.error.contains("unknown-fingerprint"))
    } else {
      #expect(result.error.contains("is not a SHA-256 certificate fingerprint"))
    }
  }

  /// An intent URL is decided as the link it wraps, as `resolve` reads it; one that names the
  /// app is an explicit intent (no verification needed), one that names another app opens
  /// nothing here.
  @Test(arguments: [
    ("package=com.example.yourapp;", "app  .MainActivity  intent URL read as"),
    ("package=com.example.other;", "none  intent URL read as"),
    ("", "app  .MainActivity (verified)  intent URL read as"),
  ])
  func anIntentURLIsDecidedAsTheLinkItWraps(package: String, expected: String) throws {
    let link = "intent://www.yourappdomain.com/product/123#Intent;scheme=https;\(package)end"
    let withFile = package.isEmpty ? ["--assetlinks", Self.assetLinks] : []
    let result = try Self.run(["--manifest", Self.manifest] + withFile + [link])
    #expect(result.output.contains(expected), "\(result.output)")
  }

  /// `--assetlinks HOST=FILE` names its host as DNS does (any case, a final dot); a host the
  /// manifest does not send for verification is a warning, since its file decides nothing.
  @Test func anAssetLinksHostComparesLikeDNS() throws {
    let result = try Self.run(
      [
        "--manifest", Self.manifest, "--assetlinks", "WWW.YourAppDomain.com.=\(Self.assetLinks)",
        "--assetlinks", "other.example=\(Self.assetLinks)",
        "https://www.yourappdomain.com/product/123",
      ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("(verified)"))
    #expect(
      result.error
        == "warning: the manifest does not send 'other.example' for verification, so its "
        + "assetlinks.json decides no link\n")
  }

  @Test func aFileThatIsNotXMLExits3() throws {
    let result = try Self.run(["--manifest", Self.assetLinks])
    #expect(result.status == 3)
    #expect(result.error.contains("[xml-syntax]"))
  }
}
