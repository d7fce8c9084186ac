import Foundation
import Testing

@testable import LinkCheckCLI

/// The files that ship linkcheck to other projects' CI, which cannot run here: the action, the
/// release workflow and the CI recipes parse, and agree on names, inputs and commands.
@Suite struct DistributionTests {
  static let yamlFiles = [
    "action.yml", ".github/workflows/release.yml", "Examples/ci/github-actions.yml",
    "Examples/ci/gitlab-ci.yml",
  ]
  /// The release assets, as the install script and the GitLab recipe download them.
  static let assets = ["linkcheck-linux-x86_64.tar.gz", "linkcheck-macos-universal.tar.gz"]

  static func yaml(_ path: String) throws -> YAML {
    try YAML(Golden.read(path))
  }

  @Test(arguments: yamlFiles)
  func parses(path: String) throws {
    guard case .map(let top) = try Self.yaml(path) else {
      Issue.record("\(path) is not a mapping")
      return
    }
    #expect(!top.isEmpty)
  }

  @Test func theActionIsACompositeWithTheDocumentedInputs() throws {
    let action = try Self.yaml("action.yml")
    #expect(action["runs"]?["using"]?.string == "composite")
    for input in ["config", "links", "args", "diff-base", "diff-args", "version"] {
      #expect(action["inputs"]?[input]?["description"]?.string?.isEmpty == false, "\(input)")
    }
    let steps = action["runs"]?["steps"]?.items ?? []
    #expect(steps.count == 4)
    for step in steps {
      #expect(step["shell"]?.string == "bash")
      // Inputs reach the scripts through the environment only.
      #expect(step["run"]?.string?.contains("${{") == false)
    }
    let install = try #require(steps.first?["run"]?.string)
    #expect(install.contains("Scripts/install-linkcheck.sh"))
    let script = Golden.root.appendingPathComponent("Scripts/install-linkcheck.sh").path
    #expect(FileManager.default.isExecutableFile(atPath: script))
    #expect(
      FileManager.default.fileExists(
        atPath: Golden.root.appendingPathComponent("Examples/ci/linkcheck-problem-matcher.json")
          .path))
  }

  /// Runs `script` with bash in a fresh directory holding `files`, with stand-ins for the
  /// commands in `stubs`: exported shell functions (never files written and run at once, which
  /// a parallel test's fork could keep open) that log their arguments, one per line, to
  /// `NAME.log`, then run their body. The directory, and bash's status and stderr.
  static func bash(
    _ script: String, environment: [String: String], files: [String] = [],
    stubs: [String: String]
  ) throws -> (directory: URL, status: Int32, error: String) {
    let directory = try BinaryTests.directory(
      with: Dictionary(uniqueKeysWithValues: files.map { ($0, "") }))
    let prelude = stubs.map { name, body in
      let log = directory.appendingPathComponent("\(name).log").path
      return "\(name)() { printf '%s\\n' \"$@\" >> '\(log)'\n\(body)\n}\nexport -f \(name)\n"
    }.joined()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", prelude + script]
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (directory, process.terminationStatus, text)
  }

  static func log(_ name: String, in directory: URL) -> [String]? {
    (try? String(contentsOf: directory.appendingPathComponent("\(name).log"), encoding: .utf8))
      .map {
        $0.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
      }
  }

  /// The action's link test step gives `linkcheck` the recipe's `args` as words, never expanded
  /// as file names, and the command line it makes parses.
  @Test func theActionPassesArgsAsWordsNeverAsFileNames() throws {
    let action = try Self.yaml("action.yml")
    let steps = action["runs"]?["steps"]?.items ?? []
    let run = try #require(steps.first { $0["name"]?.string == "Test the links" }?["run"]?.string)
    let recipe = try Self.yaml("Examples/ci/github-actions.yml")
    let use = try #require(
      recipe["jobs"]?["linkcheck"]?["steps"]?.items.first {
        $0["uses"]?.string == "OWNER/linkcheck@v1"
      })
    let recipeArgs = try #require(use["with"]?["args"]?.string)
    for args in [recipeArgs, recipeArgs + " * ?"] {
      let result = try Self.bash(
        "set -eo pipefail\n" + run,
        environment: ["CONFIG": "linkcheck.json", "LINKS": "links.linktest", "ARGS": args],
        files: ["linkcheck.json", "links.linktest", "a"], stubs: ["linkcheck": ":"])
      defer { try? FileManager.default.removeItem(at: result.directory) }
      #expect(result.status == 0, "\(result.error)")
      let words = try #require(Self.log("linkcheck", in: result.directory))
      #expect(
        words == ["test", "-c", "linkcheck.json", "--format", "github"]
          + args.split(separator: " ").map(String.init) + ["links.linktest"])
      if args == recipeArgs, case .failure = ArgumentParser.parse(words) {
        Issue.record("'\(words.joined(separator: " "))' does not parse")
      }
    }
  }

  /// The action's impact step gives `linkcheck diff` the recipe's `diff-base` and `diff-args`
  /// as words, and the command line it makes parses.
  @Test func theActionPassesTheDiffArgumentsAsWords() throws {
    let action = try Self.yaml("action.yml")
    let steps = action["runs"]?["steps"]?.items ?? []
    let run = try #require(
      steps.first { $0["name"]?.string == "Show the links the change affects" }?["run"]?.string)
    let recipe = try Self.yaml("Examples/ci/github-actions.yml")
    let use = try #require(
      recipe["jobs"]?["link-impact"]?["steps"]?.items.first {
        $0["uses"]?.string == "OWNER/linkcheck@v1"
      })
    let args = try #require(use["with"]?["diff-args"]?.string)
    #expect(use["with"]?["diff-base"]?.string?.hasPrefix("origin/") == true)
    let result = try Self.bash(
      "set -eo pipefail\n" + run,
      environment: ["CONFIG": "linkcheck.json", "BASE": "origin/main", "ARGS": args + " *"],
      files: ["linkcheck.json", "a"], stubs: ["linkcheck": ":"])
    defer { try? FileManager.default.removeItem(at: result.directory) }
    #expect(result.status == 0, "\(result.error)")
    let words = try #require(Self.log("linkcheck", in: result.directory))
    let given = args.split(separator: " ").map(String.init)
    #expect(
      words == ["diff", "--base", "origin/main", "-c", "linkcheck.json", "--format", "github"]
        + given + ["*"])
    if case .failure = ArgumentParser.parse(Array(words.dropLast())) {
      Issue.record("'\(words.joined(separator: " "))' does not parse")
    }
  }

  /// The install script puts only a release tag into the download URL: a version that is not
  /// one is refused before anything is fetched, and a branch or commit the action is used at
  /// builds from source.
  @Test(arguments: [
    (["VERSION": "../../attacker/x/releases/download/v1"], Int32(1), nil as String?),
    (["VERSION": "v1/../../x"], 1, nil),
    (["VERSION": "v1.2.0"], 0, "v1.2.0"),
    (["VERSION": "v1.3.0-rc.1"], 0, "v1.3.0-rc.1"),
    (["ACTION_REF": "v1"], 0, "v1"),
    (["ACTION_REF": "main"], 0, nil),
    (["ACTION_REF": "34e114876b0b11c390a56381ad16ebd13914f8d5"], 0, nil),
  ])
  func theInstallerFetchesOnlyAReleaseTag(
    environment: [String: String], status: Int32, tag: String?
  ) throws {
    let script = Golden.root.appendingPathComponent("Scripts/install-linkcheck.sh").path
    // No release binary: the download fails and the script builds from source.
    let make = #"""
      for word in "$@"; do case $word in PREFIX=*) prefix=${word#PREFIX=} ;; esac; done
      mkdir -p "$prefix/bin" && printf '#!/bin/sh\necho linkcheck 0\n' > "$prefix/bin/linkcheck"
      chmod +x "$prefix/bin/linkcheck"
      """#
    let result = try Self.bash(
      "\"\(script)\"",
      environment: environment.merging(
        ["REPOSITORY": "owner/linkcheck", "SOURCE": "source", "BIN_DIR": "install/bin"]
      ) { $1 },
      stubs: [
        "curl": "return 22", "make": make, "uname": "[ \"$1\" = -s ] && echo Linux || echo x86_64",
      ])
    defer { try? FileManager.default.removeItem(at: result.directory) }
    #expect(result.status == status, "\(result.error)")
    let fetched = Self.log("curl", in: result.directory)?.filter { $0.hasPrefix("https://") }
    if let tag {
      #expect(
        fetched?.first
          == "https://github.com/owner/linkcheck/releases/download/\(tag)/linkcheck-linux-x86_64.tar.gz"
      )
    } else {
      #expect(fetched == nil)
    }
    if status != 0 { #expect(result.error.contains("is not a release tag")) }
  }

  /// Only the publishing job may write; the toolchain and the actions are pinned; a pre-release
  /// tag is published as one and does not move the major version's tag.
  @Test func theReleaseWritesOnlyFromItsLastJobAndMovesOnlyForARelease() throws {
    let release = try Self.yaml(".github/workflows/release.yml")
    #expect(release["permissions"]?["contents"]?.string == "read")
    let jobs = try #require(release["jobs"])
    for job in ["linux", "macos"] { #expect(jobs[job]?["permissions"] == nil, "\(job)") }
    #expect(jobs["publish"]?["permissions"]?["contents"]?.string == "write")
    let container = try #require(jobs["linux"]?["container"]?.string)
    #expect(container.wholeMatch(of: /swift:\d+\.\d+\.\d+-[a-z]+/) != nil, "\(container)")
    for job in ["linux", "macos", "publish"] {
      for step in jobs[job]?["steps"]?.items ?? [] {
        guard let uses = step["uses"]?.string else { continue }
        #expect(uses.wholeMatch(of: /[\w-]+\/[\w-]+@[0-9a-f]{40}/) != nil, "\(uses)")
      }
    }
    let publish = try #require(jobs["publish"]?["steps"]?.items.last?["run"]?.string)
    for (tag, moves) in [("v1.3.0-rc.1", false), ("v1.3.0", true)] {
      let result = try Self.bash(
        "set -eo pipefail\n" + publish, environment: ["TAG": tag, "GITHUB_SHA": "abc"],
        stubs: ["gh": #"[ "$1 $2" = "release view" ] && return 1; return 0"#, "git": ":"])
      defer { try? FileManager.default.removeItem(at: result.directory) }
      #expect(result.status == 0, "\(result.error)")
      let created = try #require(Self.log("gh", in: result.directory))
      #expect(created.contains("--prerelease") == !moves)
      #expect((Self.log("git", in: result.directory)?.contains("v1") ?? false) == moves)
    }
  }

  @Test func theReleasePublishesWhatTheInstallersDownload() throws {
    let release = try Self.yaml(".github/workflows/release.yml")
    #expect(release["on"]?["push"]?["tags"]?.items.first?.string == "v*.*.*")
    let jobs = try #require(release["jobs"])
    #expect(jobs["publish"]?["needs"]?.items.compactMap(\.string) == ["linux", "macos"])
    let text = try Golden.read(".github/workflows/release.yml")
    let installer = try Golden.read("Scripts/install-linkcheck.sh")
    let gitlab = try Golden.read("Examples/ci/gitlab-ci.yml")
    for asset in Self.assets {
      #expect(text.contains("\(asset).sha256"), "\(asset)")
      #expect(installer.contains(asset), "\(asset)")
    }
    #expect(gitlab.contains(Self.assets[0] + ".sha256"))
  }

  /// The reader refuses what a CI service would, so a passing parse means something.
  @Test(arguments: [
    "a: 1\na: 2", "a:\n\t- b", "a: 1\n   b: 2", "a: 'open", "a: [1, 2", "a: {b: 1", "- a\nb: 1",
  ])
  func theReaderRefusesBrokenYAML(text: String) {
    #expect(throws: YAML.ParseError.self) { try YAML(text) }
  }

  @Test func theReaderReadsTheShapesWorkflowsUse() throws {
    let text = """
      # comment
      on:
        push:
          tags: ['v*', "x"]
      jobs:
        a:
          steps:
            - uses: x@v1  # trailing comment
              with: { k: v, n: 2 }
            - run: |
                echo "# not a comment"
                  indented
            - plain
      """
    let yaml = try YAML(text)
    #expect(yaml["on"]?["push"]?["tags"] == .list([.scalar("v*"), .scalar("x")]))
    let steps = yaml["jobs"]?["a"]?["steps"]?.items ?? []
    #expect(steps.count == 3)
    #expect(steps[0]["uses"]?.string == "x@v1")
    #expect(steps[0]["with"] == .map(["k": .scalar("v"), "n": .scalar("2")]))
    #expect(steps[1]["run"]?.string == "echo \"# not a comment\"\n  indented")
    #expect(steps[2] == .scalar("plain"))
  }
}

/// Every relative link and anchor in the README and the docs resolves inside the repository.
@Suite struct DocumentLinkTests {
  static let documents =
    ["README.md", "Examples/README.md", "Tests/RouteTableTests/Conformance/README.md"]
    + Golden.files(in: "docs", withExtension: "md")

  @Test(arguments: documents)
  func everyLinkResolves(document: String) throws {
    let text = try Golden.read(document)
    let folder = (document as NSString).deletingLastPathComponent
    for target in Self.links(in: text) {
      if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:")
      {
        continue
      }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let file =
        path.isEmpty
        ? document
        : ((folder as NSString).appendingPathComponent(path) as NSString)
          .standardizingPath
      #expect(!file.hasPrefix(".."), "\(document): '\(target)' points outside the repository")
      let url = Golden.root.appendingPathComponent(file)
      #expect(
        FileManager.default.fileExists(atPath: url.path), "\(document): '\(target)' is missing")
      if parts.count == 2, file.hasSuffix(".md") {
        let anchors = Self.anchors(in: try String(contentsOf: url, encoding: .utf8))
        #expect(anchors.contains(String(parts[1])), "\(document): no anchor '\(target)'")
      }
    }
  }

  @Test func theWalkFindsTheLinksAndAnchors() throws {
    let readme = try Golden.read("README.md")
    #expect(Self.links(in: readme).filter { $0.hasPrefix("docs/") }.count >= 5)
    #expect(Self.links(in: readme).filter { $0.hasPrefix("#") }.count >= 10)
    #expect(Self.anchors(in: readme).contains("decisions-where-the-spec-is-silent"))
    #expect(Self.links(in: "see `[a](b)` and [c](d#e)") == ["d#e"])
  }

  /// The targets of `[text](target)` links, outside code blocks and code spans.
  static func links(in markdown: String) -> [String] {
    var targets: [String] = []
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if inFence { continue }
      let unquoted = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      var rest = Substring(unquoted)
      while let open = rest.range(of: "](") {
        rest = rest[open.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { break }
        targets.append(String(rest[..<close]))
        rest = rest[close...]
      }
    }
    return targets
  }

  /// GitHub's anchors for the headings: lowercased, punctuation dropped, spaces as `-`.
  static func anchors(in markdown: String) -> Set<String> {
    var anchors: Set<String> = []
    var inFence = false
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let slug = title.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          return character
        }
        return nil
      }
      anchors.insert(String(slug))
    }
    return anchors
  }
}
