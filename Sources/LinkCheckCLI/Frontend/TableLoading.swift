import RouteTable

/// Loads the table for a command, reporting on stderr why it cannot (exit status 3).
enum TableLoading {
  static func load<IO: CommandIO>(
    options: Options, environment: [String: String], io: IO,
    standardError: OutputChannel<IO>
  ) -> RouteTable? {
    let location = ConfigLocation(option: options.config, environment: environment)
    switch ConfigFile.load(from: location, io: io) {
    case .loaded(let table, _):
      return table.allowing(options.allow)
    case .unreadable(let problem):
      problem.lines.forEach(standardError.writeLine)
    case .invalid(let error, let source):
      DiagnosticRenderer.report(
        error.diagnostics, fileName: location.path, source: source, options: options,
        environment: environment, io: io, to: standardError)
    }
    return nil
  }

  /// The bytes of an input file (all of stdin for `-`), or `nil` after reporting why it cannot
  /// be read.
  static func readFile<IO: CommandIO>(
    _ path: String, what: String, io: IO, standardError: OutputChannel<IO>
  ) -> [UInt8]? {
    do {
      return try io.readFileOrStandardInput(path, maxCount: FileSizeLimit.testFile)
    } catch {
      let name = path == "-" ? "standard input" : "\(what) '\(path)'"
      standardError.writeLine("error: cannot read \(name): \(error.reason)")
      return nil
    }
  }
}
