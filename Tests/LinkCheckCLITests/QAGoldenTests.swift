import Foundation
import LinkCheckCLI
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Runs the command line in memory and keeps the files it writes.
enum QARun {
  static func run(_ arguments: [String], files paths: [String]) throws -> (
    output: String, error: String, status: Int32, written: [String: String]
  ) {
    var files: [String: String] = [:]
    for path in paths { files[path] = try Golden.read(path) }
    let io = BufferIO(files: files)
    let status = LinkCheckCLI.run(arguments: arguments, environment: [:], io: io)
    return (io.standardOutput, io.standardError, status.rawValue, io.writtenFiles)
  }

  static let golden = "Tests/LinkCheckCLITests/Golden"
  static let flightdeck = "Examples/flightdeck/linkcheck.json"
}

/// `linkcheck test` in every format, `--update`, and coverage.
@Suite struct TestCommandGoldenTests {
  static let file = "\(QARun.golden)/test/flightdeck.linktest"

  @Test(arguments: ["text", "jsonl", "gcc", "github", "junit"])
  func printsTheRecordedReport(format: String) throws {
    let result = try QARun.run(
      ["test", "-c", QARun.flightdeck, "--format", format, Self.file],
      files: [QARun.flightdeck, Self.file])
    // The file holds a line that is not a test: reported with the others, then exit 3.
    #expect(result.status == 3)
    #expect(result.error.isEmpty)
    try Golden.check(result.output, against: "\(QARun.golden)/test/flightdeck.\(format)")
  }

