import RouteTable

/// Reads the command line by hand: `--opt value` and `--opt=value`, a number attached to a short
/// option (`-j4`), `--` ends options, no prefix matching, no bundling of short flags, and a
/// suggestion for every misspelling.
enum ArgumentParser {
  /// The invocation `arguments` (without the program name) ask for, or why they cannot run.
  ///
  /// `-h/--help` and `--version` win over any other problem found after the command name.
  static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
    var remaining = arguments[...]
    var command = CommandName.resolve
    var namesCommand = false
    // The command is the first argument that is not an option or an option's value: options
    // may stand before it (`linkcheck -c app.json lint`), as git and cargo allow.
    if let position = firstPositional(in: arguments) {
      let word = arguments[position]
      if let named = CommandName(rawValue: word) {
        command = named
        namesCommand = true
        remaining.remove(at: position)
      } else if looksLikeCommandWord(word) {
        return .failure(unknownCommand(word, command: .resolve))
      }
    }
    var state = State(command: command)
    state.read(remaining)
    if state.wantsHelp { return .success(.help(namesCommand ? command : nil)) }
    if state.wantsVersion { return .success(.version) }
    if let error = state.firstError { return .failure(error) }
    return invocation(command: command, options: state.options, positionals: state.positionals)
  }

  private static func invocation(
    command: CommandName, options: Options, positionals: [String]
  ) -> Result<Invocation, UsageError> {
    switch command {
    case .resolve:
      if options.input != nil, let first = positionals.first {
        return .failure(
          UsageError(
            "URL argument '\(first)' cannot be combined with '--input'",
            help: "pass URLs as arguments or in the input file, not both", command: .resolve))
      }
      return .success(.resolve(options, urls: positionals))
    case .lint:
      if let first = positionals.first {
        return .failure(
          UsageError(
            "unexpected argument '\(first)'", help: "'lint' takes no arguments; use '-c PATH'",
            command: .lint))
      }
      return .success(.lint(options))
    case .routes, .samples:
      if let first = positionals.first {
        return .failure(
          UsageError(
            "unexpected argument '\(first)'",
            help: "'\(command.rawValue)' takes no arguments; use '-c PATH'", command: command))
      }
      return .success(command == .routes ? .routes(options) : .samples(options))
    case .build:
      return buildInvocation(options: options, positionals: positionals)
    case .test, .stack:
      return fileInvocation(command: command, options: options, positionals: positionals)
    case .completion:
      guard positionals.count == 1, let shell = Shell(rawValue: positionals[0]) else {
        let given = positionals.first.map { "unknown shell '\($0)'" } ?? "missing shell name"
        return .failure(
          UsageError(
            positionals.count > 1 ? "unexpected argument '\(positionals[1])'" : given,
            help: "use one of " + listing(Shell.allCases.map(\.rawValue), conjunction: "or"),
            command: .completion))
      }
      return .success(.completion(shell))
    case .aasa:
      return AASAArguments.invocation(options: options, positionals: positionals)
    case .diff:
      return DiffArguments.invocation(options: options, positionals: positionals)
    case .android:
      return AndroidArguments.invocation(options: options, positionals: positionals)
    case .generate:
      guard positionals == ["swift"] else {
        let given = positionals.first.map { "unknown language '\($0)'" } ?? "missing language"
        return .failure(
          UsageError(
            positionals.count > 1 ? "unexpected argument '\(positionals[1])'" : given,
            help: "the one language is 'swift': linkcheck generate swift", command: .generate))
      }
      if options.check && options.output == nil {
        return .failure(
          UsageError(
            "'--check' needs '-o FILE', the committed file to compare", command: .generate))
      }
      return .success(.generate(options))
    case .help:
      guard let first = positionals.first else { return .success(.help(nil)) }
      if positionals.count > 1 {
        return .failure(UsageError("unexpected argument '\(positionals[1])'", command: .help))
      }
      guard let topic = CommandName(rawValue: first) else {
        return .failure(unknownCommand(first, command: .help))
      }
      return .success(.help(topic))
    }
  }

  private static func buildInvocation(options: Options, positionals: [String]) -> Result<
    Invocation, UsageError
  > {
    guard let route = positionals.first else {
      return .failure(
        UsageError(
          "missing route name", help: "'linkcheck routes' lists the routes", command: .build))
    }
    if options.scheme != nil, options.host != nil {
      return .failure(
        UsageError(
          "'--scheme' and '--host' cannot be combined",
          help: "pick the custom-scheme link or the https link", command: .build))
    }
    var values: [NamedArgument] = []
    for argument in positionals.dropFirst() {
      guard let value = NamedArgument(argument) else {
        return .failure(
          UsageError(
            "expected NAME=VALUE, got '\(argument)'",
            help: "pass each parameter as NAME=VALUE, e.g. 'id=42'", command: .build))
      }
      values.append(value)
    }
    return .success(.build(options, route: route, values: values))
  }

  private static func fileInvocation(
    command: CommandName, options: Options, positionals: [String]
  ) -> Result<Invocation, UsageError> {
    guard let file = positionals.first else {
      return .failure(UsageError("missing FILE argument", command: command))
    }
    if positionals.count > 1 {
      return .failure(UsageError("unexpected argument '\(positionals[1])'", command: command))
    }
    if command == .stack, options.format != .text, options.format != .jsonl {
      return .failure(
        UsageError(
          "'stack' prints 'text' or 'jsonl', not '\(options.format.rawValue)'", command: .stack))
    }
    if command == .test, options.update, file == "-" {
      return .failure(
        UsageError(
          "'--update' rewrites the test file; it cannot rewrite stdin",
          help: "pass the file's path", command: .test))
    }
    if command == .test, options.update, options.format != .text {
      return .failure(
        UsageError("'--update' prints its summary as text; leave out '--format'", command: .test))
    }
    return .success(command == .test ? .test(options, file: file) : .stack(options, file: file))
  }

  /// The position of the first argument that is neither an option nor the value of one.
  private static func firstPositional(in arguments: [String]) -> Int? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return index + 1 < arguments.count ? index + 1 : nil }
      guard argument.hasPrefix("-"), argument != "-" else { return index }
      if argument.contains("=") {
        index += 1
        continue
      }
      // Past an unknown option there is no telling a value from a command: that option's
      // error comes first.
      guard let spec = OptionSpec.named(argument) else { return nil }
      index += spec.valueName != nil ? 2 : 1
    }
    return nil
  }

  /// A bare first argument that is a word (no `:`, `/` or `.`) is meant as a command, not a URL.
  private static func looksLikeCommandWord(_ argument: String) -> Bool {
    guard let first = argument.unicodeScalars.first,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return false }
    return argument.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_"
    }
  }

  private static func unknownCommand(_ word: String, command: CommandName) -> UsageError {
    let names = CommandName.allCases.map(\.rawValue)
    if let match = Suggestion.closest(to: word, among: names) {
      return UsageError(
        "unknown command '\(word)'", help: "did you mean '\(match)'?", command: command)
    }
    return UsageError(
      "unknown command '\(word)'",
      help: "the commands are \(listing(names, conjunction: "and")); a URL needs a scheme, "
        + "e.g. 'myapp://path'",
      command: command)
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func listing(_ values: [String], conjunction: String) -> String {
    let quoted = values.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
  }

  /// The option values, positional arguments and first problem met while reading arguments.
  private struct State {
    let command: CommandName
    var options = Options()
    var positionals: [String] = []
    var wantsHelp = false
    var wantsVersion = false
    var firstError: UsageError?

    init(command: CommandName) {
      self.command = command
    }

    mutating func read(_ arguments: ArraySlice<String>) {
      var index = arguments.startIndex
      var optionsEnded = false
      while index < arguments.endIndex {
        let argument = arguments[index]
        index += 1
        if optionsEnded || !looksLikeOption(argument) {
          positionals.append(argument)
          continue
        }
        if argument == "--" {
          optionsEnded = true
          continue
        }
        var spelling = argument
        var inlineValue: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
          spelling = String(argument[..<equals])
          inlineValue = String(argument[argument.index(after: equals)...])
        } else if let attached = Self.attachedNumber(argument) {
          (spelling, inlineValue) = attached
        }
        guard let spec = OptionSpec.named(spelling, for: command) else {
          fail(unknownOption(spelling))
          continue
        }
        var value = inlineValue
        // A negative number is a value (`-j -1` is refused for its value, not as missing).
        if spec.valueName != nil, value == nil, index < arguments.endIndex,
          !looksLikeOption(arguments[index])
            || arguments[index].dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
        {
          value = arguments[index]
          index += 1
        }
        guard spec.commands.contains(command) else {
          fail(
            UsageError(
              "option '\(spelling)' does not apply to '\(command.rawValue)'", command: command))
          continue
        }
        // `diff --aasa OLD NEW`: a second file, unless the next argument is an option or a link.
        var newFile: String?
        if command == .diff, DiffArguments.fileOptions.contains(spec.name),
          index < arguments.endIndex, !looksLikeOption(arguments[index]),
          !arguments[index].contains(":")
        {
          newFile = arguments[index]
          index += 1
        }
        apply(spec, spelling: spelling, value: value, newFile: newFile)
      }
    }

    private mutating func apply(
      _ spec: OptionSpec, spelling: String, value: String?, newFile: String? = nil
    ) {
      if spec.valueName == nil, value != nil {
        return fail(UsageError("option '\(spelling)' does not take a value", command: command))
      }
      if spec.valueName != nil {
        guard let value, !value.isEmpty else {
          let expected =
            spec.allowedValues.isEmpty
            ? spec.valueName! : ArgumentParser.listing(spec.allowedValues, conjunction: "or")
          return fail(
            UsageError("option '\(spelling)' needs a value: \(expected)", command: command))
        }
        if !spec.allowedValues.isEmpty, !spec.allowedValues.contains(value) {
          return fail(invalidValue(value, spelling: spelling, allowed: spec.allowedValues))
        }
      }
      switch spec.name {
      case .config: options.config = value
      case .input: options.input = value
      case .format where command == .routes: options.routeFormat = RouteMapFormat(rawValue: value!)!
      case .format: options.format = OutputFormat(rawValue: value!)!
      case .json: options.format = .jsonl
      case .quiet: options.quiet = true
      case .strict: options.strict = true
      case .allow where command == .diff:
        for kind in value!.split(separator: ",", omittingEmptySubsequences: false) {
          guard let allowed = LinkChange(rawValue: String(kind)) else {
            return fail(
              invalidValue(
                String(kind), spelling: spelling, allowed: LinkChange.allCases.map(\.rawValue),
                what: "a kind of change"))
          }
          options.allowedChanges.insert(allowed)
        }
      case .allow:
        for code in value!.split(separator: ",", omittingEmptySubsequences: false) {
          guard let allowed = LinkWarning.Code(rawValue: String(code)) else {
            return fail(
              invalidValue(
                String(code), spelling: spelling,
                allowed: LinkWarning.Code.allCases.map(\.rawValue), what: "a warning code"))
          }
          options.allow.insert(allowed)
        }
      case .explain: options.explain = true
      case .repair: options.repair = true
      case .color: options.color = ColorChoice(rawValue: value!)!
      case .scheme: options.scheme = value
      case .host: options.host = value
      case .path:
        guard let number = Int(value!), number > 0 else {
          return fail(
            UsageError(
              "invalid value '\(value!)' for '\(spelling)': expected a pattern number from 1",
              command: command))
        }
        options.pathNumber = number
      case .allForms: options.allForms = true
      case .emit: options.emit = EmitStyle(rawValue: value!)!
      case .coverage: options.coverage = true
      case .coverageJSON: options.coverageJSON = value
      case .minCoverage:
        // `80` or `80%`.
        let number = value!.hasSuffix("%") ? String(value!.dropLast()) : value!
        guard let percent = Double(number), percent >= 0, percent <= 100 else {
          return fail(
            UsageError(
              "invalid value '\(value!)' for '\(spelling)': expected a percentage from 0 to 100",
              command: command))
        }
        options.minCoverage = percent
      case .update: options.update = true
      case .jobs:
        guard let jobs = Int(value!), jobs > 0 else {
          return fail(
            UsageError(
              "invalid value '\(value!)' for '\(spelling)': expected a number of threads, at least 1",
              command: command))
        }
        options.jobs = jobs
      case .help: wantsHelp = true
      case .version: wantsVersion = true
      case .appID: options.appIDs.append(value!)
      case .domain: options.domain = value
      case .generate where command == .android:
        options.androidGenerate = AndroidGeneration(rawValue: value!)!
      case .generate: options.generate = true
      case .aasa,
        .manifest where command == .diff, .assetLinks where command == .diff:
        options.diffFiles.append(DiffFile(option: spec.name, old: value!, new: newFile))
      case .manifest: options.manifest = value
      case .assetLinks: options.assetLinks.append(value!)
      case .base: options.base = value
      case .fingerprint: options.fingerprint = value
      case .package: options.package = value
      case .api, .targetSdk, .minSdk:
        guard let number = Int(value!), number > 0, number < 1000 else {
          return fail(
            UsageError(
              "invalid value '\(value!)' for '\(spelling)': expected an API level, e.g. 35",
              command: command))
        }
        switch spec.name {
        case .api: options.api = number
        case .targetSdk: options.targetSdk = number
        default: options.minSdk = number
        }
      case .output: options.output = value
      case .check: options.check = true
      case .codegenOptions: options.codegenOptions = value
      }
    }

    private mutating func fail(_ error: UsageError) {
      if firstError == nil { firstError = error }
    }

    private func invalidValue(
      _ value: String, spelling: String, allowed: [String], what: String? = nil
    ) -> UsageError {
      UsageError(
        "invalid value '\(value)' for '\(spelling)': expected "
          + (what ?? ArgumentParser.listing(allowed, conjunction: "or")),
        help: Suggestion.closest(to: value, among: allowed).map { "did you mean '\($0)'?" },
        command: command)
    }

    private func unknownOption(_ spelling: String) -> UsageError {
      if !spelling.hasPrefix("--"), let equals = spelling.firstIndex(of: "="),
        let spec = OptionSpec.named(String(spelling[..<equals])), spec.valueName != nil
      {
        let value = spelling[spelling.index(after: equals)...]
        return UsageError(
          "unknown option '\(spelling)'",
          help: "write '\(spelling[..<equals]) \(value)' or '--\(spec.long)=\(value)'",
          command: command)
      }
      // `--simctl` for `--emit simctl`: a value of an option, written as an option.
      let word = String(spelling.drop { $0 == "-" })
      if let spec = OptionSpec.all.first(where: {
        $0.commands.contains(command) && $0.allowedValues.contains(word)
      }) {
        return UsageError(
          "unknown option '\(spelling)'", help: "did you mean '--\(spec.long) \(word)'?",
          command: command)
      }
      return UsageError(
        "unknown option '\(spelling)'",
        help: suggestion(for: spelling).map { "did you mean '\($0)'?" }, command: command)
    }

    private func suggestion(for spelling: String) -> String? {
      let word = String(spelling.drop { $0 == "-" })
      if word.count == 1 {
        return OptionSpec.all.first { $0.short.map(String.init) == word }.map { "-\($0.short!)" }
      }
      return Suggestion.closest(to: word, among: OptionSpec.all.map(\.long)).map { "--\($0)" }
    }

    /// `-j4` as `-j 4`, as `make` and `xargs` take it: digits only, so that a long option
    /// written with one dash (`-json`) still gets its suggestion rather than a value.
    private static func attachedNumber(_ argument: String) -> (spelling: String, value: String)? {
      guard !argument.hasPrefix("--"), argument.count > 2 else { return nil }
      let spelling = String(argument.prefix(2))
      let value = String(argument.dropFirst(2))
      guard value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
        OptionSpec.named(spelling)?.valueName != nil
      else { return nil }
      return (spelling, value)
    }

    /// `-` alone is an argument (stdin for `--input`), anything else starting with `-` an option.
    private func looksLikeOption(_ argument: String) -> Bool {
      argument.hasPrefix("-") && argument != "-"
    }
  }
}
