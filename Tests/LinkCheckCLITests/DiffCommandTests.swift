import Foundation
import RouteTable
import Testing

@testable import LinkCheckCLI

/// `linkcheck diff` through the real binary: every kind of change in every format, on pairs of
/// versions of the example files (Golden/diff), and `--base` in a git repository made here.
@Suite(.timeLimit(.minutes(10))) struct DiffGoldenTests {
  static let folder = "Tests/LinkCheckCLITests/Golden/diff"

  /// The files of each comparison, by the name the binary is given, and its arguments.
  static let comparisons: [String: (files: [String: String], arguments: [String])] = [
    "tables": (
      [
        "old.json": "Examples/flightdeck/linkcheck.json",
        "new.json": "\(folder)/flightdeck-new.json",
        "links.txt": "\(folder)/links.txt",
      ],
      ["old.json", "new.json", "-i", "links.txt"]
    ),
    "aasa": (
      [
        "old.aasa": "Examples/yourapp/apple-app-site-association",
        "new.aasa": "\(folder)/yourapp-new.aasa",
        "linkcheck.json": "Examples/yourapp/linkcheck.json",
      ],
      ["--aasa", "old.aasa", "new.aasa", "-c", "linkcheck.json"]
    ),
    "android": (
      [
        "old.xml": "Examples/yourapp/AndroidManifest.xml",
        "new.xml": "\(folder)/yourapp-new-AndroidManifest.xml",
        "old-assetlinks.json": "Examples/yourapp/assetlinks.json",
        "new-assetlinks.json": "\(folder)/yourapp-new-assetlinks.json",
      ],
      [
        "--manifest", "old.xml", "new.xml", "--assetlinks", "old-assetlinks.json",
        "new-assetlinks.json",
      ]
    ),
  ]

  static let cases = comparisons.keys.sorted().flatMap { name in
    ["text", "jsonl", "gcc", "github"].map { (name, $0) }
  }

  @Test(arguments: cases)
  func writesTheRecordedImpact(comparison: String, format: String) throws {
    let (paths, arguments) = try #require(Self.comparisons[comparison])
    let files = try paths.mapValues { try Golden.read($0) }
    let outcome = try BinaryTests.run(["diff", "-f", format] + arguments, files: files)
    #expect(outcome.status == 1)
    try Golden.check(
      outcome.standardOutput + "--- stderr\n" + outcome.standardError,
      against: "\(Self.folder)/\(comparison).\(format)")
  }

  @Test func everyKindOfChangeHasAGolden() throws {
    var seen = Set<String>()
    for (comparison, _) in Self.cases {
      let text = try Golden.read("\(Self.folder)/\(comparison).jsonl")
      for match in text.matches(of: /"change":"([a-z-]+)"/) { seen.insert(String(match.1)) }
    }
    #expect(seen == Set(LinkChange.allCases.map(\.rawValue)))
  }

  /// `--allow` leaves the kinds out and they no longer fail the run; the summary counts them.
  @Test func allowedKindsDoNotFail() throws {
    let files = try Self.comparisons["aasa"]!.files.mapValues { try Golden.read($0) }
    let outcome = try BinaryTests.run(
      ["diff", "--aasa", "old.aasa", "new.aasa", "--allow", "browser-to-app,app-to-browser"],
      files: files)
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError == "0 links changed; 3 unchanged, 2 allowed\n")
  }

  // MARK: - --base

  private static func git(_ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-c", "user.name=linkcheck", "-c", "user.email=l@example.com"]
      + arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "git \(arguments)")
  }

  /// The config as committed is OLD, the config in the working tree NEW, read from any folder.
  @Test func baseReadsTheOldTableFromGit() throws {
    let repository = try BinaryTests.directory(with: [
      "linkcheck.json": try Golden.read("Examples/flightdeck/linkcheck.json")
    ])
    defer { try? FileManager.default.removeItem(at: repository) }
    try Self.git(["init", "-q"], in: repository)
    try Self.git(["add", "linkcheck.json"], in: repository)
    try Self.git(["commit", "-q", "-m", "table"], in: repository)
    let new = try Golden.read("\(Self.folder)/flightdeck-new.json")
    try Data(new.utf8).write(to: repository.appendingPathComponent("linkcheck.json"))
    let sub = repository.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)

    for (folder, config) in [(repository, [String]()), (sub, ["-c", "../linkcheck.json"])] {
      let process = try BinaryTests.process(
        ["diff", "--base", "HEAD", "flightdeck://home"] + config, in: folder)
      let outcome = try BinaryTests.finish(process)
      #expect(outcome.status == 1)
      #expect(
        outcome.standardOutput.hasPrefix("flightdeck://home  route-changed  home  ->  dashboard\n"))
      #expect(outcome.standardError.hasPrefix("12 links changed: "))
    }
    let unknown = try BinaryTests.finish(
      try BinaryTests.process(["diff", "--base", "no-such-ref"], in: repository))
    #expect(unknown.status == 3)
    #expect(
      unknown.standardError.hasPrefix(
        "error: cannot read 'linkcheck.json' at 'no-such-ref': invalid object name 'no-such-ref'\n")
    )
  }

  @Test func baseOutsideARepositoryIsAClearError() throws {
    let directory = try BinaryTests.directory(with: [
      "linkcheck.json": try Golden.read("Examples/todo/linkcheck.json")
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = try BinaryTests.finish(
      try BinaryTests.process(
        ["diff", "--base", "main", "-c", directory.path + "/linkcheck.json"], in: directory,
        environment: ["GIT_CEILING_DIRECTORIES": directory.deletingLastPathComponent().path]))
    #expect(outcome.status == 3)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains("is not in a git repository\n"))
  }
}

/// What `diff` reports is exactly what resolving each link under each table alone shows.
@Suite struct DiffPropertyTests {
  /// A record as JSON with sorted keys and without `line`, which depends on the input's place.
  static func canonical(_ record: Any?) throws -> Data {
    var members = try #require(record as? [String: Any])
    members["line"] = nil
    return try JSONSerialization.data(withJSONObject: members, options: [.sortedKeys])
  }

  /// The records `resolve --json` writes for `links` under `config`, by input.
  static func records(_ config: String, _ links: [String]) throws -> [String: Data] {
    let result = ClosedLoopTests.run(
      ["resolve", "-c", "table.json", "--json"] + links, files: ["table.json": config])
    var records: [String: Data] = [:]
    for (link, line) in zip(links, result.output.split(separator: "\n")) {
      records[link] = try canonical(try JSONSerialization.jsonObject(with: Data(line.utf8)))
    }
    return records
  }

  @Test(arguments: ClosedLoopTests.tables.indices)
  func aTableComparedWithItselfChangesNothing(index: Int) {
    let config = ClosedLoopTests.tables[index]
    let result = ClosedLoopTests.run(
      ["diff", "old.json", "new.json"], files: ["old.json": config, "new.json": config])
    #expect(result.status == .success)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("0 links changed; "))
  }

  /// Each random table against the next: the links reported are those whose two records
  /// differ, and each side is the record `resolve` writes.
  @Test(arguments: 7..<26)
  func reportsExactlyTheLinksWhoseRecordsDiffer(index: Int) throws {
    let (old, new) = (ClosedLoopTests.tables[index], ClosedLoopTests.tables[index + 1])
    var links: [String] = []
    for config in [old, new] {
      for (_, link) in ClosedLoopTests.samples(try RouteTable(json: Array(config.utf8)))
      where !links.contains(link) {
        links.append(link)
      }
    }
    let (before, after) = (try Self.records(old, links), try Self.records(new, links))
    let differing = links.filter { before[$0] != after[$0] }

    let result = ClosedLoopTests.run(
      ["diff", "old.json", "new.json", "--json"], files: ["old.json": old, "new.json": new])
    var reported: [String] = []
    for line in result.output.split(separator: "\n") {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let input = try #require(object["input"] as? String)
      reported.append(input)
      #expect(try Self.canonical(object["old"]) == before[input], "old record of \(input)")
      #expect(try Self.canonical(object["new"]) == after[input], "new record of \(input)")
    }
    #expect(!links.isEmpty)
    #expect(reported == differing)
    #expect(result.status == (differing.isEmpty ? .success : .failure))
    #expect(result.error.contains("; \(links.count - differing.count) unchanged"))
  }
}

/// The combinations `diff` refuses, each with what to do instead (exit 2).
@Suite struct DiffArgumentTests {
  @Test(arguments: [
    (["diff"], "error: missing OLD and NEW: the two route tables to compare"),
    (["diff", "old.json"], "error: missing NEW: the two route tables to compare"),
    (["diff", "--aasa", "old.aasa"], "error: '--aasa' needs two files: OLD NEW"),
    (
      ["diff", "--aasa", "a", "b", "--manifest", "m.xml"],
      "error: '--aasa' cannot be combined with another '--aasa', '--manifest' or '--assetlinks'"
    ),
    (
      ["diff", "--base", "main", "--aasa", "a", "b"],
      "error: '--base' reads an old route table from git; it cannot be combined with '--aasa', "
        + "'--manifest' or '--assetlinks'"
    ),
    (
      ["diff", "--base=--output=x"],
      "error: invalid value '--output=x' for '--base': a revision cannot start with '-'"
    ),
    (
      ["diff", "--assetlinks", "old.json", "new.json"],
      "error: '--assetlinks' needs '--manifest FILE': the app whose links are decided"
    ),
    (["diff", "--manifest", "m.xml"], "error: nothing to compare: every file is given once"),
    (
      ["diff", "a.json", "b.json", "--allow", "now-resolve"],
      "error: invalid value 'now-resolve' for '--allow': expected a kind of change"
    ),
    (
      ["diff", "a.json", "b.json", "--app-id", "X.y"],
      "error: '--app-id' applies to '--aasa OLD NEW'"
    ),
    (
      ["diff", "a.json", "b.json", "x://y", "-i", "links.txt"],
      "error: URL argument 'x://y' cannot be combined with '--input'"
    ),
  ])
  func refuses(arguments: [String], message: String) {
    let result = ClosedLoopTests.run(arguments, files: [:])
    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix(message + "\n"), "\(result.error)")
  }

  /// A link argument after a file is a link, not the file's new version; `--manifest OLD NEW`
  /// takes both.
  @Test func aSecondFileIsTakenUnlessItIsALink() throws {
    let parsed = ArgumentParser.parse(
      ["diff", "--manifest", "a.xml", "b.xml", "--assetlinks", "x.json", "https://a.example/"])
    guard case .success(.diff(let options, let arguments)) = parsed else {
      Issue.record("does not parse: \(parsed)")
      return
    }
    #expect(
      options.diffFiles == [
        DiffFile(option: .manifest, old: "a.xml", new: "b.xml"),
        DiffFile(option: .assetLinks, old: "x.json", new: nil),
      ])
    #expect(arguments == ["https://a.example/"])
  }
}

