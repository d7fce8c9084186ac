import RouteTable

/// `linkcheck test FILE`: checks every line of a link test file (see ``LinkTestFile``) and
/// reports each as passed or failed, expected against actual.
///
/// Lines are checked independently by ``LinkTestRunner``, then printed in file order. With
/// `--update` the failing and missing expectations are rewritten in FILE and a summary goes to
/// stderr (the run then passes unless a file cannot be written). Exit 1 on any failure.
struct TestCommand<IO: CommandIO> {
  var context: CommandContext<IO>
  var file: String

  func run() -> ExitCode {
    let options = context.options
    guard
      let bytes = TableLoading.readFile(
        file, what: "test file", io: context.io, standardError: context.standardError)
    else { return .input }
    let testFile = LinkTestFile(bytes: bytes)
    let runner = LinkTestRunner(table: context.table)
    let outcomes = testFile.cases.map(runner.run)

    var passes = !outcomes.contains { !$0.passed }
    if options.update {
      guard update(testFile, outcomes: outcomes) else { return .input }
      passes = true
    } else if !options.quiet {
      let report = TestReport(
        file: file == "-" ? Annotation.standardInput : file, format: options.format,
        palette: Palette(isEnabled: context.colorsOutput),
        numberWidth: String(testFile.lines.count).count)
      for outcome in outcomes {
        report.lines(for: outcome).forEach(context.standardOutput.writeLine)
        if context.standardOutput.isStopped { break }
      }
      report.finish(outcomes).forEach(context.standardOutput.writeLine)
    }
    if options.countsCoverage {
      var coverage = RouteCoverage(table: context.table)
      for outcome in outcomes { coverage.record(outcome.result) }
      let coverageStatus = CoverageReport(coverage: coverage).finish(
        options: options, io: context.io, standardOutput: context.standardOutput,
        standardError: context.standardError)
      if coverageStatus == .input { return .input }
      passes = passes && coverageStatus == .success
    }
    // A line that is not a test makes the file invalid (exit 3), once every line is reported.
    if !options.update,
      outcomes.contains(where: { TestReport.failureCode(of: $0) == "invalid-expectation" })
    {
      return .input
    }
    return passes ? .success : .failure
  }

  /// Rewrites FILE; `false` when it cannot be written.
  private func update(_ testFile: LinkTestFile, outcomes: [LinkTestOutcome]) -> Bool {
    let (bytes, changed) = LinkTestUpdate(file: testFile, outcomes: outcomes).apply()
    if changed > 0,
      !TableLoading.replaceFile(
        file, what: "test file", with: bytes, io: context.io,
        standardError: context.standardError)
    {
      return false
    }
    if !context.options.quiet {
      let count = outcomes.count
      let shown = VisibleText.escaping(file)
      context.standardError.writeLine(
        "updated \(changed) of \(count) test\(count == 1 ? "" : "s") in '\(shown)'")
    }
    return true
  }
}
