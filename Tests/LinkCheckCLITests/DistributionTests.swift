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
    for input in ["config", "links", "args", "version"] {
      #expect(action["inputs"]?[input]?["description"]?.string?.isEmpty == false, "\(input)")
    }
    let steps = action["runs"]?["steps"]?.items ?? []
    #expect(steps.count == 3)
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

  /// The GitHub recipe's inputs, put into the action's commands, give commands the parser
  /// accepts: what a workflow that copies the recipe runs.
  @Test func theRecipeAndTheActionComposeIntoValidCommands() throws {
    let recipe = try Self.yaml("Examples/ci/github-actions.yml")
    let steps = recipe["jobs"]?["linkcheck"]?["steps"]?.items ?? []
    let use = try #require(steps.first { $0["uses"]?.string == "OWNER/linkcheck@v1" })
    let inputs = try #require(use["with"])
    let action = try Self.yaml("action.yml")
    var commands = 0
    for step in action["runs"]?["steps"]?.items ?? [] {
      guard let run = step["run"]?.string else { continue }
      for line in run.split(separator: "\n") where line.hasPrefix("linkcheck ") {
        let words = line.split(separator: " ").dropFirst().flatMap { word -> [String] in
          switch word {
          case "\"$CONFIG\"": [inputs["config"]?.string ?? ""]
          case "\"$LINKS\"": [inputs["links"]?.string ?? ""]
          case "$ARGS": (inputs["args"]?.string ?? "").split(separator: " ").map(String.init)
          default: [String(word)]
          }
        }
        guard case .success = ArgumentParser.parse(words) else {
          Issue.record("'\(words.joined(separator: " "))' does not parse")
          continue
        }
        commands += 1
      }
    }
    #expect(commands == 2)
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
