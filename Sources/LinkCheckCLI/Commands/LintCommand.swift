import RouteTable

/// `linkcheck lint`: every problem of the config on stderr, then a summary.
///
/// Exit 0 when there is no error (warnings alone pass, unless `--strict`), 1 when there is one,
/// 3 when the config cannot be read at all. `--quiet` prints nothing.
struct LintCommand<IO: CommandIO> {
  var options: Options
  var environment: [String: String]
  var io: IO
  var standardOutput: OutputChannel<IO>
  var standardError: OutputChannel<IO>

  func run() -> ExitCode {
    let location = ConfigLocation(option: options.config, environment: environment)
    let diagnostics: [Diagnostic]
    let source: [UInt8]
    switch ConfigFile.load(from: location, io: io) {
    case .unreadable(let problem):
      problem.lines.forEach(standardError.writeLine)
      return .input
    case .loaded(let table, let bytes):
      diagnostics = RouteLinter(table: table).findings()
      source = bytes
    case .invalid(let error, let bytes):
      diagnostics = error.diagnostics
      source = bytes
    }
    if !options.quiet, !diagnostics.isEmpty {
      DiagnosticRenderer.report(
        diagnostics, fileName: location.path, source: source, options: options,
        environment: environment, io: io, to: standardError, results: standardOutput)
    }
    let fails = diagnostics.contains { $0.severity == .error || options.strict }
    return fails ? .failure : .success
  }
}
