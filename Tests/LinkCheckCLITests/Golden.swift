import Foundation
import LinkCheckCLI
import Testing

/// Golden files: expected output kept next to its input, compared byte for byte.
/// `LINKCHECK_RECORD=1 swift test` rewrites them from the actual output instead.
enum Golden {
  /// The repository root, found from this file's place in `Tests/LinkCheckCLITests/`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var isRecording: Bool { ProcessInfo.processInfo.environment["LINKCHECK_RECORD"] == "1" }

  /// The text of a file, by path from the repository root.
  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The files below a folder with the given extension, as paths from the repository root.
  static func files(in folder: String, withExtension pathExtension: String) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix("." + pathExtension) }.sorted().map { folder + "/" + $0 }
  }

  /// Compares `actual` with the golden file at `path`, or records it.
  static func check(
    _ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = root.appendingPathComponent(path)
    if isRecording {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden file '\(path)'; run LINKCHECK_RECORD=1 swift test",
        sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let index =
        zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
      let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
      let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
      Issue.record(
        "'\(path)' differs at line \(index + 1)\n  expected: \(want)\n  actual:   \(got)\n(re-record with LINKCHECK_RECORD=1 if the change is intended)",
        sourceLocation: sourceLocation)
    }
  }

  /// Runs the command line in-process on the repository's files, named by their paths from the
  /// repository root; returns stdout, stderr and the exit status.
  static func run(_ arguments: [String], files paths: [String]) throws -> (
    output: String, error: String, status: Int32
  ) {
    let io = BufferIO()
    for path in paths {
      io.files[path] = .success(Array(try Data(contentsOf: root.appendingPathComponent(path))))
    }
    let status = LinkCheckCLI.run(arguments: arguments, environment: [:], io: io)
    return (io.standardOutput, io.standardError, status.rawValue)
  }
}
