import RouteTable

/// `--format jsonl`: one JSON object per record, keys always in this order (SPEC §6):
/// `line`, `input`, `ok`, then for a resolution `route`, `chain`, `params`, `extraQuery`, then for
/// a failure `error`, then `warnings`, and with `--explain` last `explain` (every candidate route
/// with `route`, `pattern`, `verdict`, `reason`). A resolution failed by `--strict` has both.
struct JSONLinesRenderer: RecordRenderer {
  func render(_ record: ResolveRecord) -> String {
    var members: [(key: String, value: String)] = [
      ("line", String(record.line.number)),
      ("input", JSONText.string(record.line.text)),
      ("ok", String(record.isOK)),
    ]
    if let resolution = record.resolution {
      members += [
        ("route", JSONText.string(resolution.route)),
        ("chain", JSONText.array(resolution.chain.map(chainEntry))),
        ("params", params(resolution.params)),
        ("extraQuery", JSONText.array(resolution.extraQuery.map(JSONText.string))),
      ]
    }
    if let failure = record.failure {
      members.append(("error", error(failure)))
    }
    members.append(("warnings", JSONText.array(record.warnings.map(warning))))
    if !record.candidates.isEmpty {
      members.append(("explain", JSONText.array(record.candidates.map(candidate))))
    }
    return JSONText.object(members)
  }

  private func chainEntry(_ entry: ChainEntry) -> String {
    JSONText.object([("route", JSONText.string(entry.route)), ("params", params(entry.params))])
  }

  private func params(_ values: [NamedValue]) -> String {
    JSONText.object(values.map { ($0.name, value($0.value)) })
  }

  private func value(_ value: ParamValue) -> String {
    switch value {
    case .string(let text), .uuid(let text): JSONText.string(text)
    case .int(let number): String(number)
    case .double(let number): JSONText.number(number)
    case .bool(let flag): String(flag)
    case .list(let values): JSONText.array(values.map(self.value))
    }
  }

  private func error(_ failure: ResolveRecord.Failure) -> String {
    var members: [(key: String, value: String)] = [
      ("code", JSONText.string(failure.code)),
      ("message", JSONText.string(failure.message)),
    ]
    if let column = failure.column { members.append(("column", String(column))) }
    if let nearest = failure.nearest {
      let object = JSONText.object([
        ("route", JSONText.string(nearest.route)), ("reason", JSONText.string(nearest.reason)),
      ])
      members.append(("nearest", object))
    }
    return JSONText.object(members)
  }

  private func candidate(_ trace: CandidateTrace) -> String {
    var members: [(key: String, value: String)] = [("route", JSONText.string(trace.route))]
    if let pattern = trace.pattern { members.append(("pattern", JSONText.string(pattern))) }
    members += [
      ("verdict", JSONText.string(trace.verdict.rawValue)),
      ("reason", JSONText.string(trace.reason)),
    ]
    return JSONText.object(members)
  }

  private func warning(_ warning: LinkWarning) -> String {
    JSONText.object([
      ("code", JSONText.string(warning.code.rawValue)),
      ("message", JSONText.string(warning.message)),
    ])
  }
}
