import RouteTable

/// `linkcheck lint`: every problem of the config on stderr, then a summary.
///
/// Exit 0 when there is no error (warnings alone pass, unless `--strict`), 1 when there is one,
/// 3 when the config cannot be read at all. `--quiet` prints nothing.
struct LintCommand<IO: CommandIO> {
  var options: Options
  var environment: [String: String]
  var io: IO
  var standardError: OutputChannel<IO>

  func run() -> ExitCode {
    let location = ConfigLocation(option: options.config, environment: environment)
    let diagnostics: [Diagnostic]
    let source: [UInt8]
    switch ConfigFile.load(from: location, io: io) {
    case .unreadable(let problem):
      problem.lines.forEach(standardError.writeLine)
      return .input
    case .loaded:
      diagnostics = []
      source = []
    case .invalid(let error, let bytes):
      diagnostics = error.diagnostics
      source = bytes
    }
    if !options.quiet, !diagnostics.isEmpty {
      let palette = Palette(
        isEnabled: options.color.isEnabled(for: io.kind(of: .error), environment: environment))
      let renderer = DiagnosticRenderer(fileName: location.path, source: source, palette: palette)
      for diagnostic in diagnostics {
        renderer.render(diagnostic).forEach(standardError.writeLine)
      }
      standardError.writeLine(DiagnosticRenderer.summary(of: diagnostics))
    }
    let fails = diagnostics.contains { $0.severity == .error || options.strict }
    return fails ? .failure : .success
  }
}
