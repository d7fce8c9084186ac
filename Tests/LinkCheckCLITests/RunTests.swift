import Foundation
import RouteTable
import Testing

@testable import LinkCheckCLI

/// The whole command line in memory: arguments, environment, files and streams.
@Suite struct RunTests {
  @Test(arguments: [["--version"], ["lint", "--version"], ["resolve", "-q", "--version"]])
  func version(arguments: [String]) {
    let io = BufferIO()
    #expect(run(arguments: arguments, environment: [:], io: io) == .success)
    #expect(io.standardOutput == "linkcheck 0.1.0\n")
    #expect(io.standardError.isEmpty)
  }

  /// The process frees the loaded table when it exits, not object by object before.
  @Test func theLoadedTableOutlivesTheRun() {
    let config =
      #"{"version": 1, "schemes": ["app"], "routes": [{"name": "home", "paths": ["/"]}]}"#
    let io = BufferIO(files: ["app.json": config])
    #expect(run(arguments: ["-c", "app.json", "app://"], environment: [:], io: io) == .success)
    #expect(io.tablesKeptUntilExit.count == 1)
  }

  @Test(arguments: [
    (["--help"], "linkcheck 0.1.0: check deep links against a route table\n"),
    (["-h"], "linkcheck 0.1.0: check deep links against a route table\n"),
    (["help"], "linkcheck 0.1.0: check deep links against a route table\n"),
    (["resolve", "--help"], "usage: linkcheck [resolve] [options] [URL ...]\n"),
    (["help", "lint"], "usage: linkcheck lint [options]\n"),
    (["lint", "-h"], "usage: linkcheck lint [options]\n"),
  ])
  func helpGoesToStandardOutput(arguments: [String], firstLine: String) {
    let io = BufferIO()
    #expect(run(arguments: arguments, environment: [:], io: io) == .success)
    #expect(io.standardOutput.hasPrefix(firstLine))
    #expect(io.standardError.isEmpty)
    #expect(io.events.allSatisfy { if case .write = $0 { true } else { false } })
  }

