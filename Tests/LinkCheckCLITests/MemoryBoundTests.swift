import Foundation
import Testing

/// Inputs far larger than any link or file the tool needs, run under a memory limit
/// (`ulimit -v`) smaller than the input: each is refused or cut short while it is read, never
/// held whole (docs/SECURITY.md "Bounds").
@Suite(.timeLimit(.minutes(20))) struct MemoryBoundTests {
  static let config =
    #"{"version": 1, "schemes": ["app"], "routes": [{"name": "a", "paths": ["/a"]}]}"#

  /// Runs `script` with `sh` in a directory holding the config as `app.json`, with virtual
  /// memory limited to 300 MB and `$LINKCHECK` the binary.
  static func run(_ script: String) throws -> BinaryTests.Outcome {
    let directory = try BinaryTests.directory(with: ["app.json": config])
    defer { try? FileManager.default.removeItem(at: directory) }
    let executable = try #require(BinaryTests.executable, "linkcheck was not built")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "ulimit -v 300000; " + script]
    process.currentDirectoryURL = directory
    process.environment = ["LINKCHECK": executable.path, "PATH": "/usr/bin:/bin"]
    return try BinaryTests.finish(process)
  }

  /// A 200 MB line between two links, from a pipe and (on two threads) from a file.
  static let longLine =
    #"{ echo app://a; head -c 200000000 /dev/zero | tr '\0' x; printf '\napp://a\n'; }"#

  @Test(arguments: [
    longLine + #" | "$LINKCHECK" -c app.json --json"#,
    longLine + #" > links.txt; "$LINKCHECK" -c app.json --json -j 2 -i links.txt"#,
  ])
  func aHugeLineIsOneInvalidRecord(script: String) throws {
    let outcome = try Self.run(script)
    #expect(outcome.status == 1, "\(outcome.standardError)")
    let records = outcome.standardOutput.split(separator: "\n")
    #expect(records.count == 3)
    #expect(records.first?.contains(#""ok":true"#) == true)
    #expect(records.dropFirst().first?.contains("url is longer than 65536 bytes") == true)
    #expect(records.last?.contains(#""ok":true"#) == true)
  }

  @Test(arguments: [
    #""$LINKCHECK" -c /dev/zero lint"#,
    #"head -c 200000000 /dev/zero | "$LINKCHECK" test -c app.json -"#,
    #"head -c 200000000 /dev/zero | "$LINKCHECK" aasa -"#,
  ])
  func aHugeFileIsRefusedWhileItIsRead(script: String) throws {
    let outcome = try Self.run(script)
    #expect(outcome.status == 3, "\(outcome.standardError)")
    #expect(outcome.standardError.contains("larger than the limit of"))
  }
}
