import RouteTable

/// `linkcheck aasa`: validate an apple-app-site-association file, decide URLs like iOS,
/// cross-check the file with the route table, or generate one from it.
///
/// The file's findings go to stderr (`FILE:LINE:COL: error|warning: …`); decisions and
/// cross-check findings are the results, on stdout.
struct AASACommand<IO: CommandIO> {
  var options: Options
  /// FILE, then URLs; empty for `--generate`.
  var arguments: [String]
  var environment: [String: String]
  var io: IO
  var standardOutput: OutputChannel<IO>
  var standardError: OutputChannel<IO>

  func run() -> ExitCode {
    let mode = AASAArguments.mode(of: options, positionals: arguments)
    if mode == .generate { return generate() }
    let path = arguments[0]
    let fileName = path == "-" ? "<stdin>" : path
    let bytes: [UInt8]
    do {
      // Read one byte past iOS's limit, so that the file is reported too large, not read whole.
      bytes = try io.readFileOrStandardInput(path, maxCount: AASAFile.maximumSize + 1)
    } catch {
      standardError.writeLine(
        "error: cannot read '\(VisibleText.escaping(fileName))': \(error.reason)")
      return .input
    }
    let file = AASAFile(json: bytes)
    if mode == .validate {
      if !options.quiet {
        DiagnosticRenderer.report(
          file.diagnostics, fileName: fileName, source: bytes, options: options,
          environment: environment, io: io, to: standardError, results: standardOutput)
      }
      // A file iOS would not use at all (not JSON, not an object, too large) is an invalid
      // input file, as the exit statuses have it.
      guard file.isUsable else { return .input }
      let fails = file.diagnostics.contains { $0.severity == .error || options.strict }
      return fails ? .failure : .success
    }
    if !options.quiet, !file.diagnostics.isEmpty {
      DiagnosticRenderer.report(
        file.diagnostics, fileName: fileName, source: bytes, options: options,
        environment: environment, io: io, to: standardError)
    }
    guard file.isUsable, let document = file.document else {
      standardError.writeLine(
        "error: '\(VisibleText.escaping(fileName))' cannot be used: iOS would ignore it")
      return .input
    }
    guard
      let appID = AASAArguments.appID(
        options: options, listed: document.appIDs, command: .aasa, standardError: standardError)
    else { return .usage }
    if mode == .crossCheck {
      return crossCheck(
        document, appID: appID, fileName: fileName, source: bytes)
    }
    return decideAll(document, appID: appID)
  }

  // MARK: - Decide

  private func decideAll(_ document: AASADocument, appID: String) -> ExitCode {
    guard
      var inputs = TableLoading.openInputs(
        urls: Array(arguments.dropFirst()), input: options.input, io: io,
        standardOutput: standardOutput, standardError: standardError)
    else { return .input }
    let renderer = AASADecisionRenderer(
      palette: Palette(
        isEnabled: options.color.isEnabled(for: io.kind(of: .output), environment: environment)),
      jsonLines: options.format == .jsonl)
    var anyFailed = false
    while true {
      let line: InputLine
      do {
        guard let next = try inputs.next() else { break }
        line = next
      } catch {
        return TableLoading.inputReadFailure(
          error, input: options.input, standardOutput: standardOutput,
          standardError: standardError)
      }
      let outcome = document.decide(
        line.text, appID: appID, domain: options.domain, explain: options.explain)
      if case .success(let decision) = outcome, decision.opensApp {
        // This URL opens the app.
      } else {
        anyFailed = true
      }
      if !options.quiet {
        let text = annotation(line, outcome) ?? renderer.render(line: line, outcome: outcome)
        if !text.isEmpty { standardOutput.writeLine(text) }
        if standardOutput.isStopped { break }
      }
    }
    return anyFailed ? .failure : .success
  }

  /// Under `--format gcc|github`, the annotation of a URL that does not open the app (`""` for
  /// one that does: nothing to annotate); `nil` in the other formats.
  private func annotation(_ line: InputLine, _ outcome: Result<AASADecision, LinkDecisionError>)
    -> String?
  {
    guard options.format == .gcc || options.format == .github else { return nil }
    let reason: String
    var code = "no-match"
    switch outcome {
    case .success(let decision) where decision.opensApp: return ""
    case .success(let decision):
      if decision.outcome == .exclude, let rule = decision.rule {
        reason = "\(AASADecisionRenderer.describe(rule)) excludes it"
        code = "excluded"
      } else {
        reason = decision.reason ?? "no rule opens it"
      }
    case .failure(let error): (reason, code) = (error.message, error.code.rawValue)
    }
    let file =
      arguments.count > 1
      ? Annotation.arguments
      : options.input.flatMap { $0 == "-" ? nil : $0 } ?? Annotation.standardInput
    let annotation = Annotation(
      file: file, line: line.number, column: 1, level: .error,
      message: "'\(line.text)' does not open the app: \(reason)", code: code)
    return options.format == .gcc ? annotation.gcc : annotation.github
  }

  // MARK: - Cross-check and generate

  private func crossCheck(
    _ document: AASADocument, appID: String, fileName: String, source: [UInt8]
  ) -> ExitCode {
    guard
      let (table, configPath, configSource) = TableLoading.loadWithSource(
        options: options, environment: environment, io: io, standardError: standardError)
    else { return .input }
    let check = AASACrossCheck(
      document: document, table: table, appID: appID, domain: options.domain)
    if !options.quiet {
      let renderer = AASACrossCheckRenderer(
        fileName: fileName, fileSource: source, configName: configPath,
        configSource: configSource,
        palette: Palette(
          isEnabled: options.color.isEnabled(for: io.kind(of: .output), environment: environment)))
      let lines =
        switch options.format {
        case .jsonl: renderer.jsonLines(check)
        case .gcc, .github: renderer.annotations(check, format: options.format)
        // `aasa` refuses `junit`, which has no file of links to report on.
        case .text, .junit: renderer.text(check)
        }
      lines.forEach(standardOutput.writeLine)
    }
    return check.hasErrors || (options.strict && !check.isClean) ? .failure : .success
  }

  private func generate() -> ExitCode {
    guard
      let (table, configPath, _) = TableLoading.loadWithSource(
        options: options, environment: environment, io: io, standardError: standardError)
    else { return .input }
    let generation = AASAGenerator.generate(
      table: table, appIDs: options.appIDs, domain: options.domain)
    if generation.componentCount == 0 {
      standardError.writeLine(
        "error: no route of '\(VisibleText.escaping(configPath))' answers on an https host"
          + (options.domain.map { " '\($0)'" } ?? ""))
      return .failure
    }
    for note in generation.notes where !options.quiet {
      standardError.writeLine("note: " + note)
    }
    for line in generation.json.split(separator: "\n") {
      standardOutput.writeLine(String(line))
    }
    return .success
  }
}
