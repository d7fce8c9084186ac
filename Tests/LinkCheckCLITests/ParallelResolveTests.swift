import Foundation
import Testing

@testable import LinkCheckCLI

/// `--jobs N` must print exactly what one thread prints: same bytes, same order, same status.
@Suite struct ParallelResolveTests {
  static let exampleDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/flightdeck")

  /// Every kind of line: the example's links (resolving, failing, warning), blank lines,
  /// comments, spaces to trim, invalid UTF-8 and every line ending, with a byte order mark
  /// first; large enough to make many chunks.
  static let corpus: [UInt8] = {
    let links =
      (try? String(
        contentsOf: exampleDirectory.appendingPathComponent("links.txt"), encoding: .utf8))?
      .split(whereSeparator: \.isNewline).map(String.init) ?? []
    let extra = [
      "", "# comment", "  flightdeck://flights\t",
      "flightdeck://seat/\(Fixtures.flightID)/2F?adults=x",
      "bad url", "https://elsewhere.example.com/flights",
      "flightdeck://flight/\(Fixtures.flightID)/",
    ]
    let lines = links + extra
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
    let endings: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D], [0x0A], [0x0A]]
    for index in 0..<8_000 {
      bytes += lines[(index * 7) % lines.count].utf8
      if index % 997 == 0 { bytes += [0xFF, 0xFE] }
      bytes += endings[(index * 3) % endings.count]
    }
    bytes += "flightdeck://flights".utf8  // no final line ending
    return bytes
  }()

  static func run(_ arguments: [String], standardInput: [[UInt8]] = []) throws -> (
    ExitCode, String
  ) {
    let config = try Data(contentsOf: exampleDirectory.appendingPathComponent("linkcheck.json"))
    let io = BufferIO()
    io.files = ["linkcheck.json": .success(Array(config)), "urls.txt": .success(corpus)]
    io.standardInputChunks = standardInput
    io.kinds[.output] = .regularFile
    let status = LinkCheckCLI.run(
      arguments: ["-c", "linkcheck.json"] + arguments, environment: [:], io: io)
    #expect(io.standardError.isEmpty)
    return (status, io.standardOutput)
  }

  @Test(arguments: [["--format", "jsonl"], ["--format", "text"], ["--strict", "--json"]])
  func fileOutputIsTheSameOnAnyNumberOfThreads(format: [String]) throws {
    #expect(Self.corpus.count > 4 * ResolveCommand<BufferIO>.chunkSize)
    let (status, single) = try Self.run(["-i", "urls.txt", "-j", "1"] + format)
    #expect(status == .failure)
    #expect(single.split(separator: "\n").count > 6_000)
    for jobs in ["2", "3", "8"] {
      let (parallelStatus, parallel) = try Self.run(["-i", "urls.txt", "-j", jobs] + format)
      #expect(parallelStatus == status)
      #expect(parallel == single)
    }
  }

  @Test func standardInputInOddPiecesIsTheSameOnTwoThreads() throws {
    // Pieces that cut lines, CRLFs and UTF-8 sequences anywhere.
    var pieces: [[UInt8]] = []
    var start = 0
    var size = 1
    while start < Self.corpus.count {
      let end = min(Self.corpus.count, start + size)
      pieces.append(Array(Self.corpus[start..<end]))
      start = end
      size = size * 7 % 40_009 + 1
    }
    let (status, single) = try Self.run(["-j", "1", "--json"], standardInput: pieces)
    let (parallelStatus, parallel) = try Self.run(["-j", "2", "--json"], standardInput: pieces)
    #expect(parallelStatus == status)
    #expect(parallel == single)
    let (_, fromFile) = try Self.run(["-i", "urls.txt", "-j", "1", "--json"])
    #expect(single == fromFile)
  }

  @Test(arguments: ["0", "-1", "x", "1.5", ""])
  func aBadJobCountIsAUsageError(value: String) {
    let io = BufferIO()
    #expect(LinkCheckCLI.run(arguments: ["-j", value, "a:b"], environment: [:], io: io) == .usage)
    #expect(io.standardError.hasPrefix("error: "))
  }

  @Test func theBuiltBinaryPrintsTheSameOnTwoThreads() throws {
    let config = try String(
      contentsOf: Self.exampleDirectory.appendingPathComponent("linkcheck.json"), encoding: .utf8)
    let urls = String(decoding: Self.corpus, as: UTF8.self)
    let files = ["linkcheck.json": config, "urls.txt": urls]
    let single = try BinaryTests.run(["-i", "urls.txt", "-j", "1", "--json"], files: files)
    let parallel = try BinaryTests.run(["-i", "urls.txt", "-j", "2", "--json"], files: files)
    #expect(single.status == 1)
    #expect(parallel.status == single.status)
    #expect(parallel.standardOutput == single.standardOutput)
    #expect(single.standardOutput.split(separator: "\n").count > 6_000)
  }
}
