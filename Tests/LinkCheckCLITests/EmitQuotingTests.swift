import Foundation
import LinkCheckCLI
import Testing

/// `samples --emit simctl|adb` lines run through `sh -c` with stand-in `xcrun` and `adb` that
/// record their arguments; the `adb` stand-in first re-parses its command line the way the
/// device's shell does. The URL must arrive byte for byte.
@Suite(.timeLimit(.minutes(20))) struct EmitQuotingTests {
  /// Examples full of characters the shells care about: `'`, `&`, `;`, `$`, `!`, `(`, `*`, a
  /// backtick, a double quote, a backslash and spaces (those last ones percent-encoded).
  static let config = #"""
    {
      "version": 1,
      "schemes": ["qa"],
      "hosts": ["qa.example.com"],
      "types": {
        "nasty": { "pattern": ".+", "example": "it's $HOME & `id`; \"q\" (x)!*\\n" }
      },
      "routes": [
        { "name": "nasty", "paths": ["/n/:v"], "params": { "v": "nasty" },
          "query": { "q": { "type": "nasty", "required": true }, "and": { "type": "nasty" } } },
        { "name": "plain", "paths": ["/p/:a"], "params": { "a": "int" } }
      ]
    }
    """#

  static let xcrun = #"printf '%s\0' "$@" > "$STANDIN_LOG""#
  /// `adb shell ARGS…`: adb joins ARGS with spaces and the device shell parses them again.
  static let adb = #"""
    [ "$1" = shell ] || exit 64
    shift
    joined="$*"
    eval "set -- $joined"
    printf '%s\0' "$@" > "$STANDIN_LOG"
    """#

  func lines(_ style: String, package: [String] = []) throws -> [String] {
    let io = BufferIO(files: ["linkcheck.json": Self.config])
    let status = LinkCheckCLI.run(
      arguments: ["samples", "--all-forms", "--emit", style] + package, environment: [:], io: io)
    #expect(status == .success, "\(io.standardError)")
    return io.standardOutput.split(separator: "\n").map(String.init)
  }

  @Test func theURLSurvivesTheLocalShellAndTheDeviceShell() throws {
    let urls = try lines("url")
    #expect(urls.count == 4)
    #expect(urls.contains { $0.contains("'") && $0.contains("$") && $0.contains(";") })
    let directory = try StandInDirectory()
    defer { directory.remove() }
    try directory.addScript("xcrun", Self.xcrun)
    try directory.addScript("adb", Self.adb)
    let package = ["--package", "com.example.qa"]
    for (style, lines) in [
      ("simctl", try lines("simctl")), ("adb", try lines("adb")),
      ("adb", try lines("adb", package: package)),
    ] {
      #expect(lines.count == urls.count)
      for (url, line) in zip(urls, lines) {
        let outcome = try directory.run("/bin/sh", ["-c", line])
        #expect(outcome.status == 0, "\(line): \(outcome.standardError)")
        let arguments = try directory.loggedArguments()
        let expected =
          style == "simctl"
          ? ["simctl", "openurl", "booted", url]
          : [
            "am", "start", "-W", "-a", "android.intent.action.VIEW", "-c",
            "android.intent.category.BROWSABLE", "-d", url,
          ] + (line.contains(package[1]) ? [package[1]] : [])
        #expect(arguments == expected, "\(line)")
      }
    }
  }
}

/// A temporary directory of stand-in programs, put first on `PATH`.
struct StandInDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "linkcheck-standins-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var log: URL { url.appendingPathComponent("arguments.log") }

  func addScript(_ name: String, _ body: String) throws {
    let file = url.appendingPathComponent(name)
    try Data(("#!/bin/sh\n" + body + "\n").utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
  }

  /// The arguments the last stand-in recorded, NUL-separated.
  func loggedArguments() throws -> [String] {
    let data = try Data(contentsOf: log)
    try? FileManager.default.removeItem(at: log)
    return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, standardOutput: String, standardError: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = url.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["STANDIN_LOG"] = log.path
    process.environment = environment
    let outcome = try BinaryTests.finish(process)
    return (outcome.status, outcome.standardOutput, outcome.standardError)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
