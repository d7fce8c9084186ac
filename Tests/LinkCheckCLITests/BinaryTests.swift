import Foundation
import Testing

/// The built `linkcheck` executable, run as a separate process: real file descriptors, pipes,
/// exit statuses and `SIGPIPE`.
@Suite(.timeLimit(.minutes(20))) struct BinaryTests {
  struct Outcome {
    var status: Int32
    var reason: Process.TerminationReason
    var standardOutput: String
    var standardError: String
  }

  /// `linkcheck` next to the test bundle (the products directory), else in `.build/debug`.
  static let executable: URL? = {
    var directories: [URL] = []
    if let main = Bundle.main.executableURL { directories.append(main.deletingLastPathComponent()) }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    directories.append(packageRoot.appendingPathComponent(".build/debug"))
    return directories.map { $0.appendingPathComponent("linkcheck") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// A fresh directory holding `files`.
  static func directory(with files: [String: String] = [:]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("linkcheck-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, content) in files {
      try Data(content.utf8).write(to: directory.appendingPathComponent(name))
    }
    return directory
  }

  static func process(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) throws -> Process {
    let process = Process()
    process.executableURL = try #require(executable, "linkcheck was not built")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var base = ProcessInfo.processInfo.environment
    base["LINKCHECK_CONFIG"] = nil
    base["NO_COLOR"] = nil
    process.environment = base.merging(environment) { $1 }
    return process
  }

  /// Runs `process` to its end with stdout and stderr captured; with `standardInput`, that text
  /// is its whole stdin.
  static func finish(_ process: Process, standardInput: String? = nil) throws -> Outcome {
    let output = Pipe()
    let error = Pipe()
    let input = standardInput.map { _ in Pipe() }
    process.standardOutput = output
    process.standardError = error
    if let input { process.standardInput = input }
    try process.run()
    if let input, let standardInput {
      input.fileHandleForWriting.write(Data(standardInput.utf8))
      try input.fileHandleForWriting.close()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, reason: process.terminationReason,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }

  /// The binary run with `arguments` in a fresh directory holding `files`; stdin is
  /// `standardInput`, else empty.
  static func run(
    _ arguments: [String], files: [String: String] = [:], environment: [String: String] = [:],
    standardInput: String? = nil
  ) throws -> Outcome {
    let directory = try Self.directory(with: files)
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = try Self.process(arguments, in: directory, environment: environment)
    return try finish(process, standardInput: standardInput ?? "")
  }

  @Test func version() throws {
    let outcome = try Self.run(["--version"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == "linkcheck 0.1.0\n")
    #expect(outcome.standardError.isEmpty)
  }

  @Test func help() throws {
    let outcome = try Self.run(["lint", "--help"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.hasPrefix("usage: linkcheck lint [options]\n"))
    #expect(outcome.standardError.isEmpty)
  }

  @Test func badFlagIsAUsageError() throws {
    let outcome = try Self.run(["--fromat", "jsonl", "flightdeck://x"])
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError.hasPrefix(
        "error: unknown option '--fromat'\nhelp: did you mean '--format'?\n"))
  }

  @Test func unknownCommandIsAUsageError() throws {
    let outcome = try Self.run(["reslove"])
    #expect(outcome.status == 2)
    #expect(outcome.standardError.hasPrefix("error: unknown command 'reslove'\n"))
  }

  @Test func missingDefaultConfig() throws {
    let outcome = try Self.run(["flightdeck://x"])
    #expect(outcome.status == 3)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError.hasPrefix("error: no config found: 'linkcheck.json' does not exist\n"))
  }

  @Test func configFromTheEnvironmentThatIsADirectory() throws {
    let outcome = try Self.run(["flightdeck://x"], environment: ["LINKCHECK_CONFIG": "/"])
    #expect(outcome.status == 3)
    #expect(
      outcome.standardError
        == "error: cannot read config '/' (from LINKCHECK_CONFIG): is a directory\n")
  }

  @Test func invalidConfigFile() throws {
    let outcome = try Self.run(["-c", "bad.json", "flightdeck://x"], files: ["bad.json": "{\n  ]"])
    #expect(outcome.status == 3)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("bad.json:"))
    #expect(outcome.standardError.contains(": error: "))
  }

  // MARK: With a loaded table (once the library's config loader is in)

  static let config = ["linkcheck.json": Fixtures.exampleConfig]

  @Test
  func standardInputGivesOneRecordPerLine() throws {
    let outcome = try Self.run(
      ["--json"], files: Self.config, standardInput: "nope://1\r\n\n# skipped\nnope://4")
    #expect(outcome.status == 1)
    #expect(outcome.standardError.isEmpty)
    let lines = outcome.standardOutput.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix(#"{"line":1,"input":"nope://1","ok":false,"#) == true)
    #expect(lines.last?.hasPrefix(#"{"line":4,"input":"nope://4","ok":false,"#) == true)
  }

  @Test
  func aRecordComesOutBeforeTheNextLineIsWritten() throws {
    let directory = try Self.directory(with: Self.config)
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = try Self.process([], in: directory)
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data("nope://1\n".utf8))
    let first = Self.readLine(from: output.fileHandleForReading)
    input.fileHandleForWriting.write(Data("nope://2\n".utf8))
    try input.fileHandleForWriting.close()
    let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(first.hasPrefix("nope://1  error["))
    #expect(rest.hasPrefix("nope://2  error["))
    #expect(process.terminationStatus == 1)
  }

  @Test
  func aClosedPipeEndsTheRunQuietly() throws {
    let urls = (1...20_000).map { "nope://\($0)\n" }.joined()
    let directory = try Self.directory(with: Self.config.merging(["urls.txt": urls]) { $1 })
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = try Self.process(["-i", "urls.txt"], in: directory)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let first = Self.readLine(from: output.fileHandleForReading)
    try output.fileHandleForReading.close()
    let errors = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(first.hasPrefix("nope://1  error["))
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(String(decoding: errors, as: UTF8.self) == "")
  }

  @Test
  func missingInputFile() throws {
    let outcome = try Self.run(["-i", "urls.txt"], files: Self.config)
    #expect(outcome.status == 3)
    #expect(outcome.standardError == "error: cannot read input file 'urls.txt': no such file\n")
  }

  /// Reads up to and including the first line feed (or to the end).
  static func readLine(from handle: FileHandle) -> String {
    var bytes = Data()
    while !bytes.contains(UInt8(ascii: "\n")) {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      bytes.append(chunk)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
