import RouteTable

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
    var output = ByteWriter()
    render(record, into: &output)
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// Fields separated by two spaces, then the `--explain` lines. The input and the chain are
  /// written straight into bytes; the rarer failure and warning fields are built as text.
  func render(_ record: ResolveRecord, into output: inout ByteWriter) {
    VisibleText.append(record.line.text, to: &output)
    renderFields(of: record, into: &output)
  }

  /// The fields after the input, each after two spaces, then the `--explain` lines.
  func renderFields(of record: ResolveRecord, into output: inout ByteWriter) {
    var warnings = Self.appendResolution(record.outcome, to: &output)
    if !record.isOK, let failure = record.failure {
      output.append("  ")
      output.append(utf8: text(of: failure))
      if failure.code == ResolveRecord.strictCode { warnings = [] }
    }
    for warning in warnings {
      output.append("  ")
      output.append(utf8: palette.paint("warning[\(warning.code.rawValue)]", .warning))
    }
    for trace in record.candidates {
      let pattern = trace.pattern.map { " '\($0)'" } ?? ""
      output.append("\n    ")
      output.append(utf8: palette.paint(trace.verdict.rawValue, .note))
      output.append(UInt8(ascii: " "))
      output.append(utf8: VisibleText.escaping(trace.route + pattern + ": " + trace.reason))
    }
  }

  /// The chain and extra query of a resolution; the warnings of either outcome. The outcome is
  /// handed in: a switch over the record's own field copied it.
  private static func appendResolution(
    _ outcome: Result<Resolution, ResolveFailure>, to output: inout ByteWriter
  ) -> [LinkWarning] {
    switch outcome {
    case .success(let resolution):
      output.append("  ")
      appendChain(of: resolution, to: &output)
      let extraQuery = resolution.extraQuery
      if !extraQuery.isEmpty {
        output.append("  extra-query[")
        for (index, name) in extraQuery.enumerated() {
          if index > 0 { output.append(", ") }
          output.append(utf8: ParamText.bareOrQuoted(name))
        }
        output.append(UInt8(ascii: "]"))
      }
      return resolution.warnings
    case .failure(let failure):
      return failure.warnings
    }
  }

  /// `error[CODE]: MESSAGE[ (column N)][ (nearest: ROUTE: REASON)]`.
  private func text(of failure: ResolveRecord.Failure) -> String {
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
    if let help = failure.help {
      text += " " + palette.paint("(help: \(VisibleText.escaping(help)))", .help)
    }
    return text
  }

  /// `home > flights > flightDetail(id: 6F96…)`.
  private static func appendChain(of resolution: Resolution, to output: inout ByteWriter) {
    for (index, entry) in resolution.chain.enumerated() {
      if index > 0 { output.append(" > ") }
      VisibleText.append(entry.route, to: &output)
      for (offset, named) in entry.params.enumerated() {
        output.append(offset == 0 ? "(" : ", ")
        VisibleText.append(named.name, to: &output)
        output.append(": ")
        output.append(utf8: ParamText.value(named.value))
      }
      if !entry.params.isEmpty { output.append(UInt8(ascii: ")")) }
    }
  }
}
