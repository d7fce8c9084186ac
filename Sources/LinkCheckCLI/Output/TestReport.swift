import RouteTable

/// How `test` prints its outcomes, in every `--format`.
///
/// `text` (default), one line per test and a summary:
///
/// ```text
/// PASS  3  flightdeck://flight/6F9619FF-8B86-D011-B42D-00C04FC964FF
/// FAIL  5  https://flightdeck.example.com/nope
///          expected  home
///          actual    error[no-match]: no route matches path '/nope'
/// 2 tests: 1 passed, 1 failed
/// ```
///
/// `jsonl`: `{"line","input","ok","expected","actual"}` per test (plus `message` on failure);
/// `gcc`/`github`: one error per failed test at the expectation's column; `junit`: one test case
/// per line.
struct TestReport {
  var file: String
  var format: OutputFormat
  var palette: Palette
  /// Digits of the largest line number, so that the URLs of the text format line up.
  var numberWidth = 1

  func lines(for outcome: LinkTestOutcome) -> [String] {
    let testCase = outcome.testCase
    switch format {
    case .text:
      var number = String(testCase.lineNumber)
      number += String(repeating: " ", count: max(0, numberWidth - number.count))
      let status = outcome.passed ? palette.paint("PASS", .help) : palette.paint("FAIL", .error)
      var lines = ["\(status)  \(number)  \(VisibleText.escaping(testCase.url))"]
      if !outcome.passed {
        let indent = String(repeating: " ", count: 8 + number.count)
        if case .failure(let error)? = testCase.expectation {
          lines.append(indent + "invalid   " + VisibleText.escaping(error.message))
        }
        lines.append(indent + "expected  " + VisibleText.escaping(outcome.expectedText))
        lines.append(indent + "actual    " + VisibleText.escaping(outcome.actualText))
        if let help = outcome.help {
          lines.append(indent + "help      " + VisibleText.escaping(help))
        }
      }
      return lines
    case .jsonl:
      var members: [(key: String, value: String)] = [
        ("line", String(testCase.lineNumber)), ("input", JSONText.string(testCase.url)),
        ("ok", String(outcome.passed)),
        ("expected", testCase.expectationText.map(JSONText.string) ?? "null"),
        ("actual", JSONText.string(outcome.actualText)),
      ]
      if let failure = outcome.failure { members.append(("message", JSONText.string(failure))) }
      if let help = outcome.help { members.append(("help", JSONText.string(help))) }
      return [JSONText.object(members)]
    case .gcc, .github:
      guard let annotation = annotation(for: outcome) else { return [] }
      return [format == .gcc ? annotation.gcc : annotation.github]
    case .junit:
      return []
    }
  }

  /// The summary (text) or the whole report (junit), after the last outcome.
  func finish(_ outcomes: [LinkTestOutcome]) -> [String] {
    switch format {
    case .text:
      let failed = outcomes.filter { !$0.passed }.count
      let count = outcomes.count
      return [
        "\(count) test\(count == 1 ? "" : "s"): \(count - failed) passed, \(failed) failed"
      ]
    case .junit:
      var report = JUnitReport(file: file)
      report.cases = outcomes.map { outcome in
        var testCase = JUnitReport.TestCase(
          line: outcome.testCase.lineNumber, input: outcome.testCase.url)
        if let failure = outcome.failure {
          testCase.failure = (
            failure, Self.failureCode(of: outcome),
            "expected: \(outcome.expectedText)\nactual:   \(outcome.actualText)"
          )
        }
        return testCase
      }
      return report.lines
    case .jsonl, .gcc, .github:
      return []
    }
  }

  private func annotation(for outcome: LinkTestOutcome) -> Annotation? {
    guard let failure = outcome.failure else { return nil }
    return Annotation(
      file: file, line: outcome.testCase.lineNumber, column: outcome.column, level: .error,
      message: "'\(outcome.testCase.url)': \(failure)" + (outcome.help.map { " (\($0))" } ?? ""),
      code: Self.failureCode(of: outcome))
  }

  /// `invalid-expectation` for a line that does not parse, else `test-failed`.
  static func failureCode(of outcome: LinkTestOutcome) -> String {
    if case .failure? = outcome.testCase.expectation { return "invalid-expectation" }
    return "test-failed"
  }
}
