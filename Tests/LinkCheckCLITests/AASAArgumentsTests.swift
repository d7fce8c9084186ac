import Testing

@testable import LinkCheckCLI

@Suite struct AASAArgumentsTests {
  static func options(_ change: (inout Options) -> Void) -> Options {
    var options = Options()
    change(&options)
    return options
  }

  static let accepted: [([String], AASAArguments.Mode)] = [
    (["aasa", "f.json"], .validate),
    (["aasa", "-"], .validate),
    (["aasa", "f.json", "https://a.com/x"], .decide),
    (["aasa", "f.json", "--app-id", "T.b"], .decide),
    (["aasa", "-", "--app-id", "T.b", "-i", "urls.txt"], .decide),
    (["aasa", "f.json", "--domain", "a.com", "-i", "-"], .decide),
    (["aasa", "f.json", "-c", "l.json"], .crossCheck),
    (["aasa", "--generate", "-c", "l.json", "--app-id", "T.b", "--app-id", "T.c"], .generate),
  ]

  @Test(arguments: accepted)
  func selectsTheMode(arguments: [String], mode: AASAArguments.Mode) throws {
    guard case .success(.aasa(let options, let positionals)) = ArgumentParser.parse(arguments)
    else {
      Issue.record("\(arguments) was not accepted")
      return
    }
    #expect(AASAArguments.mode(of: options, positionals: positionals) == mode)
  }

  @Test func repeatedAppIDsAreKeptInOrder() {
    let parsed = ArgumentParser.parse(
      ["aasa", "--generate", "--app-id", "T.b", "--app-id=T.c", "-c", "l.json"])
    #expect(
      parsed
        == .success(
          .aasa(
            Self.options {
              $0.generate = true
              $0.appIDs = ["T.b", "T.c"]
              $0.config = "l.json"
            }, arguments: [])))
  }

  static let rejected: [([String], String)] = [
    (["aasa"], "error: missing FILE: the apple-app-site-association file to check"),
    (["aasa", "--generate", "--app-id", "T.b", "f.json"], "error: unexpected argument 'f.json'"),
    (["aasa", "--generate", "-c", "l.json"], "error: '--generate' needs at least one '--app-id'"),
    (
      ["aasa", "f.json", "--app-id", "T.b", "--app-id", "T.c"],
      "error: '--app-id' is given 2 times; only '--generate' takes several"
    ),
    (
      ["aasa", "f.json", "-c", "l.json", "https://a.com/"],
      "error: URL argument 'https://a.com/' cannot be combined with '-c'"
    ),
    (
      ["aasa", "f.json", "-i", "u.txt", "https://a.com/"],
      "error: URL argument 'https://a.com/' cannot be combined with '--input'"
    ),
    (["aasa", "-", "--app-id", "T.b"], "error: the file and the URLs cannot both come from stdin"),
    (["lint", "--app-id", "T.b"], "error: option '--app-id' does not apply to 'lint'"),
  ]

  @Test(arguments: rejected)
  func rejectsWithAUsageError(arguments: [String], firstLine: String) {
    guard case .failure(let error) = ArgumentParser.parse(arguments) else {
      Issue.record("\(arguments) was accepted")
      return
    }
    #expect(error.lines.first == firstLine)
  }
}
