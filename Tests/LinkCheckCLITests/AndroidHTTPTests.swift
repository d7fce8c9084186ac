import LinkCheckCLI
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

  static func run(_ arguments: [String], files: [String: String]) -> (
    status: ExitCode, output: String, error: String
  ) {
    let io = BufferIO(files: files)
    let status = LinkCheckCLI.run(arguments: arguments, environment: [:], io: io)
    return (status, io.standardOutput, io.standardError)
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
    let filters = Self.run(
      ["android", "--generate", "manifest", "-c", "c.json"], files: ["c.json": config])
    #expect(filters.output.contains(#"<data android:scheme="http" />"#))
    #expect(filters.output.contains(#"<data android:scheme="https" />"#))
    let links = Self.run(
      [
        "android", "--generate", "assetlinks", "-c", "c.json", "--package", "com.example.app",
        "--fingerprint", AndroidCommandTests.fingerprint,
      ], files: ["c.json": config])
    func manifest(_ filters: String) -> String {
      """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
        <application><activity android:name=".Main">
      \(filters)  </activity></application>
      </manifest>
      """
    }
    let generated = ["m.xml": manifest(filters.output), "a.json": links.output, "c.json": config]
    let clean = Self.run(
      ["android", "--manifest", "m.xml", "--assetlinks", "a.json", "-c", "c.json"],
      files: generated)
    #expect(clean.status == .success, "\(clean.output)\(clean.error)")
    // The same manifest without http: the route's http links do not open the app.
    let httpsOnly = filters.output.replacingOccurrences(
      of: #"    <data android:scheme="http" />"# + "\n", with: "")
    var files = generated
    files["m.xml"] = manifest(httpsOnly)
    let missing = Self.run(
      ["android", "--manifest", "m.xml", "--assetlinks", "a.json", "-c", "c.json"], files: files)
    #expect(missing.status == .failure)
    #expect((missing.output + missing.error).contains("http://example.com/item/"))
    // Without the option, that manifest is what the table wants.
    files["c.json"] = Self.table(androidHttp: false)
    let withoutOption = Self.run(
      ["android", "--manifest", "m.xml", "--assetlinks", "a.json", "-c", "c.json"], files: files)
    #expect(withoutOption.status == .success, "\(withoutOption.output)\(withoutOption.error)")
  }

  @Test func aRoutesAndroidHTTPIsAConfigError() {
    let config = #"""
      {"version": 1, "hosts": ["example.com"],
       "routes": [{"name": "item", "paths": ["/item"], "options": {"androidHttp": true}}]}
      """#
    let lint = Self.run(["lint", "-c", "c.json"], files: ["c.json": config])
    #expect(lint.status == .failure)
    #expect(lint.error.contains("'androidHttp' is an option of the table, not of a route"))
    #expect(lint.error.contains("[invalid-value]"))
  }
}
