import Foundation
import Testing

/// The built `linkcheck` fed hostile input: whatever the bytes, every line that is neither blank
/// nor a comment gives exactly one complete record, in input order, and nothing crashes.
@Suite(.timeLimit(.minutes(20))) struct HostileInputTests {
  struct Run {
    var status: Int32
    var reason: Process.TerminationReason
    var output: Data
    var error: String

    /// The JSON Lines records, each decoded (a record that does not parse fails the test).
    func records() throws -> [[String: Any]] {
      try output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .dropLast()
        .map { try #require(JSONSerialization.jsonObject(with: Data($0)) as? [String: Any]) }
    }
  }

  static let config = """
    { "version": 1, "schemes": ["app"], "hosts": ["example.com"],
      "routes": [{ "name": "item", "paths": ["/item/:id"] }, { "name": "home", "paths": ["/"] }] }
    """

  /// Runs `linkcheck ARGUMENTS` in a fresh directory holding the config and `files`, stdout and
  /// stderr into files (big outputs never block on a pipe).
  static func run(_ arguments: [String], files: [String: Data] = [:]) throws -> Run {
    let directory = try BinaryTests.directory(with: ["linkcheck.json": config])
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, bytes) in files { try bytes.write(to: directory.appendingPathComponent(name)) }
    let process = try BinaryTests.process(arguments, in: directory)
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, reason: process.terminationReason,
      output: try Data(contentsOf: outputURL),
      error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }

  /// The 1-based numbers of the lines that must give a record, split as README "How a URL is read"
  /// says.
  static func recordLines(of bytes: [UInt8]) -> [Int] {
    var numbers: [Int] = []
    var line: [UInt8] = []
    var number = 0
    var index = 0
    func end() {
      number += 1
      var text = line[...]
      if number == 1, text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
      while let first = text.first, first == 0x20 || first == 0x09 { text = text.dropFirst() }
      if let first = text.first, first != UInt8(ascii: "#") { numbers.append(number) }
      line.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        end()
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
      } else {
        line.append(byte)
      }
      index += 1
    }
    if !line.isEmpty { end() }
    return numbers
  }

  /// Resolves `bytes` as an input file and checks one complete record per line, in order.
  @discardableResult
  static func expectOneRecordPerLine(_ bytes: [UInt8]) throws -> [[String: Any]] {
    let run = try run(["--json", "-i", "links.txt"], files: ["links.txt": Data(bytes)])
    #expect(run.reason == .exit)
    #expect(run.status == 0 || run.status == 1)
    #expect(run.error.isEmpty)
    let records = try run.records()
    #expect(records.map { $0["line"] as? Int } == recordLines(of: bytes).map { $0 })
    for record in records { #expect(record["ok"] is Bool && record["input"] is String) }
    return records
  }

  @Test(
    arguments: [
      ("invalid UTF-8", Array("app://item/\u{FF}x\n".utf8) + [0xFF, 0xFE, 0x0A, 0xC3, 0x28, 0x0A]),
      ("NUL bytes", Array("app://item/a\0b\n\0\napp://\0\n".utf8)),
      ("CR only", Array("app://item/1\rapp://item/2\r\rapp://item/3".utf8)),
      ("mixed endings", Array("app://item/1\r\napp://item/2\n\r\napp://item/3\r\r\napp://".utf8)),
      ("UTF-8 BOM", [0xEF, 0xBB, 0xBF] + Array("app://item/1\napp://item/2\n".utf8)),
      ("BOM then blank", [0xEF, 0xBB, 0xBF] + Array("\n  \t \napp://item/2".utf8)),
      ("no final newline", Array("app://item/1\n# comment\napp://item/2".utf8)),
      ("only spaces and comments", Array("  \n\t\n#x\n   # y\n".utf8)),
      ("control characters", Array("app://item/\u{1B}[31m\napp://item/\u{7F}\u{85}\n".utf8)),
      ("bidi override", Array("app://item/\u{202E}gpj.exe\n".utf8)),
    ] as [(String, [UInt8])])
  func oneRecordPerLine(name: String, bytes: [UInt8]) throws {
    try Self.expectOneRecordPerLine(bytes)
  }

  @Test func invalidUTF8IsReplacedInTheRecord() throws {
    let records = try Self.expectOneRecordPerLine(Array("app://item/a".utf8) + [0xFF, 0x0A])
    #expect(records.first?["input"] as? String == "app://item/a\u{FFFD}")
  }

  @Test func aOneMebibyteLineIsOneInvalidRecord() throws {
    let line = "app://item/" + String(repeating: "a", count: 1 << 20)
    let records = try Self.expectOneRecordPerLine(Array("app://\n\(line)\napp://item/2\n".utf8))
    let error = records[1]["error"] as? [String: Any]
    #expect(error?["code"] as? String == "invalid-url")
    #expect(records[2]["ok"] as? Bool == true)
  }

  @Test func sixtyThousandPercentSigns() throws {
    let records = try Self.expectOneRecordPerLine(
      Array(("app://item/" + String(repeating: "%", count: 60_000) + "\n").utf8))
    #expect((records.first?["error"] as? [String: Any])?["code"] as? String == "invalid-url")
  }

  /// A link whose patterns cost more than a link's allowance is a failed record like any
  /// other: the run goes on to the next line and exits 1.
  @Test func aCostlyLinkIsAMatchLimitRecord() throws {
    let config =
      #"{ "version": 1, "schemes": ["app"], "routes": [{ "name": "r", "paths": ["/*/:b"] }] }"#
    let costly = "app://x/" + String(repeating: "a/", count: 30_000)
    let run = try Self.run(
      ["-c", "costly.json", "-i", "links.txt", "--json"],
      files: ["costly.json": Data(config.utf8), "links.txt": Data("\(costly)\napp://x/y\n".utf8)])
    #expect(run.status == 1)
    let records = try run.records()
    try #require(records.count == 2)
    let error = records[0]["error"] as? [String: Any]
    #expect(error?["code"] as? String == "match-limit")
    #expect((error?["message"] as? String)?.hasPrefix("gave up after ") == true)
    #expect(records[1]["route"] as? String == "r")
  }

  @Test func aMillionBlankLines() throws {
    let bytes = [UInt8](repeating: 0x0A, count: 1_000_000) + Array("app://item/1\n".utf8)
    let records = try Self.expectOneRecordPerLine(bytes)
    #expect(records.count == 1)
    #expect(records.first?["line"] as? Int == 1_000_001)
  }

  @Test(arguments: [1, 2, 3])
  func aBinaryFile(seed: UInt64) throws {
    var generator = SplitMix(seed: seed)
    let bytes = (0..<(64 * 1024)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    try Self.expectOneRecordPerLine(bytes)
  }

  @Test func textFormatKeepsOneLinePerRecord() throws {
    let bytes = Array("app://item/%0A%0D\napp://item/%E2%80%AE\napp://item/\u{1B}x\n".utf8)
    let run = try Self.run(["-i", "links.txt"], files: ["links.txt": Data(bytes)])
    let lines = String(decoding: run.output, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(!String(decoding: run.output, as: UTF8.self).contains("\u{202E}"))
    #expect(!run.output.contains(0x1B) && !run.output.contains(0x0D))
  }

  @Test(arguments: [["-i", "."], ["-c", ".", "app://"], ["-c", "missing.json", "app://"]])
  func aDirectoryOrMissingFileIsAnInputError(arguments: [String]) throws {
    let run = try Self.run(arguments)
    #expect(run.status == 3)
    #expect(run.output.isEmpty)
    #expect(run.error.hasPrefix("error: cannot read "))
    #expect(run.error.filter { $0 == "\n" }.count == 1)
  }
}

/// A small deterministic generator, so that "random" binary input is the same on every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