  @Test func junitIsValidXMLWithOneTestCasePerLine() throws {
    let result = try QARun.run(
      ["test", "-c", QARun.flightdeck, "-f", "junit", Self.file],
      files: [QARun.flightdeck, Self.file])
    let report = try JUnitShape(xml: result.output)
    #expect(report.suites == 1)
    #expect(report.testCases.count == 13)
    #expect(report.failures == 6)
    #expect(
      report.testCases.first == "line 4: flightdeck://flight/6F9619FF-8B86-D011-B42D-00C04FC964FF")
    #expect(report.classNames == ["linkcheck.\(Self.file)"])
    #expect(report.attributes["tests"] == "13")
    #expect(report.attributes["failures"] == "6")
  }

  @Test(arguments: ["update", "crlf"])
  func updateRewritesOnlyFailingAndMissingExpectations(name: String) throws {
    let file = "\(QARun.golden)/test/\(name).linktest"
    let result = try QARun.run(
      ["test", "-c", QARun.flightdeck, "--update", file], files: [QARun.flightdeck, file])
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    let updated = try #require(result.written[file])
    try Golden.check(updated, against: "\(QARun.golden)/test/\(name).updated")
    try Golden.check(result.error, against: "\(QARun.golden)/test/\(name).update-stderr")
    // After the update every line passes, and updating again changes nothing.
    let io = BufferIO(files: [QARun.flightdeck: try Golden.read(QARun.flightdeck), file: updated])
    #expect(
      LinkCheckCLI.run(
        arguments: ["test", "-c", QARun.flightdeck, "-q", file], environment: [:], io: io
      )
      .rawValue == 0)
    let second = BufferIO(files: [
      QARun.flightdeck: try Golden.read(QARun.flightdeck), file: updated,
    ])
    _ = LinkCheckCLI.run(
      arguments: ["test", "-c", QARun.flightdeck, "--update", file], environment: [:], io: second)
    #expect(second.writtenFiles.isEmpty)
    #expect(second.standardError.hasPrefix("updated 0 of "))
  }

  /// `--update` rewrites expectations only: a line whose URL holds invalid UTF-8 keeps those
  /// bytes (they are not written back as U+FFFD).
  @Test func updateKeepsTheBytesOfTheLinkColumn() throws {
    let config = try Golden.read(QARun.flightdeck)
    let line: [UInt8] =
      Array("flightdeck://setlist/".utf8) + [0xFF, 0xFE] + Array("  =>  home\n".utf8)
    let io = BufferIO(files: [QARun.flightdeck: config])
    io.files["t.linktest"] = .success(Array("flightdeck://flights  =>  home\n".utf8) + line)
    _ = LinkCheckCLI.run(
      arguments: ["test", "-c", QARun.flightdeck, "--update", "t.linktest"], environment: [:],
      io: io)
    let written = try #require(io.writtenBytes["t.linktest"])
    let lines = written.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    #expect(
      lines[1].starts(
        with: Array("flightdeck://setlist/".utf8) + [0xFF, 0xFE] + Array("  =>  ".utf8)))
    #expect(String(decoding: lines[1], as: UTF8.self).hasSuffix("=>  error[invalid-url]"))
  }

  @Test func coverageReportsHitsUnreachedRoutesAndTheThreshold() throws {
    let result = try QARun.run(
      [
        "test", "-c", QARun.flightdeck, "--coverage", "--coverage-json", "coverage.json",
        "--min-coverage", "100", Self.file,
      ], files: [QARun.flightdeck, Self.file])
    // Below the threshold is 1; the file's line that is not a test makes it 3.
    #expect(result.status == 3)
    try Golden.check(result.error, against: "\(QARun.golden)/test/flightdeck.coverage-stderr")
    try Golden.check(
      try #require(result.written["coverage.json"]),
      against: "\(QARun.golden)/test/flightdeck.coverage.json")
  }

  @Test func coverageAtOrAboveTheThresholdPasses() throws {
    let file = "\(QARun.golden)/test/crlf.updated"
    let result = try QARun.run(
      ["test", "-c", QARun.flightdeck, "-q", "--min-coverage", "40", file],
      files: [QARun.flightdeck, file])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let failing = try QARun.run(
      ["test", "-c", QARun.flightdeck, "--min-coverage", "50", file],
      files: [QARun.flightdeck, file])
    #expect(failing.status == 1)
    #expect(failing.error.contains("error: coverage 40.0% is below --min-coverage 50.0%\n"))
  }

  @Test func resolveTakesTheFileFormatsAndCoverage() throws {
    let links = "Examples/flightdeck/links.txt"
    for format in ["gcc", "github", "junit"] {
      let result = try QARun.run(
        ["-c", QARun.flightdeck, "-i", links, "-f", format], files: [QARun.flightdeck, links])
      #expect(result.status == 1)
      try Golden.check(result.output, against: "\(QARun.golden)/resolve/flightdeck.\(format)")
      if format == "junit" { #expect(try JUnitShape(xml: result.output).suites == 1) }
    }
    let coverage = try QARun.run(
      ["-c", QARun.flightdeck, "-i", links, "-q", "--coverage"], files: [QARun.flightdeck, links])
    try Golden.check(coverage.error, against: "\(QARun.golden)/resolve/flightdeck.coverage-stderr")
    let arguments = try QARun.run(
      ["-c", QARun.flightdeck, "-f", "gcc", "app://x"], files: [QARun.flightdeck])
    #expect(arguments.status == 1)
    #expect(
      arguments.output
        == "<arguments>:1:1: error: 'app://x': scheme 'app' is not one of the table's schemes "
        + "[unknown-scheme]\n")
  }
}

/// Links as people paste them: warnings and helps as recorded, and `--repair` reading the link
/// inside; the binary gives the same bytes as the in-process run.
@Suite struct PastedLinkGoldenTests {
  static let links = "\(QARun.golden)/resolve/pasted-links.txt"

  @Test(arguments: [([] as [String], "pasted-links.out"), (["--repair"], "pasted-links.repaired")])
  func printsTheRecordedRecords(extra: [String], golden: String) throws {
    let arguments = ["-c", QARun.flightdeck, "-i", Self.links] + extra
    let result = try QARun.run(arguments, files: [QARun.flightdeck, Self.links])
    #expect(result.status == 1)
    try Golden.check(result.output, against: "\(QARun.golden)/resolve/\(golden)")
    let binary = try BinaryTests.run(
      ["-c", "app.json", "-i", "-"] + extra,
      files: ["app.json": try Golden.read(QARun.flightdeck)],
      standardInput: try Golden.read(Self.links))
    #expect(binary.standardOutput == result.output)
  }
}

