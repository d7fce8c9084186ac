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
    guard
      let table = TableLoading.load(
        options: options, environment: environment, io: io, standardError: standardError)
    else { return .input }
    let coverage = options.countsCoverage ? RouteCoverage(table: table) : nil
    let records = Self.records(table, options: options)
    if !urls.isEmpty {
      return resolveAll(InputLines(arguments: urls), coverage: coverage, records: records)
    }
    guard let (input, isFile) = openInput() else { return .input }
    let source = standardOutput.flushing(before: input)
    // A regular file is worth spreading over every core; a pipe is read as it comes, one line
    // after the other, unless `--jobs` says otherwise. Coverage and the report formats collect
    // over the whole input, so they stay on one thread.
    let jobs = options.jobs ?? (isFile ? io.processorCount : 1)
    guard jobs > 1, coverage == nil, let renderer = makeRenderer() else {
      return resolveAll(
        InputLines(readingChunks: source), coverage: coverage, records: records)
    }
    return resolveInParallel(source, jobs: jobs, renderer: renderer, records: records)
  }

  /// Makes the record of each input line with `table`. Without `--explain` the outcome goes
  /// straight into the record, with no `Explanation` to copy it out of.
  private static func records(_ table: RouteTable, options: Options)
    -> @Sendable (InputLine) -> ResolveRecord
  {
    let (strict, repairing) = (options.strict, options.repair)
    if options.explain {
      return {
        ResolveRecord(
          line: $0, explanation: table.explain($0.text, repairing: repairing), strict: strict)
      }
    }
    return {
      ResolveRecord(
        line: $0, outcome: table.resolve($0.text, repairing: repairing), strict: strict)
    }
  }

  /// The lines of `--input FILE`, else stdin, and whether they come from a regular file; `nil`
  /// (reported) when the input file cannot be opened.
  private func openInput() -> (InputSource, isFile: Bool)? {
    guard let path = options.input, path != "-" else {
      let io = io
      let source: InputSource = { () throws(FileReadError) in
        try io.readStandardInput(maxCount: Self.chunkSize)
      }
      let kind = io.standardInputKind()
      if kind == .terminal, options.input == nil {
        // Otherwise a run without URLs seems to hang.
        standardError.writeLine(
          "reading links from the terminal, one per line (Ctrl-D ends); "
            + "pass URLs as arguments or '-i FILE'")
      }
      return (source, kind == .regularFile)
    }
    do {
      return (try io.openFile(atPath: path), true)
    } catch {
      standardError.writeLine(
        "error: cannot read input file '\(VisibleText.escaping(path))': \(error.reason)")
      return nil
    }
  }

  /// Resolves and prints every input; stops quietly when stdout is closed, with the status of
  /// the records handled so far.
  func resolveAll(
    _ inputs: InputLines, coverage: RouteCoverage? = nil, with resolve: (String) -> Explanation
  ) -> ExitCode {
    let strict = options.strict
    return resolveAll(inputs, coverage: coverage) { line in
      ResolveRecord(line: line, explanation: resolve(line.text), strict: strict)
    }
  }

  /// ``resolveAll(_:coverage:with:)`` with the records made by `makeRecord`.
  func resolveAll(
    _ inputs: InputLines, coverage: RouteCoverage?,
    records makeRecord: (InputLine) -> ResolveRecord
  ) -> ExitCode {
    var inputs = inputs
    let renderer = makeRenderer()
    let report = makeReport()
    let quiet = options.quiet
    var coverage = coverage
    // Chosen once: unwrapping the renderer on every line copies it.
    let standardOutput = standardOutput
    let print: (ResolveRecord) -> Void
    if let renderer {
      print = { record in standardOutput.writeLine { renderer.render(record, into: &$0) } }
    } else {
      print = { record in report?.lines(for: record).forEach(standardOutput.writeLine) }
    }
    var anyFailed = false
    while true {
      let line: InputLine
      do {
        guard let next = try inputs.next() else { break }
        line = next
      } catch {
        return readFailure(error)
      }
      let record = makeRecord(line)
      coverage?.record(record.outcome)
      if !record.isOK { anyFailed = true }
      if quiet { continue }
      print(record)
      if standardOutput.isStopped { break }
    }
    if !quiet, let report { report.finish().forEach(standardOutput.writeLine) }
    standardOutput.flush()
    if let coverage {
      switch CoverageReport(coverage: coverage).finish(
        options: options, io: io, standardOutput: standardOutput, standardError: standardError)
      {
      case .success: break
      case .failure: anyFailed = true
      default: return .input
      }
    }
    return finish(anyFailed: anyFailed)
  }

  /// ``resolveAll(_:coverage:with:)`` on `jobs` threads: the input cut into chunks of lines,
  /// each chunk resolved and rendered on its own, the outputs written in input order, so that
  /// the bytes are those of one thread.
  func resolveInParallel(
    _ source: @escaping InputSource, jobs: Int, renderer: any RecordRenderer,
    records makeRecord: @escaping @Sendable (InputLine) -> ResolveRecord
  ) -> ExitCode {
    let quiet = options.quiet
    let buffers = OutputBuffers()
    // Every thread resolves with the one table: it is immutable, and a copy for each thread
    // multiplied the memory of a large table by the number of threads.
    let pipeline = ChunkedPipeline<ResolvedChunk>(jobs: jobs) { chunk in
      var result = ResolvedChunk()
      let output = quiet ? nil : buffers.take(capacity: chunk.bytes.count * 8)
      chunk.forEachLine { line in
        let record = makeRecord(line)
        if !record.isOK { result.anyFailed = true }
        if let output {
          renderer.render(record, into: &output.writer)
          output.writer.append(UInt8(ascii: "\n"))
        }
      }
      result.output = output
      return result
    }
    var chunker = LineChunker(targetSize: Self.chunkSize, read: source)
    var anyFailed = false
    do {
      try pipeline.run(&chunker) { result in
        if result.anyFailed { anyFailed = true }
        if let output = result.output {
          standardOutput.write(lines: output.writer.bytes)
          buffers.giveBack(output)
        }
        return !standardOutput.isStopped
      }
    } catch {
      return readFailure(error)
    }
    standardOutput.flush()
    return finish(anyFailed: anyFailed)
  }

  private func readFailure(_ error: FileReadError) -> ExitCode {
    TableLoading.inputReadFailure(
      error, input: options.input, standardOutput: standardOutput, standardError: standardError)
  }

  private func finish(anyFailed: Bool) -> ExitCode {
    standardOutput.flush()
    if case .failed(let reason) = standardOutput.stopReason {
      standardError.writeLine("error: cannot write results: \(reason.lowercased())")
      return .input
    }
    return anyFailed ? .failure : .success
  }

  /// The one-line-per-record renderer of `text` and `jsonl`; `nil` for the report formats.
  private func makeRenderer() -> (any RecordRenderer)? {
    switch options.format {
    case .text:
      TextRenderer(
        palette: Palette(
          isEnabled: options.color.isEnabled(for: io.kind(of: .output), environment: environment))
      )
    case .jsonl: JSONLinesRenderer()
    case .gcc, .github, .junit: nil
    }
  }

  /// The report of `gcc`, `github` and `junit`, which point into the input (`<stdin>` or
  /// `<arguments>` when there is no file); `nil` for the one-line-per-record formats.
  private func makeReport() -> (any ResolveReport)? {
    let file =
      !urls.isEmpty
      ? Annotation.arguments
      : options.input.flatMap { $0 == "-" ? nil : $0 } ?? Annotation.standardInput
    switch options.format {
    case .gcc: return AnnotationReport(file: file, github: false)
    case .github: return AnnotationReport(file: file, github: true)
    case .junit: return JUnitResolveReport(file: file)
    case .text, .jsonl: return nil
    }
  }
}

/// What one chunk of input gives `resolve`: its output lines and whether a record failed.
struct ResolvedChunk: Sendable {
  /// The rendered lines; `nil` with `--quiet`.
  var output: OutputBuffer?
  var anyFailed = false
}
