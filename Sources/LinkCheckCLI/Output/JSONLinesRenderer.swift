import RouteTable

/// `--format jsonl`: one JSON object per record, keys always in this order (SPEC §6):
/// `line`, `input`, `ok`, then for a resolution `route`, `chain`, `params`, `extraQuery`, then for
/// a failure `error`, then `warnings`, and with `--explain` last `explain` (every candidate route
/// with `route`, `pattern`, `verdict`, `reason`). A resolution failed by `--strict` has both.
///
/// Written straight into bytes (``JSONBytes``), the same as building it from ``JSONText``.
struct JSONLinesRenderer: RecordRenderer {
  func render(_ record: ResolveRecord) -> String {
    var output: [UInt8] = []
    render(record, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  func render(_ record: ResolveRecord, into output: inout [UInt8]) {
    JSONBytes.appendRaw(#"{"line":"#, to: &output)
    JSONBytes.appendInteger(record.line.number, to: &output)
    JSONBytes.appendRaw(#","input":"#, to: &output)
    JSONBytes.appendString(record.line.text, to: &output)
    let failure = record.failure
    JSONBytes.appendRaw(failure == nil ? #","ok":true"# : #","ok":false"#, to: &output)
    if let resolution = record.resolution {
      JSONBytes.appendRaw(#","route":"#, to: &output)
      JSONBytes.appendString(resolution.route, to: &output)
      JSONBytes.appendRaw(#","chain":["#, to: &output)
      // The writer takes the buffer over while the resolution visits it (no copy).
      var writer = JSONChainWriter()
      swap(&writer.output, &output)
      resolution.visit(&writer)
      writer.output.append(UInt8(ascii: "}"))
      swap(&writer.output, &output)
      JSONBytes.appendRaw(#","extraQuery":["#, to: &output)
      for (index, name) in resolution.extraQuery.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        JSONBytes.appendString(name, to: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
    if let failure {
      JSONBytes.appendRaw(#","error":"#, to: &output)
      error(failure, into: &output)
    }
    JSONBytes.appendRaw(#","warnings":["#, to: &output)
    for (index, warning) in record.warnings.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      JSONBytes.appendRaw(#"{"code":"#, to: &output)
      JSONBytes.appendString(warning.code.rawValue, to: &output)
      JSONBytes.appendRaw(#","message":"#, to: &output)
      JSONBytes.appendString(warning.message, to: &output)
      output.append(UInt8(ascii: "}"))
    }
    output.append(UInt8(ascii: "]"))
    if !record.candidates.isEmpty {
      JSONBytes.appendRaw(#","explain":["#, to: &output)
      for (index, trace) in record.candidates.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        candidate(trace, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
    output.append(UInt8(ascii: "}"))
  }

  static func value(_ value: ParamValue, into output: inout [UInt8]) {
    switch value {
    case .string(let text), .uuid(let text): JSONBytes.appendString(text, to: &output)
    case .int(let number): JSONBytes.appendInteger(number, to: &output)
    case .double(let number): output += JSONText.number(number).utf8
    case .bool(let flag): JSONBytes.appendRaw(flag ? "true" : "false", to: &output)
    case .list(let values):
      output.append(UInt8(ascii: "["))
      for (index, item) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.value(item, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
  }

  private func error(_ failure: ResolveRecord.Failure, into output: inout [UInt8]) {
    JSONBytes.appendRaw(#"{"code":"#, to: &output)
    JSONBytes.appendString(failure.code, to: &output)
    JSONBytes.appendRaw(#","message":"#, to: &output)
    JSONBytes.appendString(failure.message, to: &output)
    if let column = failure.column {
      JSONBytes.appendRaw(#","column":"#, to: &output)
      JSONBytes.appendInteger(column, to: &output)
    }
    if let nearest = failure.nearest {
      JSONBytes.appendRaw(#","nearest":{"route":"#, to: &output)
      JSONBytes.appendString(nearest.route, to: &output)
      JSONBytes.appendRaw(#","reason":"#, to: &output)
      JSONBytes.appendString(nearest.reason, to: &output)
      output.append(UInt8(ascii: "}"))
    }
    output.append(UInt8(ascii: "}"))
  }

  private func candidate(_ trace: CandidateTrace, into output: inout [UInt8]) {
    JSONBytes.appendRaw(#"{"route":"#, to: &output)
    JSONBytes.appendString(trace.route, to: &output)
    if let pattern = trace.pattern {
      JSONBytes.appendRaw(#","pattern":"#, to: &output)
      JSONBytes.appendString(pattern, to: &output)
    }
    JSONBytes.appendRaw(#","verdict":"#, to: &output)
    JSONBytes.appendString(trace.verdict.rawValue, to: &output)
    JSONBytes.appendRaw(#","reason":"#, to: &output)
    JSONBytes.appendString(trace.reason, to: &output)
    output.append(UInt8(ascii: "}"))
  }
}
