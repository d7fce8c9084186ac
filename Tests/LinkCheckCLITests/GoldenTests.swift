import RouteTable
import Testing

/// Every Examples app: its links give the recorded output in both formats, and its config is
/// lint-clean.
@Suite struct ExampleGoldenTests {
  static let examples = ["flightdeck", "yourapp", "todo", "items", "photos", "music", "teamchat"]

  @Test(arguments: examples, [("text", "expected.txt"), ("jsonl", "expected.jsonl")])
  func linksGiveTheRecordedOutput(example: String, format: (name: String, file: String)) throws {
    let folder = "Examples/\(example)"
    let result = try Golden.run(
      ["-c", "\(folder)/linkcheck.json", "-i", "\(folder)/links.txt", "--format", format.name],
      files: ["\(folder)/linkcheck.json", "\(folder)/links.txt"])
    #expect(result.error.isEmpty)
    // Every links.txt mixes links that resolve and links that fail on purpose.
    #expect(result.status == 1)
    try Golden.check(result.output, against: "\(folder)/\(format.file)")
  }

  @Test(arguments: examples)
  func configIsLintClean(example: String) throws {
    let config = "Examples/\(example)/linkcheck.json"
    let result = try Golden.run(["lint", "-c", config], files: [config])
    #expect(result.error == "")
    #expect(result.status == 0)
  }

  @Test func explainShowsEveryCandidate() throws {
    let config = "Examples/flightdeck/linkcheck.json"
    let urls = [
      "flightdeck://flight/abc", "flightdeck://seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/2F",
      "https://flightdeck.example.com/fligts",
    ]
    for format in ["text", "jsonl"] {
      let result = try Golden.run(
        ["--explain", "-c", config, "--format", format] + urls, files: [config])
      try Golden.check(
        result.output, against: "Tests/LinkCheckCLITests/Golden/explain/flightdeck.\(format)")
    }
  }
}

/// One config per problem kind: `lint` reports it (exit 1) and `resolve` refuses to start
/// (exit 3), both with the recorded stderr.
@Suite struct ConfigErrorGoldenTests {
  static let configs = Golden.files(
    in: "Tests/LinkCheckCLITests/Golden/config", withExtension: "json")

  @Test func everyConfigProblemKindHasAFixture() throws {
    var reported = Set<String>()
    for config in Self.configs {
      let stderr = try Golden.read(config.replacingOccurrences(of: ".json", with: ".stderr"))
      for line in stderr.split(separator: "\n") where line.hasSuffix("]") {
        if let open = line.lastIndex(of: "[") {
          reported.insert(String(line[open...].dropFirst().dropLast()))
        }
      }
    }
    for code in ConfigDiagnosticCode.allCases {
      #expect(reported.contains(code.rawValue), "no fixture reports '\(code.rawValue)'")
    }
  }

  @Test(arguments: configs)
  func reportsTheRecordedDiagnostics(config: String) throws {
    let lint = try Golden.run(["lint", "-c", config], files: [config])
    #expect(lint.status == 1)
    #expect(lint.output.isEmpty)
    try Golden.check(lint.error, against: config.replacingOccurrences(of: ".json", with: ".stderr"))
    let resolve = try Golden.run(["-c", config, "app://x"], files: [config])
    #expect(resolve.status == 3)
    #expect(resolve.error == lint.error)
  }
}

/// One config per `lint` finding kind, with the recorded findings and exit status.
@Suite struct LintGoldenTests {
  static let configs = Golden.files(
    in: "Tests/LinkCheckCLITests/Golden/lint", withExtension: "json")

  @Test(arguments: configs)
  func reportsTheRecordedFindings(config: String) throws {
    let result = try Golden.run(["lint", "-c", config], files: [config])
    #expect(result.output.isEmpty)
    try Golden.check(
      result.error + "exit: \(result.status)\n",
      against: config.replacingOccurrences(of: ".json", with: ".stderr"))
  }
}
