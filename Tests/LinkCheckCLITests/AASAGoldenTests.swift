import LinkCheckCLI
import RouteTable
import Testing

/// One apple-app-site-association file per finding kind, with the recorded findings and exit
/// status of `linkcheck aasa FILE`.
@Suite struct AASALintGoldenTests {
  static let files = Golden.files(in: "Tests/LinkCheckCLITests/Golden/aasa", withExtension: "json")

  @Test func everyFindingKindHasAFixture() throws {
    var codes = Set<String>()
    for file in Self.files {
      let expected = try Golden.read(file.replacingOccurrences(of: ".json", with: ".stderr"))
      for match in expected.matches(of: /\[([a-z0-9-]+)\]\n/) { codes.insert(String(match.1)) }
    }
    // too-large is covered by AASAFileTests (a 128 KiB fixture is not worth keeping).
    let expected = Set(AASADiagnosticCode.allCases.map(\.rawValue)).subtracting(["too-large"])
    #expect(expected.subtracting(codes).isEmpty, "no fixture for \(expected.subtracting(codes))")
  }

  @Test(arguments: files)
  func reportsTheRecordedFindings(file: String) throws {
    let result = try Golden.run(["aasa", file], files: [file])
    #expect(result.output.isEmpty)
    try Golden.check(
      result.error + "exit: \(result.status)\n",
      against: file.replacingOccurrences(of: ".json", with: ".stderr"))
  }
}

/// The `aasa` command on Examples/yourapp: decisions, the cross-check's two deliberate findings,
/// and generated files that cross-check clean for every example with https hosts.
@Suite struct AASACommandGoldenTests {
  static let file = "Examples/yourapp/apple-app-site-association"
  static let config = "Examples/yourapp/linkcheck.json"
  static let urls = [
    "https://www.yourappdomain.com/product/123", "https://yourappdomain.com/",
    "https://www.yourappdomain.com/settings", "https://www.yourappdomain.com/profile/42",
    "http://www.yourappdomain.com/home", "https://yourappdomain.com/product/12 3",
  ]

  @Test(arguments: ["text", "jsonl"])
  func decidesLikeIOS(format: String) throws {
    let result = try Golden.run(
      ["aasa", Self.file, "--app-id", "ABCDE12345.com.example.yourapp", "--explain", "-f", format]
        + Self.urls, files: [Self.file])
    #expect(result.status == 1)
    try Golden.check(
      result.output, against: "Tests/LinkCheckCLITests/Golden/aasa-cli/decide.\(format)")
  }

