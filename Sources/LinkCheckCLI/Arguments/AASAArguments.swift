/// The combinations of arguments `linkcheck aasa` accepts, and the mode each selects.
enum AASAArguments {
  /// What an `aasa` invocation does.
  enum Mode: Hashable, Sendable {
    /// `--generate`: write a file for the config.
    case generate
    /// `-c`: cross-check the file with the route table.
    case crossCheck
    /// URLs, `--input`, `--app-id` or `--domain`: decide each URL.
    case decide
    /// Only FILE: report the file's findings.
    case validate
  }

  static func mode(of options: Options, positionals: [String]) -> Mode {
    if options.generate { return .generate }
    if options.config != nil { return .crossCheck }
    if positionals.count > 1 || options.input != nil || !options.appIDs.isEmpty
      || options.domain != nil
    {
      return .decide
    }
    return .validate
  }

  static func invocation(options: Options, positionals: [String]) -> Result<Invocation, UsageError>
  {
    func failure(_ message: String, help: String? = nil) -> Result<Invocation, UsageError> {
      .failure(UsageError(message, help: help, command: .aasa))
    }
    let mode = mode(of: options, positionals: positionals)
    if mode == .generate {
      if let first = positionals.first {
        return failure(
          "unexpected argument '\(first)'", help: "'--generate' reads the config given with '-c'")
      }
      if options.appIDs.isEmpty {
        return failure(
          "'--generate' needs at least one '--app-id'",
          help: "e.g. '--app-id ABCDE12345.com.example.app'")
      }
      return .success(.aasa(options, arguments: positionals))
    }
    guard let file = positionals.first else {
      return failure(
        "missing FILE: the apple-app-site-association file to check",
        help: "pass its path, or '-' to read it from stdin")
    }
    if options.appIDs.count > 1 {
      return failure(
        "'--app-id' is given \(options.appIDs.count) times; only '--generate' takes several")
    }
    let urls = positionals.dropFirst()
    if mode == .crossCheck, let url = urls.first {
      return failure(
        "URL argument '\(url)' cannot be combined with '-c'",
        help: "with '-c' the whole file is cross-checked; leave out '-c' to decide URLs")
    }
    if options.input != nil, let url = urls.first {
      return failure(
        "URL argument '\(url)' cannot be combined with '--input'",
        help: "pass URLs as arguments or in the input file, not both")
    }
    let urlsFromStandardInput = mode == .decide && urls.isEmpty && (options.input ?? "-") == "-"
    if file == "-", urlsFromStandardInput {
      return failure(
        "the file and the URLs cannot both come from stdin",
        help: "pass the URLs as arguments or with '--input FILE'")
    }
    return .success(.aasa(options, arguments: positionals))
  }

  /// `--app-id`, else the only app the file lists (for `diff`, the new file); `nil` after
  /// reporting that `--app-id` is needed.
  static func appID<IO: CommandIO>(
    options: Options, listed: [String], command: CommandName, standardError: OutputChannel<IO>
  ) -> String? {
    if let appID = options.appIDs.first { return appID }
    if listed.count == 1 { return listed[0] }
    let problem = CommandProblem(
      "pass '--app-id ID': \(command == .diff ? "the new file" : "the file") lists "
        + (listed.isEmpty ? "no app" : ArgumentParser.listing(listed, conjunction: "and")))
    (problem.lines + ["usage: \(command.synopsis)"]).forEach(standardError.writeLine)
    return nil
  }
}
