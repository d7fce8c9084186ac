import Foundation
import Testing

/// The built `linkcheck` when the world fails around it: a full disk, a signal mid-stream, an
/// input file that goes away. The records written are always whole lines.
@Suite(.timeLimit(.minutes(20))) struct FaultTests {
  static let config = ["linkcheck.json": HostileInputTests.config]

  /// Lines numbered from 1, each a complete JSON record.
  static func expectCompleteRecords(_ output: Data) throws -> Int {
    #expect(output.isEmpty || output.last == UInt8(ascii: "\n"))
    let lines = output.split(separator: UInt8(ascii: "\n"))
    for (index, line) in lines.enumerated() {
      let record = try #require(JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
      #expect(record["line"] as? Int == index + 1)
    }
    return lines.count
  }

  @Test(arguments: [
    ["-i", "links.txt"], ["routes"], ["-i", "links.txt", "--format", "junit"],
    ["aasa", "aasa.json", "--app-id", "ABCDE12345.com.example.app", "-i", "links.txt"],
    ["android", "--manifest", "AndroidManifest.xml", "-i", "links.txt"],
  ])
  func aFullDiskIsOneErrorLineAndStatus3(arguments: [String]) throws {
    let links = (1...5_000).map { "app://item/\($0)\n" }.joined()
    let platformFiles = [
      "aasa.json":
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "*"}]}]}}"#,
      "AndroidManifest.xml":
        #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="a.b"/>"#,
    ]
    let directory = try BinaryTests.directory(
      with: Self.config.merging(["links.txt": links]) { $1 }.merging(platformFiles) { $1 })
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = try BinaryTests.process(arguments, in: directory)
    let error = Pipe()
    process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 3)
    #expect(message == "error: cannot write results: no space left on device\n")
  }

  /// A file the tool rewrites is written beside it and renamed over it: when the write fails
  /// (here a file size limit of 0, as a full disk would), the old file is whole, nothing is left
  /// beside it, and the run exits 3; when it succeeds, the file keeps its permissions.
  @Test(arguments: [
    (["test", "links.linktest", "--update"], "links.linktest", "test file"),
    (["generate", "swift", "-o", "Route.swift"], "Route.swift", "Swift file"),
    (
      ["test", "links.linktest", "--coverage-json", "coverage.json"], "coverage.json",
      "coverage file"
    ),
  ])
  func aRewrittenFileIsReplacedWholeOrNotAtAll(arguments: [String], file: String, what: String)
    throws
  {
    // Every expectation is stale.
    let tests = (1...400).map { "app://item/\($0)  ->  home\n" }.joined()
    let old = String(repeating: "an old line of the file\n", count: 100)
    var files = Self.config.merging(["links.linktest": tests]) { $1 }
    files[file] = old
    let directory = try BinaryTests.directory(with: files)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent(file).path
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

    let limited = try BinaryTests.process([], in: directory)
    let linkcheck = try #require(limited.executableURL)
    limited.executableURL = URL(fileURLWithPath: "/bin/bash")
    limited.arguments =
      ["-c", #"ulimit -f 0; trap '' XFSZ; exec "$0" "$@""#, linkcheck.path] + arguments
    let failed = try BinaryTests.finish(limited)
    #expect(failed.status == 3, "\(failed.standardError)")
    #expect(failed.standardError.contains("error: cannot write \(what) '\(file)': file too large"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == old)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == files.keys.sorted())

    let written = try BinaryTests.finish(try BinaryTests.process(arguments, in: directory))
    #expect([0, 1].contains(written.status), "\(written.standardError)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) != old)
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect(permissions as? Int == 0o640)
  }

  /// stdin stays open, so the run cannot end on its own: the signal ends it, after the records
  /// already resolved are written whole.
  @Test(arguments: [(SIGINT, Int32(130), "1"), (SIGTERM, Int32(143), "1"), (SIGINT, 130, "2")])
  func aSignalMidStreamLeavesCompleteLines(signal: Int32, status: Int32, jobs: String) throws {
    let directory = try BinaryTests.directory(with: Self.config)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputURL = directory.appendingPathComponent("out.jsonl")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    let process = try BinaryTests.process(["--json", "-j", jobs], in: directory)
    let input = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = error
    try process.run()
    // Enough records to fill several 64 KiB output blocks, and several input chunks: with
    // `-j 2` nothing is written before a whole chunk is resolved.
    let links = (1...30_000).map { "app://item/\($0)?q=%E2%80%AE\n" }.joined()
    input.fileHandleForWriting.write(Data(links.utf8))
    while (try? Data(contentsOf: outputURL))?.isEmpty ?? true {
      usleep(10_000)
    }
    kill(process.processIdentifier, signal)
    let message = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? input.fileHandleForWriting.close()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == status)
    #expect(message.isEmpty)
    let count = try Self.expectCompleteRecords(try Data(contentsOf: outputURL))
    #expect(count > 0 && count <= 30_000)
  }

  /// A command inside one long unit of work (a lint of 30,000 routes) still ends on the first
  /// signal, with 128 + its number and nothing on stderr; how soon is measured by `make bench`.
  @Test(arguments: [(Int32(SIGTERM), Int32(143)), (Int32(SIGINT), Int32(130))])
  func aSignalEndsALongLint(signal: Int32, status: Int32) throws {
    let routes = (0..<30_000).map { #"{"name": "r\#($0)", "paths": ["/r\#($0)/:id"]}"# }
    let config =
      #"{"version": 1, "schemes": ["app"], "routes": ["# + routes.joined(separator: ",") + "]}"
    let directory = try BinaryTests.directory(with: ["big.json": config])
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = try BinaryTests.process(["lint", "-c", "big.json"], in: directory)
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    usleep(300_000)
    kill(process.processIdentifier, signal)
    let message = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == status)
    #expect(message.isEmpty)
  }

  @Test func anInputFileThatShrinksAndDisappears() throws {
    let links = (1...20_000).map { "app://item/\($0)\n" }.joined()
    // The file is cut at a line end, so a line read after the cut is a whole link: 0 (read) or
    // 3 (gone before it was opened). Two races fail a record as they should (1): a read racing
    // the truncation may be handed the bytes the kernel has just cleared (a line of NULs), and
    // a read made before the cut may end inside a later line whose rest is then gone (a
    // prefix of a link, `app://it`, that no route takes). Any other failing record is a fault.
    let lineEnd = off_t((1...5_000).map { "app://item/\($0)\n" }.joined().utf8.count)
    let directory = try BinaryTests.directory(
      with: Self.config.merging(["links.txt": links]) { $1 })
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("links.txt")
    let outputURL = directory.appendingPathComponent("out.jsonl")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    let process = try BinaryTests.process(["--json", "-i", "links.txt"], in: directory)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    truncate(file.path, lineEnd)
    try FileManager.default.removeItem(at: file)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect([0, 1, 3].contains(process.terminationStatus))
    let output = try Data(contentsOf: outputURL)
    _ = try Self.expectCompleteRecords(output)
    for line in output.split(separator: UInt8(ascii: "\n")) {
      let record = try #require(JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
      guard record["ok"] as? Bool == false else { continue }
      let input = try #require(record["input"] as? String)
      #expect(input.contains("\u{0}") || "app://item/".hasPrefix(input), "\(record)")
    }
  }
}
