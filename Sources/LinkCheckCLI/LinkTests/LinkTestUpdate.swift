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

  /// The updated file's bytes and the number of lines changed. A changed line keeps its bytes
  /// up to the expectation (invalid UTF-8 in its URL included).
  func apply() -> (bytes: [UInt8], changed: Int) {
    var updated = file
    var changed = 0
    let arrowColumn = Self.mostCommon(file.cases.compactMap(\.arrowColumn))
    for outcome in outcomes where !outcome.passed || outcome.testCase.expectationText == nil {
      let testCase = outcome.testCase
      let index = testCase.lineNumber - 1
      let line = file.lines[index]
      var bytes: [UInt8]
      if let column = testCase.expectationColumn {
        bytes = Array(line.bytes.prefix(line.byteOffset(ofScalar: column - 1)))
        if column - 1 > line.text.unicodeScalars.count || testCase.expectationText == "" {
          // `URL =>` with nothing after it: make sure one space follows the arrow.
          if bytes.last != UInt8(ascii: " ") { bytes.append(UInt8(ascii: " ")) }
        }
      } else {
        bytes = line.bytes
        while bytes.last == UInt8(ascii: " ") || bytes.last == UInt8(ascii: "\t") {
          bytes.removeLast()
        }
        let width = String(decoding: bytes, as: UTF8.self).unicodeScalars.count
        let padding = arrowColumn.map { $0 - 1 - width } ?? 0
        bytes += Array((String(repeating: " ", count: padding >= 2 ? padding : 2) + "=> ").utf8)
      }
      bytes += Array(Self.expectation(for: outcome).utf8)
      if bytes != line.bytes {
        updated.lines[index].bytes = bytes
        changed += 1
      }
    }
    return (updated.bytes, changed)
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
