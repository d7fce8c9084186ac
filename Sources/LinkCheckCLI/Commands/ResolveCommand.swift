import RouteTable

/// `linkcheck [resolve]`: one record per input, in input order, printed as soon as it is known.
struct ResolveCommand<IO: CommandIO> {
  var options: Options
  var urls: [String]
  var environment: [String: String]
  var io: IO
  var standardOutput: OutputChannel<IO>
  var standardError: OutputChannel<IO>

  /// Bytes asked of stdin at a time; a read returns as soon as some bytes are there.
  static var chunkSize: Int { 1 << 16 }

  func run() -> ExitCode {
    let location = ConfigLocation(option: options.config, environment: environment)
    let table: RouteTable
    switch ConfigFile.load(from: location, io: io) {
    case .loaded(let loaded, _):
      table = loaded
    case .unreadable(let problem):
      problem.lines.forEach(standardError.writeLine)
      return .input
    case .invalid(let error, let source):
      DiagnosticRenderer.report(
        error.diagnostics, fileName: location.path, source: source, options: options,
        environment: environment, io: io, to: standardError)
      return .input
    }
    guard let inputs = openInputs() else { return .input }
    let coverage = options.countsCoverage ? RouteCoverage(table: table) : nil
    if options.explain { return resolveAll(inputs, coverage: coverage, with: table.explain) }
    return resolveAll(inputs, coverage: coverage) {
      Explanation(result: table.resolve($0), candidates: [])
    }
  }

  /// The URL arguments, else the lines of `--input FILE`, else stdin; `nil` (reported) when the
  /// input file cannot be read.
  private func openInputs() -> InputLines? {
    if !urls.isEmpty { return InputLines(arguments: urls) }
    guard let path = options.input, path != "-" else {
      let io = io
      return InputLines { () throws(FileReadError) in
        try io.readStandardInput(maxCount: Self.chunkSize)
      }
    }
    do {
      var bytes = try io.readFile(atPath: path)
      return InputLines { () throws(FileReadError) in
        defer { bytes = [] }
        return bytes
      }
    } catch {
      standardError.writeLine("error: cannot read input file '\(path)': \(error.reason)")
      return nil
    }
  }

  /// Resolves and prints every input; stops quietly when stdout is closed, with the status of
  /// the records handled so far.
  func resolveAll(
    _ inputs: InputLines, coverage: RouteCoverage? = nil, with resolve: (String) -> Explanation
  ) -> ExitCode {
    var inputs = inputs
    let report = makeReport()
    var coverage = coverage
    var anyFailed = false
    while true {
      let line: InputLine
      do {
        guard let next = try inputs.next() else { break }
        line = next
      } catch {
        standardOutput.flush()
        let source = options.input.flatMap { $0 == "-" ? nil : "input file '\($0)'" }
        standardError.writeLine(
          "error: cannot read \(source ?? "standard input"): \(error.reason)")
        return .input
      }
      let explanation = resolve(line.text)
      coverage?.record(explanation.result)
      let record = ResolveRecord(
        line: line, outcome: explanation.result, strict: options.strict,
        candidates: explanation.candidates)
      if !record.isOK { anyFailed = true }
      if !options.quiet {
        report.lines(for: record).forEach(standardOutput.writeLine)
        if standardOutput.isStopped { break }
      }
    }
    if !options.quiet { report.finish().forEach(standardOutput.writeLine) }
    standardOutput.flush()
    if let coverage,
      !CoverageReport(coverage: coverage).finish(
        options: options, io: io, standardError: standardError)
    {
      anyFailed = true
    }
    if case .failed(let reason) = standardOutput.stopReason {
      standardError.writeLine("error: cannot write results: \(reason.lowercased())")
      return .input
    }
    return anyFailed ? .failure : .success
  }

  private func makeReport() -> any ResolveReport {
    let file = options.input ?? "-"
    switch options.format {
    case .text:
      return RenderedLinesReport(
        renderer: TextRenderer(
          palette: Palette(
            isEnabled: options.color.isEnabled(
              for: io.kind(of: .output), environment: environment))))
    case .jsonl: return RenderedLinesReport(renderer: JSONLinesRenderer())
    case .gcc: return AnnotationReport(file: file, github: false)
    case .github: return AnnotationReport(file: file, github: true)
    case .junit: return JUnitResolveReport(file: file)
    }
  }
}
