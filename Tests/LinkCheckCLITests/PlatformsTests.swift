import RouteTable
import Testing

/// `platforms` on schemes and routes (SPEC §13): the AASA side leaves out what is for Android
/// only, the Android side what is for iOS only, and `samples --emit simctl|adb` follow the
/// same split; a list naming neither platform is a config error.
@Suite struct PlatformsTests {
  static func config(scheme: String = #""platforms": ["ios"]"#) -> String {
    #"""
    {"version": 1,
     "schemes": ["app", {"name": "youtube", \#(scheme)}],
     "hosts": ["example.com"],
     "routes": [
       {"name": "home", "paths": ["/"]},
       {"name": "instant", "paths": ["/instant"], "platforms": ["android"]},
       {"name": "widget", "paths": ["/widget"], "platforms": ["ios"]}
     ]}
    """#
  }

  static func samples(emit: String) -> [String] {
    let result = ClosedLoopTests.run(
      ["samples", "-c", "c.json", "--all-forms", "--emit", emit], files: ["c.json": config()])
    #expect(result.status == .success, "\(result.error)")
    return result.output.split(separator: "\n").map { String($0.split(separator: "'")[1]) }
  }

  @Test func samplesFollowThePlatformOfTheEmittedCommand() {
    #expect(
      Self.samples(emit: "simctl") == [
        "app://", "youtube://", "https://example.com/", "app://widget", "youtube://widget",
        "https://example.com/widget",
      ])
    #expect(
      Self.samples(emit: "adb") == [
        "app://", "https://example.com/", "app://instant", "https://example.com/instant",
      ])
    let urls = ClosedLoopTests.run(
      ["samples", "-c", "c.json", "--all-forms"], files: ["c.json": Self.config()])
    #expect(urls.output.split(separator: "\n").count == 9)
  }

  @Test func theRouteMapSaysWhichRoutesAreForOnePlatform() {
    let tree = ClosedLoopTests.run(["routes", "-c", "c.json"], files: ["c.json": Self.config()])
      .output
    #expect(tree.contains("instant  /instant  [android only]"))
    #expect(tree.contains("widget  /widget  [ios only]"))
    #expect(tree.contains("home  /\n"))
    let json = ClosedLoopTests.run(
      ["routes", "-c", "c.json", "--format", "json"], files: ["c.json": Self.config()]
    ).output
    #expect(json.contains(#""platforms": ["android"]"#))
    #expect(json.contains(#""platforms": ["ios", "android"]"#))
  }

  @Test func eachGeneratorWritesItsPlatformsLinks() {
    let manifest = ClosedLoopTests.run(
      ["android", "--generate", "manifest", "-c", "c.json"], files: ["c.json": Self.config()])
    #expect(manifest.output.contains(#"android:path="/instant""#))
    #expect(!manifest.output.contains("/widget"))
    #expect(manifest.output.contains(#"android:scheme="app""#))
    #expect(!manifest.output.contains("youtube"))
    let aasa = ClosedLoopTests.run(
      ["aasa", "--generate", "-c", "c.json", "--app-id", "ABCDE12345.com.example.app"],
      files: ["c.json": Self.config()])
    #expect(aasa.output.contains(#""/": "/widget""#))
    #expect(!aasa.output.contains("/instant"))
  }

  @Test(arguments: [true, false])
  func theAndroidCrossCheckLeavesOutWhatIsForIOS(iosOnly: Bool) {
    let config = Self.config(
      scheme: iosOnly ? #""platforms": ["ios"]"# : #""platforms": ["ios", "android"]"#)
    // Generated for the table whose youtube scheme is iOS-only: no filter registers it.
    var files = AndroidHTTPTests.generatedAndroidFiles(for: Self.config())
    files["c.json"] = config
    let check = ClosedLoopTests.run(
      ["android", "--manifest", "m.xml", "--assetlinks", "example.com=a.json", "-c", "c.json"],
      files: files)
    // The manifest registers no youtube scheme: an error only when the scheme is Android's too.
    let findings = check.output + check.error
    #expect(findings.contains("[routable-but-not-opened]") == !iosOnly, "\(findings)")
    #expect(findings.contains("'youtube://") == !iosOnly)
    #expect(check.status == (iosOnly ? .success : .failure))
  }

  @Test(arguments: [
    (#""platforms": []"#, "invalid-value", "'platforms' lists neither 'ios' nor 'android'"),
    (#""platforms": ["web"]"#, "invalid-value", "platform 'web' is neither 'ios' nor 'android'"),
    (#""platforms": ["ios", "ios"]"#, "duplicate-entry", "platform 'ios' is listed twice"),
  ])
  func aPlatformListNamingNeitherIsAConfigError(entry: String, code: String, message: String) {
    for config in [
      Self.config(scheme: entry),
      #"{"version": 1, "schemes": ["app"], "routes": [{"name": "a", "paths": ["/a"], \#(entry)}]}"#,
    ] {
      let lint = ClosedLoopTests.run(["lint", "-c", "c.json"], files: ["c.json": config])
      #expect(lint.status == .failure)
      #expect(lint.error.contains("error: \(message) [\(code)]"), "\(lint.error)")
    }
  }
}
