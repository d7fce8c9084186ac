import Testing

/// The link shapes of SPEC §13 in one table: a custom scheme read in both forms, flags, http
/// links with `androidHttp`, a name in the host. Recorded in text and jsonl; the binary writes
/// the same bytes.
@Suite struct LinkShapeGoldenTests {
  static let folder = "\(QARun.golden)/shapes"
  static let config = "\(folder)/linkcheck.json"
  static let links = "\(folder)/links.txt"

  @Test(arguments: [("text", "expected.txt"), ("jsonl", "expected.jsonl")])
  func printsTheRecordedRecords(format: String, golden: String) throws {
    let arguments = ["-c", Self.config, "-i", Self.links, "--format", format]
    let result = try QARun.run(arguments, files: [Self.config, Self.links])
    #expect(result.error.isEmpty)
    #expect(result.status == 1)
    try Golden.check(result.output, against: "\(Self.folder)/\(golden)")
    let binary = try BinaryTests.run(
      ["-c", "shapes.json", "-i", "-", "--format", format],
      files: ["shapes.json": try Golden.read(Self.config)],
      standardInput: try Golden.read(Self.links))
    #expect(binary.status == 1)
    #expect(binary.standardOutput == result.output)
  }

  @Test func theBinaryBuildsAHostParameterOrRefuses() throws {
    let files = ["shapes.json": try Golden.read(Self.config)]
    let built = try BinaryTests.run(
      ["build", "-c", "shapes.json", "profile", "username=durov"], files: files)
    #expect(built.status == 0)
    #expect(built.standardOutput == "https://durov.t.example.com/\n")
    let missing = try BinaryTests.run(["build", "-c", "shapes.json", "profile"], files: files)
    #expect(missing.status == 2)
    #expect(
      missing.standardError.hasPrefix(
        "error: missing parameter 'username' for host ':username.t.example.com'\n"))
    let samples = try BinaryTests.run(["samples", "-c", "shapes.json"], files: files)
    #expect(samples.standardOutput.contains("https://sample.t.example.com/\n"))
    #expect(!samples.standardOutput.contains(":username"))
  }

  @Test func theTableIsLintClean() throws {
    let result = try QARun.run(["lint", "-c", Self.config], files: [Self.config])
    #expect(result.error.isEmpty)
    #expect(result.status == 0)
  }
}
