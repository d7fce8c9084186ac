import Foundation
import Testing

@testable import LinkCheckCLI

/// The CI examples stay runnable: their link tests pass with full coverage, and every
/// `linkcheck` command they run is one the parser accepts.
@Suite struct ExampleCITests {
  /// Each recipe with the number of `linkcheck lint`, `test` and `diff` commands it runs itself
  /// (the GitHub recipe runs the rest through the action, which `DistributionTests` checks).
  static let ciFiles = [("github-actions.yml", 2), ("gitlab-ci.yml", 2), ("pre-commit", 2)].map {
    ("Examples/ci/\($0.0)", $0.1)
  }

  @Test(arguments: ["flightdeck", "teamchat"])
  func theLinkTestsPassWithFullCoverage(example: String) throws {
    let config = "Examples/\(example)/linkcheck.json"
    let tests = "Examples/\(example)/links.linktest"
    let result = try Golden.run(
      ["test", "-c", config, "--min-coverage", "100", "-q", tests], files: [config, tests])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
  }

  @Test(arguments: ciFiles)
  func everyLinkcheckCommandParses(file: String, count: Int) throws {
    let text = try Golden.read(file)
    var commands = 0
    for line in text.split(separator: "\n") {
      guard
        let start = ["lint", "test", "diff"].lazy.compactMap({ line.range(of: "linkcheck \($0) ") })
          .first
      else { continue }
      var command = String(line[start.lowerBound...])
      for end in [" >", " ||", ";"] {
        if let cut = command.range(of: end) { command = String(command[..<cut.lowerBound]) }
      }
      let words = command.replacingOccurrences(of: "\"", with: "").split(separator: " ")
        .dropFirst().map(String.init)
      guard case .success = ArgumentParser.parse(words) else {
        Issue.record("'\(command)' does not parse")
        continue
      }
      commands += 1
    }
    #expect(commands >= count)
  }
}
