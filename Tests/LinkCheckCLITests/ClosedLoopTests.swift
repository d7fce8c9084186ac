import Foundation
import LinkCheckCLI
import RouteTable
import Testing

/// Random route tables of every pattern form (fixed text, parameters with and without types,
/// optional and repeated groups, wildcards, parameters inside a segment, expressions), with
/// types, query declarations, schemes and hosts: the ones that load.
struct RandomTables {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  private mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  private mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }

  /// The JSON of a table of up to eight routes.
  mutating func table() -> String {
    var routes: [String] = []
    for number in 0..<(1 + next(8)) {
      var params: [String] = []
      var segments: [String] = []
      for index in 0..<(1 + next(3)) {
        let name = "p\(number)x\(index)"
        switch next(12) {
        case 0, 1, 2:
          segments.append("/" + pick(["shop", "item", "a", "docs", "v1", "x-y"]) + "\(number)")
        case 3:
          segments.append("/:\(name)")
          params.append(#""\#(name)": "\#(pick(["int", "uuid", "string", "tab", "code"]))""#)
        case 4: segments.append("/:\(name)")
        case 5: segments.append("/:\(name)?")
        case 6: segments.append("/:\(name)+")
        case 7: segments.append("/:\(name)*")
        case 8: segments.append("/:\(name)-:\(name)y")
        case 9: segments.append(#"/:\#(name)(\\d+)"#)
        case 10: segments.append("/book\(number){s}?")
        default: segments.append("/*")
        }
      }
      // The hosts: the table's, one exact host, or one whose first label is parameter `shop`,
      // typed or not.
      let hosts = next(8)
      if hosts == 3 { params.append(#""shop": "\#(pick(["code", "tab"]))""#) }
      var route =
        #"{"name": "r\#(number)", "paths": ["\#(segments.joined())"]"#
      if !params.isEmpty { route += #", "params": {\#(params.joined(separator: ", "))}"# }
      if next(3) == 0 {
        route +=
          #", "query": {"q": {"type": "\#(pick(["int", "string", "tab"]))", "required": \#(next(2) == 0)}}"#
      }
      switch hosts {
      case 0, 1: route += #", "hosts": ["example.com"]"#
      case 2, 3: route += #", "hosts": [":shop.example.net"]"#
      default: break
      }
      routes.append(route + "}")
    }
    // A host Android cannot verify is written without autoVerify.
    let unverifiable = next(4) == 0 ? #", "localhost""# : ""
    return #"""
      {"version": 1, "schemes": ["app"], "hosts": ["example.com", "*.example.org", ":shop.example.net"\#(unverifiable)],
       "types": {"tab": {"enum": ["home", "more"]}, "code": {"pattern": "[a-z]{2}[0-9]", "example": "ab1"}},
       "routes": [\#(routes.joined(separator: ",\n  "))]}
      """#
  }

  /// `count` random tables that load, from `seed`.
  static func tables(count: Int, seed: UInt64) -> [String] {
    var random = RandomTables(seed: seed)
    var tables: [String] = []
    while tables.count < count {
      let json = random.table()
      if (try? RouteTable(json: Array(json.utf8))) != nil { tables.append(json) }
    }
    return tables
  }
}

/// What linkcheck writes, it accepts: for every example table and random ones, each generated
/// file passes the tool's own validation with `--strict`, every sample link decides as its
/// route says, and every built link resolves back to its values.
@Suite struct ClosedLoopTests {
  static let appID = "ABCDE12345.com.example.app"
  static let fingerprint =
    "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

  static let tables: [String] =
    ["flightdeck", "items", "music", "photos", "teamchat", "todo", "yourapp"].map {
      try! Golden.read("Examples/\($0)/linkcheck.json")
    } + RandomTables.tables(count: 40, seed: 36)
    // Tables the ClosedLoop fuzz target once failed on.
    + Golden.files(
      in: "Tests/RouteTableTests/Fixtures/fuzz-regressions/ClosedLoop", withExtension: "json"
    )
    .map { try! Golden.read($0) }

  static func run(_ arguments: [String], files: [String: String], input: [String] = [])
    -> (status: ExitCode, output: String, error: String)
  {
    let io = BufferIO(files: files, standardInput: input)
    let status = LinkCheckCLI.run(arguments: arguments, environment: [:], io: io)
    return (status, io.standardOutput, io.standardError)
  }

  /// The sample links of a table: every route pattern on every scheme and host.
  static func samples(_ table: RouteTable) -> [(route: String, link: String)] {
    SampleGenerator(table: table).samples(allForms: true).compactMap { sample in
      guard case .success(let link) = sample.result else { return nil }
      return (sample.route, link)
    }
  }

  /// The random tables hold every pattern form and give hundreds of sample links.
  @Test func theRandomTablesHoldEveryForm() throws {
    let random = Self.tables.dropFirst(7)
    for form in ["?/", "+", "*", #"(\\d+)"#, "{s}?", "-:", #""hosts""#, #""query""#, #""shop": "#] {
      #expect(random.contains { $0.contains(form) }, "\(form)")
    }
    let samples = try random.map { Self.samples(try RouteTable(json: Array($0.utf8))).count }
    #expect(samples.reduce(0, +) > 300)
  }

  @Test(arguments: tables.indices)
  func aGeneratedAASAFileValidatesStrictlyAndOpensEverySample(index: Int) throws {
    let config = Self.tables[index]
    let table = try RouteTable(json: Array(config.utf8))
    // One file per domain, as served: a route may answer on some hosts only.
    let servingHosts = table.config.servingHosts
    for host in servingHosts {
      let domain = ["--domain", host.platformText]
      let generated = Self.run(
        ["aasa", "--generate", "-c", "c.json", "--app-id", Self.appID] + domain,
        files: ["c.json": config])
      guard generated.status == .success else { continue }  // no https route on it
      let strict = Self.run(["aasa", "-", "--strict"], files: [:], input: [generated.output])
      #expect(strict.status == .success, "\(config)\n\(generated.output)\n\(strict.error)")
      // What AASA cannot say more narrowly is a warning; nothing else is found.
      let check = Self.run(
        ["aasa", "-", "-c", "c.json"] + domain, files: ["c.json": config],
        input: [generated.output])
      #expect(check.status == .success, "\(config)\n\(generated.output)\n\(check.output)")
      #expect(!check.output.contains(" error: "))
      let document = try #require(AASAFile(json: Array(generated.output.utf8)).document)
      // A link is the file's whose most specific host is this one: iOS asks an exact host's
      // own file before a wildcard's.
      for (route, link) in Self.samples(table)
      where link.hasPrefix("https://")
        && servingHosts.mostSpecific(matching: AndroidURI(link).host ?? "") == host
      {
        let decision = try document.decide(link, appID: Self.appID, domain: host.platformText).get()
        #expect(decision.opensApp, "\(route): \(link) in \(config)")
      }
    }
  }

  @Test(arguments: tables.indices, [24, 31])
  func generatedAndroidFilesValidateStrictlyAndOpenEverySample(index: Int, minSdk: Int) throws {
    let config = Self.tables[index]
    let table = try RouteTable(json: Array(config.utf8))
    let filters = Self.run(
      ["android", "--generate", "manifest", "-c", "c.json", "--min-sdk", String(minSdk)],
      files: ["c.json": config])
    let links = Self.run(
      [
        "android", "--generate", "assetlinks", "-c", "c.json", "--package", "com.example.app",
        "--fingerprint", Self.fingerprint,
      ], files: ["c.json": config])
    #expect(
      filters.status == .success && links.status == .success, "\(filters.error)\(links.error)")
    let manifest = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
        <uses-sdk android:minSdkVersion="\(minSdk)" />
        <application><activity android:name=".Main">
      \(filters.output)  </activity></application>
      </manifest>
      """
    let files = ["m.xml": manifest, "a.json": links.output, "c.json": config]
    let strict = Self.run(
      ["android", "--manifest", "m.xml", "--assetlinks", "a.json", "--strict"], files: files)
    #expect(strict.status == .success, "\(config)\n\(filters.output)\n\(strict.error)")
    // What Android cannot say more narrowly for the minimum SDK is a warning; nothing else.
    let check = Self.run(
      ["android", "--manifest", "m.xml", "--assetlinks", "a.json", "-c", "c.json"], files: files)
    #expect(check.status == .success, "\(config)\n\(filters.output)\n\(check.output)")
    #expect(!check.output.contains(" error: "))
    let parsed = AndroidManifest(xml: Array(manifest.utf8))
    let file = AssetLinksFile(json: Array(links.output.utf8))
    var siteFiles: [String: AssetLinksFile] = [:]
    for host in parsed.verification().verifiedHosts {
      siteFiles[host.hasPrefix("*.") ? String(host.dropFirst(2)) : host] = file
    }
    let appLinks = AndroidAppLinks(
      manifest: parsed, assetLinks: siteFiles, fingerprint: Self.fingerprint)
    // A host Android cannot verify (`localhost`, `*.a.b0c`) is written without autoVerify: its
    // links open a chooser, never the app directly.
    let unverifiable = parsed.activities.flatMap(\.filters).filter { !$0.autoVerify }
      .flatMap(\.authorities)
    for (route, link) in Self.samples(table)
    where !unverifiable.contains(where: { $0.matches(AndroidURI(link)) }) {
      let decision = try appLinks.decide(link).get()
      #expect(decision.outcome == .app, "\(route): \(link): \(decision.reason) in \(config)")
    }
  }

  @Test(arguments: tables.indices)
  func everyBuiltLinkResolvesBackToItsValues(index: Int) throws {
    let table = try RouteTable(json: Array(Self.tables[index].utf8))
    let builder = LinkBuilder(table: table)
    for (route, link) in Self.samples(table) {
      let resolution = try table.resolve(link).get()
      #expect(resolution.route == route, "\(link)")
      let values = resolution.params.flatMap { named -> [(name: String, value: String)] in
        if case .list(let items) = named.value { return items.map { (named.name, $0.text) } }
        return [(named.name, named.value.text)]
      }
      let built = try builder.build(route: route, values: values).get()
      let again = try table.resolve(built.url).get()
      #expect(again.route == route && again.params == resolution.params, "\(link) → \(built.url)")
    }
  }
}
