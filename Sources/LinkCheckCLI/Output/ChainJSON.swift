import RouteTable

/// Route chains and values as the jsonl records of `stack` and `test` spell them (the same
/// spelling as `resolve --format jsonl`).
enum ChainJSON {
  static func chain(_ entries: [ChainEntry]) -> String {
    JSONText.array(
      entries.map {
        JSONText.object([("route", JSONText.string($0.route)), ("params", params($0.params))])
      })
  }

  static func params(_ values: [NamedValue]) -> String {
    JSONText.object(values.map { ($0.name, value($0.value)) })
  }

  static func value(_ value: ParamValue) -> String {
    switch value {
    case .string(let text), .uuid(let text): JSONText.string(text)
    case .int(let number): String(number)
    case .double(let number): JSONText.number(number)
    case .bool(let flag): String(flag)
    case .list(let values): JSONText.array(values.map(Self.value))
    }
  }
}