/// Files that cannot be compared end the run with status 3 and say why; one change is counted
/// in the singular.
@Suite struct DiffFileErrorTests {
  static let table =
    #"{"version": 1, "schemes": ["app"], "routes": [{"name": "a", "paths": ["/a"]}]}"#

  @Test(arguments: [
    (
      ["diff", "old.json", "missing.json"], "error: cannot read config 'missing.json': no such file"
    ),
    (
      ["diff", "old.json", "broken.json"], "broken.json:1:2: error: unexpected end of the document"
    ),
    (
      ["diff", "--aasa", "old.json", "broken.json", "--app-id", "A.b"],
      "error: 'broken.json' cannot be used: iOS would ignore it"
    ),
    (
      ["diff", "--manifest", "old.json", "broken.json"],
      "error: 'old.json' cannot be used: Android would not read it"
    ),
    (
      ["diff", "old.json", "old.json", "-i", "missing.txt"],
      "error: cannot read input file 'missing.txt': no such file"
    ),
    (
      ["diff", "--base", "main"],
      "error: cannot run 'git' to read 'linkcheck.json' at 'main': running programs is not supported here"
    ),
  ])
  func stopsWithStatus3(arguments: [String], message: String) {
    let result = ClosedLoopTests.run(
      arguments, files: ["old.json": Self.table, "broken.json": "[", "linkcheck.json": Self.table])
    #expect(result.status == .input)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix(message), "\(result.error)")
  }

  @Test func oneChangeIsSingular() {
    let new = Self.table.replacing(#""/a""#, with: #""/b""#)
    let result = ClosedLoopTests.run(
      ["diff", "old.json", "new.json", "app://a"], files: ["old.json": Self.table, "new.json": new])
    #expect(result.status == .failure)
    #expect(
      result.output
        == "app://a  now-fails  a  ->  error[no-match]: no route matches path '/a'\n"
        + "app://b  now-resolves  error[no-match]: no route matches path '/b'  ->  a\n")
    #expect(result.error == "2 links changed: 1 now fails, 1 now resolves; 0 unchanged\n")
  }
}