/// `linkcheck stack` on a valid stack and on one stack per kind of problem.
@Suite struct StackCommandGoldenTests {
  static let config = "\(QARun.golden)/stack/linkcheck.json"
  static let stacks = Golden.files(in: "\(QARun.golden)/stack", withExtension: "stack.json")

  @Test func everyProblemKindHasAStack() {
    #expect(Self.stacks.count >= 14)
  }

  @Test(arguments: stacks)
  func printsTheRecordedVerdict(stack: String) throws {
    var transcript = ""
    for format in ["text", "jsonl"] {
      let result = try QARun.run(
        ["stack", "-c", Self.config, "-f", format, stack], files: [Self.config, stack])
      transcript +=
        "$ linkcheck stack --format \(format)\n\(result.output)\(result.error)exit: \(result.status)\n"
    }
    try Golden.check(
      transcript, against: stack.replacingOccurrences(of: ".stack.json", with: ".out"))
  }

  @Test func theValidStacksURLOpensTheSameStack() throws {
    let stack = "\(QARun.golden)/stack/valid.stack.json"
    let result = try QARun.run(["stack", "-c", Self.config, stack], files: [Self.config, stack])
    let url = try #require(result.output.split(separator: "\n").last.map(String.init))
    let chain = try #require(result.output.split(separator: "\n").first)
    let resolved = try QARun.run(["-c", Self.config, url], files: [Self.config])
    #expect(resolved.output == "\(url)  \(chain.dropFirst("valid: ".count))\n")
  }
}

/// `linkcheck routes` in every format, `samples`, `build` and `completion`.
@Suite struct RouteToolsGoldenTests {
  @Test(
    arguments: ["flightdeck", "photos", "music", "teamchat"],
    ["tree", "json", "dot", "mermaid", "names"])
  func routesPrintTheRecordedMap(example: String, format: String) throws {
    let config = "Examples/\(example)/linkcheck.json"
    let arguments = ["routes", "-c", config] + (format == "tree" ? [] : ["--format", format])
    let result = try QARun.run(arguments, files: [config])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    try Golden.check(result.output, against: "\(QARun.golden)/routes/\(example).\(format)")
  }

  @Test func routesJSONIsJSON() throws {
    let result = try QARun.run(
      ["routes", "-c", QARun.flightdeck, "-f", "json"], files: [QARun.flightdeck])
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect((object?["routes"] as? [Any])?.count == 6)
  }

  @Test(arguments: ["url", "simctl", "adb"])
  func samplesPrintTheRecordedLines(style: String) throws {
    let result = try QARun.run(
      ["samples", "-c", QARun.flightdeck, "--all-forms", "--emit", style], files: [QARun.flightdeck]
    )
    #expect(result.status == 0)
    try Golden.check(result.output, against: "\(QARun.golden)/samples/flightdeck.\(style)")
  }

  @Test(arguments: ExampleGoldenTests.examples)
  func everySampleResolvesToItsOwnRoute(example: String) throws {
    let config = "Examples/\(example)/linkcheck.json"
    let samples = try QARun.run(["samples", "-c", config, "--all-forms"], files: [config])
    #expect(samples.status == 0)
    let urls = samples.output.split(separator: "\n").map(String.init)
    #expect(!urls.isEmpty)
    let resolved = try QARun.run(["-c", config, "--json"] + urls, files: [config])
    #expect(resolved.status == 0)
    #expect(!resolved.output.contains(#""ok":false"#))
  }