  @Test func helpListsEveryOptionOfTheCommand() {
    let io = BufferIO()
    _ = run(arguments: ["help", "lint"], environment: [:], io: io)
    for option in ["--config PATH", "--quiet", "--strict", "--color auto|always|never", "--help"] {
      #expect(io.standardOutput.contains(option))
    }
    #expect(!io.standardOutput.contains("--input"))
    #expect(io.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test func usageErrorGoesToStandardErrorWithStatus2() {
    let io = BufferIO()
    #expect(run(arguments: ["--fromat", "jsonl", "a:b"], environment: [:], io: io) == .usage)
    #expect(io.standardOutput.isEmpty)
    #expect(
      io.standardError
        == "error: unknown option '--fromat'\nhelp: did you mean '--format'?\n"
        + "usage: linkcheck [resolve] [options] [URL ...]\n")
    #expect(io.events.allSatisfy { if case .write = $0 { true } else { false } })
  }

  static let discovery: [([String], [String: String], String, String)] = [
    (
      [], [:], "linkcheck.json",
      "error: no config found: 'linkcheck.json' does not exist\n"
        + "help: pass '--config PATH' or set LINKCHECK_CONFIG\n"
    ),
    (
      [], ["LINKCHECK_CONFIG": ""], "linkcheck.json",
      "error: no config found: 'linkcheck.json' does not exist\n"
        + "help: pass '--config PATH' or set LINKCHECK_CONFIG\n"
    ),
    (
      [], ["LINKCHECK_CONFIG": "env.json"], "env.json",
      "error: cannot read config 'env.json' (from LINKCHECK_CONFIG): no such file\n"
    ),
    (
      ["-c", "opt.json"], ["LINKCHECK_CONFIG": "env.json"], "opt.json",
      "error: cannot read config 'opt.json': no such file\n"
    ),
    (
      ["--config=sub/opt.json", "a:b"], [:], "sub/opt.json",
      "error: cannot read config 'sub/opt.json': no such file\n"
    ),
    (
      ["lint", "-c", "opt.json"], ["LINKCHECK_CONFIG": "env.json"], "opt.json",
      "error: cannot read config 'opt.json': no such file\n"
    ),
    (
      ["lint"], ["LINKCHECK_CONFIG": "env.json"], "env.json",
      "error: cannot read config 'env.json' (from LINKCHECK_CONFIG): no such file\n"
    ),
  ]

  @Test(arguments: discovery)
  func configDiscovery(
    arguments: [String], environment: [String: String], path: String, message: String
  ) {
    let io = BufferIO()
    #expect(run(arguments: arguments, environment: environment, io: io) == .input)
    #expect(io.events.first == .readFile(path))
    #expect(io.standardError == message)
    #expect(io.standardOutput.isEmpty)
  }

  @Test(arguments: [
    (FileReadError.isDirectory, "is a directory"),
    (.permissionDenied, "permission denied"),
    (.other("Input/output error"), "input/output error"),
  ])
  func unreadableConfig(error: FileReadError, reason: String) {
    for arguments in [["-c", "c.json"], ["lint", "-c", "c.json"]] {
      let io = BufferIO()
      io.files["c.json"] = .failure(error)
      #expect(run(arguments: arguments, environment: [:], io: io) == .input)
      #expect(io.standardError == "error: cannot read config 'c.json': \(reason)\n")
    }
  }

  @Test(arguments: [
    ([] as [String], ExitCode.failure, "error[strict]"),
    (["--allow", "encoded-separator"], .success, "wiki(title: AC/DC)"),
    (["--allow", "trailing-slash,encoded-separator"], .success, "wiki(title: AC/DC)"),
  ])
  func allowLeavesWarningsOutUnderStrict(extra: [String], status: ExitCode, text: String) {
    let config =
      #"{"version": 1, "schemes": ["app"], "routes": [{"name": "wiki", "paths": ["/wiki/:title"]}]}"#
    for jobs in ["1", "2"] {
      let io = BufferIO(files: ["app.json": config], standardInput: ["app://wiki/AC%2FDC\n"])
      let arguments = ["-c", "app.json", "--strict", "-j", jobs, "-i", "-"] + extra
      #expect(run(arguments: arguments, environment: [:], io: io) == status)
      #expect(io.standardOutput.contains(text))
    }
  }

  @Test func routesSayWhichKindOfLinkARouteAnswers() {
    let config =
      #"{"version": 1, "schemes": ["app"], "hosts": ["example.com"], "routes": [{"name": "a", "paths": ["/a"], "schemes": ["app"]}, {"name": "b", "paths": ["/b"], "hosts": ["example.com"]}, {"name": "c", "paths": ["/c"], "schemes": []}, {"name": "d", "paths": ["/d"]}]}"#
    let io = BufferIO(files: ["app.json": config])
    #expect(run(arguments: ["routes", "-c", "app.json"], environment: [:], io: io) == .success)
    #expect(
      io.standardOutput == """
        a  /a  [custom schemes only: app]
        b  /b  [universal links only: example.com]
        c  /c  [universal links only]
        d  /d

        """)
  }

  static let appConfig =
    #"{"version": 1, "schemes": ["app"], "routes": [{"name": "track", "paths": ["/track/:id"]}]}"#

  @Test func testReadsStandardInputAndNamesAMisspelledRoute() {
    let io = BufferIO(
      files: ["app.json": Self.appConfig],
      standardInput: ["app://track/1 => track\n", "app://track/2 => trak\n"])
    #expect(run(arguments: ["test", "-c", "app.json", "-"], environment: [:], io: io) == .failure)
    #expect(io.standardOutput.contains("PASS  1  app://track/1\n"))
    #expect(
      io.standardOutput.contains("help      the table has no route 'trak'; did you mean 'track'?\n")
    )
  }

  /// Tests read from stdin are `<stdin>` where a report names their file: no `file=` in a
  /// GitHub annotation, and `<stdin>` as the JUnit suite.
  @Test(arguments: [
    ("github", "::error line=2,", "file="),
    ("junit", #"<testsuite name="&lt;stdin&gt;""#, #"name="-""#),
    ("gcc", "<stdin>:2:", "-:2:"),
  ])
  func testsFromStandardInputAreNamedStdin(format: String, expected: String, wrong: String) {
    let io = BufferIO(
      files: ["app.json": Self.appConfig],
      standardInput: ["app://track/1 => track\n", "app://track/2 => home\n"])
    _ = run(arguments: ["test", "-c", "app.json", "-f", format, "-"], environment: [:], io: io)
    #expect(io.standardOutput.contains(expected), "\(io.standardOutput)")
    #expect(!io.standardOutput.contains(wrong))
  }

  /// Help lists what each command takes: `stack` prints text or jsonl, `aasa --explain` lists
  /// rules, not routes.
  @Test func helpDescribesEachCommandsOwnOptions() {
    let stack = BufferIO()
    _ = run(arguments: ["help", "stack"], environment: [:], io: stack)
    #expect(stack.standardOutput.contains("--format text|jsonl "))
    let aasa = BufferIO()
    _ = run(arguments: ["help", "aasa"], environment: [:], io: aasa)
    #expect(aasa.standardOutput.contains("--explain"))
    #expect(!aasa.standardOutput.contains("candidate route"))
  }

  @Test func aLineThatIsNotATestMakesTheFileInvalid() {
    let io = BufferIO(
      files: [
        "app.json": Self.appConfig, "t.linktest": "app://track/1 => track\napp://track/2 =>\n",
      ])
    #expect(
      run(arguments: ["test", "-c", "app.json", "t.linktest"], environment: [:], io: io) == .input)
    #expect(io.standardOutput.hasSuffix("2 tests: 1 passed, 1 failed\n"))
  }

  @Test func stackReadsStandardInput() {
    let io = BufferIO(
      files: ["app.json": Self.appConfig],
      standardInput: [#"[{"route": "track", "params": {"id": "1"}}]"#])
    #expect(run(arguments: ["stack", "-c", "app.json", "-"], environment: [:], io: io) == .success)
    #expect(io.standardOutput.contains("app://track/1"))
  }

  @Test(arguments: [
    (
      ["-f", "github", "app://nope"],
      "::error line=1,col=1,title=linkcheck [no-match]::'app://nope': "
    ),
    (["-f", "gcc", "-i", "-"], "<stdin>:1:1: error: 'app://nope': "),
  ])
  func reportFormatsTakeLinksFromArgumentsAndStandardInput(arguments: [String], prefix: String) {
    let io = BufferIO(files: ["app.json": Self.appConfig], standardInput: ["app://nope\n"])
    #expect(run(arguments: ["-c", "app.json"] + arguments, environment: [:], io: io) == .failure)
    #expect(io.standardOutput.hasPrefix(prefix))
  }

  @Test func aTerminalOnStandardInputGetsAHint() {
    for kind in [StreamKind.terminal, .pipe] {
      let io = BufferIO(files: ["app.json": Self.appConfig], standardInput: ["app://track/1\n"])
      io.standardInputKindValue = kind
      #expect(run(arguments: ["-c", "app.json"], environment: [:], io: io) == .success)
      #expect(io.standardError.hasPrefix("reading links from the terminal") == (kind == .terminal))
    }
  }

  @Test func argumentsAreTrimmedAsLinesAre() {
    let io = BufferIO(files: ["app.json": Self.appConfig])
    #expect(
      run(arguments: ["-c", "app.json", "  app://track/1\t"], environment: [:], io: io) == .success)
  }

  @Test func aMinCoverageFailureIsAnAnnotationUnderGitHub() {
    let io = BufferIO(files: ["app.json": Self.appConfig])
    let arguments = ["-c", "app.json", "-f", "github", "--min-coverage", "100%", "app://x"]
    #expect(run(arguments: arguments, environment: [:], io: io) == .failure)
    #expect(io.standardOutput.contains("::error title=linkcheck [min-coverage]::coverage 0.0%25"))
  }

  @Test(arguments: [
    ("gcc", "bad.json:1:71: error: duplicate route name 'a' (help: "),
    (
      "github",
      "::error file=bad.json,line=1,col=71,title=linkcheck [duplicate-route]::duplicate route name 'a'"
    ),
    (
      "jsonl",
      #"{"file":"bad.json","line":1,"column":71,"severity":"error","code":"duplicate-route""#
    ),
  ])
  func lintWritesFindingsInTheMachineFormats(format: String, prefix: String) {
    let config = #"{"version": 1, "schemes": ["app"], "routes": [{"name": "a"}, {"name": "a"}]}"#
    let io = BufferIO(files: ["bad.json": config])
    #expect(
      run(arguments: ["lint", "-c", "bad.json", "-f", format], environment: [:], io: io) == .failure
    )
    #expect(io.standardOutput.hasPrefix(prefix))
    #expect(io.standardError.isEmpty)
  }

  @Test func aasaAnnotatesURLsThatDoNotOpenTheApp() {
    let file =
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a"}]}]}}"#
    let io = BufferIO(files: ["aasa.json": file])
    let arguments = [
      "aasa", "aasa.json", "-f", "gcc", "https://example.com/a", "https://example.com/b",
    ]
    #expect(run(arguments: arguments, environment: [:], io: io) == .failure)
    #expect(
      io.standardOutput
        == "<arguments>:2:1: error: 'https://example.com/b' does not open the app: no rule opens it [no-match]\n"
    )
  }

  /// Nothing a link, a config or an argument holds reaches the output raw, in any format.
  @Test func hiddenCharactersNeverReachTheOutputRaw() {
    let config =
      #"{"version": 1, "schemes": ["app"], "routes": [{"name": "a", "paths": ["/a/:x"], "description": "x\u001b[31m\u202e\u200b"}]}"#
    let hidden: [Unicode.Scalar] = ["\u{1B}", "\u{9B}", "\u{202E}", "\u{85}", "\u{200B}", "\u{0}"]
    let runs: [[String]] = [
      ["-c", "app.json", "-f", "github", "app://a/%1B%C2%9B%E2%80%AE%C2%85%E2%80%8B%00"],
      ["-c", "app.json", "-f", "junit", "app://a/%1B%C2%9B%E2%80%AE%C2%85%E2%80%8B%00"],
      ["-c", "app.json", "-f", "gcc", "app://a/%1B%C2%9B%E2%80%AE%C2%85%E2%80%8B%00"],
      ["-c", "app.json", "app://a/%1B%C2%9B%E2%80%AE%C2%85%E2%80%8B%00"],
      ["routes", "-c", "app.json"],
      ["--bogus\u{1B}[31m\u{202E}"],
    ]
    for arguments in runs {
      let io = BufferIO(files: ["app.json": config])
      _ = run(arguments: arguments, environment: [:], io: io)
      let printed = io.standardOutput + io.standardError
      #expect(!printed.isEmpty)
      #expect(!printed.unicodeScalars.contains(where: hidden.contains), "\(arguments)")
    }
  }

  @Test func optionsMayStandBeforeTheCommand() {
    let io = BufferIO(files: ["app.json": Self.appConfig])
    #expect(run(arguments: ["-c", "app.json", "lint"], environment: [:], io: io) == .success)
    #expect(io.standardOutput.isEmpty && io.standardError.isEmpty)
  }

  @Test func allowNamesAnUnknownCodeWithASuggestion() {
    let io = BufferIO()
    #expect(
      run(arguments: ["--allow", "encoded-seperator", "a:b"], environment: [:], io: io) == .usage)
    #expect(
      io.standardError.hasPrefix(
        "error: invalid value 'encoded-seperator' for '--allow': expected a warning code\n"
          + "help: did you mean 'encoded-separator'?\n"))
  }

  @Test(arguments: [
    "{", "{\"version\": 1,}", "[1, 2", "{\"version\": 1, \"routes\": [], \"x\": 1}",
  ])
  func invalidConfigIsReportedWithPositions(config: String) throws {
    let io = BufferIO(files: ["bad.json": config])
    #expect(run(arguments: ["-c", "bad.json", "a:b"], environment: [:], io: io) == .input)
    #expect(io.standardOutput.isEmpty)
    let lines = io.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(lines.first)
    #expect(first.hasPrefix("bad.json:1:"))
    #expect(first.contains(": error: "))
    #expect(lines.last == "")
    try #require(lines.count >= 3)
    let summary = String(lines[lines.count - 2])
    #expect(summary.wholeMatch(of: /[1-9][0-9]* errors?, [0-9]+ warnings?/) != nil)
  }

  @Test func lintReportsTheSameDiagnosticsWithStatus1() {
    let resolveIO = BufferIO(files: ["bad.json": "[1, 2"])
    _ = run(arguments: ["-c", "bad.json"], environment: [:], io: resolveIO)
    let lintIO = BufferIO(files: ["bad.json": "[1, 2"])
    #expect(run(arguments: ["lint", "-c", "bad.json"], environment: [:], io: lintIO) == .failure)
    #expect(lintIO.standardError == resolveIO.standardError)
    #expect(lintIO.standardOutput.isEmpty)
  }

  @Test func quietLintPrintsNothing() {
    let io = BufferIO(files: ["bad.json": "[1, 2"])
    #expect(run(arguments: ["lint", "-q", "-c", "bad.json"], environment: [:], io: io) == .failure)
    #expect(io.standardError.isEmpty)
  }

  @Test func diagnosticsAreColoredOnlyWhenAsked() {
    let plain = BufferIO(files: ["bad.json": "["])
    plain.kinds[.error] = .terminal
    _ = run(arguments: ["-c", "bad.json", "--color=never"], environment: [:], io: plain)
    #expect(!plain.standardError.contains("\u{1B}["))
    let colored = BufferIO(files: ["bad.json": "["])
    _ = run(arguments: ["-c", "bad.json", "--color", "always"], environment: [:], io: colored)
    #expect(colored.standardError.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    let auto = BufferIO(files: ["bad.json": "["])
    auto.kinds[.error] = .terminal
    _ = run(arguments: ["-c", "bad.json"], environment: ["TERM": "xterm"], io: auto)
    #expect(auto.standardError.contains("\u{1B}[1;31merror:\u{1B}[0m"))
  }

  // MARK: With a loaded table (once the library's config loader is in)

  static var exampleFiles: [String: String] { ["linkcheck.json": Fixtures.exampleConfig] }

  @Test
  func lintOfAValidConfigPassesSilently() {
    let io = BufferIO(files: Self.exampleFiles)
    #expect(run(arguments: ["lint"], environment: [:], io: io) == .success)
    #expect(io.events == [.readFile("linkcheck.json")])
  }

  @Test
  func resolvesArgumentsInOrder() throws {
    let io = BufferIO(files: Self.exampleFiles)
    let urls = ["flightdeck://flight/6F9619FF-8B86-D011-B42D-00C04FC964FF", "nope://x", ""]
    let status = run(arguments: ["--json"] + urls, environment: [:], io: io)
    let records = try io.standardOutput.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(records.map { $0["line"] as? Int } == [1, 2, 3])
    #expect(records.map { $0["input"] as? String } == urls)
    #expect(records[1]["ok"] as? Bool == false)
    #expect(status == .failure)
    #expect(io.standardError.isEmpty)
  }

  @Test
  func readsURLsFromStandardInputOrAFile() throws {
    let stdin = BufferIO(
      files: Self.exampleFiles, standardInput: ["nope://1\n# c\n", "\nnope://4"])
    #expect(run(arguments: ["-i", "-", "--json"], environment: [:], io: stdin) == .failure)
    let file = BufferIO(
      files: Self.exampleFiles.merging(["u.txt": "nope://1\n# c\n\nnope://4"]) { $1 })
    #expect(run(arguments: ["--input", "u.txt", "--json"], environment: [:], io: file) == .failure)
    #expect(file.standardOutput == stdin.standardOutput)
    #expect(file.standardOutput.split(separator: "\n").count == 2)
    #expect(file.standardOutput.contains(#""line":4,"#))
  }

  @Test
  func missingInputFile() {
    let io = BufferIO(files: Self.exampleFiles)
    #expect(run(arguments: ["-i", "urls.txt"], environment: [:], io: io) == .input)
    #expect(io.standardError == "error: cannot read input file 'urls.txt': no such file\n")
  }
}
