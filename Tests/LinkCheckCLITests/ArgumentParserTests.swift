import Testing

@testable import LinkCheckCLI

@Suite struct ArgumentParserTests {
  static func options(_ change: (inout Options) -> Void) -> Options {
    var options = Options()
    change(&options)
    return options
  }

  static let accepted: [([String], Invocation)] = [
    ([], .resolve(Options(), urls: [])),
    (["flightdeck://flight/1"], .resolve(Options(), urls: ["flightdeck://flight/1"])),
    (["resolve", "a:b", "c:d"], .resolve(Options(), urls: ["a:b", "c:d"])),
    (["-c", "a.json"], .resolve(options { $0.config = "a.json" }, urls: [])),
    (["--config", "a.json"], .resolve(options { $0.config = "a.json" }, urls: [])),
    (["--config=a.json"], .resolve(options { $0.config = "a.json" }, urls: [])),
    (["--config=a=b.json"], .resolve(options { $0.config = "a=b.json" }, urls: [])),
    (["-i", "-"], .resolve(options { $0.input = "-" }, urls: [])),
    (["--input=urls.txt"], .resolve(options { $0.input = "urls.txt" }, urls: [])),
    (["-f", "jsonl"], .resolve(options { $0.format = .jsonl }, urls: [])),
    (["--format=jsonl"], .resolve(options { $0.format = .jsonl }, urls: [])),
    (["--json"], .resolve(options { $0.format = .jsonl }, urls: [])),
    (["--json", "--format", "text"], .resolve(Options(), urls: [])),
    (["-q"], .resolve(options { $0.quiet = true }, urls: [])),
    (["--quiet"], .resolve(options { $0.quiet = true }, urls: [])),
    (["--strict"], .resolve(options { $0.strict = true }, urls: [])),
    (["--explain"], .resolve(options { $0.explain = true }, urls: [])),
    (["--color", "never"], .resolve(options { $0.color = .never }, urls: [])),
    (["--color=always"], .resolve(options { $0.color = .always }, urls: [])),
    (["-j", "4"], .resolve(options { $0.jobs = 4 }, urls: [])),
    (["-j4"], .resolve(options { $0.jobs = 4 }, urls: [])),
    (["-j12", "a:1"], .resolve(options { $0.jobs = 12 }, urls: ["a:1"])),
    (["a:1", "-q", "a:2"], .resolve(options { $0.quiet = true }, urls: ["a:1", "a:2"])),
    (["--", "-q", "--json"], .resolve(Options(), urls: ["-q", "--json"])),
    (["-q", "--", "--"], .resolve(options { $0.quiet = true }, urls: ["--"])),
    (["-"], .resolve(Options(), urls: ["-"])),
    (["/flight/1"], .resolve(Options(), urls: ["/flight/1"])),
    (["-c", "x.json", "lint"], .lint(options { $0.config = "x.json" })),
    (["--config=x.json", "routes"], .routes(options { $0.config = "x.json" })),
    (["-V"], .version),
    (["lint"], .lint(Options())),
    (
      ["lint", "-c", "x.json", "--strict"],
      .lint(
        options {
          $0.config = "x.json"
          $0.strict = true
        })
    ),
    (["help"], .help(nil)),
    (["help", "lint"], .help(.lint)),
    (["--help"], .help(nil)),
    (["-h"], .help(nil)),
    (["resolve", "-h"], .help(.resolve)),
    (["lint", "--help"], .help(.lint)),
    (["help", "--help"], .help(.help)),
    (["--fromat", "--help"], .help(nil)),
    (["-c", "--help"], .help(nil)),
    (["--version"], .version),
    (["lint", "--version"], .version),
    (["--bogus", "--version"], .version),
  ]

  @Test(arguments: accepted)
  func accepts(arguments: [String], expected: Invocation) throws {
    #expect(try ArgumentParser.parse(arguments).get() == expected)
  }

