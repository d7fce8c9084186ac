import RouteTable

/// How `resolve` prints the formats that point into the input file: line by line as records come
/// (`gcc`, `github`), or as one document at the end (`junit`). `text` and `jsonl` use a
/// ``RecordRenderer`` instead.
protocol ResolveReport: AnyObject {
  /// The lines to print for one record now (possibly none).
  func lines(for record: ResolveRecord) -> [String]
  /// The lines to print after the last record.
  func finish() -> [String]
}

/// `gcc` and `github`: one line per failed record and per warning, pointing into the input
/// file; records that resolve cleanly print nothing. Columns count from the first non-blank
/// character of the line.
final class AnnotationReport: ResolveReport {
  private let file: String
  private let github: Bool

  init(file: String, github: Bool) {
    self.file = file
    self.github = github
  }

  func lines(for record: ResolveRecord) -> [String] {
    Self.annotations(for: record, file: file).map { github ? $0.github : $0.gcc }
  }

  func finish() -> [String] { [] }

  static func annotations(for record: ResolveRecord, file: String) -> [Annotation] {
    var annotations: [Annotation] = []
    if let failure = record.failure {
      annotations.append(
        Annotation(
          file: file, line: record.line.number, column: failure.column ?? 1, level: .error,
          message: "'\(record.line.text)': " + message(of: failure), code: failure.code))
    }
    if record.failure?.code != ResolveRecord.strictCode {
      var seen: Set<String> = []
      for warning in record.warnings where seen.insert(warning.code.rawValue).inserted {
        annotations.append(
          Annotation(
            file: file, line: record.line.number, column: 1, level: .warning,
            message: "'\(record.line.text)': \(warning.message)", code: warning.code.rawValue))
      }
    }
    return annotations
  }

  /// The failure in one line, naming the nearest route as the text format does.
  static func message(of failure: ResolveRecord.Failure) -> String {
    let help = failure.help.map { " (help: \($0))" } ?? ""
    guard let nearest = failure.nearest else { return failure.message + help }
    if nearest.reason == failure.message { return "\(nearest.route): \(failure.message)" + help }
    return "\(failure.message) (nearest: \(nearest.route): \(nearest.reason))" + help
  }
}

/// `junit`: one test case per record, printed when the input ends.
final class JUnitResolveReport: ResolveReport {
  private var report: JUnitReport

  init(file: String) {
    report = JUnitReport(file: file)
  }

  func lines(for record: ResolveRecord) -> [String] {
    var testCase = JUnitReport.TestCase(line: record.line.number, input: record.line.text)
    if let failure = record.failure {
      let message = "error[\(failure.code)]: " + AnnotationReport.message(of: failure)
      testCase.failure = (message, failure.code, message)
    }
    report.cases.append(testCase)
    return []
  }

  func finish() -> [String] { report.lines }
}
