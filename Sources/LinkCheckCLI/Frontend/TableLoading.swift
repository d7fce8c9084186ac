import RouteTable

/// Loads the table for a command, reporting on stderr why it cannot (exit status 3).
enum TableLoading {
  static func load<IO: CommandIO>(
    options: Options, environment: [String: String], io: IO,
    standardError: OutputChannel<IO>
  ) -> RouteTable? {
    loadWithSource(
      options: options, environment: environment, io: io, standardError: standardError)?
      .table
  }

  /// ``load(options:environment:io:standardError:)`` with the config's path and bytes, for
  /// findings located in it; from `location` when given, else where the options say.
  static func loadWithSource<IO: CommandIO>(
    options: Options, environment: [String: String], io: IO,
    standardError: OutputChannel<IO>, location given: ConfigLocation? = nil
  ) -> (table: RouteTable, path: String, source: [UInt8])? {
    let location = given ?? ConfigLocation(option: options.config, environment: environment)
    switch ConfigFile.load(from: location, io: io) {
    case .loaded(let table, let source):
      let table = table.allowing(options.allow)
      io.keepUntilExit(table)
      return (table, location.path, source)
    case .unreadable(let problem):
      problem.lines.forEach(standardError.writeLine)
    case .invalid(let error, let source):
      DiagnosticRenderer.report(
        error.diagnostics, fileName: location.path, source: source, options: options,
        environment: environment, io: io, to: standardError)
    }
    return nil
  }

  /// The table in `bytes`, read from what `fileName` names (`origin/main:linkcheck.json`), or
  /// `nil` after reporting why it does not load.
  static func load<IO: CommandIO>(
    _ bytes: [UInt8], fileName: String, options: Options, environment: [String: String], io: IO,
    standardError: OutputChannel<IO>
  ) -> RouteTable? {
    do {
      let table = try RouteTable(json: bytes).allowing(options.allow)
      io.keepUntilExit(table)
      return table
    } catch {
      DiagnosticRenderer.report(
        error.diagnostics, fileName: fileName, source: bytes, options: options,
        environment: environment, io: io, to: standardError)
      return nil
    }
  }

  /// The bytes of an input file (all of stdin for `-`), or `nil` after reporting why it cannot
  /// be read.
  static func readFile<IO: CommandIO>(
    _ path: String, what: String, io: IO, standardError: OutputChannel<IO>,
    maxCount: Int = FileSizeLimit.testFile
  ) -> [UInt8]? {
    do {
      return try io.readFileOrStandardInput(path, maxCount: maxCount)
    } catch {
      let name = path == "-" ? "standard input" : "\(what) '\(VisibleText.escaping(path))'"
      standardError.writeLine("error: cannot read \(name): \(error.reason)")
      return nil
    }
  }

  /// Replaces the file at `path` with `bytes` (``CommandIO/writeFile(atPath:bytes:)``), or
  /// reports why it cannot and returns `false`: the command then exits 3.
  static func replaceFile<IO: CommandIO>(
    _ path: String, what: String, with bytes: [UInt8], io: IO, standardError: OutputChannel<IO>
  ) -> Bool {
    do {
      try io.writeFile(atPath: path, bytes: bytes)
      return true
    } catch {
      let reason =
        switch error {
        case .closed: "closed"
        case .failed(let description): description.lowercased()
        }
      standardError.writeLine(
        "error: cannot write \(what) '\(VisibleText.escaping(path))': \(reason)")
      return false
    }
  }

  /// Reports that the lines of `input` (`--input`; stdin for `nil` or `-`) stopped being
  /// readable, after the records written so far; the exit status 3.
  static func inputReadFailure<IO: CommandIO>(
    _ error: FileReadError, input: String?, standardOutput: OutputChannel<IO>,
    standardError: OutputChannel<IO>
  ) -> ExitCode {
    standardOutput.flush()
    let source = input.flatMap { $0 == "-" ? nil : "input file '\($0)'" }
    standardError.writeLine("error: cannot read \(source ?? "standard input"): \(error.reason)")
    return .input
  }

  /// The URL arguments, else the lines of `--input FILE`, else stdin, the records queued on
  /// `standardOutput` written before each read; `nil` (reported) when the input file cannot be
  /// read.
  static func openInputs<IO: CommandIO>(
    urls: [String], input: String?, io: IO, standardOutput: OutputChannel<IO>,
    standardError: OutputChannel<IO>
  ) -> InputLines? {
    if !urls.isEmpty { return InputLines(arguments: urls) }
    guard let path = input, path != "-" else {
      return InputLines(
        readingChunks: standardOutput.flushing { () throws(FileReadError) in
          try io.readStandardInput(maxCount: ResolveCommand<IO>.chunkSize)
        })
    }
    do {
      return InputLines(
        readingChunks: standardOutput.flushing(before: try io.openFile(atPath: path)))
    } catch {
      standardError.writeLine(
        "error: cannot read input file '\(VisibleText.escaping(path))': \(error.reason)")
      return nil
    }
  }
}
