/// The default format: one greppable line per record, fields separated by two spaces.
///
/// ```text
/// INPUT  home > flights > flightDetail(id: 6F96…)[  extra-query[utm]][  warning[CODE]]…
/// INPUT  error[CODE]: MESSAGE[ (column N)][ (nearest: ROUTE: REASON)][  warning[CODE]]…
/// INPUT  error[CODE]: ROUTE: REASON[  warning[CODE]]…      (a route's pattern matched, a value did not)
/// INPUT  CHAIN[  extra-query[…]]  error[strict]: warnings are errors with --strict: CODE, …
///     VERDICT ROUTE 'PATTERN': REASON       (one line per candidate route, with --explain)
/// ```
struct TextRenderer: RecordRenderer {
  var palette: Palette

  func render(_ record: ResolveRecord) -> String {
    var fields = [VisibleText.escaping(record.line.text)]
    if let resolution = record.resolution {
      let chain = resolution.chain.map { ParamText.entry(route: $0.route, params: $0.params) }
      fields.append(chain.joined(separator: " > "))
      if !resolution.extraQuery.isEmpty {
        let names = resolution.extraQuery.map { ParamText.bareOrQuoted($0) }
        fields.append("extra-query[" + names.joined(separator: ", ") + "]")
      }
    }
    if let failure = record.failure {
      var text = palette.paint("error[\(failure.code)]", .error) + ": "
      // When the nearest route's reason is the error itself, name the route once, in front.
      let reasonIsMessage = failure.nearest?.reason == failure.message
      if let nearest = failure.nearest, reasonIsMessage {
        text += VisibleText.escaping(nearest.route) + ": "
      }
      text += VisibleText.escaping(failure.message)
      if let column = failure.column { text += " (column \(column))" }
      if let nearest = failure.nearest, !reasonIsMessage {
        let reason = VisibleText.escaping("\(nearest.route): \(nearest.reason)")
        text += " " + palette.paint("(nearest: \(reason))", .note)
      }
      fields.append(text)
    }
    if record.failure?.code != ResolveRecord.strictCode {
      for warning in record.warnings {
        fields.append(palette.paint("warning[\(warning.code.rawValue)]", .warning))
      }
    }
    let explanation = record.candidates.map { trace in
      let pattern = trace.pattern.map { " '\($0)'" } ?? ""
      return "    " + palette.paint(trace.verdict.rawValue, .note) + " "
        + VisibleText.escaping(trace.route + pattern + ": " + trace.reason)
    }
    return ([fields.joined(separator: "  ")] + explanation).joined(separator: "\n")
  }
}
