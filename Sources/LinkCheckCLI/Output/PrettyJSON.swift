/// A JSON document built in code and printed indented by two spaces, keys in the given order,
/// for the one-document outputs (`routes --format json`, `--coverage-json`).
indirect enum PrettyJSON: Hashable, Sendable {
  case null
  case bool(Bool)
  /// Already spelled as JSON (e.g. `42`, `1.5`).
  case number(String)
  case string(String)
  case array([PrettyJSON])
  case object([Member])

  struct Member: Hashable, Sendable {
    var key: String
    var value: PrettyJSON
  }

  /// `.object` from `(key, value)` pairs.
  static func object(_ members: KeyValuePairs<String, PrettyJSON>) -> PrettyJSON {
    .object(members.map { Member(key: $0.key, value: $0.value) })
  }

  static func strings(_ values: [String]) -> PrettyJSON {
    .array(values.map(PrettyJSON.string))
  }

  /// The document, without a final line feed.
  var text: String { render(indent: "") }

  private func render(indent: String) -> String {
    let inner = indent + "  "
    switch self {
    case .null: return "null"
    case .bool(let flag): return String(flag)
    case .number(let number): return number
    case .string(let string): return JSONText.string(string)
    case .array(let elements):
      guard !elements.isEmpty else { return "[]" }
      if elements.allSatisfy(\.isScalar) {
        return "[" + elements.map { $0.render(indent: inner) }.joined(separator: ", ") + "]"
      }
      return "[\n" + elements.map { inner + $0.render(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      return "{\n"
        + members.map { inner + JSONText.string($0.key) + ": " + $0.value.render(indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }
}