  @Test(
    arguments: [
      (
        ["checkout", "flightID=6F9619FF-8B86-D011-B42D-00C04FC964FF", "seat=2F", "promo=A&B 50%"],
        0,
        "flightdeck://seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/2F?promo=A%26B%2050%25\n"
      ),
      (
        ["flights", "--host", "flightdeck.example.com"], 0,
        "https://flightdeck.example.com/flights\n"
      ),
      (["home", "--path", "2"], 0, "flightdeck://home\n"),
      (
        ["checkout", "flightID=6F9619FF-8B86-D011-B42D-00C04FC964FF"], 2,
        "error: missing parameter 'seat' for route 'checkout'\nhelp: add 'seat=2F'\n"
      ),
      (
        ["flightDetail", "id=6F9619FF-8B86-D011-B42D-00C04FC964FF", "ide=1"], 2,
        "error: route 'flightDetail' has no parameter 'ide'\nhelp: did you mean 'id'?\n"
      ),
      (
        ["flightDetal"], 2,
        "error: unknown route 'flightDetal'\nhelp: did you mean 'flightDetail'?\n"
      ),
      (
        ["setlist", "city"], 2,
        "error: expected NAME=VALUE, got 'city'\nhelp: pass each parameter as NAME=VALUE, e.g. 'id=42'\n"
      ),
      (
        ["home", "--scheme", "flightdeck", "--host", "flightdeck.example.com"], 2,
        "error: '--scheme' and '--host' cannot be combined\nhelp: pick the custom-scheme link or the https link\n"
      ),
    ] as [([String], Int32, String)])
  func buildPrintsTheURLOrAUsageError(arguments: [String], status: Int32, expected: String) throws {
    let result = try QARun.run(
      ["build", "-c", QARun.flightdeck] + arguments, files: [QARun.flightdeck])
    #expect(result.status == status)
    if status == 0 {
      #expect(result.output == expected)
    } else {
      #expect(
        result.error == expected + "usage: linkcheck build [options] ROUTE [NAME=VALUE ...]\n")
    }
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionPrintsTheRecordedScript(shell: String) throws {
    let result = try QARun.run(["completion", shell], files: [])
    #expect(result.status == 0)
    try Golden.check(result.output, against: "\(QARun.golden)/completion/linkcheck.\(shell)")
    for command in ["resolve", "build", "samples", "min-coverage", "mermaid", "simctl"] {
      #expect(result.output.contains(command))
    }
  }

  @Test func bashCompletionParsesAndCompletesRouteNames() throws {
    let script = try QARun.run(["completion", "bash"], files: []).output
    let directory = try StandInDirectory()
    defer { directory.remove() }
    // A stand-in linkcheck answers the route-name query the way the real one does.
    try directory.addScript(
      "linkcheck",
      #"[ "$1 $2 $3" = "routes --format names" ] && printf 'home\nflights\nflightDetail\n'"#)
    let test =
      script + """

        COMP_WORDS=(linkcheck build fl); COMP_CWORD=2
        _linkcheck
        printf '%s\\n' "${COMPREPLY[@]}"
        COMP_WORDS=(linkcheck samples --em); COMP_CWORD=2
        _linkcheck
        printf '%s\\n' "${COMPREPLY[@]}"
        """
    let output = try directory.run("/bin/bash", ["-c", test])
    #expect(output.status == 0)
    #expect(output.standardOutput == "flights\nflightDetail\n--emit\n")
  }
}

/// The shape of a JUnit report as CI reporters read it, checked with an XML parser.
struct JUnitShape {
  var suites = 0
  var testCases: [String] = []
  var classNames: Set<String> = []
  var failures = 0
  /// The `<testsuite>` attributes.
  var attributes: [String: String] = [:]

  init(xml: String) throws {
    let parser = XMLParser(data: Data(xml.utf8))
    let delegate = Delegate()
    parser.delegate = delegate
    guard parser.parse() else {
      throw JUnitError(
        description: "not well-formed XML: \(String(describing: parser.parserError))")
    }
    self = delegate.shape
  }

  struct JUnitError: Error, CustomStringConvertible {
    var description: String
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var shape = JUnitShape()

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      switch elementName {
      case "testsuite":
        shape.suites += 1
        shape.attributes = attributes
      case "testcase":
        shape.testCases.append(attributes["name"] ?? "")
        shape.classNames.insert(attributes["classname"] ?? "")
      case "failure":
        shape.failures += 1
      default: break
      }
    }
  }

  private init() {}
}
