import RouteTable
import Testing

/// `options.androidHttp` (SPEC §13): the app registers `http` for the table's hosts too, as
/// Android verifies both. Such links resolve instead of failing `insecure-scheme`, the
/// generated intent filters list `http`, and the cross-check requires the manifest to open them.
@Suite struct AndroidHTTPTests {
  static func table(androidHttp: Bool?) -> String {
    let options = androidHttp.map { #", "options": {"androidHttp": \#($0)}"# } ?? ""
    return #"""
      {"version": 1, "hosts": ["example.com"]\#(options),
       "routes": [{"name": "item", "paths": ["/item/:id"], "params": {"id": "int"}}]}
      """#
  }

  /// The intent filters `android --generate` writes for `config` in a manifest (`m.xml`), and
  /// its assetlinks.json (`a.json`); `filters` edits the filters first.
  static func generatedAndroidFiles(for config: String, filters edit: (String) -> String = { $0 })
    -> [String: String]
  {
    let filters = ClosedLoopTests.run(
      ["android", "--generate", "manifest", "-c", "c.json"], files: ["c.json": config])
    let links = ClosedLoopTests.run(
      [
        "android", "--generate", "assetlinks", "-c", "c.json", "--package", "com.example.app",
        "--fingerprint", AndroidCommandTests.fingerprint,
      ], files: ["c.json": config])
    let manifest = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
        <application><activity android:name=".Main">
      \(edit(filters.output))  </activity></application>
      </manifest>
      """
    return ["m.xml": manifest, "a.json": links.output]
  }

  @Test(arguments: [(true, true), (false, false), (nil, false)])
  func anHTTPLinkResolvesOnlyWithTheOption(androidHttp: Bool?, resolves: Bool) throws {
    let table = try RouteTable(json: Array(Self.table(androidHttp: androidHttp).utf8))
    let outcome = table.resolve("http://example.com/item/7")
    if resolves {
      #expect(try outcome.get().route == "item")
    } else {
      #expect(throws: ResolveFailure.self) { try outcome.get() }
      if case .failure(let failure) = outcome { #expect(failure.code == .insecureScheme) }
    }
    // Another scheme or host is what it was.
    if case .failure(let failure) = table.resolve("http://other.com/item/7") {
      #expect(failure.code == .unknownScheme)
    } else {
      Issue.record("http to another host resolved")
    }
  }

  @Test func theGeneratedFiltersListHTTPAndTheCrossCheckWantsIt() {
    let config = Self.table(androidHttp: true)
    let generated = Self.generatedAndroidFiles(for: config)
    #expect(generated["m.xml"]!.contains(#"<data android:scheme="http" />"#))
    #expect(generated["m.xml"]!.contains(#"<data android:scheme="https" />"#))
    let check = ["android", "--manifest", "m.xml", "--assetlinks", "a.json", "-c", "c.json"]
    let clean = ClosedLoopTests.run(check, files: generated.merging(["c.json": config]) { $1 })
    #expect(clean.status == .success, "\(clean.output)\(clean.error)")
    // The same manifest without http: the route's http links do not open the app.
    var files = Self.generatedAndroidFiles(for: config) {
      $0.replacingOccurrences(of: #"    <data android:scheme="http" />"# + "\n", with: "")
    }
    files["c.json"] = config
    let missing = ClosedLoopTests.run(check, files: files)
    #expect(missing.status == .failure)
    #expect((missing.output + missing.error).contains("http://example.com/item/"))
    // Without the option, that manifest is what the table wants.
    files["c.json"] = Self.table(androidHttp: false)
    let withoutOption = ClosedLoopTests.run(check, files: files)
    #expect(withoutOption.status == .success, "\(withoutOption.output)\(withoutOption.error)")
  }

  @Test func aRoutesAndroidHTTPIsAConfigError() {
    let config = #"""
      {"version": 1, "hosts": ["example.com"],
       "routes": [{"name": "item", "paths": ["/item"], "options": {"androidHttp": true}}]}
      """#
    let lint = ClosedLoopTests.run(["lint", "-c", "c.json"], files: ["c.json": config])
    #expect(lint.status == .failure)
    #expect(lint.error.contains("'androidHttp' is an option of the table, not of a route"))
    #expect(lint.error.contains("[invalid-value]"))
  }
}
