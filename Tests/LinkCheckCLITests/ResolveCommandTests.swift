import Foundation
import RouteTable
import Testing

@testable import LinkCheckCLI

/// The resolve loop with a stand-in resolver: `ok…` resolves, `warn…` resolves with a warning,
/// anything else fails.
@Suite struct ResolveCommandTests {
  static func resolve(_ input: String) -> Result<Resolution, ResolveFailure> {
    if input.hasPrefix("ok") { return .success(Fixtures.flightDetail) }
    if input.hasPrefix("warn") {
      var resolution = Fixtures.flightDetail
      resolution.warnings = [LinkWarning(.trailingSlash, "trailing '/' ignored")]
      return .success(resolution)
    }
    return .failure(Fixtures.notAUUID)
  }

  static func run(
    _ io: BufferIO, options: Options = Options(), urls: [String] = []
  ) -> ExitCode {
    let standardOutput = OutputChannel(io: io, stream: .output)
    let command = ResolveCommand(
      options: options, urls: urls, environment: [:], io: io, standardOutput: standardOutput,
      standardError: OutputChannel(io: io, stream: .error, after: standardOutput))
    // As `ResolveCommand.run` reads stdin.
    let inputs =
      urls.isEmpty
      ? InputLines(
        readingChunks: standardOutput.flushing { () throws(FileReadError) in
          try io.readStandardInput(maxCount: 1 << 16)
        })
      : InputLines(arguments: urls)
    return command.resolveAll(inputs) { Explanation(result: resolve($0), candidates: []) }
  }

  static func options(_ change: (inout Options) -> Void) -> Options {
    var options = Options()
    change(&options)
    return options
  }

  static let statuses: [([String], Options, ExitCode)] = [
    (["ok:1", "ok:2"], Options(), .success),
    (["ok:1", "bad:2", "ok:3"], Options(), .failure),
    (["warn:1"], Options(), .success),
    (["warn:1"], options { $0.strict = true }, .failure),
    (["ok:1"], options { $0.strict = true }, .success),
    (["bad:1"], options { $0.quiet = true }, .failure),
    (["ok:1"], options { $0.quiet = true }, .success),
  ]

  @Test(arguments: statuses)
  func exitStatus(urls: [String], options: Options, expected: ExitCode) {
    let io = BufferIO()
    #expect(Self.run(io, options: options, urls: urls) == expected)
    #expect(io.standardError.isEmpty)
  }

  /// With stdout a file, records wait to be written in blocks. A signal that ends the run in
  /// the middle of a slow record (here the third) still writes the two decided before it, whole,
  /// and once.
  @Test func aSignalMidRecordWritesTheRecordsQueuedBeforeIt() throws {
    let io = BufferIO()
    io.kinds[.output] = .regularFile
    let command = ResolveCommand(
      options: Options(), urls: ["ok:1", "bad:2", "ok:3"], environment: [:], io: io,
      standardOutput: OutputChannel(io: io, stream: .output),
      standardError: OutputChannel(io: io, stream: .error))
    var written = ""
    _ = command.resolveAll(InputLines(arguments: ["ok:1", "bad:2", "ok:3"])) { input in
      if input == "ok:3" {
        io.signalDeadline?()
        written = io.standardOutput
      }
      return Explanation(result: Self.resolve(input), candidates: [])
    }
    #expect(written.split(separator: "\n").map { $0.prefix(5) } == ["ok:1 ", "bad:2"])
    #expect(io.standardOutput.split(separator: "\n").count == 3)
  }

