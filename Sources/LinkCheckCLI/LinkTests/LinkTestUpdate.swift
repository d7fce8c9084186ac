import RouteTable

/// `linkcheck test --update`: the test file with failing and missing expectations (re)written
/// from the actual results (a snapshot workflow). Passing lines, comments, blank lines, order
/// and line endings stay exactly as written.
///
/// A rewritten expectation keeps the author's choice of detail: a bare route name stays a
/// name, `route(k: v)` keeps the same parameter names, an error stays `error[code]`; a full
/// chain, a line without expectation, or a kind that no longer fits (an expected error that
/// now resolves) becomes the full chain or `error[code]`. The actual warnings are appended as
/// `warning[code]` fields. Everything before the expectation (indentation, URL, padding, `=>`)
/// is kept, so columns stay aligned; a new `=>` goes where most lines of the file have it.
struct LinkTestUpdate {
  var file: LinkTestFile
  var outcomes: [LinkTestOutcome]

  /// The updated text and the number of lines changed.
  func apply() -> (text: String, changed: Int) {
    var lines = file.lines
    var changed = 0
    let arrowColumn = Self.mostCommon(file.cases.compactMap(\.arrowColumn))
    for outcome in outcomes where !outcome.passed || outcome.testCase.expectationText == nil {
      let testCase = outcome.testCase
      let index = testCase.lineNumber - 1
      let scalars = Array(lines[index].text.unicodeScalars)
      let expectation = Self.expectation(for: outcome)
      var text = ""
      if let column = testCase.expectationColumn {
        text.unicodeScalars.append(contentsOf: scalars.prefix(column - 1))
        if column - 1 > scalars.count || testCase.expectationText == "" {
          // `URL =>` with nothing after it: make sure one space follows the arrow.
          if text.unicodeScalars.last != " " { text += " " }
        }
      } else {
        text = lines[index].text.trimmingTrailingBlanks
        let width = text.unicodeScalars.count
        let padding = arrowColumn.map { $0 - 1 - width } ?? 0
        text += String(repeating: " ", count: padding >= 2 ? padding : 2) + "=> "
      }
      text += expectation
      if text != lines[index].text {
        lines[index].text = text
        changed += 1
      }
    }
    return (lines.map { $0.text + $0.ending }.joined(), changed)
  }

  /// The expectation to write for an outcome, in the detail the author chose.
  static func expectation(for outcome: LinkTestOutcome) -> String {
    let written = try? outcome.testCase.expectation?.get()
    var text: String
    switch (written?.outcome, outcome.result) {
    case (_, .failure(let failure)):
      text = "error[\(failure.code.rawValue)]"
    case (.route(let entry)?, .success(let resolution)):
      let params = entry.params.compactMap { expected in
        resolution.params.first { $0.name == expected.name }
      }
      text = ParamText.entry(route: resolution.route, params: params)
    case (_, .success(let resolution)):
      text = LinkTestOutcome.chainText(resolution.chain)
    }
    let warnings: [LinkWarning]
    switch outcome.result {
    case .success(let resolution): warnings = resolution.warnings
    case .failure(let failure): warnings = failure.warnings
    }
    var codes: [String] = []
    for warning in warnings where !codes.contains(warning.code.rawValue) {
      codes.append(warning.code.rawValue)
    }
    for code in codes { text += "  warning[\(code)]" }
    return text
  }

  private static func mostCommon(_ values: [Int]) -> Int? {
    var counts: [Int: Int] = [:]
    for value in values { counts[value, default: 0] += 1 }
    return counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
  }
}

extension String {
  var trimmingTrailingBlanks: String {
    var scalars = Substring(self).unicodeScalars[...]
    while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
