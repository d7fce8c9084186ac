import RouteTable

/// `--format jsonl`: one JSON object per record, keys always in this order (README "Output"):
/// `line`, `input`, `ok`, then for a resolution `route`, `chain`, `params`, `extraQuery`, then for
/// a failure `error`, then `warnings`, and with `--explain` last `explain` (every candidate route
/// with `route`, `pattern`, `verdict`, `reason`). A resolution failed by `--strict` has both.
///
/// Written straight into bytes (``JSONBytes``), the same as building it from ``JSONText``.
struct JSONLinesRenderer: RecordRenderer {
  func render(_ record: ResolveRecord) -> String {
    var output = ByteWriter()
    render(record, into: &output)
    return String(decoding: output.bytes, as: UTF8.self)
  }

  func render(_ record: ResolveRecord, into output: inout ByteWriter) {
    output.append(#"{"line":"#)
    output.appendDecimal(record.line.number)
    JSONBytes.appendString(record.line.text, between: #","input":"#, and: "", to: &output)
    outcome(record.outcome, of: record, into: &output)
    if !record.candidates.isEmpty {
      output.append(#","explain":["#)
      for (index, trace) in record.candidates.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        candidate(trace, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
    output.append(UInt8(ascii: "}"))
  }

  /// The members of the record's `outcome`. One look at it, handed in: `ResolveRecord`'s
  /// derived properties each copy it again, and so did a switch over the record's own field.
  private func outcome(
    _ outcome: Result<Resolution, ResolveFailure>, of record: ResolveRecord,
    into output: inout ByteWriter
  ) {
    switch outcome {
    case .success(let resolution):
      let warnings = resolution.warnings
      // Only `--strict` fails a resolution, and only one with warnings.
      guard record.strict && !warnings.isEmpty, let failure = record.failure else {
        members(of: resolution, ok: true, into: &output)
        self.warnings(warnings, into: &output)
        break
      }
      members(of: resolution, ok: false, into: &output)
      output.append(#","error":"#)
      error(
        code: failure.code, message: failure.message, column: failure.column,
        nearest: failure.nearest, help: failure.help, into: &output)
      self.warnings(warnings, into: &output)
    case .failure(let failure):
      output.append(#","ok":false,"error":"#)
      let (message, nearest) = failure.messageAndNearest
      error(
        code: failure.code.rawValue, message: message, column: failure.column,
        nearest: nearest, help: failure.help, into: &output)
      warnings(failure.warnings, into: &output)
    }
  }

  /// `ok`, then `route`, `chain`, `params` and `extraQuery`.
  private func members(of resolution: Resolution, ok: Bool, into output: inout ByteWriter) {
    if ok {
      JSONBytes.appendString(
        resolution.route, between: #","ok":true,"route":"#, and: #","chain":["#, to: &output)
    } else {
      JSONBytes.appendString(
        resolution.route, between: #","ok":false,"route":"#, and: #","chain":["#, to: &output)
    }
    // Written from the resolution's facts: no array or string is made for the values.
    var entries = 0
    var values = 0
    // Where the last entry's values were written.
    var entryValues = 0..<0
    resolution.forEachChainPart { part in
      switch part {
      case .entry(let route):
        if entries > 0 { output.append(UInt8(ascii: ",")) }
        (entries, values) = (entries + 1, 0)
        JSONBytes.appendString(route, between: #"{"route":"#, and: #","params":{"#, to: &output)
        entryValues = output.count..<output.count
      case .value(let name, let view):
        Self.member(name, view, first: values == 0, into: &output)
        values += 1
      case .end:
        entryValues = entryValues.lowerBound..<output.count
        output.append("}}")
      }
    }
    output.append(#"],"params":{"#)
    if resolution.routeEntryHoldsParams {
      output.appendWritten(entryValues)
    } else {
      values = 0
      resolution.forEachParam { name, view in
        Self.member(name, view, first: values == 0, into: &output)
        values += 1
      }
    }
    output.append(UInt8(ascii: "}"))
    let extraQuery = resolution.extraQuery
    // Nearly always empty: then one copy.
    guard !extraQuery.isEmpty else { return output.append(#","extraQuery":[]"#) }
    output.append(#","extraQuery":["#)
    for (index, name) in extraQuery.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      JSONBytes.appendString(name, to: &output)
    }
    output.append(UInt8(ascii: "]"))
  }

  private func warnings(_ warnings: [LinkWarning], into output: inout ByteWriter) {
    guard !warnings.isEmpty else { return output.append(#","warnings":[]"#) }
    output.append(#","warnings":["#)
    for (index, warning) in warnings.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      output.append(#"{"code":"#)
      JSONBytes.appendString(warning.code.rawValue, to: &output)
      output.append(#","message":"#)
      JSONBytes.appendString(warning.message, to: &output)
      output.append(UInt8(ascii: "}"))
    }
    output.append(UInt8(ascii: "]"))
  }

  /// `"name":value`, after a comma unless it is the `first` of its object.
  private static func member(
    _ name: String, _ view: ParamValueView, first: Bool, into output: inout ByteWriter
  ) {
    if !first { output.append(UInt8(ascii: ",")) }
    JSONBytes.appendString(name, to: &output)
    output.append(UInt8(ascii: ":"))
    switch view {
    case .string(let text), .uuid(let text): JSONBytes.appendString(text, to: &output)
    case .value(let value): Self.value(value, into: &output)
    }
  }

  static func value(_ value: ParamValue, into output: inout ByteWriter) {
    switch value {
    case .string(let text), .uuid(let text): JSONBytes.appendString(text, to: &output)
    case .int(let number): JSONBytes.appendInteger(number, to: &output)
    case .double(let number): output.append(utf8: JSONText.number(number))
    case .bool(let flag): output.append(flag ? "true" : "false")
    case .list(let values):
      output.append(UInt8(ascii: "["))
      for (index, item) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.value(item, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
  }

  private func error(
    code: String, message: String, column: Int?, nearest: NearMiss?, help: String?,
    into output: inout ByteWriter
  ) {
    output.append(#"{"code":"#)
    JSONBytes.appendString(code, to: &output)
    output.append(#","message":"#)
    JSONBytes.appendString(message, to: &output)
    if let column {
      output.append(#","column":"#)
      output.appendDecimal(column)
    }
    if let nearest {
      output.append(#","nearest":{"route":"#)
      JSONBytes.appendString(nearest.route, to: &output)
      output.append(#","reason":"#)
      JSONBytes.appendString(nearest.reason, to: &output)
      output.append(UInt8(ascii: "}"))
    }
    if let help {
      output.append(#","help":"#)
      JSONBytes.appendString(help, to: &output)
    }
    output.append(UInt8(ascii: "}"))
  }

  private func candidate(_ trace: CandidateTrace, into output: inout ByteWriter) {
    output.append(#"{"route":"#)
    JSONBytes.appendString(trace.route, to: &output)
    if let pattern = trace.pattern {
      output.append(#","pattern":"#)
      JSONBytes.appendString(pattern, to: &output)
    }
    output.append(#","verdict":"#)
    JSONBytes.appendString(trace.verdict.rawValue, to: &output)
    output.append(#","reason":"#)
    JSONBytes.appendString(trace.reason, to: &output)
    output.append(UInt8(ascii: "}"))
  }
}