  @Test func oneRecordPerURLInOrder() {
    let io = BufferIO()
    _ = Self.run(io, urls: ["ok:1", "bad:2"])
    #expect(
      io.standardOutput
        == "ok:1  home > flights > flightDetail(id: \(Fixtures.flightID))\n"
        + "bad:2  error[no-match]: no route matches '/flight/abc' "
        + "(nearest: flightDetail: segment 2 'abc' is not a uuid)\n")
  }

  @Test func quietPrintsNothing() {
    let io = BufferIO()
    _ = Self.run(io, options: Self.options { $0.quiet = true }, urls: ["ok:1", "bad:2"])
    #expect(io.events.isEmpty)
  }

  @Test func jsonLinesCountEveryInputLine() throws {
    let io = BufferIO(standardInput: ["ok:1\n\n# comment\r\n", "bad:4\r\n  ok:5  "])
    #expect(Self.run(io, options: Self.options { $0.format = .jsonl }) == .failure)
    let records = try io.standardOutput.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(records.map { $0["line"] as? Int } == [1, 4, 5])
    #expect(records.map { $0["input"] as? String } == ["ok:1", "bad:4", "ok:5"])
    #expect(records.map { $0["ok"] as? Bool } == [true, false, true])
  }

  /// Records into a pipe go in one write per read, each before the read that may wait for the
  /// next link (SPEC §7): `tail -f log | linkcheck | …` shows a record as its link arrives.
  @Test(arguments: [StreamKind.pipe, .terminal])
  func writesARecordBeforeWaitingForInput(output: StreamKind) {
    let io = BufferIO(standardInput: ["ok:1\nok:2\n", "ok:3\n"])
    io.kinds[.output] = output
    _ = Self.run(io)
    let line = "  home > flights > flightDetail(id: \(Fixtures.flightID))\n"
    #expect(
      io.events == [
        .readStandardInput(chunk: 0), .write(.output, "ok:1" + line + "ok:2" + line),
        .readStandardInput(chunk: 1), .write(.output, "ok:3" + line),
      ])
  }

  /// A problem on stderr never shows above a record queued before it.
  @Test func aProblemFollowsTheRecordsBeforeIt() {
    let io = BufferIO()
    let results = OutputChannel(io: io, stream: .output)
    let problems = OutputChannel(io: io, stream: .error, after: results)
    results.writeLine("record")
    #expect(io.events.isEmpty)
    problems.writeLine("problem")
    #expect(io.events == [.write(.output, "record\n"), .write(.error, "problem\n")])
  }

  /// The lines of one read are written together, whatever stdout is.
  @Test func buffersARegularFile() {
    let io = BufferIO(standardInput: ["ok:1\nok:2\nok:3\n"])
    io.kinds[.output] = .regularFile
    _ = Self.run(io)
    #expect(io.writeCount(to: .output) == 1)
    #expect(io.events.last.map { if case .write = $0 { true } else { false } } == true)
    #expect(io.standardOutput.split(separator: "\n").count == 3)
  }

  @Test(arguments: [("ok:1\n", ExitCode.success), ("bad:1\n", .failure)])
  func closedOutputStopsReadingQuietly(first: String, expected: ExitCode) {
    let io = BufferIO(standardInput: [first, "ok:2\n", "ok:3\n", "ok:4\n"])
    io.outputFailsAfterWrites = 1
    #expect(Self.run(io) == expected)
    #expect(!io.events.contains(.readStandardInput(chunk: 2)))
    #expect(io.standardError.isEmpty)
    #expect(io.standardOutput.hasPrefix(first.dropLast() + "  "))
  }

  @Test func failedOutputIsReported() {
    let io = BufferIO(standardInput: ["ok:1\n"])
    io.outputFailsAfterWrites = 0
    io.outputFailure = .failed("No space left on device")
    #expect(Self.run(io) == .input)
    #expect(io.standardError == "error: cannot write results: no space left on device\n")
  }

  @Test func unreadableStandardInputEndsTheRun() {
    let io = BufferIO(standardInput: ["ok:1\n"])
    io.standardInputError = .other("Input/output error")
    #expect(Self.run(io) == .input)
    #expect(io.standardOutput.hasPrefix("ok:1  "))
    #expect(io.standardError == "error: cannot read standard input: input/output error\n")
  }
}