  /// Routes whose globs cover each other (`/?*/?*` takes every deeper path too) are written in
  /// an order iOS reads them all in: the file passes its own `--strict` validation.
  @Test func aGeneratedFileHasNoUnreachableRule() throws {
    let config = #"""
      {"version": 1, "hosts": ["github.com"], "routes": [
        {"name": "repo", "paths": ["/:owner/:repo"]},
        {"name": "pull", "paths": ["/:owner/:repo/pull/:number"], "params": {"number": "int"}},
        {"name": "blob", "paths": ["/:owner/:repo/blob/:ref/:path+"]},
        {"name": "files", "paths": ["/files/:rest*"]},
        {"name": "docs", "paths": ["/:lang?/docs"]},
        {"name": "again", "paths": ["/:a/:b"]}]}
      """#
    let generated = BufferIO(files: ["c.json": config])
    _ = LinkCheckCLI.run(
      arguments: ["aasa", "--generate", "-c", "c.json", "--app-id", "ABCDE12345.com.example.app"],
      environment: [:], io: generated)
    let paths = generated.standardOutput.matches(of: /"\/": "([^"]*)"/).map { String($0.1) }
    #expect(paths.firstIndex(of: "/?*/?*/pull/?*")! < paths.firstIndex(of: "/?*/?*")!)
    #expect(paths.filter { $0 == "/?*/?*" }.count == 1)
    let io = BufferIO(standardInput: [generated.standardOutput])
    let status = LinkCheckCLI.run(arguments: ["aasa", "-", "--strict"], environment: [:], io: io)
    #expect(status == .success, "\(io.standardError)")
  }

  /// A link an exclude rule keeps out names that rule in every format, never "no rule".
  @Test(arguments: [
    ("text", #"exclude  rule 0 {"/":"/private/*","exclude":true}"#),
    ("jsonl", #""decision":"exclude","rule":0"#),
    ("gcc", #"rule 0 {"/":"/private/*","exclude":true} excludes it [excluded]"#),
    ("github", #"title=linkcheck [excluded]::"#),
  ])
  func anExcludedLinkNamesItsRule(format: String, expected: String) {
    let file = #"""
      {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"],
        "components": [{"/": "/private/*", "exclude": true}, {"/": "*"}]}]}}
      """#
    let io = BufferIO(files: ["aasa.json": file])
    let status = LinkCheckCLI.run(
      arguments: ["aasa", "aasa.json", "-f", format, "https://example.com/private/x"],
      environment: [:], io: io)
    #expect(status == .failure)
    #expect(io.standardOutput.contains(expected), "\(io.standardOutput)")
    #expect(!io.standardOutput.contains("no rule opens it"))
  }

  @Test(arguments: ["text", "jsonl", "gcc", "github"])
  func crossCheckFindsTheTwoDeliberateMistakesAndAForcedWidening(format: String) throws {
    let result = try Golden.run(
      ["aasa", Self.file, "-c", Self.config, "-f", format], files: [Self.file, Self.config])
    #expect(result.status == 1)
    #expect(result.error.isEmpty)
    if format == "jsonl" {
      let kinds = result.output.split(separator: "\n").map { line in
        line.split(separator: "\"")[3]
      }
      // `/product/?*` also opens `/product/sample`, which AASA cannot keep out.
      #expect(kinds == ["wider-than-route", "claimed-but-unroutable", "routable-but-unclaimed"])
      #expect(result.output.contains(#""pattern":"{\"/\":\"/profile/*\"}""#))
      #expect(result.output.contains(#""route":"settings""#))
    }
    if format == "gcc" || format == "github" {
      // One annotation per finding, each on the file it is about.
      let lines = result.output.split(separator: "\n")
      #expect(lines.map { $0.contains(Self.file) } == [true, true, false])
      #expect(lines.last?.contains(Self.config) == true)
    }
    try Golden.check(
      result.output, against: "Tests/LinkCheckCLITests/Golden/aasa-cli/cross-check.\(format)")
  }

  @Test(arguments: ["yourapp", "flightdeck", "items"])
  func generatedFileCrossChecksClean(example: String) throws {
    let config = "Examples/\(example)/linkcheck.json"
    let generated = try Golden.run(
      ["aasa", "--generate", "-c", config, "--app-id", "ABCDE12345.com.example.\(example)"],
      files: [config])
    #expect(generated.status == 0)
    try Golden.check(
      generated.output, against: "Tests/LinkCheckCLITests/Golden/aasa-cli/generated-\(example).json"
    )
    let io = BufferIO(files: [config: try Golden.read(config)], standardInput: [generated.output])
    let status = LinkCheckCLI.run(
      arguments: ["aasa", "-", "-c", config], environment: [:], io: io)
    // Only warnings: what AASA cannot say more narrowly than the routes.
    #expect(status == .success, "\(io.standardOutput)\(io.standardError)")
    #expect(!io.standardOutput.contains(" error: "))
    let summary = io.standardOutput.split(separator: "\n").last ?? ""
    #expect(summary.hasPrefix("0 claimed but unroutable, "), "\(summary)")
    #expect(summary.contains(" wider than the route, 0 routable but unclaimed"), "\(summary)")
    #expect(io.standardError.isEmpty)
  }

  @Test func examplesWithoutHostsHaveNothingToGenerate() throws {
    let config = "Examples/todo/linkcheck.json"
    let result = try Golden.run(
      ["aasa", "--generate", "-c", config, "--app-id", "ABCDE12345.com.example.todo"],
      files: [config])
    #expect(result.status == 1)
    #expect(result.error.contains("no route"))
  }
}