  static let rejected: [([String], [String])] = [
    (
      ["--fromat", "jsonl"], ["error: unknown option '--fromat'", "help: did you mean '--format'?"]
    ),
    (["--verison"], ["error: unknown option '--verison'", "help: did you mean '--version'?"]),
    (["-json"], ["error: unknown option '-json'", "help: did you mean '--json'?"]),
    (["--colour=never"], ["error: unknown option '--colour'", "help: did you mean '--color'?"]),
    (["--Quiet"], ["error: unknown option '--Quiet'", "help: did you mean '--quiet'?"]),
    (["--c", "x"], ["error: unknown option '--c'", "help: did you mean '-c'?"]),
    (["--conf", "x"], ["error: unknown option '--conf'"]),
    (["-x"], ["error: unknown option '-x'"]),
    (["-j0"], ["error: invalid value '0' for '-j': expected a number of threads, at least 1"]),
    // Only digits attach to a short option, and only to one that takes a value.
    (["-jx"], ["error: unknown option '-jx'"]),
    (["-q1"], ["error: unknown option '-q1'"]),
    (["--pretend"], ["error: unknown option '--pretend'"]),
    (
      ["-f=jsonl"],
      ["error: unknown option '-f=jsonl'", "help: write '-f jsonl' or '--format=jsonl'"]
    ),
    (
      ["--format"],
      ["error: option '--format' needs a value: 'text', 'jsonl', 'gcc', 'github' or 'junit'"]
    ),
    (
      ["--format="],
      ["error: option '--format' needs a value: 'text', 'jsonl', 'gcc', 'github' or 'junit'"]
    ),
    (
      ["-f", "--json"],
      ["error: option '-f' needs a value: 'text', 'jsonl', 'gcc', 'github' or 'junit'"]
    ),
    (
      ["--format", "xml"],
      [
        "error: invalid value 'xml' for '--format': expected 'text', 'jsonl', 'gcc', 'github' or 'junit'"
      ]
    ),
    (
      ["--format=JSONL"],
      [
        "error: invalid value 'JSONL' for '--format': expected 'text', 'jsonl', 'gcc', 'github' or 'junit'",
        "help: did you mean 'jsonl'?",
      ]
    ),
    (
      ["--color", "sometimes"],
      ["error: invalid value 'sometimes' for '--color': expected 'auto', 'always' or 'never'"]
    ),
    (["--color"], ["error: option '--color' needs a value: 'auto', 'always' or 'never'"]),
    (["-c"], ["error: option '-c' needs a value: PATH"]),
    (["--config="], ["error: option '--config' needs a value: PATH"]),
    (["-c", "--strict"], ["error: option '-c' needs a value: PATH"]),
    (["-i"], ["error: option '-i' needs a value: FILE"]),
    (["--quiet=yes"], ["error: option '--quiet' does not take a value"]),
    (
      ["-i", "urls.txt", "a:b"],
      [
        "error: URL argument 'a:b' cannot be combined with '--input'",
        "help: pass URLs as arguments or in the input file, not both",
      ]
    ),
    (["reslove", "a:b"], ["error: unknown command 'reslove'", "help: did you mean 'resolve'?"]),
    (
      ["-c", "x.json", "reslove"],
      ["error: unknown command 'reslove'", "help: did you mean 'resolve'?"]
    ),
    (["lnit"], ["error: unknown command 'lnit'", "help: did you mean 'lint'?"]),
    (
      ["deploy"],
      [
        "error: unknown command 'deploy'",
        "help: the commands are 'resolve', 'lint', 'routes', 'build', 'samples', 'test', "
          + "'diff', 'stack', 'completion', 'aasa', 'android', 'generate' and 'help'; a URL needs "
          + "a scheme, e.g. 'myapp://path'",
      ]
    ),
    (["help", "lnit"], ["error: unknown command 'lnit'", "help: did you mean 'lint'?"]),
    (["help", "lint", "resolve"], ["error: unexpected argument 'resolve'"]),
    (
      ["samples", "--simctl"],
      ["error: unknown option '--simctl'", "help: did you mean '--emit simctl'?"]
    ),
    (
      ["-j", "-1"], ["error: invalid value '-1' for '-j': expected a number of threads, at least 1"]
    ),
  ]

  @Test(arguments: rejected)
  func rejectsResolveAndGlobalMistakes(arguments: [String], expected: [String]) {
    guard case .failure(let error) = ArgumentParser.parse(arguments) else {
      Issue.record("accepted \(arguments)")
      return
    }
    #expect(error.problem.lines == expected)
  }

  static let rejectedForCommand: [([String], String, CommandName)] = [
    (["lint", "-i", "urls.txt"], "error: option '-i' does not apply to 'lint'", .lint),
    (
      ["lint", "--format", "junit"],
      "error: invalid value 'junit' for '--format': expected 'text', 'jsonl', 'gcc' or 'github'",
      .lint
    ),
    (["lint", "a:b"], "error: unexpected argument 'a:b'", .lint),
    (["help", "-q"], "error: option '-q' does not apply to 'help'", .help),
    (["--json=1"], "error: option '--json' does not take a value", .resolve),
  ]

  @Test(arguments: rejectedForCommand)
  func namesTheCommand(arguments: [String], message: String, command: CommandName) {
    guard case .failure(let error) = ArgumentParser.parse(arguments) else {
      Issue.record("accepted \(arguments)")
      return
    }
    #expect(error.problem.lines.first == message)
    #expect(error.command == command)
    #expect(error.lines.last == "usage: \(command.synopsis)")
  }

  @Test func reportsTheFirstProblem() {
    guard case .failure(let error) = ArgumentParser.parse(["--fromat", "--colour"]) else {
      Issue.record("accepted")
      return
    }
    #expect(error.problem.message == "unknown option '--fromat'")
  }
}
